import type { DoctorApplicationList, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import {
  createDoctorProfile,
  firstAreaOfCity,
  grantDoctorRole,
  lockApplication,
  markDecided,
  selectApplications,
  type ApplicationStatus,
} from './application-queries.ts';

export async function listDoctorApplications(
  db: Db,
  query: { status?: ApplicationStatus; page: number; limit: number },
  lang: Language,
): Promise<DoctorApplicationList> {
  const { rows, total } = await selectApplications(db, query.status, query.page, query.limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      gender: r.gender,
      specialty: { slug: r.specialtySlug, name: pick(lang, r.specialtyAr, r.specialtyEn) },
      city: { slug: r.citySlug, name: pick(lang, r.cityAr, r.cityEn) },
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      doctorId: r.doctorId,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * Approval creates the doctor's profile (a clinic in the applicant's city, which the doctor then edits)
 * and grants the doctor role, in one transaction; an application is decided once.
 */
export async function approveDoctorApplication(db: Db, id: string, adminId: string): Promise<{ doctorId: string }> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new AppError('not_found');
    if (application.status !== 'pending') throw new AppError('conflict', { status: 'already_decided' });
    const areaId = await firstAreaOfCity(tx, application.cityId);
    if (!areaId) throw new AppError('conflict', { city: 'city_has_no_area' });
    const name = `${application.firstName} ${application.lastName}`;
    const doctorId = await createDoctorProfile(tx, {
      userId: application.userId,
      areaId,
      nameAr: name,
      nameEn: name,
      gender: application.gender,
      specialtyId: application.specialtyId,
      phone: application.phone,
    });
    await grantDoctorRole(tx, application.userId);
    await markDecided(tx, id, { status: 'approved', decidedBy: adminId, doctorId });
    return { doctorId };
  });
}

export async function rejectDoctorApplication(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new AppError('not_found');
    if (application.status !== 'pending') throw new AppError('conflict', { status: 'already_decided' });
    await markDecided(tx, id, { status: 'rejected', decidedBy: adminId });
  });
}
