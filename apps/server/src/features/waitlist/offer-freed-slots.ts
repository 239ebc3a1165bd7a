import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { addDays, freeSlotAt, wallClockAt } from '../booking/index.ts';
import { waitlistOfferMail } from './waitlist-mail.ts';
import {
  claimFreedSlots,
  deleteEndedEntries,
  deleteOffersBefore,
  findWaitlistDoctor,
  insertOffer,
  waitingOn,
} from './waitlist-queries.ts';

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The outbox key of one offer's mail: a slot is mailed to a patient once, whichever process offers it. */
export const offerMailKey = (userId: string, doctorId: string, start: Date) =>
  `waitlist-offer:${doctorId}:${userId}:${start.getTime()}`;

const BATCH = 20;

/**
 * The waitlist's background task (decision 035): takes the freed slots recorded by cancellations, moves and
 * new hours, and offers each one still free to the patients waiting for its date, in the order they joined:
 * an offer row with the hash of a random token, and its mail in the outbox. Claiming the freed slots, the
 * offers and the mails are one transaction, so a crash loses and repeats nothing, and two processes never take
 * the same freed slot (skip locked); the offers' unique key and the mails' dedupe key hold even so.
 */
export async function offerFreedSlots(
  db: Db,
  now: Date,
  fallbackOrigin: string,
  maxBatches = 10,
): Promise<{ slots: number; offers: number }> {
  let slots = 0;
  let offers = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const done = await db.transaction(async (tx) => {
      const claimed = await claimFreedSlots(tx, BATCH);
      let made = 0;
      for (const freed of claimed) {
        if (!(await freeSlotAt(tx, freed.doctorId, freed.startsAt, now))) continue;
        const doctor = await findWaitlistDoctor(tx, freed.doctorId);
        if (!doctor) continue;
        const date = wallClockAt(freed.startsAt.getTime(), doctor.timeZone).date;
        const origin = freed.origin ?? fallbackOrigin;
        const waiting = await waitingOn(tx, freed.doctorId, date);
        for (const [i, patient] of waiting.entries()) {
          const token = randomBytes(32).toString('base64url');
          const lang: Language = patient.language === 'en' ? 'en' : 'ar';
          const fresh = await insertOffer(tx, {
            entryId: patient.entryId,
            doctorId: freed.doctorId,
            userId: patient.userId,
            language: lang,
            startsAt: freed.startsAt,
            tokenHash: hashOfferToken(token),
          });
          if (!fresh) continue;
          await enqueueMail(tx, {
            message: waitlistOfferMail({
              to: patient.email,
              name: patient.name,
              lang,
              doctorNameAr: doctor.doctorNameAr,
              doctorNameEn: doctor.doctorNameEn,
              timeZone: doctor.timeZone,
              startsAt: freed.startsAt,
              offerUrl: `${origin}/waitlist/offers/${token}`,
            }),
            dedupeKey: offerMailKey(patient.userId, freed.doctorId, freed.startsAt),
            // In join order: the outbox sends by run_at.
            runAt: new Date(now.getTime() + i),
          });
          made++;
        }
      }
      return { claimed: claimed.length, made };
    });
    slots += done.claimed;
    offers += done.made;
    if (done.claimed < BATCH) break;
  }
  return { slots, offers };
}

/** Entries whose range has ended and offers of slots begun a week ago go (run by the retention task). */
export async function purgeOldWaitlist(db: Db, now: Date): Promise<number> {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  return (
    (await deleteEndedEntries(db, yesterday)) + (await deleteOffersBefore(db, new Date(now.getTime() - 7 * 86_400_000)))
  );
}
