import { and, count, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatSessions, specialties } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface NewChatMessage {
  role: 'user' | 'bot';
  text: string;
  options: string[] | null;
  assessment: unknown;
}

export async function insertChatSession(
  db: Db,
  values: { userId: string | null; language: string; state: unknown; expiresAt: Date },
  greeting: NewChatMessage,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSessions)
      .values({ ...values, messageCount: 1 })
      .returning({ id: chatSessions.id });
    if (!row) throw new Error('chat session not created');
    await tx.insert(chatMessages).values({ sessionId: row.id, position: 0, ...greeting });
    return row.id;
  });
}

/** Conversations nobody finished and nobody can continue any more. */
export async function deleteAbandonedSessions(db: Db, now: Date): Promise<void> {
  await db.delete(chatSessions).where(and(isNull(chatSessions.endedAt), lt(chatSessions.expiresAt, now)));
}

/**
 * Runs `work` in a transaction holding the session's row lock, so two messages to one session are
 * applied one after the other and neither turn is lost.
 */
export async function withLockedSession<T>(
  db: Db,
  id: string,
  work: (tx: Tx, session: ChatSessionRow | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chatSessions).where(eq(chatSessions.id, id)).for('update');
    return work(tx, row ?? null);
  });
}

export async function appendTurn(
  tx: Tx,
  session: ChatSessionRow,
  messages: NewChatMessage[],
  changes: { state: unknown; summary: string | null; urgency: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await tx
    .insert(chatMessages)
    .values(messages.map((m, i) => ({ sessionId: session.id, position: session.messageCount + i, ...m })));
  await tx
    .update(chatSessions)
    .set({
      state: changes.state,
      messageCount: session.messageCount + messages.length,
      summary: changes.summary,
      urgency: changes.urgency,
      updatedAt: changes.now,
      expiresAt: changes.expiresAt,
    })
    .where(eq(chatSessions.id, session.id));
}

export async function markSessionEnded(tx: Tx, id: string, userId: string, now: Date): Promise<void> {
  await tx.update(chatSessions).set({ userId, endedAt: now, updatedAt: now }).where(eq(chatSessions.id, id));
}

export async function deleteChatSession(tx: Tx, id: string): Promise<void> {
  await tx.delete(chatSessions).where(eq(chatSessions.id, id));
}

export async function selectSpecialtiesBySlug(
  db: Db,
  slugs: string[],
): Promise<{ id: string; slug: string; nameAr: string; nameEn: string }[]> {
  return db
    .select({ id: specialties.id, slug: specialties.slug, nameAr: specialties.nameAr, nameEn: specialties.nameEn })
    .from(specialties)
    .where(inArray(specialties.slug, slugs));
}

const savedBy = (userId: string) => and(eq(chatSessions.userId, userId), isNotNull(chatSessions.endedAt));

export async function selectSavedSessions(db: Db, userId: string, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatSessions)
      .where(savedBy(userId))
      .orderBy(desc(chatSessions.endedAt), desc(chatSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chatSessions).where(savedBy(userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function selectSavedSession(db: Db, userId: string, id: string): Promise<ChatSessionRow | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), savedBy(userId)));
  return row ?? null;
}

export async function selectSessionMessages(db: Db, sessionId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.position);
}

/** The user's own conversations, saved or not, newest first. */
export async function selectOwnRecentSessions(db: Db, userId: string, limit: number): Promise<ChatSessionRow[]> {
  return db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(limit);
}

export async function markOwnSessionEnded(db: Db, id: string, userId: string, now: Date): Promise<void> {
  await db
    .update(chatSessions)
    .set({ endedAt: now, updatedAt: now })
    .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId), isNull(chatSessions.endedAt)));
}

/**
 * A conversation kept as the client sent it: saved at once, with each request and its response as a user and
 * a bot message. Its state says where it came from; nobody continues it (it is ended).
 */
export async function insertSavedTranscript(
  db: Db,
  values: { userId: string; language: string; now: Date },
  pairs: { request: string; response: string }[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const messages = pairs.flatMap((p) => [
      { role: 'user' as const, text: p.request },
      { role: 'bot' as const, text: p.response },
    ]);
    const [row] = await tx
      .insert(chatSessions)
      .values({
        userId: values.userId,
        language: values.language,
        state: { source: 'client-transcript' },
        messageCount: messages.length,
        expiresAt: values.now,
        endedAt: values.now,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: chatSessions.id });
    if (!row) throw new Error('chat session not created');
    await tx
      .insert(chatMessages)
      .values(messages.map((m, i) => ({ sessionId: row.id, position: i, options: null, assessment: null, ...m })));
    return row.id;
  });
}
