import { z } from 'zod';
import {
  ChangePasswordRequest,
  DoctorApplicationRequest,
  LoginRequest,
  Role,
  SignupRequest,
  UpdateProfileRequest,
} from '../auth.ts';
import { Uuid } from '../common.ts';
import { lowerCase, optionalGender } from './parts.ts';
import { CompatStatusbar, compatShape } from './shape.ts';

// ---------- Users (login, sign-up, profile, password) ----------

export const CompatUser = z.object({
  id: z.uuid(),
  userName: z.string(),
  mobilePhone: z.string(),
  Email: z.string(),
  birthDate: z.string().nullable(),
  Gender: z.enum(['Male', 'Female']).nullable(),
  /** 'Doctor' is what the spec's client checks to show the doctor's profile link. */
  Status: z.enum(['Patient', 'Doctor', 'Admin']),
  DoctorId: z.uuid().nullable(),
  role: Role,
});
export type CompatUser = z.infer<typeof CompatUser>;

export const compatLoginNames = { Email: 'email', Password: 'password' } as const;
export const CompatLoginRequest = compatShape(LoginRequest, compatLoginNames);

/** Success: `Token` and `result` (the user). A wrong e-mail or password: `statusbar: 'error'` and `message`. */
export const CompatAuthResponse = z.object({
  statusbar: CompatStatusbar,
  message: z.string(),
  Token: z.string().optional(),
  result: CompatUser.optional(),
});
export type CompatAuthResponse = z.infer<typeof CompatAuthResponse>;

export const compatSignupNames = {
  userName: 'name',
  mobilePhone: 'phone',
  Email: 'email',
  birthDate: 'birthDate',
  Password: 'password',
  Gender: 'gender',
} as const;
/**
 * Section 7's sign-up body has no gender (its form's radio is not sent), so `Gender` is optional here:
 * the account's gender stays unset until the person gives it. v1's sign-up keeps requiring it.
 */
export const CompatSignupRequest = compatShape(
  SignupRequest.extend({ gender: z.enum(['male', 'female'], { error: 'gender_invalid' }).optional() }),
  compatSignupNames,
  { values: { Gender: optionalGender } },
);

export const compatProfileNames = {
  userName: 'name',
  mobilePhone: 'phone',
  Email: 'email',
  birthDate: 'birthDate',
  Gender: 'gender',
} as const;
/** Section 7's fields; `Gender` (optional, as v1's) lets an account made without one add it. */
export const CompatProfileRequest = compatShape(UpdateProfileRequest, compatProfileNames, {
  values: { Gender: optionalGender },
});

export const CompatProfileResponse = z.object({
  statusbar: CompatStatusbar,
  message: z.string(),
  result: z.array(CompatUser),
});
export type CompatProfileResponse = z.infer<typeof CompatProfileResponse>;

export const compatPasswordNames = { Password: 'currentPassword', newPassword: 'newPassword' } as const;
export const CompatPasswordRequest = compatShape(ChangePasswordRequest, compatPasswordNames);

export const CompatStatusResponse = z.object({ statusbar: CompatStatusbar, message: z.string() });
export type CompatStatusResponse = z.infer<typeof CompatStatusResponse>;

/** The e-mail in /changeprofile/{email} and /changepassword/{email}: it must be the signed-in user's. */
export const CompatEmailParams = z.object({ email: z.string().trim().min(1).max(254) });
export const CompatUserIdParams = z.object({ userId: Uuid });
export const CompatIdParams = z.object({ id: Uuid });

export const CompatGoogleQuery = z.object({ next: z.string().max(2000).optional() });

// ---------- Joining as a doctor ----------

export const compatJoinNames = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Phone: 'phone',
  Speciality: 'specialty',
  City: 'city',
  Email: 'email',
  Password: 'password',
  Gender: 'gender',
} as const;
export const CompatJoinRequest = compatShape(DoctorApplicationRequest, compatJoinNames, {
  values: { Gender: lowerCase },
});
export const CompatJoinResponse = z.object({
  message: z.string(),
  result: z.array(z.object({ applicationId: z.uuid(), Status: z.literal('pending') })),
});
export type CompatJoinResponse = z.infer<typeof CompatJoinResponse>;
