import type { CompatUser, Gender, Role, User } from '@tabib/contracts';

export function genderLabel(gender: Gender): 'Male' | 'Female' {
  return gender === 'male' ? 'Male' : 'Female';
}

const statusOf: Record<Role, CompatUser['Status']> = { patient: 'Patient', doctor: 'Doctor', admin: 'Admin' };

export function toCompatUser(user: User): CompatUser {
  return {
    id: user.id,
    userName: user.name,
    mobilePhone: user.phone,
    Email: user.email,
    birthDate: user.birthDate,
    Gender: user.gender ? genderLabel(user.gender) : null,
    Status: statusOf[user.role],
    DoctorId: user.doctorId,
    role: user.role,
  };
}
