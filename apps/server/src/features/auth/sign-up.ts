import type { SignupRequest, User } from '@tabib/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findUserByEmail, insertUser, isDuplicateEmail } from './account-queries.ts';
import { hashPassword } from './password.ts';
import { toUser } from './to-user.ts';

/** v1 requires a gender; /compat's sign-up (spec section 7) has none, so it stays unset until given. */
type ValidSignup = Omit<z.output<typeof SignupRequest>, 'gender'> & {
  gender?: z.output<typeof SignupRequest>['gender'];
};

export async function signUp(db: Db, input: ValidSignup): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw new AppError('conflict', { email: 'email_taken' });
  try {
    const row = await insertUser(db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      birthDate: input.birthDate,
      gender: input.gender ?? null,
      role: 'patient',
      passwordHash: await hashPassword(input.password),
    });
    return toUser(row, null);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same answer.
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
