import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { doctorIdOfUser, findUserByEmail, isDuplicateEmail, updateUser } from './account-queries.ts';
import { toUser } from './to-user.ts';

export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; phone: string; email: string; birthDate: string; gender?: 'male' | 'female' | undefined },
): Promise<User> {
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) throw new AppError('conflict', { email: 'email_taken' });
  try {
    const { gender, ...rest } = input;
    const row = await updateUser(db, userId, gender === undefined ? rest : { ...rest, gender });
    return toUser(row, await doctorIdOfUser(db, userId));
  } catch (error) {
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
