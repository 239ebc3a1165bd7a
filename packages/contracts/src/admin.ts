import { z } from 'zod';
import { pageOf, pageParams } from './common.ts';
import { Role } from './auth.ts';

/** Why an admin suspends a doctor, disables an account or hides a review: shown to the person it concerns. */
export const ModerationReason = z
  .string({ error: 'reason_required' })
  .trim()
  .min(3, { error: 'reason_required' })
  .max(500, { error: 'text_too_long' });

const SearchWords = z.string().trim().max(100, { error: 'text_too_long' }).optional();

export const AdminDoctorQuery = z.object({
  /** Part of a name (either language) or of the account's e-mail. */
  q: SearchWords,
  status: z.enum(['active', 'suspended'], { error: 'status_invalid' }).optional(),
  ...pageParams({ limit: 20, maxLimit: 100 }),
});
export type AdminDoctorQuery = z.infer<typeof AdminDoctorQuery>;

export const AdminDoctor = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string(),
  specialty: z.string(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminDoctor = z.infer<typeof AdminDoctor>;
export const AdminDoctorList = pageOf(AdminDoctor);
export type AdminDoctorList = z.infer<typeof AdminDoctorList>;

export const SuspendDoctorRequest = z.object({ reason: ModerationReason });
export type SuspendDoctorRequest = z.input<typeof SuspendDoctorRequest>;
/** The doctor as it now is, and how many upcoming appointments were cancelled (their patients are mailed). */
export const SuspendDoctorResponse = z.object({ doctor: AdminDoctor, appointmentsCancelled: z.number().int() });

export const AdminUserQuery = z.object({
  /** Part of the name or e-mail. */
  q: SearchWords,
  role: Role.optional(),
  status: z.enum(['active', 'disabled'], { error: 'status_invalid' }).optional(),
  ...pageParams({ limit: 20, maxLimit: 100 }),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: Role,
  createdAt: z.iso.datetime({ offset: true }),
  disabledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = pageOf(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

/** Doctors get their role from an approved application, so it is not one an admin grants here. */
export const ChangeRoleRequest = z.object({ role: z.enum(['admin', 'patient'], { error: 'role_invalid' }) });
export type ChangeRoleRequest = z.input<typeof ChangeRoleRequest>;
/** The account after the change, and how many of its sessions ended (it signs in again). */
export const AccountChangeResponse = z.object({ user: AdminUser, sessionsEnded: z.number().int() });
export type AccountChangeResponse = z.infer<typeof AccountChangeResponse>;

/** The dashboard's period: the last `days` days (today included), at most the 90 that searches are kept. */
export const AdminDashboardQuery = z.object({
  days: z.coerce
    .number({ error: 'period_invalid' })
    .int({ error: 'period_invalid' })
    .min(1, { error: 'period_invalid' })
    .max(90, { error: 'period_invalid' })
    .default(90),
});
export type AdminDashboardQuery = z.infer<typeof AdminDashboardQuery>;

/** One day of the dashboard, in the service's time zone (Africa/Cairo). */
export const DashboardDay = z.object({
  date: z.iso.date(),
  /** Appointments made that day (whatever became of them). */
  bookings: z.number().int(),
  /** Appointments cancelled that day, by anyone. */
  cancellations: z.number().int(),
  /** Appointments of that day a doctor marked as not attended. */
  noShows: z.number().int(),
  signUps: z.number().int(),
  searches: z.number().int(),
  searchesWithoutResult: z.number().int(),
});

const Ranked = z.object({ slug: z.string(), name: z.string(), searches: z.number().int() });

/** The admin dashboard's numbers: SQL over the stored rows, the chosen period (decision 036). */
export const AdminDashboard = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  days: z.array(DashboardDay),
  topSpecialties: z.array(Ranked),
  topCities: z.array(Ranked),
  /** Symptom-checker conversations started in the period, by the urgency of their latest assessment ("none": not assessed yet). */
  triageByUrgency: z.array(z.object({ urgency: z.string(), sessions: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
