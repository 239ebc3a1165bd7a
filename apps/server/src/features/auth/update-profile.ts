import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { doctorIdOfUser, findUserById, updateUser } from './account-queries.ts';
import { toUser } from './to-user.ts';

/**
 * Name, phone, birth date and gender. The e-mail address is sent back as it is: a different one is refused,
 * since moving the account to another address needs the password and the new address's code
 * (`requestEmailChange`, `confirmEmailChange`).
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name: string; phone: string; email: string; birthDate: string; gender?: 'male' | 'female' | undefined },
  staffTwoFactor = false,
): Promise<User> {
  const before = await findUserById(db, userId);
  if (!before) throw new AppError('unauthorized');
  if (input.email.toLowerCase() !== before.email.toLowerCase()) {
    throw new AppError('validation_failed', { email: 'email_change_needs_code' });
  }
  const { gender, email: _email, ...rest } = input;
  const row = await updateUser(db, userId, gender === undefined ? rest : { ...rest, gender });
  return toUser(row, await doctorIdOfUser(db, userId), staffTwoFactor);
}
