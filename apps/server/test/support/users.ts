import { randomBytes, randomUUID } from 'node:crypto';
import type { Role, User } from '@tabib/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { doctors, sessions, users } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/features/auth/session.ts';

export interface TestUser {
  user: User;
  token: string;
  /** Headers that authenticate a request as this user: `app.inject({ headers: u.auth })`. */
  auth: { authorization: string };
}

/**
 * A user with a live session, straight into the database. `doctorId` links a doctor profile
 * (role doctor); without it a doctor user gets no profile.
 */
export async function createTestUser(
  database: Database,
  options: {
    role?: Role;
    name?: string;
    email?: string;
    phone?: string;
    doctorId?: string;
    /** False: an account that has not confirmed its address yet (it cannot book). Default true. */
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const role = options.role ?? 'patient';
  const [row] = await database.db
    .insert(users)
    .values({
      id,
      name: options.name ?? `Test ${role} ${id.slice(0, 8)}`,
      email: options.email ?? `${role}-${id}@example.com`,
      phone: options.phone ?? '+201001234567',
      birthDate: '1990-01-15',
      gender: 'female',
      role,
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('user not created');
  if (options.doctorId) await database.db.update(doctors).set({ userId: id }).where(eq(doctors.id, options.doctorId));
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({
    userId: id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return {
    user: {
      id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      birthDate: row.birthDate,
      gender: row.gender,
      role,
      doctorId: options.doctorId ?? null,
      emailVerified: options.emailVerified !== false,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    },
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
