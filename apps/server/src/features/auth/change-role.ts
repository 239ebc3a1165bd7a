import type { Role } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, updateUser } from './account-queries.ts';
import { countUserSessions, deleteUserSessions } from './session-queries.ts';

export type ChangeRoleResult =
  | { outcome: 'unknown_account' }
  | { outcome: 'unchanged'; role: Role }
  | { outcome: 'changed'; from: Role; to: Role; sessionsEnded: number };

/**
 * The operator's explicit role change (`npm run admin`). Every session of the account ends with it, so
 * whoever holds one must sign in again, with a password, and whatever they could do before does not carry
 * over silently. Doctors come only from an approved application (they need a profile), so `doctor` is not
 * a role this grants.
 */
export async function changeRole(db: Db, email: string, role: 'admin' | 'patient'): Promise<ChangeRoleResult> {
  const account = await findUserByEmail(db, email);
  if (!account) return { outcome: 'unknown_account' };
  if (account.role === role) return { outcome: 'unchanged', role };
  return db.transaction(async (tx) => {
    const sessionsEnded = await countUserSessions(tx, account.id);
    await updateUser(tx, account.id, { role });
    await deleteUserSessions(tx, account.id);
    return { outcome: 'changed' as const, from: account.role, to: role, sessionsEnded };
  });
}
