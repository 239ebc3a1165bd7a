import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  areas,
  cities,
  clinics,
  doctors,
  doctorScheduleExceptions,
  doctorWeeklyHours,
  bookingConfirmationCodes,
  freedSlots,
  idempotencyKeys,
  specialties,
  users,
} from '../../db/schema/index.ts';
import type { Interval, Schedule } from './slots.ts';

export type { Tx } from '../../db/client.ts';

const doctorColumns = {
  doctorId: doctors.id,
  doctorNameAr: doctors.nameAr,
  doctorNameEn: doctors.nameEn,
  gender: doctors.gender,
  doctorPhone: doctors.phone,
  telehealth: doctors.telehealth,
  slotMinutes: doctors.slotMinutes,
  photoKey: doctors.photoKey,
  specialtyId: specialties.id,
  specialtySlug: specialties.slug,
  specialtyNameAr: specialties.nameAr,
  specialtyNameEn: specialties.nameEn,
  clinicNameAr: clinics.nameAr,
  clinicNameEn: clinics.nameEn,
  clinicAddressAr: clinics.addressAr,
  clinicAddressEn: clinics.addressEn,
  clinicPhone: clinics.phone,
  timeZone: clinics.timeZone,
  areaNameAr: areas.nameAr,
  areaNameEn: areas.nameEn,
  cityNameAr: cities.nameAr,
  cityNameEn: cities.nameEn,
};

export async function findBookableDoctor(db: Db, doctorId: string) {
  const [row] = await db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(and(eq(doctors.id, doctorId), isNull(doctors.suspendedAt)));
  return row ?? null;
}
export type DoctorRow = NonNullable<Awaited<ReturnType<typeof findBookableDoctor>>>;

/** Weekly hours, exceptions from `fromDate` on, slot length and zone of each doctor, in three queries. */
export async function loadSchedules(
  db: Tx | Db,
  doctorIds: string[],
  fromDate: string,
): Promise<Map<string, Schedule>> {
  const result = new Map<string, Schedule>();
  if (doctorIds.length === 0) return result;
  const heads = await db
    .select({
      id: doctors.id,
      slotMinutes: doctors.slotMinutes,
      timeZone: clinics.timeZone,
      suspendedAt: doctors.suspendedAt,
    })
    .from(doctors)
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(inArray(doctors.id, doctorIds));
  for (const h of heads) {
    result.set(h.id, {
      timeZone: h.timeZone,
      slotMinutes: h.slotMinutes,
      weekly: [],
      exceptions: [],
      suspended: h.suspendedAt !== null,
    });
  }
  const [hours, exceptions] = await Promise.all([
    db
      .select({
        doctorId: doctorWeeklyHours.doctorId,
        weekday: doctorWeeklyHours.weekday,
        start: doctorWeeklyHours.startsAt,
        end: doctorWeeklyHours.endsAt,
      })
      .from(doctorWeeklyHours)
      .where(inArray(doctorWeeklyHours.doctorId, doctorIds)),
    db
      .select({
        doctorId: doctorScheduleExceptions.doctorId,
        date: doctorScheduleExceptions.date,
        kind: doctorScheduleExceptions.kind,
        start: doctorScheduleExceptions.startsAt,
        end: doctorScheduleExceptions.endsAt,
      })
      .from(doctorScheduleExceptions)
      .where(
        and(
          inArray(doctorScheduleExceptions.doctorId, doctorIds),
          sql`${doctorScheduleExceptions.date} >= ${fromDate}`,
        ),
      )
      .orderBy(asc(doctorScheduleExceptions.date)),
  ]);
  for (const h of hours) result.get(h.doctorId)?.weekly.push({ weekday: h.weekday, start: h.start, end: h.end });
  for (const e of exceptions) {
    result.get(e.doctorId)?.exceptions.push({ date: e.date, kind: e.kind, start: e.start, end: e.end });
  }
  return result;
}

