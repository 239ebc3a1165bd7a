import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { TEST_DOCTORS } from './support/engine.ts';
import { createTestDatabase } from './support/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database.db.execute(query))[0]!;
}

describe('seeding demo doctors', () => {
  it('tops up to the count asked for in several batches written side by side, filling a gap an interrupted run left', async () => {
    // An interrupted run of concurrent batches can leave a hole below the highest key.
    await database.db.execute(sql`delete from doctors where seed_key = 7`);

    const target = 4_100; // more than two batches, so two are written at once
    const result = await seedDemo(database.db, { doctors: target });
    expect(result).toEqual({ doctors: target - TEST_DOCTORS + 1 });

    const keys = await one<{ n: number; distinct_keys: number; lowest: number; highest: number }>(
      sql`select count(*)::int as n, count(distinct seed_key)::int as distinct_keys, min(seed_key) as lowest,
        max(seed_key) as highest from doctors where seed_key is not null`,
    );
    expect(keys).toEqual({ n: target, distinct_keys: target, lowest: 0, highest: target - 1 });

    // What the triggers keep beside each doctor arrived with the rows, as with any other insert.
    const kept = await one<{ searched: number; placed: number; without_hours: number; unknown_words: number }>(
      sql`select
        (select count(*)::int from doctor_search) as searched,
        (select count(*)::int from doctors where city_id is not null and area_id is not null) as placed,
        (select count(*)::int from doctors d where not exists
          (select 1 from doctor_weekly_hours h where h.doctor_id = d.id)) as without_hours,
        (select count(*)::int from (select distinct unnest(name_words) as word from doctors) w
          where not exists (select 1 from doctor_name_words n where n.word = w.word)) as unknown_words`,
    );
    expect(kept).toEqual({ searched: target, placed: target, without_hours: 0, unknown_words: 0 });

    expect(await seedDemo(database.db, { doctors: target })).toEqual({ doctors: 0 });
  });
});
