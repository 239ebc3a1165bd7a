import type { Language, SignupRequest, User } from '@tabib/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findUserByEmail, insertUser, isDuplicateEmail } from './account-queries.ts';
import { hashPassword } from './password.ts';
import { toUser } from './to-user.ts';
import { sendVerificationCode } from './verify-email.ts';

/** v1 requires a gender; /compat's sign-up (spec section 7) has none, so it stays unset until given. */
type ValidSignup = Omit<z.output<typeof SignupRequest>, 'gender'> & {
  gender?: z.output<typeof SignupRequest>['gender'];
};

/**
 * The account works at once; its address is confirmed by the 6-digit code (or the link) mailed in the same
 * transaction, which the first booking asks for.
 */
export async function signUp(db: Db, input: ValidSignup, mail: { lang: Language; origin: string }): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw new AppError('conflict', { email: 'email_taken' });
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        birthDate: input.birthDate,
        gender: input.gender ?? null,
        role: 'patient',
        passwordHash,
      });
      await sendVerificationCode(tx, inserted, mail.lang, mail.origin);
      return inserted;
    });
    return toUser(row, null);
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same answer.
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
