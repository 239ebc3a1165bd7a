import { z } from 'zod';
import { EmailAddress } from './fields.ts';

export const NewsletterRequest = z.object({ email: EmailAddress });
export type NewsletterRequest = z.input<typeof NewsletterRequest>;

/**
 * Double opt-in: a new address gets one mail with a confirmation link, and nothing else until it is
 * followed. `confirmation_sent`: that mail has just been sent; `awaiting_confirmation`: it was sent before
 * and is not sent again; `already_subscribed`: the address is confirmed, nothing is sent. The server now
 * answers `confirmation_sent` (202) in all three cases, so the form does not tell who is on the list; the
 * other two values stay for clients written against them.
 */
export const NewsletterResponse = z.object({
  status: z.enum(['confirmation_sent', 'awaiting_confirmation', 'already_subscribed']),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

export const NewsletterConfirmRequest = z.object({ token: z.uuid({ error: 'invalid_token' }) });
export type NewsletterConfirmRequest = z.input<typeof NewsletterConfirmRequest>;

export const NewsletterConfirmResponse = z.object({
  confirmed: z.literal(true),
  /** Masked (r***@example.com), as on the unsubscribe page. */
  email: z.string(),
});
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

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
