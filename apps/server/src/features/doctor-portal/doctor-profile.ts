import type { DoctorProfile, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { doctorPhotoUrls } from '../../shared/doctor-photo-urls.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { findDoctorProfile, findInsurerIds, saveDoctorProfile } from './doctor-portal-queries.ts';

export async function getDoctorProfile(db: Db, doctorId: string, lang: Language): Promise<DoctorProfile> {
  const row = await findDoctorProfile(db, doctorId);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    email: row.email,
    specialty: pick(lang, row.specialtyAr, row.specialtyEn),
    phone: row.phone,
    fee: row.fee,
    clinicNameAr: row.clinicNameAr,
    clinicNameEn: row.clinicNameEn,
    clinicAddressAr: row.clinicAddressAr,
    clinicAddressEn: row.clinicAddressEn,
    bioAr: row.bioAr,
    bioEn: row.bioEn,
    telehealth: row.telehealth,
    insurers: row.insurers,
    photo: doctorPhotoUrls(row.photoKey),
    suspension: row.suspendedAt ? { since: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' } : null,
  };
}

export interface ProfileInput {
  phone: string;
  fee: number;
  clinicNameAr: string;
  clinicNameEn: string;
  clinicAddressAr: string;
  clinicAddressEn: string;
  bioAr: string;
  bioEn: string;
  telehealth: boolean;
  insurers: string[];
}

export async function updateDoctorProfile(
  db: Db,
  doctorId: string,
  input: ProfileInput,
  lang: Language,
): Promise<DoctorProfile> {
  const current = await findDoctorProfile(db, doctorId);
  if (!current) throw new AppError('not_found');
  const slugs = [...new Set(input.insurers)];
  const found = await findInsurerIds(db, slugs);
  if (found.length !== slugs.length) throw new AppError('validation_failed', { insurers: 'insurer_unknown' });
  await saveDoctorProfile(db, doctorId, current.clinicId, { ...input, insurerIds: found.map((f) => f.id) });
  return getDoctorProfile(db, doctorId, lang);
}
