import type { ContactMessageList } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { selectContactMessages } from './contact-queries.ts';

/** Newest first. The caller has already been checked for the admin role. */
export async function listContactMessages(db: Db, page: number, limit: number): Promise<ContactMessageList> {
  const { rows, total } = await selectContactMessages(db, page, limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      comment: r.comment,
      language: r.language,
      userId: r.userId,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    limit,
  };
}
