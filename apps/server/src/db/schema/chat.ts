import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A symptom-checker conversation. The engine's whole state lives here, so any server process can
 * continue any session and a restart loses nothing. A session started by a signed-in user is theirs;
 * `ended_at` set on an owned session means it is kept in that user's chat history.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    state: jsonb('state').notNull(),
    /** Messages stored so far; the next message's position. Changed only under the row lock. */
    messageCount: integer('message_count').notNull().default(0),
    /** The most likely condition and the urgency of the latest assessment, for history lists. */
    summary: text('summary'),
    urgency: text('urgency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward on every message: an idle conversation expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_sessions_user_ended_idx').on(t.userId, t.endedAt.desc()),
    index('chat_sessions_expires_idx').on(t.expiresAt),
    check('chat_sessions_language', sql`${t.language} in ('ar', 'en')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** Order within the session; messages of one turn share a timestamp. */
    position: integer('position').notNull(),
    role: text('role').notNull(),
    text: text('text').notNull(),
    options: jsonb('options'),
    assessment: jsonb('assessment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_session_position_unique').on(t.sessionId, t.position),
    check('chat_messages_role', sql`${t.role} in ('user', 'bot')`),
  ],
);
