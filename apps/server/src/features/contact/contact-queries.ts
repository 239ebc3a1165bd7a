import { count, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; comment: string; language: string; userId: string | null },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message not stored');
  return row;
}

export async function selectContactMessages(
  db: Db,
  page: number,
  limit: number,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function deleteContactMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return rows.length;
}
