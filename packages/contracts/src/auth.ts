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
  /** The owner proved the address (a code by mail, or an identity provider's verified claim). */
  emailVerified: z.boolean(),
  /** Sign-in asks for an authenticator code too. */
  twoFactorEnabled: z.boolean(),
  /**
   * REQUIRE_STAFF_2FA is on and this doctor or admin has not set up two-factor sign-in yet: only the
   * enrolment calls answer until they do.
   */
  twoFactorSetupRequired: z.boolean(),
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

const Ok = z.object({ ok: z.literal(true) });

/** The answer to a request whose outcome must not tell whether an address has an account. */
export const Accepted = z.object({ ok: z.literal(true) });
export type Accepted = z.infer<typeof Accepted>;

export const ForgotPasswordRequest = z.object({ email: EmailAddress });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** A reset link's token: 43 base64url characters (32 random bytes). */
const LinkToken = z
  .string({ error: 'token_required' })
  .trim()
  .min(1, { error: 'token_required' })
  .max(128, { error: 'token_invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'token_invalid' });

export const ResetPasswordRequest = z.object({ token: LinkToken, password: Password });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** Six digits, Latin or Arabic-Indic, spaces ignored. */
export const EmailCode = z
  .string({ error: 'code_required' })
  .trim()
  .min(1, { error: 'code_required' })
  .max(20, { error: 'code_invalid' })
  .transform((v) => v.replace(/\s/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)))
  .refine((v) => /^\d{6}$/.test(v), { error: 'code_invalid' });

export const VerifyEmailRequest = z.object({ code: EmailCode });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;

/** The one-click link in the verification mail (no session needed). */
export const ConfirmEmailLinkRequest = z.object({ token: LinkToken });
export type ConfirmEmailLinkRequest = z.input<typeof ConfirmEmailLinkRequest>;

export const ChangeEmailRequest = z.object({
  email: EmailAddress,
  /** The current password; accounts without one (identity provider only) need a sign-in of the last 10 minutes. */
  password: z.string().max(1024).optional(),
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequest>;

/** Password sign-in of an account with two-factor sign-in: 202 with this, then the code against it. */
export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** An authenticator's 6 digits, or one recovery code (xxxxx-xxxxx). */
const SecondFactorCode = z
  .string({ error: 'code_required' })
  .trim()
  .min(1, { error: 'code_required' })
  .max(40, { error: 'code_invalid' })
  .transform((v) => v.replace(/\s/g, '').toLowerCase());

export const TwoFactorLoginRequest = z.object({ challenge: LinkToken, code: SecondFactorCode });
export type TwoFactorLoginRequest = z.input<typeof TwoFactorLoginRequest>;

export const TwoFactorSetup = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The same URL as a QR code: an SVG image as a data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/**
 * Where the account's two-step sign-in stands, for its settings page: on, or set up and waiting for a code
 * from the app (the same secret and QR code again, so a page reload does not lose them), or off.
 */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  pending: TwoFactorSetup.nullable(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const EnableTwoFactorRequest = z.object({ code: SecondFactorCode });
export type EnableTwoFactorRequest = z.input<typeof EnableTwoFactorRequest>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const DisableTwoFactorRequest = z.object({
  password: z.string().max(1024).optional(),
  code: SecondFactorCode,
});
export type DisableTwoFactorRequest = z.input<typeof DisableTwoFactorRequest>;

export const SessionInfo = z.object({
  id: z.uuid(),
  /** "Chrome on Android", from the browser's own description. */
  device: z.string(),
  /** The network the session was started from (the address with its last part hidden). */
  place: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionList = z.object({ items: z.array(SessionInfo) });
export type SessionList = z.infer<typeof SessionList>;

export const EndedSessions = z.object({ ended: z.number().int() });

export const DeleteAccountRequest = z.object({ password: z.string().max(1024).optional() });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

/** "Download my data": everything the service holds about the account, in one JSON document. */
export const AccountExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string(),
    birthDate: z.string().nullable(),
    gender: Gender.nullable(),
    role: Role,
    createdAt: z.string(),
    twoFactorEnabled: z.boolean(),
    signInProviders: z.array(z.string()),
  }),
  insurance: z.object({ insurer: z.string().nullable(), policyNumber: z.string() }).nullable(),
  appointments: z.array(
    z.object({
      id: z.uuid(),
      doctorName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.string(),
      visitType: z.string(),
      patientName: z.string(),
      phone: z.string(),
      email: z.string(),
      createdAt: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.uuid(),
      doctorName: z.string(),
      rating: z.number().nullable(),
      title: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
  chatSessions: z.array(
    z.object({
      id: z.uuid(),
      language: z.string(),
      createdAt: z.string(),
      endedAt: z.string().nullable(),
      messages: z.array(z.object({ role: z.string(), text: z.string(), createdAt: z.string() })),
    }),
  ),
  sessions: z.array(SessionInfo),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const OkResponse = Ok;
