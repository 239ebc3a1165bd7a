/**
 * The read every process's search copy makes of the doctors changed since its snapshot (decision 022): it must
 * reach doctor_search by primary key at the changed ids, however many changes the planner expects from the
 * log's statistics. Planned as a join, a bulk load's statistics made it a scan of the whole search table.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { searchChangesStatement } from '../src/features/doctors/search-index-queries.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createTestDatabase } from './support/test-db.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // Enough doctors that reading all of them costs more than a few lookups, and a log as long-running servers
  // leave it (bulk loads and next slots passing with the clock: an hour at 1,000,000 doctors held 3.9 million
  // rows), analysed: the planner then expects thousands of changes since any snapshot, however few there are.
  await seedDemo(database.db, { doctors: 5_000 });
  for (let i = 0; i < 300; i++) {
    await database.db.execute(sql`insert into doctor_search_changes (doctor_id) select id from doctors limit 500`);
  }
  await database.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => database.close());

describe('the search copy reading what changed', () => {
  it('reads doctor_search at the changed ids only', async () => {
    const [{ snapshot }] = rowsOf<{ snapshot: string }>(
      await database.db.execute(sql`select pg_current_snapshot()::text as snapshot`),
    ) as [{ snapshot: string }];
    await database.db.execute(
      sql`update doctors set years_of_experience = years_of_experience + 1 where id in (select id from doctors limit 3)`,
    );
    const statement = searchChangesStatement(snapshot, 20_000);
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await database.db.execute(sql`explain (format json) ${statement}`));
    const plan = row!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    const reads = nodesOf(root[0]!.Plan).filter((n) => n['Relation Name'] === 'doctor_search');
    expect(reads.map((n) => n['Node Type'])).toEqual(['Index Scan']);
    expect(reads[0]!['Index Cond']).toMatch(/doctor_id = \w+\.doctor_id/);

    const changed = rowsOf<{ changed: string | null }>(await database.db.execute(statement));
    expect(changed.filter((r) => r.changed !== null)).toHaveLength(3);
  });
});
