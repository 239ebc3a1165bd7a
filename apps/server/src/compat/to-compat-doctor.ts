import type { CompatDoctor, DoctorDetail, DoctorSummary } from '@tabib/contracts';
import { genderLabel } from './to-compat-user.ts';

export function toCompatDoctor(doctor: DoctorSummary | DoctorDetail): CompatDoctor {
  const summary: CompatDoctor = {
    DoctorID: doctor.id,
    DoctorId: doctor.id,
    Name: doctor.name,
    Gender: genderLabel(doctor.gender),
    Title: doctor.title,
    Specialty_name: doctor.specialty.name,
    SpecialtySlug: doctor.specialty.slug,
    Location: doctor.city.name,
    CitySlug: doctor.city.slug,
    Area: doctor.area.name,
    AreaSlug: doctor.area.slug,
    Clinic: doctor.clinic.name,
    Address: doctor.clinic.address,
    ConsultationFee: doctor.fee,
    Rating: doctor.rating,
    RatingCount: doctor.ratingCount,
    Telehealth: doctor.telehealth,
    NextSlot: doctor.nextSlotAt,
  };
  if (!('phone' in doctor)) return summary;
  return { ...summary, PhoneNumber: doctor.phone, ClinicPhone: doctor.clinic.phone, About: doctor.bio };
}
