import { and, asc, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctors, visitChatMessages, visitConnections, visits } from '../../db/schema/index.ts';

/** What the visits need to know of one appointment: its two participants, its time, its state. */
export async function findVisitAppointment(db: Db, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      patientUserId: appointments.userId,
      patientName: appointments.patientName,
      doctorId: appointments.doctorId,
      doctorUserId: doctors.userId,
      doctorNameAr: doctors.nameAr,
      doctorNameEn: doctors.nameEn,
      status: appointments.status,
      visitType: appointments.visitType,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      endedAt: visits.endedAt,
      patientJoinedAt: visits.patientJoinedAt,
      doctorJoinedAt: visits.doctorJoinedAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(visits, eq(visits.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  return row ?? null;
}
export type VisitAppointmentRow = NonNullable<Awaited<ReturnType<typeof findVisitAppointment>>>;

/** Records the end once: a second call keeps the first time. Returns the end as stored. */
export async function recordVisitEnded(db: Db, appointmentId: string, userId: string, now: Date): Promise<Date> {
  await db
    .insert(visits)
    .values({ appointmentId, endedAt: now, endedBy: userId })
    .onConflictDoUpdate({
      target: visits.appointmentId,
      set: {
        endedAt: sql`coalesce(${visits.endedAt}, excluded.ended_at)`,
        endedBy: sql`coalesce(${visits.endedBy}, excluded.ended_by)`,
      },
    });
  const [row] = await db
    .select({ endedAt: visits.endedAt })
    .from(visits)
    .where(eq(visits.appointmentId, appointmentId));
  return row?.endedAt ?? now;
}

export async function insertChatMessage(db: Db, appointmentId: string, senderRole: string, text: string) {
  const [row] = await db.insert(visitChatMessages).values({ appointmentId, senderRole, text }).returning();
  if (!row) throw new Error('chat message not stored');
  return row;
}

/** Oldest first; a visit's chat is short (its window is at most a few hours). */
export async function listChatMessages(db: Db, appointmentId: string, limit: number) {
  return db
    .select()
    .from(visitChatMessages)
    .where(eq(visitChatMessages.appointmentId, appointmentId))
    .orderBy(asc(visitChatMessages.sentAt), asc(visitChatMessages.id))
    .limit(limit);
}
export type ChatMessageRow = Awaited<ReturnType<typeof listChatMessages>>[number];

/**
 * Claims one of the participant's sockets, or returns null when they already hold `max` live ones. Under a
 * transaction-level advisory lock on (appointment, user), so parallel claims on any process count each other.
 */
export async function claimConnection(
  db: Db,
  input: { appointmentId: string; userId: string; role: string },
  max: number,
  liveSince: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`visit:${input.appointmentId}:${input.userId}`}, 0))`,
    );
    const [held] = await tx
      .select({ n: count() })
      .from(visitConnections)
      .where(
        and(
          eq(visitConnections.appointmentId, input.appointmentId),
          eq(visitConnections.userId, input.userId),
          gt(visitConnections.seenAt, liveSince),
        ),
      );
    if ((held?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(visitConnections).values(input).returning({ id: visitConnections.id });
    // The participant's first time in the room, kept: the doctor's end tells a held visit by it.
    const first =
      input.role === 'doctor'
        ? { doctorJoinedAt: sql`coalesce(${visits.doctorJoinedAt}, now())` }
        : { patientJoinedAt: sql`coalesce(${visits.patientJoinedAt}, now())` };
    await tx
      .insert(visits)
      .values({
        appointmentId: input.appointmentId,
        ...(input.role === 'doctor' ? { doctorJoinedAt: sql`now()` } : { patientJoinedAt: sql`now()` }),
      })
      .onConflictDoUpdate({ target: visits.appointmentId, set: first });
    return row?.id ?? null;
  });
}

export async function releaseConnection(db: Db, id: string): Promise<void> {
  await db.delete(visitConnections).where(eq(visitConnections.id, id));
}

/** Whether a participant other than `role` has a live socket on any process. */
export async function isOtherPresent(db: Db, appointmentId: string, role: string, liveSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(visitConnections)
    .where(
      and(
        eq(visitConnections.appointmentId, appointmentId),
        ne(visitConnections.role, role),
        gt(visitConnections.seenAt, liveSince),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Whether `role` still has a live socket on any process (after one of theirs closed). */
export async function isRolePresent(db: Db, appointmentId: string, role: string, liveSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(visitConnections)
    .where(
      and(
        eq(visitConnections.appointmentId, appointmentId),
        eq(visitConnections.role, role),
        gt(visitConnections.seenAt, liveSince),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * This process's sockets are alive; rows nobody refreshed (of a process that died) are deleted and returned,
 * so that their rooms can be told.
 */
export async function touchConnections(
  db: Db,
  ids: string[],
  now: Date,
  staleBefore: Date,
): Promise<{ appointmentId: string; role: string }[]> {
  if (ids.length > 0) await db.update(visitConnections).set({ seenAt: now }).where(inArray(visitConnections.id, ids));
  return db
    .delete(visitConnections)
    .where(lt(visitConnections.seenAt, staleBefore))
    .returning({ appointmentId: visitConnections.appointmentId, role: visitConnections.role });
}

/**
 * Sends `payloads` on `channel` in one statement, so in one transaction: PostgreSQL delivers a transaction's
 * notifications together, in the order sent, and after those of transactions committed before it.
 */
export async function notifyAll(db: Db, channel: string, payloads: string[]): Promise<void> {
  await db.execute(
    sql`select pg_notify(${channel}, p) from unnest(${sql.raw('ARRAY[')}${sql.join(
      payloads.map((p) => sql`${p}::text`),
      sql`, `,
    )}${sql.raw(']')}) as p`,
  );
}
