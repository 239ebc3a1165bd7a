import type { Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { issueCode, useToken } from './account-codes.ts';
import { passwordChangedNotice, resetPasswordNotice, type Requester } from './account-mail.ts';
import { clearLoginFailures, doctorIdOfUser, findUserByEmail, findUserById, updateUser } from './account-queries.ts';
import { latestCode } from './code-queries.ts';
import { hashPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';
import { toUser } from './to-user.ts';

/**
 * Every "forgot password" answer takes at least this long, whether or not the address has an account, so
 * the time of the answer does not tell them apart (the known path writes a link and a mail; the unknown
 * one only looks).
 */
export const FORGOT_ANSWER_MS = 300;
/** One reset mail per address this often; more asks are answered the same and send nothing. */
export const RESET_MAIL_SPACING_MS = 2 * 60_000;

/**
 * "Forgot password?": mails a single-use link, valid 30 minutes, to the account with that address, if
 * there is one. A newer link kills the older. The caller answers 202 whatever happens here.
 */
export async function forgotPassword(
  db: Db,
  email: string,
  context: { lang: Language; origin: string; requester: Requester },
): Promise<void> {
  const started = Date.now();
  try {
    const row = await findUserByEmail(db, email);
    if (!row || row.deletedAt) return;
    const last = await latestCode(db, row.id, 'reset_password');
    if (last && started - last.createdAt.getTime() < RESET_MAIL_SPACING_MS) return;
    await db.transaction(async (tx) => {
      const { token } = await issueCode(tx, row.id, 'reset_password', { email: row.email.toLowerCase() });
      const link = `${context.origin}/reset-password?token=${encodeURIComponent(token)}`;
      await notify(tx, { email: row.email }, resetPasswordNotice(context.lang, link, context.requester));
    });
  } finally {
    const left = FORGOT_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/**
 * A reset link's token and a new password: the link is used up, every session of the account ends (the
 * caller then signs this client in afresh), the lockout's count is cleared, and the owner is told. The
 * link came through the mailbox, so the address counts as verified.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  context: { lang: Language; origin: string; requester: Requester; staffTwoFactor: boolean },
): Promise<User> {
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const link = await useToken(tx, 'reset_password', token, new Date());
    const account = await findUserById(tx, link.userId);
    const sameAddress = account !== null && account.email.toLowerCase() === link.email;
    const updated = await updateUser(tx, link.userId, {
      passwordHash,
      ...(sameAddress && !account.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
    });
    await deleteUserSessions(tx, link.userId);
    await notify(tx, { email: updated.email }, passwordChangedNotice(context.lang, context.origin, context.requester));
    return updated;
  });
  await clearLoginFailures(db, row.email.toLowerCase());
  return toUser(row, await doctorIdOfUser(db, row.id), context.staffTwoFactor);
}
