import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import {
  consumeCode,
  consumeToken,
  countWrongGuess,
  latestCode,
  replaceCode,
  type AccountCodeRow,
  type CodePurpose,
} from './code-queries.ts';

/** Codes and links by mail live 30 minutes; a sign-in's second step, 5. */
export const CODE_TTL_MS = 30 * 60_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one code survives; the next wrong one kills it (a new code must be asked for). */
export const CODE_MAX_ATTEMPTS = 5;
/** A new code by mail at most once a minute per account. */
export const CODE_RESEND_SPACING_MS = 60_000;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// The account's id is part of the hash, so equal codes of two accounts do not share a hash.
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * A new 6-digit code and a link token of `purpose` for the account, replacing any older one (so an older
 * mail's code or link stops working). Only their hashes are stored.
 */
export async function issueCode(
  db: Db | Tx,
  userId: string,
  purpose: CodePurpose,
  options: { email?: string; ttlMs?: number; now?: Date } = {},
): Promise<{ code: string; token: string }> {
  const now = options.now ?? new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomBytes(32).toString('base64url');
  await replaceCode(db, {
    userId,
    purpose,
    codeHash: codeHash(userId, code),
    tokenHash: sha256(token),
    email: options.email ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.ttlMs ?? CODE_TTL_MS)),
  });
  return { code, token };
}

/** Refuses a new code while the last one is younger than a minute (per-account resend limit). */
export async function assertCanResend(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<void> {
  const last = await latestCode(db, userId, purpose);
  if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_SPACING_MS) throw new AppError('rate_limited');
}

/**
 * Checks a typed code against the account's latest of `purpose` and uses it up. Wrong, expired, missing and
 * worn-out codes all answer `code_invalid`; every wrong one is counted, and the fifth kills the code.
 */
export async function useCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<AccountCodeRow> {
  const row = await latestCode(db, userId, purpose);
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS || !row.codeHash) {
    throw new AppError('code_invalid');
  }
  if (!sameHash(row.codeHash, codeHash(userId, code))) {
    await countWrongGuess(db, row.id);
    throw new AppError('code_invalid');
  }
  if (!(await consumeCode(db, row.id))) throw new AppError('code_invalid');
  return row;
}

/** A link's token, once: unknown, used, replaced and expired tokens all answer `token_invalid`. */
export async function useToken(db: Db | Tx, purpose: CodePurpose, token: string, now: Date): Promise<AccountCodeRow> {
  const row = await consumeToken(db, purpose, sha256(token), now);
  if (!row) throw new AppError('token_invalid');
  return row;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
