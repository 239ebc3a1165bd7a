import type { Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { AppError } from '../../shared/errors.ts';
import { passwordChangedNotice, type Requester } from './account-mail.ts';
import { findUserById, updateUser } from './account-queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';

/** Needs the current password; then every session of the user ends, this one included, and the owner is told. */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
  context: { lang: Language; origin: string; requester: Requester },
) {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError('validation_failed', { currentPassword: 'current_password_wrong' });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteUserSessions(tx, userId);
    await notify(tx, { email: row.email }, passwordChangedNotice(context.lang, context.origin, context.requester));
  });
}