/** Booked time of each doctor between two instants. */
export async function bookedIntervals(
  db: Tx | Db,
  doctorIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, Interval[]>> {
  const result = new Map<string, Interval[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return result;
  const rows = await db
    .select({ doctorId: appointments.doctorId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        eq(appointments.status, 'booked'),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    );
  for (const r of rows) result.get(r.doctorId)?.push({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });
  return result;
}

// The key space of the per-doctor booking lock (pg_advisory_xact_lock's first int4), apart from other locks.
const BOOKING_LOCK_SPACE = 22_001;

/**
 * Taken at the start of a booking or move. First a transaction-scoped advisory lock per doctor: bookings
 * and moves of one doctor take turns. Without it, two transactions inserting overlapping rows both enter
 * the exclusion constraint's index, each waits for the other's outcome, and PostgreSQL aborts one with
 * `deadlock detected` instead of the constraint's 23P01; in turn, the second waits for the first to commit
 * and then sees its row as a plain violation (slot_taken). Then the doctor row FOR KEY SHARE: a schedule
 * change locks it FOR UPDATE, so it waits for bookings in flight, and they wait for it; each validates
 * against the hours in force.
 */
export async function lockDoctorForBooking(tx: Tx, doctorId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(BOOKING_LOCK_SPACE))}, hashtext(${doctorId}))`);
  // Under the lock a suspension also takes (holdDoctorBookings): a doctor suspended meanwhile is seen here.
  const rows = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), isNull(doctors.suspendedAt)))
    .for('key share');
  return rows.length > 0;
}

/** Takes the doctor's booking lock for the rest of `tx`: no booking of the doctor runs alongside (a suspension). */
export async function holdDoctorBookings(tx: Tx, doctorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(BOOKING_LOCK_SPACE))}, hashtext(${doctorId}))`);
}

/**
 * True when a booked appointment of the doctor already covers `start`. Only a shortcut for the losers of a
 * race, who would otherwise each run the whole booking to fail on the constraint; the constraint decides.
 */
export async function isBookedAt(tx: Tx, doctorId: string, start: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'booked'),
        sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) @> ${start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Taken at the start of a booking: bookings by one patient wait for each other here, so each counts the
 * patient's upcoming appointments with the previous one committed. (FOR NO KEY UPDATE: the appointment
 * rows' foreign key only takes KEY SHARE on the user, which this does not block.)
 */
/** Locks the patient's row for the booking and says whether the account's address is verified. */
export async function lockPatientForBooking(tx: Tx, userId: string): Promise<{ emailVerified: boolean }> {
  const [row] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return { emailVerified: Boolean(row?.emailVerifiedAt) };
}

/** The patient's booked appointments that have not ended yet: with this doctor, and in all. */
export async function countUpcomingAppointments(tx: Tx | Db, userId: string, doctorId: string, now: Date) {
  const [row] = await tx
    .select({
      total: count(),
      withDoctor: sql<number>`count(*) filter (where ${appointments.doctorId} = ${doctorId})::int`,
    })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'booked'), gt(appointments.endsAt, now)));
  return { total: row?.total ?? 0, withDoctor: row?.withDoctor ?? 0 };
}

export type NewAppointment = typeof appointments.$inferInsert;

/** Inserts inside the caller's transaction; the exclusion constraint raises 23P01 for a taken slot. */
export async function insertAppointment(tx: Tx | Db, values: NewAppointment): Promise<string> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  if (!row) throw new Error('appointment not inserted');
  return row.id;
}

export async function findIdempotentAnswer(db: Tx | Db, userId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveIdempotentAnswer(
  tx: Tx | Db,
  values: { userId: string; key: string; requestHash: string; statusCode: number; response: unknown },
) {
  await tx.insert(idempotencyKeys).values(values);
}

const appointmentColumns = {
  id: appointments.id,
  userId: appointments.userId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  patientName: appointments.patientName,
  phone: appointments.phone,
  email: appointments.email,
  /** The booker's own address: the only one Tabib mails about the booking. */
  accountEmail: users.email,
  visitType: appointments.visitType,
  language: appointments.language,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  cancelledBy: appointments.cancelledBy,
  cancelReason: appointments.cancelReason,
  attendanceMarkedAt: appointments.attendanceMarkedAt,
  doctorUserId: doctors.userId,
  ...doctorColumns,
};

/** Appointments joined with what their mails and answers show of the doctor and clinic. */
export function appointmentQuery(db: Tx | Db) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .innerJoin(areas, eq(areas.id, clinics.areaId))
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .$dynamic();
}
export type AppointmentRow = Awaited<ReturnType<typeof findOwnAppointment>> & {};

/** The appointment when `userId` owns it; null otherwise (others must not learn it exists). */
export async function findOwnAppointment(db: Tx | Db, id: string, userId: string) {
  const [row] = await appointmentQuery(db).where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row ?? null;
}

