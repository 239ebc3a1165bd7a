import type { ChatEndResponse, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { deleteChatSession, markSessionEnded, withLockedSession } from './chat-queries.ts';
import { usableSession } from './chat-session-rules.ts';

/**
 * Ends a conversation. A signed-in user keeps it in their history (a conversation they began as a
 * visitor becomes theirs: holding its unguessable id is what let them write to it); a visitor's is
 * deleted, since nobody could ever read it again.
 */
export async function endChatSession(db: Db, user: User | null, sessionId: string): Promise<ChatEndResponse> {
  return withLockedSession(db, sessionId, async (tx, row) => {
    const now = new Date();
    const session = usableSession(row, user, now);
    if (!user) {
      await deleteChatSession(tx, session.id);
      return { ended: true, saved: false };
    }
    await markSessionEnded(tx, session.id, user.id, now);
    return { ended: true, saved: true };
  });
}
