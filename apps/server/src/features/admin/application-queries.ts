import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  areas,
  cities,
  clinics,
  doctorApplications,
  doctors,
  sessions,
  specialties,
  users,
} from '../../db/schema/index.ts';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export async function selectApplications(db: Db, status: ApplicationStatus | undefined, page: number, limit: number) {
  const where: SQL | undefined = status ? eq(doctorApplications.status, status) : undefined;
  const rows = await db
    .select({
      id: doctorApplications.id,
      status: doctorApplications.status,
      firstName: doctorApplications.firstName,
      lastName: doctorApplications.lastName,
      phone: doctorApplications.phone,
      gender: doctorApplications.gender,
      email: users.email,
      specialtySlug: specialties.slug,
      specialtyAr: specialties.nameAr,
      specialtyEn: specialties.nameEn,
      citySlug: cities.slug,
      cityAr: cities.nameAr,
      cityEn: cities.nameEn,
      createdAt: doctorApplications.createdAt,
      decidedAt: doctorApplications.decidedAt,
      doctorId: doctorApplications.doctorId,
    })
    .from(doctorApplications)
    .innerJoin(users, eq(users.id, doctorApplications.userId))
    .innerJoin(specialties, eq(specialties.id, doctorApplications.specialtyId))
    .innerJoin(cities, eq(cities.id, doctorApplications.cityId))
    .where(where)
    .orderBy(desc(doctorApplications.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(doctorApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Locks the application row so two admins deciding at once cannot both approve it. */
export async function lockApplication(db: Db, id: string) {
  const rows = await db.select().from(doctorApplications).where(eq(doctorApplications.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function firstAreaOfCity(db: Db, cityId: string): Promise<string | null> {
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(areas.slug))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function createDoctorProfile(
  db: Db,
  input: {
    userId: string;
    areaId: string;
    nameAr: string;
    nameEn: string;
    gender: 'male' | 'female';
    specialtyId: string;
    phone: string;
  },
): Promise<string> {
  const [clinic] = await db
    .insert(clinics)
    .values({
      areaId: input.areaId,
      nameAr: `عيادة د. ${input.nameAr}`,
      nameEn: `Dr. ${input.nameEn} Clinic`,
      phone: input.phone,
    })
    .returning({ id: clinics.id });
  if (!clinic) throw new Error('clinic not created');
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId: input.userId,
      nameAr: input.nameAr,
      nameEn: input.nameEn,
      gender: input.gender,
      specialtyId: input.specialtyId,
      clinicId: clinic.id,
      // A starting fee the doctor changes from the portal before patients can rely on it.
      fee: 300,
      phone: input.phone,
    })
    .returning({ id: doctors.id });
  if (!doctor) throw new Error('doctor not created');
  return doctor.id;
}

export async function markDecided(
  db: Db,
  id: string,
  values: { status: ApplicationStatus; decidedBy: string; doctorId?: string },
) {
  await db
    .update(doctorApplications)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(doctorApplications.id, id), eq(doctorApplications.status, 'pending')));
}

/** A role change ends every session of the account: the next sign-in starts with the new role. */
export async function grantDoctorRole(db: Db, userId: string) {
  await db.update(users).set({ role: 'doctor', updatedAt: new Date() }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
