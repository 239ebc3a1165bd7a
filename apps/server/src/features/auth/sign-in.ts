import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { claimLoginAttempt, clearLoginFailures, doctorIdOfUser, findUserByEmail } from './account-queries.ts';
import { verifyPassword } from './password.ts';
import { toUser } from './to-user.ts';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Checks the password. The answer for an unknown e-mail and a wrong password is the same, and after
 * five failures in 15 minutes the account refuses further tries (whatever the address they come from).
 * The attempt is counted and recorded in one step before the password is checked, so parallel tries, on
 * any number of processes, check at most five passwords per window.
 */
export async function signIn(db: Db, email: string, password: string): Promise<User> {
  const since = new Date(Date.now() - ACCOUNT_FAILURE_WINDOW_MS);
  if (!(await claimLoginAttempt(db, email, since, ACCOUNT_FAILURE_LIMIT))) throw new AppError('rate_limited');
  const row = await findUserByEmail(db, email);
  if (!(await verifyPassword(row?.passwordHash ?? null, password)) || !row) {
    throw new AppError('invalid_credentials');
  }
  await clearLoginFailures(db, email);
  return toUser(row, await doctorIdOfUser(db, row.id));
}