export async function listOwnAppointments(
  db: Db,
  userId: string,
  scope: 'upcoming' | 'past',
  now: Date,
  page: number,
  limit: number,
) {
  const upcoming = and(eq(appointments.status, 'booked'), gt(appointments.endsAt, now));
  // A visit marked attended before its end is past too: only booked ones are to come.
  const past = or(ne(appointments.status, 'booked'), lte(appointments.endsAt, now));
  const where = and(eq(appointments.userId, userId), scope === 'upcoming' ? upcoming : past) as SQL;
  const [rows, [total]] = await Promise.all([
    appointmentQuery(db)
      .where(where)
      .orderBy(scope === 'upcoming' ? asc(appointments.startsAt) : desc(appointments.startsAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One UPDATE, so a move is atomic: the exclusion constraint compares the new time with every other
 * booked row (not this one), and on a clash nothing changes and the old time stays booked.
 */
export async function updateOwnAppointment(
  db: Tx | Db,
  id: string,
  userId: string,
  patch: Partial<Pick<NewAppointment, 'startsAt' | 'endsAt' | 'patientName' | 'phone' | 'email' | 'reminderSentAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId), eq(appointments.status, 'booked')))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function cancelOwnAppointment(db: Tx | Db, id: string, userId: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'patient', cancelledAt: now, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId), eq(appointments.status, 'booked')))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Whether the patient has an attended visit with the doctor: what a verified review needs. */
export async function existsAttendedVisit(db: Tx | Db, userId: string, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.userId, userId), eq(appointments.doctorId, doctorId), eq(appointments.status, 'attended')),
    )
    .limit(1);
  return row !== undefined;
}

/** The patient's visits marked no-show that started at or after `since`. */
export async function countNoShowsSince(db: Tx | Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        sql`${appointments.attendanceMarkedAt} is not null`,
        eq(appointments.status, 'no_show'),
        gte(appointments.startsAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteAppointmentsEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(appointments).where(lt(appointments.endsAt, cutoff)).returning({ id: appointments.id });
  return rows.length;
}

/** The appointment when it is with `doctorId`; null otherwise (another doctor must not learn it exists). */
export async function findDoctorAppointment(db: Tx | Db, id: string, doctorId: string) {
  const [row] = await appointmentQuery(db).where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)));
  return row ?? null;
}

/** The doctor's appointments of every status starting in [from, to), earliest first. */
export async function listDoctorAppointmentsBetween(db: Db, doctorId: string, from: Date, to: Date) {
  return appointmentQuery(db)
    .where(and(eq(appointments.doctorId, doctorId), gte(appointments.startsAt, from), lt(appointments.startsAt, to)))
    .orderBy(asc(appointments.startsAt), asc(appointments.createdAt))
    .limit(1000);
}

/**
 * Sets attended / no_show on a visit of the doctor's that has started and is not cancelled, keeping the first
 * mark's time (the 48-hour window runs from it). The conditions are the UPDATE's own, so a concurrent
 * cancellation or a change made elsewhere is not overwritten; false when nothing matched.
 */
export async function setAttendance(
  tx: Tx,
  id: string,
  doctorId: string,
  status: 'attended' | 'no_show',
  now: Date,
  /** The latest start that may be marked (now, or the room's opening for a held telehealth visit). */
  startedBy: Date,
  changeableSince: Date,
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({
      status,
      attendanceMarkedAt: sql`coalesce(${appointments.attendanceMarkedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, ['booked', 'attended', 'no_show']),
        lte(appointments.startsAt, startedBy),
        or(sql`${appointments.attendanceMarkedAt} is null`, gte(appointments.attendanceMarkedAt, changeableSince)),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** The doctor's cancellation, with the reason the patient is mailed; only of a booked visit not yet begun. */
export async function cancelDoctorAppointmentRow(
  tx: Tx,
  id: string,
  doctorId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'doctor', cancelReason: reason, cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'booked'),
        gt(appointments.startsAt, now),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Records a slot that has just become free, in the transaction that freed it (the waitlist takes it from there). */
export async function recordFreedSlots(
  tx: Tx | Db,
  slots: { doctorId: string; startsAt: Date; endsAt: Date; origin: string | null }[],
): Promise<void> {
  if (slots.length > 0) await tx.insert(freedSlots).values(slots);
}

export async function insertConfirmationCode(tx: Tx, userId: string, codeHash: string, expiresAt: Date) {
  // A new code replaces the ones mailed before: only the latest mail's code books.
  await tx
    .delete(bookingConfirmationCodes)
    .where(and(eq(bookingConfirmationCodes.userId, userId), sql`${bookingConfirmationCodes.usedAt} is null`));
  await tx.insert(bookingConfirmationCodes).values({ userId, codeHash, expiresAt });
}

/** Uses the patient's code if it matches and is still valid; false otherwise. Single use: the UPDATE decides. */
export async function useConfirmationCode(tx: Tx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bookingConfirmationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(bookingConfirmationCodes.userId, userId),
        eq(bookingConfirmationCodes.codeHash, codeHash),
        sql`${bookingConfirmationCodes.usedAt} is null`,
        gt(bookingConfirmationCodes.expiresAt, now),
      ),
    )
    .returning({ id: bookingConfirmationCodes.id });
  return rows.length > 0;
}

/** The user's name and account address, for a mail sent before any appointment exists. */
export async function findPatient(db: Tx | Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
