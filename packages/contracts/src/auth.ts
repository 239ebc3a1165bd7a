import { z } from 'zod';
import { pageParams } from './common.ts';
import { BirthDate, EmailAddress, Gender, Password, PersonName, Phone, Slug } from './fields.ts';

export const roles = ['patient', 'doctor', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  gender: Gender.nullable(),
  role: Role,
  /** Set when the user is a doctor with a profile in the directory. */
  doctorId: z.uuid().nullable(),
});
export type User = z.infer<typeof User>;

/** A visitor gets `user: null`, not an error: asking who is signed in is not a failure. */
export const Me = z.object({ user: User.nullable() });
export type Me = z.infer<typeof Me>;

export const SignupRequest = z.object({
  name: PersonName,
  email: EmailAddress,
  phone: Phone,
  birthDate: BirthDate,
  gender: Gender,
  password: Password,
});
export type SignupRequest = z.input<typeof SignupRequest>;

export const LoginRequest = z.object({
  email: EmailAddress,
  // Any length: a login must not reveal the password rules, and old passwords may predate them.
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(1024),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** `token` is for API clients (Authorization: Bearer); the web app uses the httpOnly cookie. */
export const AuthResponse = z.object({ user: User, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const UpdateProfileRequest = z.object({
  name: PersonName,
  phone: Phone,
  email: EmailAddress,
  birthDate: BirthDate,
  /** Absent keeps the stored value: an account made without one (an identity provider, /compat) can add it here. */
  gender: Gender.optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const ChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'current_password_required' })
      .min(1, { error: 'current_password_required' })
      .max(1024),
    newPassword: Password,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { error: 'password_unchanged', path: ['newPassword'] });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const Insurance = z.object({
  insurer: z.object({ slug: z.string(), name: z.string() }).nullable(),
  policyNumber: z.string(),
});
export type Insurance = z.infer<typeof Insurance>;

export const UpdateInsuranceRequest = z
  .object({
    insurer: Slug.nullable(),
    policyNumber: z
      .string()
      .trim()
      .max(40, { error: 'policy_number_too_long' })
      .regex(/^[A-Za-z0-9\-/ ]*$/, { error: 'policy_number_invalid' }),
  })
  .refine((v) => v.insurer !== null || v.policyNumber === '', {
    error: 'insurer_required',
    path: ['insurer'],
  });
export type UpdateInsuranceRequest = z.input<typeof UpdateInsuranceRequest>;

function namePart(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .min(2, { error: 'name_too_short' })
    .max(40, { error: 'name_too_long' });
}

export const DoctorApplicationRequest = z.object({
  firstName: namePart('first_name_required'),
  lastName: namePart('last_name_required'),
  phone: Phone,
  specialty: z.string({ error: 'specialty_required' }).trim().min(1, { error: 'specialty_required' }).max(64),
  city: z.string({ error: 'city_required' }).trim().min(1, { error: 'city_required' }).max(64),
  email: EmailAddress,
  password: Password,
  gender: Gender,
});
export type DoctorApplicationRequest = z.input<typeof DoctorApplicationRequest>;

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStatus = z.enum(applicationStatuses);

export const DoctorApplication = z.object({
  id: z.uuid(),
  status: ApplicationStatus,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: Gender,
  specialty: z.object({ slug: z.string(), name: z.string() }),
  city: z.object({ slug: z.string(), name: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  doctorId: z.uuid().nullable(),
});
export type DoctorApplication = z.infer<typeof DoctorApplication>;

export const DoctorApplicationList = z.object({
  items: z.array(DoctorApplication),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DoctorApplicationList = z.infer<typeof DoctorApplicationList>;

export const ApplicationQuery = z.object({
  status: ApplicationStatus.optional(),
  ...pageParams({ limit: 20, maxLimit: 100 }),
});

export const IdParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });
