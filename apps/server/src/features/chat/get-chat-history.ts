import type { ChatHistoryDetail, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { selectSavedSession, selectSessionMessages } from './chat-queries.ts';
import { toHistoryItem, toHistoryMessage } from './to-history.ts';

/** One saved conversation with its messages; anyone but its owner gets the same 404 as for no such id. */
export async function getChatHistory(db: Db, user: User, id: string): Promise<ChatHistoryDetail> {
  const session = await selectSavedSession(db, user.id, id);
  if (!session) throw new AppError('not_found');
  const messages = await selectSessionMessages(db, session.id);
  return { ...toHistoryItem(session), messages: messages.map(toHistoryMessage) };
}
