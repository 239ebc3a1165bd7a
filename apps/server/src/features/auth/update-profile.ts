import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { doctorIdOfUser, findUserByEmail, findUserById, isDuplicateEmail, updateUser } from './account-queries.ts';
import { deleteUserSessions } from './session-queries.ts';
import { toUser } from './to-user.ts';

/**
 * A new e-mail address ends the account's other sessions (`keepTokenHash` is the session making the
 * change): the address is how the account is reached and signed in to, so whoever else was signed in
 * must sign in again under it.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; phone: string; email: string; birthDate: string; gender?: 'male' | 'female' | undefined },
  keepTokenHash: string | null,
): Promise<User> {
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) throw new AppError('conflict', { email: 'email_taken' });
  const before = await findUserById(db, userId);
  if (!before) throw new AppError('unauthorized');
  try {
    const { gender, ...rest } = input;
    const row = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, gender === undefined ? rest : { ...rest, gender });
      if (updated.email.toLowerCase() !== before.email.toLowerCase()) {
        await deleteUserSessions(tx, userId, keepTokenHash ?? undefined);
      }
      return updated;
    });
    return toUser(row, await doctorIdOfUser(db, userId));
  } catch (error) {
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
