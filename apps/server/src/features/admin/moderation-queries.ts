import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, cities, clinics, doctors, sessions, specialties, users } from '../../db/schema/index.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const doctorColumns = {
  id: doctors.id,
  nameAr: doctors.nameAr,
  nameEn: doctors.nameEn,
  specialtyAr: specialties.nameAr,
  specialtyEn: specialties.nameEn,
  cityAr: cities.nameAr,
  cityEn: cities.nameEn,
  email: users.email,
  userId: doctors.userId,
  suspendedAt: doctors.suspendedAt,
  suspensionReason: doctors.suspensionReason,
};

function doctorsQuery(db: Db | Tx) {
  return db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
    .leftJoin(cities, eq(cities.id, doctors.cityId))
    .leftJoin(users, eq(users.id, doctors.userId));
}

export async function selectAdminDoctors(
  db: Db,
  filter: { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const text = like(filter.q);
    conditions.push(or(ilike(doctors.nameAr, text), ilike(doctors.nameEn, text), ilike(users.email, text))!);
  }
  if (filter.status === 'suspended') conditions.push(isNotNull(doctors.suspendedAt));
  if (filter.status === 'active') conditions.push(isNull(doctors.suspendedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await doctorsQuery(db)
    .where(where)
    // Suspended first (PostgreSQL puts nulls first in a descending order), then by name: one order for every
    // page, so that the pages of a list neither repeat nor skip a doctor.
    .orderBy(sql`${doctors.suspendedAt} desc nulls last`, doctors.nameEn, doctors.id)
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectAdminDoctor(db: Db | Tx, id: string) {
  const rows = await doctorsQuery(db).where(eq(doctors.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Sets or clears the suspension; false when there is no such doctor. */
export async function updateDoctorSuspension(tx: Tx, id: string, suspension: { at: Date; reason: string } | null) {
  const rows = await tx
    .update(doctors)
    .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null })
    .where(eq(doctors.id, id))
    .returning({ id: doctors.id });
  return rows.length > 0;
}

/** Cancels the doctor's booked appointments that have not started, returning what the mails need. */
export async function cancelUpcomingAppointmentsOf(tx: Tx, doctorId: string, now: Date) {
  const rows = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'admin', cancelledAt: now, updatedAt: now })
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'booked'), gt(appointments.startsAt, now)))
    .returning({
      id: appointments.id,
      email: appointments.email,
      patientName: appointments.patientName,
      language: appointments.language,
      startsAt: appointments.startsAt,
    });
  const [place] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(doctors)
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(eq(doctors.id, doctorId));
  return { rows, timeZone: place?.timeZone ?? 'Africa/Cairo' };
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

export async function selectAdminUsers(
  db: Db,
  filter: {
    q?: string | undefined;
    role?: 'patient' | 'doctor' | 'admin' | undefined;
    status?: 'active' | 'disabled' | undefined;
  },
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(or(ilike(users.name, like(filter.q)), ilike(users.email, like(filter.q)))!);
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status === 'disabled') conditions.push(isNotNull(users.disabledAt));
  if (filter.status === 'active') conditions.push(isNull(users.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectAdminUser(db: Db | Tx, id: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the account row: two admins changing one account at once take turns. */
export async function lockUser(tx: Tx, id: string) {
  const rows = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateUserAccount(
  tx: Tx,
  id: string,
  values: { disabledAt?: Date | null; role?: 'patient' | 'admin' },
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Ends every session of the account; how many there were. */
export async function deleteSessionsOf(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function countAdmins(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  return row?.n ?? 0;
}
