import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountCodes } from '../../db/schema/index.ts';

export type AccountCodeRow = typeof accountCodes.$inferSelect;
export type CodePurpose = AccountCodeRow['purpose'];

/** A newer code or link of one purpose replaces every older one: only the latest works. */
export async function replaceCode(db: Db | Tx, values: typeof accountCodes.$inferInsert): Promise<void> {
  await db
    .delete(accountCodes)
    .where(and(eq(accountCodes.userId, values.userId), eq(accountCodes.purpose, values.purpose)));
  await db.insert(accountCodes).values(values);
}

export async function latestCode(db: Db | Tx, userId: string, purpose: CodePurpose): Promise<AccountCodeRow | null> {
  const rows = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
    .orderBy(desc(accountCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts a wrong guess on the row; the count is read back so parallel guesses cannot pass the limit. */
export async function countWrongGuess(db: Db | Tx, id: string): Promise<number> {
  const [row] = await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(eq(accountCodes.id, id))
    .returning({ attempts: accountCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Deletes the row and says whether this call did: a code or link is used at most once, even in a race. */
export async function consumeCode(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db.delete(accountCodes).where(eq(accountCodes.id, id)).returning({ id: accountCodes.id });
  return rows.length === 1;
}

/** Takes a link's row by its token's hash, once: the row is deleted as it is read. */
export async function consumeToken(
  db: Db | Tx,
  purpose: CodePurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountCodeRow | null> {
  const rows = await db
    .delete(accountCodes)
    .where(
      and(eq(accountCodes.tokenHash, tokenHash), eq(accountCodes.purpose, purpose), gt(accountCodes.expiresAt, now)),
    )
    .returning();
  return rows[0] ?? null;
}

export async function deleteCodes(db: Db | Tx, userId: string, purpose?: CodePurpose): Promise<void> {
  await db
    .delete(accountCodes)
    .where(
      purpose
        ? and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose))
        : eq(accountCodes.userId, userId),
    );
}

export async function deleteExpiredCodes(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(accountCodes).where(lt(accountCodes.expiresAt, now)).returning({ id: accountCodes.id });
  return rows.length;
}
