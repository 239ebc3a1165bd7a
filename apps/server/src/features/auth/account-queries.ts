import { and, eq, gt, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Db } from '../../db/client.ts';
import { doctors, insurers, loginFailures, patientInsurance, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function doctorIdOfUser(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished');
  return row;
}

// The key space of the per-e-mail sign-in lock (pg_advisory_xact_lock's first int4), apart from other locks.
const SIGN_IN_LOCK_SPACE = 22_002;

/**
 * Records a sign-in attempt for `email` unless `limit` attempts were already recorded since `since`, as one
 * step: the e-mail's advisory lock makes concurrent attempts, from any process, count and insert in turn.
 * The row is written before the password is checked and stays as the failure unless the sign-in succeeds
 * (clearLoginFailures), so at most `limit` passwords are ever checked per window. False: refused.
 */
export async function claimLoginAttempt(db: Db, email: string, since: Date, limit: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SIGN_IN_LOCK_SPACE))}, hashtext(${email}))`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
    if ((row?.n ?? 0) >= limit) return false;
    await tx.insert(loginFailures).values({ email });
    return true;
  });
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function selectInsurance(db: Db, userId: string) {
  const rows = await db
    .select({
      policyNumber: patientInsurance.policyNumber,
      slug: insurers.slug,
      nameAr: insurers.nameAr,
      nameEn: insurers.nameEn,
    })
    .from(patientInsurance)
    .leftJoin(insurers, eq(insurers.id, patientInsurance.insurerId))
    .where(eq(patientInsurance.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInsurerId(db: Db, slug: string): Promise<string | null> {
  const rows = await db.select({ id: insurers.id }).from(insurers).where(eq(insurers.slug, slug)).limit(1);
  return rows[0]?.id ?? null;
}

export async function upsertInsurance(db: Db, userId: string, insurerId: string | null, policyNumber: string) {
  await db
    .insert(patientInsurance)
    .values({ userId, insurerId, policyNumber })
    .onConflictDoUpdate({
      target: patientInsurance.userId,
      set: { insurerId, policyNumber, updatedAt: new Date() },
    });
}

/** The address is taken: a unique violation on users' e-mail index. */
export function isDuplicateEmail(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_lower_unique');
}
