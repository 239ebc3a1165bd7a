import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { doctors, specialties } from '../src/db/schema/index.ts';
import { seedDemo, seedDemoIfEmpty } from '../src/db/seed/seed-demo.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-pglite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function countDoctors(db: ReturnType<typeof openPglite>['db']) {
  const [row] = await db.select({ n: count() }).from(doctors);
  return row?.n ?? 0;
}

describe('embedded database on disk', () => {
  it('migrates, seeds on first start only, and keeps the data across a restart', async () => {
    const first = openPglite(dir);
    await first.migrate();
    expect(await seedDemoIfEmpty(first.db, { doctors: 25 })).toEqual({ doctors: 25 });
    const ids = (await first.db.select({ id: doctors.id }).from(doctors)).map((r) => r.id).sort();
    await first.close();

    const second = openPglite(dir);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db, { doctors: 25 })).toBeNull();
    const again = (await second.db.select({ id: doctors.id }).from(doctors)).map((r) => r.id).sort();
    expect(again).toEqual(ids);
    const [s] = await second.db.select({ n: count() }).from(specialties);
    expect(s?.n).toBeGreaterThanOrEqual(25);

    // Topping up adds only the missing doctors, never duplicates.
    expect(await seedDemo(second.db, { doctors: 40 })).toEqual({ doctors: 15 });
    expect(await countDoctors(second.db)).toBe(40);
    expect(await seedDemo(second.db, { doctors: 40 })).toEqual({ doctors: 0 });
    await second.close();
  });
});
