import { z } from 'zod';
import { pageParams } from './common.ts';
import { EmailAddress, PersonName } from './fields.ts';

export const CONTACT_COMMENT_MAX = 2000;

export const ContactComment = z
  .string({ error: 'comment_required' })
  .trim()
  .min(1, { error: 'comment_required' })
  .min(10, { error: 'comment_too_short' })
  .max(CONTACT_COMMENT_MAX, { error: 'comment_too_long' });

/** The contact form, checked by the web form and by the server with this one schema. */
export const ContactRequest = z.object({ name: PersonName, email: EmailAddress, comment: ContactComment });
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactResponse = z.object({ id: z.uuid(), createdAt: z.iso.datetime({ offset: true }) });
export type ContactResponse = z.infer<typeof ContactResponse>;

export const ContactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  language: z.string(),
  /** The account that sent it, when the sender was signed in. */
  userId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessageList = z.object({
  items: z.array(ContactMessage),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type ContactMessageList = z.infer<typeof ContactMessageList>;

export const ContactMessagesQuery = z.object({
  ...pageParams({ limit: 20, maxLimit: 100 }),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuery>;
