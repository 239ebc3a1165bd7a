import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oidcLoginAttempts, userIdentities } from '../../../db/schema/index.ts';

export type LoginAttemptRow = typeof oidcLoginAttempts.$inferSelect;

export async function insertLoginAttempt(db: Db, values: typeof oidcLoginAttempts.$inferInsert) {
  await db.insert(oidcLoginAttempts).values(values);
}

/** Reads and deletes in one statement, so two requests with the same cookie cannot both use it. */
export async function takeLoginAttempt(db: Db, idHash: string): Promise<LoginAttemptRow | null> {
  const rows = await db.delete(oidcLoginAttempts).where(eq(oidcLoginAttempts.idHash, idHash)).returning();
  return rows[0] ?? null;
}

export async function deleteExpiredLoginAttempts(db: Db, now: Date) {
  await db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, now));
}

export async function findIdentityUserId(db: Db, provider: string, subject: string): Promise<string | null> {
  const rows = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function insertIdentity(
  db: Db,
  values: { userId: string; provider: string; subject: string; email: string | null },
) {
  await db.insert(userIdentities).values(values);
}

export async function touchIdentity(db: Db, provider: string, subject: string, email: string | null) {
  await db
    .update(userIdentities)
    .set({ email, lastSignInAt: new Date() })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}
