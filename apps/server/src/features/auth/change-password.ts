import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findUserById, updateUser } from './account-queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';

/** Needs the current password; then every session of the user ends, this one included. */
export async function changePassword(db: Db, userId: string, currentPassword: string, newPassword: string) {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError('validation_failed', { currentPassword: 'current_password_wrong' });
  }
  await updateUser(db, userId, { passwordHash: await hashPassword(newPassword) });
  await deleteUserSessions(db, userId);
}
