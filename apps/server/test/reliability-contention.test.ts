/**
 * Two server processes on one PostgreSQL under contention: patients racing for the same slot, parallel
 * wrong passwords for one account, and per-address limits, all of which must hold across processes.
 *
 * PostgreSQL only (an embedded database belongs to one process): selected in the "server (postgres)"
 * project only, like reliability-multi-process.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { appointments } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser } from './support/users.ts';

let copy: DatabaseCopy;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  [a, b] = await Promise.all([startServerProcess(copy.serverEnv), startServerProcess(copy.serverEnv)]);
  for (const server of [a, b]) await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.close();
  await copy?.remove();
});

describe('contention across two processes on one PostgreSQL', () => {
  it('16 patients racing for one slot, 60 times, get only 201 and 409 slot_taken: one winner per slot', async () => {
    const rounds = 60;
    const contenders = 16;
    const doctorIds = await prepareDoctors(database, 2);
    const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
    const slots: { doctorId: string; startsAt: string }[] = [];
    for (const doctorId of doctorIds) {
      const answer = await http(a.url, `/api/v1/doctors/${doctorId}/slots?from=${from}&days=7`);
      expect(answer.status).toBe(200);
      for (const item of answer.body.items as { startsAt: string }[]) slots.push({ doctorId, startsAt: item.startsAt });
    }
    expect(slots.length).toBeGreaterThanOrEqual(rounds);
    // A patient of their own per request: no per-account limit takes part in the race.
    const patients = await Promise.all(Array.from({ length: rounds * contenders }, () => createTestUser(database)));

    const started = Date.now();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const slot = slots[round]!;
      const answers = await Promise.all(
        Array.from({ length: contenders }, (_, i) => {
          const patient = patients[round * contenders + i]!;
          return http(i % 2 === 0 ? a.url : b.url, '/api/v1/appointments', {
            method: 'POST',
            headers: patient.auth,
            body: {
              ...slot,
              visitType: 'clinic',
              patientName: 'Mona Adel',
              phone: '01001234567',
              email: patient.user.email,
            },
          });
        }),
      );
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 201 && !(answer.status === 409 && answer.body.error?.code === 'slot_taken')) {
          failures.push(`round ${round}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      const won = answers.filter((r) => r.status === 201);
      expect(won, `round ${round}`).toHaveLength(1);
      const rows = await database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.doctorId, slot.doctorId), eq(appointments.startsAt, new Date(slot.startsAt))));
      expect(rows).toEqual([{ id: won[0]!.body.id }]);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `same-slot race: ${rounds} rounds x ${contenders} in ${seconds.toFixed(1)} s`,
      Object.fromEntries(statuses),
    );
    expect(
      failures,
      [...a.output().split('\n'), ...b.output().split('\n')]
        .filter((l) => /deadlock|error/i.test(l))
        .slice(0, 5)
        .join('\n'),
    ).toEqual([]);
    expect(statuses.get(201)).toBe(rounds);
    expect(statuses.get(409)).toBe(rounds * (contenders - 1));
  }, 240_000);
});
