import type { Appointment, CompatAppointment } from '@tabib/contracts';
import { genderLabel } from './to-compat-user.ts';

/** `Date` and `Time` are the clinic's wall clock, read off the ISO time that carries its offset. */
export function toCompatAppointment(a: Appointment): CompatAppointment {
  const { clinic } = a.doctor;
  return {
    id: a.id,
    DoctorId: a.doctor.id,
    DoctorName: a.doctor.name,
    DoctorGender: genderLabel(a.doctor.gender),
    Specialty_name: a.doctor.specialty.name,
    Date: a.startsAt.slice(0, 10),
    Time: a.startsAt.slice(11, 16),
    EndTime: a.endsAt.slice(11, 16),
    Place: clinic.name || 'Not Found',
    Address: clinic.address,
    Name: a.patientName,
    PhoneNumber: a.phone,
    Email: a.email,
    // The spec's client knows booked and cancelled only: a visit marked attended or no-show was booked.
    Status: a.status === 'cancelled' ? 'cancelled' : 'booked',
    visitType: a.visitType,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    timeZone: a.timeZone,
    createdAt: a.createdAt,
  };
}
