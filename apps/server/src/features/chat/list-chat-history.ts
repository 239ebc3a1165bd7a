import type { ChatHistoryPage, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { selectSavedSessions } from './chat-queries.ts';
import { toHistoryItem } from './to-history.ts';

/** The caller's saved conversations, newest first. */
export async function listChatHistory(db: Db, user: User, page: number, limit: number): Promise<ChatHistoryPage> {
  const { rows, total } = await selectSavedSessions(db, user.id, (page - 1) * limit, limit);
  return { items: rows.map(toHistoryItem), total, page, limit };
}
