import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  clinics,
  doctors,
  freedSlots,
  specialties,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.ts';

const doctorColumns = {
  doctorId: doctors.id,
  doctorNameAr: doctors.nameAr,
  doctorNameEn: doctors.nameEn,
  specialtyAr: specialties.nameAr,
  specialtyEn: specialties.nameEn,
  timeZone: clinics.timeZone,
};

/** The doctor's names and clinic zone; null when there is no such doctor. */
export async function findWaitlistDoctor(db: Db | Tx, doctorId: string) {
  const [row] = await db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}
export type WaitlistDoctorRow = NonNullable<Awaited<ReturnType<typeof findWaitlistDoctor>>>;

export async function countEntries(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlistEntries).where(eq(waitlistEntries.userId, userId));
  return row?.n ?? 0;
}

/** The new entry's id, or null when the patient already waits for this doctor (the unique constraint decides). */
export async function insertEntry(
  db: Db,
  values: { doctorId: string; userId: string; fromDate: string; toDate: string; language: string },
): Promise<string | null> {
  const [row] = await db
    .insert(waitlistEntries)
    .values(values)
    .onConflictDoNothing({ target: [waitlistEntries.doctorId, waitlistEntries.userId] })
    .returning({ id: waitlistEntries.id });
  return row?.id ?? null;
}

const entryColumns = {
  id: waitlistEntries.id,
  fromDate: waitlistEntries.fromDate,
  toDate: waitlistEntries.toDate,
  createdAt: waitlistEntries.createdAt,
  ...doctorColumns,
};

function entryQuery(db: Db) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .$dynamic();
}
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

export async function findOwnEntry(db: Db, id: string, userId: string): Promise<EntryRow | null> {
  const [row] = await entryQuery(db).where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)));
  return row ?? null;
}

export async function listOwnEntries(db: Db, userId: string): Promise<EntryRow[]> {
  return entryQuery(db)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function deleteOwnEntry(db: Db | Tx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Entries whose last day has passed everywhere (a day's margin for the zones): nothing can be offered to them. */
export async function deleteEndedEntries(db: Db, before: string): Promise<number> {
  const rows = await db
    .delete(waitlistEntries)
    .where(sql`${waitlistEntries.toDate} < ${before}`)
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

export interface ClaimedSlot {
  doctorId: string;
  startsAt: Date;
  endsAt: Date;
  origin: string | null;
}

/**
 * Takes up to `limit` freed slots, oldest first, out of the table inside the caller's transaction: rows
 * another process holds are skipped, and a rollback (or a crash) puts them back.
 */
export async function claimFreedSlots(tx: Tx, limit: number): Promise<ClaimedSlot[]> {
  const rows = rowsOf<{ doctor_id: string; starts_at: string | Date; ends_at: string | Date; origin: string | null }>(
    await tx.execute(sql`delete from ${freedSlots} where id in (
      select id from ${freedSlots} order by created_at, id limit ${limit} for update skip locked)
      returning doctor_id, starts_at, ends_at, origin`),
  );
  return rows.map((r) => ({
    doctorId: r.doctor_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    origin: r.origin,
  }));
}

/** The patients waiting for the doctor on `date` (clinic's calendar), in the order they joined. */
export async function waitingOn(tx: Tx, doctorId: string, date: string) {
  return tx
    .select({
      entryId: waitlistEntries.id,
      userId: waitlistEntries.userId,
      language: waitlistEntries.language,
      name: users.name,
      email: users.email,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.doctorId, doctorId),
        lte(waitlistEntries.fromDate, date),
        gte(waitlistEntries.toDate, date),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** A new offer, or false when this patient was offered this slot before (the unique constraint decides). */
export async function insertOffer(
  tx: Tx,
  values: { entryId: string; doctorId: string; userId: string; language: string; startsAt: Date; tokenHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(waitlistOffers)
    .values(values)
    .onConflictDoNothing({ target: [waitlistOffers.doctorId, waitlistOffers.userId, waitlistOffers.startsAt] })
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

export async function findOffer(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      userId: waitlistOffers.userId,
      language: waitlistOffers.language,
      startsAt: waitlistOffers.startsAt,
      usedAt: waitlistOffers.usedAt,
      appointmentId: waitlistOffers.appointmentId,
      name: users.name,
      email: users.email,
      phone: users.phone,
      ...doctorColumns,
    })
    .from(waitlistOffers)
    .innerJoin(users, eq(users.id, waitlistOffers.userId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(eq(waitlistOffers.tokenHash, tokenHash));
  return row ?? null;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** After a booking through the offer: the offer is used and the patient leaves the list (they have their earlier slot). */
export async function completeOffer(db: Db, offerId: string, appointmentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .update(waitlistOffers)
      .set({ usedAt: now, appointmentId })
      .where(eq(waitlistOffers.id, offerId))
      .returning({ entryId: waitlistOffers.entryId });
    if (offer?.entryId) await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
  });
}

/** Offers are kept a while for their links to say what became of them, then deleted. */
export async function deleteOffersBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(waitlistOffers)
    .where(sql`${waitlistOffers.startsAt} < ${before.toISOString()}::timestamptz`)
    .returning({ id: waitlistOffers.id });
  return rows.length;
}
