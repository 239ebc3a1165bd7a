import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { CHALLENGE_TTL_MS, issueCode } from './account-codes.ts';
import { claimLoginAttempt, clearLoginFailures, doctorIdOfUser, findUserByEmail } from './account-queries.ts';
import { verifyPassword } from './password.ts';
import { toUser } from './to-user.ts';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;

export type SignInResult =
  | { kind: 'signed_in'; user: User }
  /** The password was right and the account has two-step sign-in: the code goes with this challenge. */
  | { kind: 'second_factor'; challenge: string };

export interface SignInOptions {
  /** A browser that signed in to this account before (known-device.ts): its failures count on their own. */
  knownDeviceId?: string | null;
  staffTwoFactor?: boolean;
}

/**
 * Checks the password. The answer for an unknown e-mail and a wrong password is the same, and after
 * five failures in 15 minutes the account refuses further tries from anyone but the browsers that
 * signed in to it before, each of which has five of its own: a stranger can spend the account's common
 * allowance, not the owner's. The attempt is counted and recorded in one step before the password is
 * checked, so parallel tries, on any number of processes, check at most five passwords per window and key.
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const key = options.knownDeviceId ? `${email}#device:${options.knownDeviceId}` : email;
  const since = new Date(Date.now() - ACCOUNT_FAILURE_WINDOW_MS);
  if (!(await claimLoginAttempt(db, key, since, ACCOUNT_FAILURE_LIMIT))) throw new AppError('rate_limited');
  const row = await findUserByEmail(db, email);
  if (!(await verifyPassword(row?.passwordHash ?? null, password)) || !row || row.deletedAt) {
    throw new AppError('invalid_credentials');
  }
  await clearLoginFailures(db, key);
  if (row.totpEnabledAt) {
    const { token } = await issueCode(db, row.id, 'sign_in_challenge', { ttlMs: CHALLENGE_TTL_MS });
    return { kind: 'second_factor', challenge: token };
  }
  return { kind: 'signed_in', user: toUser(row, await doctorIdOfUser(db, row.id), options.staffTwoFactor) };
}
