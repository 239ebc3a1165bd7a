import { randomInt } from 'node:crypto';
import type { Language, TwoFactorSetup, TwoFactorStatus, User } from '@tabib/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { AppError } from '../../shared/errors.ts';
import { CODE_MAX_ATTEMPTS, sha256 } from './account-codes.ts';
import { twoFactorOffNotice, type Requester } from './account-mail.ts';
import { doctorIdOfUser, findUserById } from './account-queries.ts';
import { consumeCode, countWrongGuess } from './code-queries.ts';
import { verifyPassword } from './password.ts';
import { toUser } from './to-user.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  findChallenge,
  replaceRecoveryCodes,
  setTotp,
  useRecoveryCode,
} from './two-factor-queries.ts';

const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;
// No 0/o, 1/l/i: a code copied from paper reads one way.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Tabib',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * RFC 6238 with one step of clock drift either way: the 30-second step the code belongs to, or null. The
 * caller spends that step (claimTotpStep), so the same code is not accepted twice.
 */
function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'x').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const recoveryHash = (userId: string, code: string) => sha256(`${userId}:recovery:${code}`);

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}

/**
 * A 6-digit authenticator code of a step later than the last one accepted (spent here), or one unused
 * recovery code (used up here).
 */
async function secondFactorMatches(db: Db, userId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step !== null) return claimTotpStep(db, userId, step);
  return (
    /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(code) &&
    useRecoveryCode(db, userId, recoveryHash(userId, code.replace(/^(.{5})-?/, '$1-')))
  );
}

/**
 * Starts enrolment: a new secret, kept but not in force until a code from the app confirms it
 * (`enableTwoFactor`). Asking again before that replaces the secret.
 */
export async function setUpTwoFactor(db: Db, userId: string): Promise<TwoFactorSetup> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (row.totpEnabledAt) throw new AppError('conflict', { twoFactor: 'two_factor_already_on' });
  const secret = new Secret({ size: 20 }).base32;
  await setTotp(db, userId, secret, null);
  return setupOf(secret, row.email);
}

async function setupOf(secret: string, email: string): Promise<TwoFactorSetup> {
  const otpauthUrl = totpFor(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** On, off, or set up and waiting for its first code (then with the same secret and QR code again). */
export async function getTwoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (row.totpEnabledAt) {
    return { enabled: true, pending: null, recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId) };
  }
  return {
    enabled: false,
    pending: row.totpSecret ? await setupOf(row.totpSecret, row.email) : null,
    recoveryCodesLeft: 0,
  };
}

/** A code from the app proves it holds the secret: two-step sign-in is on, and ten recovery codes are made. */
export async function enableTwoFactor(db: Db, userId: string, code: string): Promise<string[]> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (row.totpEnabledAt) throw new AppError('conflict', { twoFactor: 'two_factor_already_on' });
  if (!row.totpSecret) throw new AppError('conflict', { twoFactor: 'two_factor_not_set_up' });
  const step = totpStep(row.totpSecret, code);
  if (step === null) throw new AppError('code_invalid');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await setTotp(tx, userId, row.totpSecret, new Date());
    // The enrolment's code is spent too: it cannot sign in a minute later.
    if (!(await claimTotpStep(tx, userId, step))) throw new AppError('code_invalid');
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((c) => recoveryHash(userId, c)),
    );
  });
  return codes;
}

/**
 * Turning it off needs the password (when the account has one) and a current code or recovery code;
 * the owner is told by mail.
 */
export async function disableTwoFactor(
  db: Db,
  userId: string,
  input: { password?: string | undefined; code: string },
  context: { lang: Language; origin: string; requester: Requester },
): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  if (!row.totpEnabledAt || !row.totpSecret) throw new AppError('conflict', { twoFactor: 'two_factor_off' });
  if (row.passwordHash && !(await verifyPassword(row.passwordHash, input.password ?? ''))) {
    throw new AppError('validation_failed', { password: 'current_password_wrong' });
  }
  if (!(await secondFactorMatches(db, userId, row.totpSecret, input.code))) throw new AppError('code_invalid');
  await db.transaction(async (tx) => {
    await setTotp(tx, userId, null, null);
    await replaceRecoveryCodes(tx, userId, []);
    await notify(tx, { email: row.email }, twoFactorOffNotice(context.lang, context.origin, context.requester));
  });
}

/**
 * The second step of a sign-in: the challenge from the password step and a code. Wrong codes are counted
 * on the challenge; the fifth ends it (the password step must be done again). Used at most once.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  challenge: string,
  code: string,
  staffTwoFactor: boolean,
): Promise<User> {
  const row = await findChallenge(db, sha256(challenge));
  if (!row || row.expiresAt <= new Date() || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('token_invalid');
  const user = await findUserById(db, row.userId);
  if (!user?.totpSecret || !user.totpEnabledAt) throw new AppError('token_invalid');
  if (!(await secondFactorMatches(db, user.id, user.totpSecret, code))) {
    await countWrongGuess(db, row.id);
    throw new AppError('code_invalid');
  }
  if (!(await consumeCode(db, row.id))) throw new AppError('token_invalid');
  return toUser(user, await doctorIdOfUser(db, user.id), staffTwoFactor);
}
