import { z } from 'zod';
import { LocalDate } from './booking.ts';

/** How far ahead a waitlist range may reach, in days from today in the clinic's calendar. */
export const waitlistMaxDaysAhead = 14;

export const JoinWaitlistRequest = z
  .object({ from: LocalDate, to: LocalDate })
  .refine((r) => r.from <= r.to, { error: 'range_order', path: ['to'] });
export type JoinWaitlistRequest = z.infer<typeof JoinWaitlistRequest>;

export const WaitlistEntry = z.object({
  id: z.uuid(),
  doctor: z.object({ id: z.uuid(), name: z.string(), specialty: z.string() }),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

export const WaitlistEntryList = z.object({ items: z.array(WaitlistEntry) });
export type WaitlistEntryList = z.infer<typeof WaitlistEntryList>;

/** The random part of a waitlist mail's link (32 bytes, base64url). */
export const WaitlistOfferParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'token_invalid' }),
});

/**
 * A slot offered by mail. open: still free, one click books it; taken: someone else booked it (the patient
 * stays on the list); booked: this offer booked it; passed: it has begun; left: the patient left the list.
 */
export const WaitlistOffer = z.object({
  state: z.enum(['open', 'taken', 'booked', 'passed', 'left']),
  doctor: z.object({ id: z.uuid(), name: z.string(), specialty: z.string() }),
  startsAt: z.string(),
  timeZone: z.string(),
  /** The appointment this offer booked. */
  appointmentId: z.uuid().nullable(),
});
export type WaitlistOffer = z.infer<typeof WaitlistOffer>;
