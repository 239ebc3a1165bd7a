import type { Db, Tx } from '../db/client.ts';
import { enqueueMail } from './index.ts';

/** Whom a notice is for: an account's own contact points. */
export interface Recipient {
  email: string;
  /** E.164; no channel uses it yet. */
  phone?: string;
}

/** What an account is told: a subject line (mail only) and a plain text that any channel can carry. */
export interface Notice {
  subject: string;
  text: string;
}

/**
 * One way of reaching a person. Mail is the only one today; an SMS or WhatsApp sender is another
 * implementation of this (enqueueing its own outbox job kind), chosen per recipient by `channelFor`.
 */
export interface MessageChannel {
  readonly name: 'email';
  canReach(recipient: Recipient): boolean;
  /** Written in the caller's transaction, so the message exists exactly when the change it reports does. */
  enqueue(db: Tx | Db, recipient: Recipient, notice: Notice): Promise<void>;
}

export const mailChannel: MessageChannel = {
  name: 'email',
  canReach: (recipient) => recipient.email.includes('@'),
  async enqueue(db, recipient, notice) {
    await enqueueMail(db, { message: { to: recipient.email, subject: notice.subject, text: notice.text } });
  },
};

const channels: readonly MessageChannel[] = [mailChannel];

/** Sends `notice` through the first channel that reaches the recipient (today: mail). */
export async function notify(db: Tx | Db, recipient: Recipient, notice: Notice): Promise<void> {
  const channel = channels.find((c) => c.canReach(recipient));
  if (channel) await channel.enqueue(db, recipient, notice);
}
