import type { Appointment, Language } from '@tabib/contracts';
import { doctorPhotoUrls } from '../../shared/doctor-photo-urls.ts';
import { pick } from '../../shared/language.ts';
import type { AppointmentRow, DoctorRow } from './booking-queries.ts';
import { toZonedIso } from './time-zone.ts';

export function toAppointmentDoctor(row: DoctorRow, lang: Language): Appointment['doctor'] {
  return {
    id: row.doctorId,
    name: pick(lang, row.doctorNameAr, row.doctorNameEn),
    gender: row.gender,
    specialty: {
      id: row.specialtyId,
      slug: row.specialtySlug,
      name: pick(lang, row.specialtyNameAr, row.specialtyNameEn),
    },
    phone: row.doctorPhone,
    telehealth: row.telehealth,
    clinic: {
      name: pick(lang, row.clinicNameAr, row.clinicNameEn),
      address: pick(lang, row.clinicAddressAr, row.clinicAddressEn),
      area: pick(lang, row.areaNameAr, row.areaNameEn),
      city: pick(lang, row.cityNameAr, row.cityNameEn),
      phone: row.clinicPhone,
    },
    photo: doctorPhotoUrls(row.photoKey),
  };
}

export function toAppointment(row: AppointmentRow, lang: Language): Appointment {
  return {
    id: row.id,
    status: row.status,
    doctor: toAppointmentDoctor(row, lang),
    startsAt: toZonedIso(row.startsAt.getTime(), row.timeZone),
    endsAt: toZonedIso(row.endsAt.getTime(), row.timeZone),
    timeZone: row.timeZone,
    patientName: row.patientName,
    phone: row.phone,
    email: row.email,
    visitType: row.visitType,
    createdAt: row.createdAt.toISOString(),
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
  };
}
