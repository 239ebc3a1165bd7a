import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountCodes, recoveryCodes, users } from '../../db/schema/index.ts';

export async function findChallenge(db: Db, tokenHash: string) {
  const rows = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.tokenHash, tokenHash), eq(accountCodes.purpose, 'sign_in_challenge')))
    .limit(1);
  return rows[0] ?? null;
}

export async function replaceRecoveryCodes(db: Db | Tx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none with that hash (or a race used it). */
export async function useRecoveryCode(db: Db | Tx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function setTotp(db: Db | Tx, userId: string, secret: string | null, enabledAt: Date | null) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: enabledAt, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Spends an authenticator code's time step: true when it is later than the last one accepted, in one
 * conditional update, so two requests with the same code cannot both win.
 */
export async function claimTotpStep(db: Db | Tx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}
