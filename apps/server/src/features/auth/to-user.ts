import type { User } from '@tabib/contracts';
import type { UserRow } from './account-queries.ts';

type UserFields = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'birthDate' | 'gender' | 'role' | 'emailVerifiedAt' | 'totpEnabledAt'
>;

/** `staffTwoFactor`: REQUIRE_STAFF_2FA, which makes doctors and admins set up two-step sign-in first. */
export function toUser(row: UserFields, doctorId: string | null, staffTwoFactor = false): User {
  const twoFactorEnabled = row.totpEnabledAt !== null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    gender: row.gender,
    role: row.role,
    doctorId,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled,
    twoFactorSetupRequired: staffTwoFactor && row.role !== 'patient' && !twoFactorEnabled,
  };
}
