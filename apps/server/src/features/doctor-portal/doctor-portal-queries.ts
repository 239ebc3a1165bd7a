import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  clinics,
  doctorInsurers,
  doctors,
  doctorScheduleExceptions,
  doctorWeeklyHours,
  insurers,
  specialties,
  users,
} from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findDoctorProfile(db: Db, doctorId: string) {
  const [row] = await db
    .select({
      id: doctors.id,
      nameAr: doctors.nameAr,
      nameEn: doctors.nameEn,
      email: sql<string>`coalesce(${users.email}, '')`,
      specialtyAr: specialties.nameAr,
      specialtyEn: specialties.nameEn,
      phone: doctors.phone,
      fee: doctors.fee,
      clinicId: clinics.id,
      clinicNameAr: clinics.nameAr,
      clinicNameEn: clinics.nameEn,
      clinicAddressAr: clinics.addressAr,
      clinicAddressEn: clinics.addressEn,
      bioAr: doctors.bioAr,
      bioEn: doctors.bioEn,
      telehealth: doctors.telehealth,
      slotMinutes: doctors.slotMinutes,
      timeZone: clinics.timeZone,
      photoKey: doctors.photoKey,
      suspendedAt: doctors.suspendedAt,
      suspensionReason: doctors.suspensionReason,
    })
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId));
  if (!row) return null;
  const accepted = await db
    .select({ slug: insurers.slug })
    .from(doctorInsurers)
    .innerJoin(insurers, eq(insurers.id, doctorInsurers.insurerId))
    .where(eq(doctorInsurers.doctorId, doctorId))
    .orderBy(asc(insurers.slug));
  return { ...row, insurers: accepted.map((a) => a.slug) };
}

export async function findInsurerIds(db: Db, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db.select({ id: insurers.id, slug: insurers.slug }).from(insurers).where(inArray(insurers.slug, slugs));
}

export async function saveDoctorProfile(
  db: Db,
  doctorId: string,
  clinicId: string,
  values: {
    phone: string;
    fee: number;
    telehealth: boolean;
    bioAr: string;
    bioEn: string;
    clinicNameAr: string;
    clinicNameEn: string;
    clinicAddressAr: string;
    clinicAddressEn: string;
    insurerIds: string[];
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(doctors)
      .set({
        phone: values.phone,
        fee: values.fee,
        telehealth: values.telehealth,
        bioAr: values.bioAr,
        bioEn: values.bioEn,
      })
      .where(eq(doctors.id, doctorId));
    await tx
      .update(clinics)
      .set({
        nameAr: values.clinicNameAr,
        nameEn: values.clinicNameEn,
        addressAr: values.clinicAddressAr,
        addressEn: values.clinicAddressEn,
      })
      .where(eq(clinics.id, clinicId));
    await tx.delete(doctorInsurers).where(eq(doctorInsurers.doctorId, doctorId));
    if (values.insurerIds.length > 0) {
      await tx.insert(doctorInsurers).values(values.insurerIds.map((insurerId) => ({ doctorId, insurerId })));
    }
  });
}

export async function readWeeklyHours(db: Db | Tx, doctorId: string) {
  return db
    .select({ weekday: doctorWeeklyHours.weekday, start: doctorWeeklyHours.startsAt, end: doctorWeeklyHours.endsAt })
    .from(doctorWeeklyHours)
    .where(eq(doctorWeeklyHours.doctorId, doctorId))
    .orderBy(asc(doctorWeeklyHours.weekday), asc(doctorWeeklyHours.startsAt));
}

export async function readExceptions(db: Db | Tx, doctorId: string, fromDate: string) {
  return db
    .select({
      date: doctorScheduleExceptions.date,
      kind: doctorScheduleExceptions.kind,
      start: doctorScheduleExceptions.startsAt,
      end: doctorScheduleExceptions.endsAt,
    })
    .from(doctorScheduleExceptions)
    .where(and(eq(doctorScheduleExceptions.doctorId, doctorId), sql`${doctorScheduleExceptions.date} >= ${fromDate}`))
    .orderBy(asc(doctorScheduleExceptions.date), asc(doctorScheduleExceptions.startsAt));
}

export async function futureBookings(db: Db | Tx, doctorId: string, now: Date) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      patientName: appointments.patientName,
      phone: appointments.phone,
      email: appointments.email,
      visitType: appointments.visitType,
    })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'booked'), gt(appointments.endsAt, now)))
    .orderBy(asc(appointments.startsAt))
    .limit(500);
}

/**
 * Replaces the schedule in one transaction that first locks the doctor row: bookings take a key-share
 * lock on it, so none can slip in between the check for affected bookings and the new hours.
 */
export async function replaceSchedule<T>(
  db: Db,
  doctorId: string,
  check: (tx: Tx) => Promise<T | null>,
  values: {
    slotMinutes: number;
    weekly: { weekday: number; start: string; end: string }[];
    exceptions: { date: string; kind: 'off' | 'extra'; start: string | null; end: string | null }[];
    fromDate: string;
  },
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).for('update');
    const refusal = await check(tx);
    if (refusal) return refusal;
    await tx.update(doctors).set({ slotMinutes: values.slotMinutes }).where(eq(doctors.id, doctorId));
    await tx.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, doctorId));
    if (values.weekly.length > 0) {
      await tx
        .insert(doctorWeeklyHours)
        .values(values.weekly.map((w) => ({ doctorId, weekday: w.weekday, startsAt: w.start, endsAt: w.end })));
    }
    // Past exceptions are history; only today's and later ones are the doctor's to edit.
    await tx
      .delete(doctorScheduleExceptions)
      .where(
        and(
          eq(doctorScheduleExceptions.doctorId, doctorId),
          sql`${doctorScheduleExceptions.date} >= ${values.fromDate}`,
        ),
      );
    if (values.exceptions.length > 0) {
      await tx
        .insert(doctorScheduleExceptions)
        .values(
          values.exceptions.map((e) => ({ doctorId, date: e.date, kind: e.kind, startsAt: e.start, endsAt: e.end })),
        );
    }
    return null;
  });
}

export async function findPhotoKey(db: Db, doctorId: string): Promise<string | null> {
  const [row] = await db.select({ key: doctors.photoKey }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.key ?? null;
}

export async function savePhotoKey(db: Db, doctorId: string, key: string | null): Promise<void> {
  await db.update(doctors).set({ photoKey: key }).where(eq(doctors.id, doctorId));
}

export async function countDoctorsWithPhoto(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(doctors).where(eq(doctors.photoKey, key));
  return row?.n ?? 0;
}
