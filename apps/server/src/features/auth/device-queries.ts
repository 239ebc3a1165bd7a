import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices, users } from '../../db/schema/index.ts';

export async function insertKnownDevice(db: Db, userId: string, tokenHash: string): Promise<void> {
  await db.insert(knownDevices).values({ userId, tokenHash }).onConflictDoNothing();
}

/** The known device with this token, when it belongs to the account with this e-mail address. */
export async function findKnownDevice(db: Db, tokenHash: string, email: string): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, tokenHash), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return rows[0] ?? null;
}

export async function deviceBelongsTo(db: Db, tokenHash: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(knownDevices)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(knownDevices.tokenHash, tokenHash), eq(knownDevices.userId, userId)))
    .returning({ id: knownDevices.id });
  return rows.length === 1;
}
