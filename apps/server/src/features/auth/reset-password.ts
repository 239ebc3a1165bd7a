import type { Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { enqueueTask } from '../../outbox/index.ts';
import { notify } from '../../outbox/messaging.ts';
import { issueCode, useToken } from './account-codes.ts';
import { passwordChangedNotice, resetPasswordNotice, type Requester } from './account-mail.ts';
import { clearLoginFailures, doctorIdOfUser, findUserByEmail, findUserById, updateUser } from './account-queries.ts';
import { latestCode } from './code-queries.ts';
import { hashPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';
import { toUser } from './to-user.ts';

/** One reset mail per address this often; more asks are answered the same and send nothing. */
export const RESET_MAIL_SPACING_MS = 2 * 60_000;

/** The outbox job kind that looks the address up and mails the link, off the request's path. */
export const RESET_TASK = 'password_reset';

interface ResetTask {
  email: string;
  lang: Language;
  origin: string;
  requester: { at: string; device: string; network: string };
}

/**
 * "Forgot password?": the request only writes an outbox task, the same one whether or not the address has
 * an account, so the answer (202) and its time tell nothing; the worker then mails the link
 * (`sendResetLink`).
 */
export async function forgotPassword(
  db: Db,
  email: string,
  context: { lang: Language; origin: string; requester: Requester },
): Promise<void> {
  const task: ResetTask = {
    email,
    lang: context.lang,
    origin: context.origin,
    requester: { ...context.requester, at: context.requester.at.toISOString() },
  };
  await enqueueTask(db, RESET_TASK, task);
}

/**
 * The outbox task behind "forgot password": mails a single-use link, valid 30 minutes, to the account with
 * that address, if there is one, and at most one every two minutes. A newer link kills the older.
 */
export async function sendResetLink(db: Db, payload: unknown): Promise<void> {
  const task = payload as ResetTask;
  const row = await findUserByEmail(db, task.email);
  if (!row || row.deletedAt) return;
  const asked = new Date(task.requester.at);
  const last = await latestCode(db, row.id, 'reset_password');
  if (last && asked.getTime() - last.createdAt.getTime() < RESET_MAIL_SPACING_MS) return;
  await db.transaction(async (tx) => {
    const { token } = await issueCode(tx, row.id, 'reset_password', { email: row.email.toLowerCase() });
    const link = `${task.origin}/reset-password?token=${encodeURIComponent(token)}`;
    await notify(tx, { email: row.email }, resetPasswordNotice(task.lang, link, { ...task.requester, at: asked }));
  });
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
