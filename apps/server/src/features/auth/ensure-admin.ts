import type { Db } from '../../db/client.ts';
import { findUserByEmail, insertUser, updateUser } from './account-queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';

export type EnsureAdminOutcome = 'created' | 'kept' | 'password_reset' | 'refused';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start. Sign-up does not prove that an address is its owner's, so an
 * account that already exists under that address and is not an admin may belong to anyone who registered
 * it (or renamed theirs to it) first: it is never promoted here ('refused'; the caller reports it), only by
 * the explicit `npm run admin` command. A free address is safe to create: the account is made with the
 * operator's password and no session, so nobody else can hold one. An existing admin whose password no
 * longer matches gets the configured one back, and a password reset ends its sessions.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<EnsureAdminOutcome> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: 'Tabib Admin',
      email: email.toLowerCase(),
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    return 'created';
  }
  if (existing.role !== 'admin') return 'refused';
  if (existing.passwordHash && (await verifyPassword(existing.passwordHash, password))) return 'kept';
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, existing.id, { passwordHash });
    await deleteUserSessions(tx, existing.id);
  });
  return 'password_reset';
}
