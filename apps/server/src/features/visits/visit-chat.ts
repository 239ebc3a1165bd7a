import type { User, VisitChatList, VisitChatMessage } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { requireOpenVisit, requireParticipant } from './visit-access.ts';
import { insertChatMessage, listChatMessages, type ChatMessageRow } from './visit-queries.ts';
import type { VisitRelay } from './visit-relay.ts';

/** More than a visit's window holds at a human pace; the list is one page. */
const CHAT_LIMIT = 500;

function toChatMessage(row: ChatMessageRow): VisitChatMessage {
  return {
    id: row.id,
    from: row.senderRole === 'doctor' ? 'doctor' : 'patient',
    text: row.text,
    sentAt: row.sentAt.toISOString(),
  };
}

/** The visit's chat, for its two participants, whenever they look (it is kept with the appointment). */
export async function listVisitChat(db: Db, appointmentId: string, user: User): Promise<VisitChatList> {
  await requireParticipant(db, appointmentId, user);
  return { items: (await listChatMessages(db, appointmentId, CHAT_LIMIT)).map(toChatMessage) };
}

/** A chat line, while the room is open; both participants' sockets get it, on whichever process. */
export async function postVisitChat(
  db: Db,
  relay: VisitRelay,
  appointmentId: string,
  user: User,
  text: string,
  now: Date,
): Promise<VisitChatMessage> {
  const { role } = await requireOpenVisit(db, appointmentId, user, now);
  const message = toChatMessage(await insertChatMessage(db, appointmentId, role, text));
  await relay.publish({ kind: 'chat', appointmentId, message });
  return message;
}
