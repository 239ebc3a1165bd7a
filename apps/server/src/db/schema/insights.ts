import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per doctor search a person made (decision 036), for the admin dashboard's top specialties and
 * cities and its searches without a result. Written in batches off the request path (doctors' search-log.ts)
 * and kept 90 days (retention). No query text and nothing about who searched: the filters and the count only.
 */
export const searchEvents = pgTable(
  'search_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The specialty's and city's slugs as searched (the search refuses unknown ones), null when not filtered. */
    specialty: text('specialty'),
    city: text('city'),
    /** A name or words were typed (the words themselves are not kept). */
    withText: boolean('with_text').notNull().default(false),
    /** How many doctors matched (the capped total the search answered). */
    results: integer('results').notNull(),
  },
  (t) => [
    index('search_events_at_idx').on(t.at),
    index('search_events_no_result_idx')
      .on(t.at)
      .where(sql`${t.results} = 0`),
  ],
);
