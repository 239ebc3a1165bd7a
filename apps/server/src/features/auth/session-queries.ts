import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, sessions, users } from '../../db/schema/index.ts';

export async function findSessionUser(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      birthDate: users.birthDate,
      gender: users.gender,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      doctorId: doctors.id,
      sessionCreatedAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        // A deleted account has no sessions; none found for it either, should one be left.
        isNull(users.deletedAt),
        // A disabled account's sessions are deleted with it; this holds even for one made in a race with that.
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string; clientNetwork: string },
) {
  await db.insert(sessions).values(values);
}

export async function listUserSessions(db: Db, userId: string, now: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      clientNetwork: sessions.clientNetwork,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function countOtherSessions(db: Db, userId: string, exceptTokenHash: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
  return row?.n ?? 0;
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string, exceptTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function countUserSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

export async function isAccountDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.disabledAt);
}
