import type { Language, User } from '@tabib/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { AppError } from '../../shared/errors.ts';
import { assertCanResend, issueCode, useCode, useToken } from './account-codes.ts';
import { verificationNotice } from './account-mail.ts';
import { doctorIdOfUser, findUserById, updateUser } from './account-queries.ts';
import { toUser } from './to-user.ts';

/** Where the mail's one-click link leads: the web app's page, which posts the token to /auth/email/confirm. */
export function verifyLink(origin: string, token: string): string {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

/** A new code and link for the account's own address, mailed in the caller's transaction. */
export async function sendVerificationCode(
  tx: Tx | Db,
  user: { id: string; email: string },
  lang: Language,
  origin: string,
): Promise<void> {
  const { code, token } = await issueCode(tx, user.id, 'verify_email', { email: user.email.toLowerCase() });
  await notify(tx, { email: user.email }, verificationNotice(lang, code, verifyLink(origin, token), false));
}

/** "Send me a new code": at most one a minute per account (and the route's limit per client). */
export async function resendVerificationCode(db: Db, userId: string, lang: Language, origin: string): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (row.emailVerifiedAt) throw new AppError('conflict', { email: 'email_already_verified' });
  await assertCanResend(db, userId, 'verify_email', new Date());
  await db.transaction((tx) => sendVerificationCode(tx, row, lang, origin));
}

async function markVerified(db: Db, userId: string, email: string | null, staffTwoFactor: boolean): Promise<User> {
  const row = await findUserById(db, userId);
  // The code was sent to an address the account no longer has: it proves nothing about the current one.
  if (!row || !email || row.email.toLowerCase() !== email) throw new AppError('code_invalid');
  const updated = row.emailVerifiedAt ? row : await updateUser(db, userId, { emailVerifiedAt: new Date() });
  return toUser(updated, await doctorIdOfUser(db, userId), staffTwoFactor);
}

/** The 6-digit code from the sign-up mail, typed in by the signed-in owner. */
export async function verifyEmail(db: Db, userId: string, code: string, staffTwoFactor: boolean): Promise<User> {
  const row = await useCode(db, userId, 'verify_email', code, new Date());
  return markVerified(db, userId, row.email, staffTwoFactor);
}

/** The mail's one-click link: the token alone proves the mailbox, whoever's browser opens it. */
export async function confirmEmailLink(db: Db, token: string, staffTwoFactor: boolean): Promise<User> {
  const row = await useToken(db, 'verify_email', token, new Date());
  return markVerified(db, row.userId, row.email, staffTwoFactor);
}
