import { z } from 'zod';
import { EmailAddress } from './fields.ts';

export const NewsletterRequest = z.object({ email: EmailAddress });
export type NewsletterRequest = z.input<typeof NewsletterRequest>;

export const NewsletterResponse = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

export const NewsletterUnsubscribeRequest = z.object({ token: z.uuid({ error: 'invalid_token' }) });
export type NewsletterUnsubscribeRequest = z.input<typeof NewsletterUnsubscribeRequest>;

/** RFC 8058 one-click unsubscribe: mail providers POST this form to the List-Unsubscribe address. */
export const OneClickUnsubscribeQuery = NewsletterUnsubscribeRequest;
export const OneClickUnsubscribeForm = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'one_click_invalid' }),
});

export const NewsletterUnsubscribeResponse = z.object({
  unsubscribed: z.literal(true),
  /** Masked (r***@example.com), so a forwarded link does not reveal the whole address. */
  email: z.string(),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof NewsletterUnsubscribeResponse>;
