import type { Appointment, Language, WaitlistOffer } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { bookAppointment, freeSlotAt, toZonedIso, type BookingLimits } from '../booking/index.ts';
import { hashOfferToken } from './offer-freed-slots.ts';
import { completeOffer, deleteOwnEntry, findOffer, type OfferRow } from './waitlist-queries.ts';

async function offerOf(db: Db, token: string): Promise<OfferRow> {
  const offer = await findOffer(db, hashOfferToken(token));
  if (!offer) throw new AppError('not_found');
  return offer;
}

async function stateOf(db: Db, offer: OfferRow, now: Date): Promise<WaitlistOffer['state']> {
  if (offer.usedAt) return 'booked';
  if (offer.startsAt.getTime() <= now.getTime()) return 'passed';
  if (!offer.entryId) return 'left';
  return (await freeSlotAt(db, offer.doctorId, offer.startsAt, now)) ? 'open' : 'taken';
}

function toOffer(offer: OfferRow, state: WaitlistOffer['state'], lang: Language): WaitlistOffer {
  return {
    state,
    doctor: {
      id: offer.doctorId,
      name: pick(lang, offer.doctorNameAr, offer.doctorNameEn),
      specialty: pick(lang, offer.specialtyAr, offer.specialtyEn),
    },
    startsAt: toZonedIso(offer.startsAt.getTime(), offer.timeZone),
    timeZone: offer.timeZone,
    appointmentId: offer.appointmentId,
  };
}

/** What a waitlist mail's link shows: the slot and whether it can still be booked. The token is the credential. */
export async function getWaitlistOffer(db: Db, token: string, lang: Language, now: Date): Promise<WaitlistOffer> {
  const offer = await offerOf(db, token);
  return toOffer(offer, await stateOf(db, offer, now), lang);
}

/**
 * Books the offered slot for the patient the mail went to, in one step: their account's name, phone and
 * address, no confirmation code (following the link proves they read that mail). The booking is the usual
 * one, so the exclusion constraint decides between patients clicking at once: the first wins, the others get
 * 409 slot_taken and stay on the list. The offer's id is the booking's idempotency key, so a second click by
 * the winner answers the same appointment. Then the patient leaves the list.
 */
export async function bookWaitlistOffer(db: Db, token: string, now: Date, limits: BookingLimits): Promise<Appointment> {
  const offer = await offerOf(db, token);
  const lang: Language = offer.language === 'en' ? 'en' : 'ar';
  const state = await stateOf(db, offer, now);
  if (state === 'taken') throw new AppError('slot_taken');
  if (state !== 'open' && state !== 'booked') throw new AppError('conflict', { offer: `offer_${state}` });
  const result = await bookAppointment(
    db,
    offer.userId,
    {
      doctorId: offer.doctorId,
      startsAt: offer.startsAt.toISOString(),
      patientName: offer.name,
      phone: offer.phone,
      email: offer.email,
      visitType: 'clinic',
    },
    lang,
    `waitlist-offer:${offer.id}`,
    now,
    limits,
    {},
    { emailConfirmed: true },
  );
  if (!offer.usedAt) await completeOffer(db, offer.id, result.appointment.id, now);
  return result.appointment;
}

/** Leaves the waiting list from the mail's link. Leaving again changes nothing. */
export async function leaveWaitlistByOffer(db: Db, token: string): Promise<void> {
  const offer = await offerOf(db, token);
  if (offer.entryId) await deleteOwnEntry(db, offer.entryId, offer.userId);
}
