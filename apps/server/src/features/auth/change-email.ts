import type { Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { AppError } from '../../shared/errors.ts';
import { assertCanResend, issueCode, useCode } from './account-codes.ts';
import { emailChangedNotice, verificationNotice, type Requester } from './account-mail.ts';
import { doctorIdOfUser, findUserByEmail, findUserById, isDuplicateEmail, updateUser } from './account-queries.ts';
import { verifyPassword } from './password.ts';
import { deleteUserSessions } from './session-queries.ts';
import { toUser } from './to-user.ts';
import { verifyLink } from './verify-email.ts';

/** Accounts without a password (identity provider only) prove it is them by a sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/**
 * Asks to move the account to a new address: the password (or, without one, a sign-in of the last ten
 * minutes) first; then a code goes to the new address, and nothing changes until it comes back
 * (`confirmEmailChange`). A stolen session alone cannot move the account to its thief's mailbox.
 */
export async function requestEmailChange(
  db: Db,
  userId: string,
  input: { email: string; password?: string | undefined },
  context: { freshSignIn: boolean; lang: Language; origin: string },
): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (row.passwordHash) {
    if (!(await verifyPassword(row.passwordHash, input.password ?? ''))) {
      throw new AppError('validation_failed', { password: 'current_password_wrong' });
    }
  } else if (!context.freshSignIn) {
    throw new AppError('validation_failed', { password: 'recent_sign_in_required' });
  }
  if (input.email === row.email.toLowerCase()) throw new AppError('validation_failed', { email: 'email_unchanged' });
  const owner = await findUserByEmail(db, input.email);
  if (owner) throw new AppError('conflict', { email: 'email_taken' });
  await assertCanResend(db, userId, 'change_email', new Date());
  await db.transaction(async (tx) => {
    const { code, token } = await issueCode(tx, userId, 'change_email', { email: input.email });
    await notify(
      tx,
      { email: input.email },
      verificationNotice(context.lang, code, verifyLink(context.origin, token), true),
    );
  });
}

/**
 * The new address's code: the account moves to it (verified), its other sessions end, and the old address
 * is told, with what to do if it was not its owner.
 */
export async function confirmEmailChange(
  db: Db,
  userId: string,
  code: string,
  context: {
    keepTokenHash: string | null;
    lang: Language;
    origin: string;
    requester: Requester;
    staffTwoFactor: boolean;
  },
): Promise<User> {
  const pending = await useCode(db, userId, 'change_email', code, new Date());
  const before = await findUserById(db, userId);
  if (!before || !pending.email) throw new AppError('code_invalid');
  const email = pending.email;
  try {
    const row = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, { email, emailVerifiedAt: new Date() });
      await deleteUserSessions(tx, userId, context.keepTokenHash ?? undefined);
      await notify(
        tx,
        { email: before.email },
        emailChangedNotice(context.lang, context.origin, email, context.requester),
      );
      return updated;
    });
    return toUser(row, await doctorIdOfUser(db, userId), context.staffTwoFactor);
  } catch (error) {
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
