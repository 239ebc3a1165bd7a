/**
 * kill -9 in the middle of a booking load, then a restart on the same data. Runs on both engines: on
 * PGlite it also proves that the embedded database on disk survives the process dying at any point.
 *
 * Every request is one distinct patient booking one distinct slot, so nothing may conflict, and each
 * row in the database names the request that made it. After the restart:
 * - every booking acknowledged with a 201 is there exactly once, with the id it was answered with;
 * - a request answered with an error made nothing;
 * - a request still in flight at the kill (sent, no answer) may or may not have committed — its row,
 *   if any, is there once;
 * - a request never sent made nothing, and there are no rows other than these.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const DOCTORS = 4;
const DAYS = 7; // 6 slots a day each: 168 slots
const CONCURRENCY = 12;
const KILL_AFTER_ACKS = 40;

let copy: DatabaseCopy;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  copy = await copyTemplateDatabase(testEngine);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await copy?.remove();
});

interface Attempt {
  patient: TestUser;
  doctorId: string;
  startsAt: string;
  state: 'not sent' | 'in flight' | 'acknowledged' | 'refused';
  status?: number;
  id?: string;
}

describe(`kill -9 during a booking load (${testEngine})`, () => {
  it('keeps every acknowledged booking exactly once and nothing that was not asked for', async () => {
    // Patients and doctors' hours go in before the server starts (PGlite admits one process at a time).
    const setup = copy.open();
    const doctorIds = await prepareDoctors(setup, DOCTORS);
    const patients: TestUser[] = [];
    for (let i = 0; i < DOCTORS * DAYS * 6; i++) patients.push(await createTestUser(setup));
    const patientIds = patients.map((p) => p.user.id);
    const before = await setup.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(inArray(appointments.userId, patientIds));
    expect(before).toEqual([]);
    await setup.close();

    const first = await startServerProcess(copy.serverEnv);
    servers.push(first);
    await waitFor('readyz', () => isReady(first.url), 60_000);

    const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 1);
    const attempts: Attempt[] = [];
    for (const doctorId of doctorIds) {
      const res = await http(first.url, `/api/v1/doctors/${doctorId}/slots?from=${from}&days=${DAYS}`);
      expect(res.status).toBe(200);
      for (const slot of res.body.items as { startsAt: string }[]) {
        const patient = patients[attempts.length];
        if (patient) attempts.push({ patient, doctorId, startsAt: slot.startsAt, state: 'not sent' });
      }
    }
    expect(attempts.length).toBeGreaterThan(KILL_AFTER_ACKS * 2);

    // The load: CONCURRENCY clients, each booking one attempt after another until the server dies.
    let killed = false;
    let next = 0;
    let acks = 0;
    // Set by the client that saw the last acknowledgement. An object, because TypeScript does not follow an
    // assignment made inside a callback: a plain `let` would still read as `null` at the `await` below.
    const crash: { kill?: Promise<void> } = {};
    const client = async () => {
      while (!killed && next < attempts.length) {
        const attempt = attempts[next++]!;
        attempt.state = 'in flight';
        try {
          const res = await http(first.url, '/api/v1/appointments', {
            method: 'POST',
            headers: bearer(attempt.patient.token),
            body: {
              doctorId: attempt.doctorId,
              startsAt: attempt.startsAt,
              visitType: 'clinic',
              patientName: 'Crash Test',
              phone: '01001234567',
              email: attempt.patient.user.email,
            },
          });
          attempt.status = res.status;
          if (res.status === 201) {
            attempt.state = 'acknowledged';
            attempt.id = res.body.id;
            if (++acks === KILL_AFTER_ACKS) {
              killed = true;
              crash.kill = first.kill();
            }
          } else attempt.state = 'refused';
        } catch {
          // No answer: the connection died with the server. It may or may not have committed.
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    await crash.kill;
    expect((await first.exited).signal).toBe('SIGKILL');

    const acknowledged = attempts.filter((a) => a.state === 'acknowledged');
    const inFlight = attempts.filter((a) => a.state === 'in flight');
    const refused = attempts.filter((a) => a.state === 'refused');
    const notSent = attempts.filter((a) => a.state === 'not sent');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(refused.map((a) => a.status)).toEqual([]); // distinct slots and patients: nothing to refuse
    expect(notSent.length).toBeGreaterThan(0); // the kill really came in the middle

    // Restart on the same data: it must start and answer for every acknowledged booking.
    const second = await startServerProcess(copy.serverEnv);
    servers.push(second);
    await waitFor('readyz after the restart', () => isReady(second.url), 60_000);
    for (const attempt of acknowledged) {
      const res = await http(second.url, `/api/v1/appointments/${attempt.id}`, {
        headers: bearer(attempt.patient.token),
      });
      expect(res.status, attempt.id).toBe(200);
      expect(res.body).toMatchObject({
        status: 'booked',
        startsAt: attempt.startsAt,
        doctor: { id: attempt.doctorId },
      });
    }

    // Stop it properly, then look at the rows themselves.
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    const after = copy.open();
    try {
      const rows = await after.db
        .select({
          id: appointments.id,
          userId: appointments.userId,
          doctorId: appointments.doctorId,
          startsAt: appointments.startsAt,
        })
        .from(appointments)
        .where(inArray(appointments.userId, patientIds));
      const byPatient = new Map<string, typeof rows>();
      for (const row of rows) byPatient.set(row.userId, [...(byPatient.get(row.userId) ?? []), row]);

      for (const attempt of attempts) {
        const mine = byPatient.get(attempt.patient.user.id) ?? [];
        const where = `${attempt.state} ${attempt.doctorId} ${attempt.startsAt}`;
        if (attempt.state === 'acknowledged') {
          expect(
            mine.map((r) => r.id),
            where,
          ).toEqual([attempt.id]);
        } else if (attempt.state === 'in flight') {
          expect(mine.length, where).toBeLessThanOrEqual(1);
        } else {
          expect(mine, where).toEqual([]);
        }
        for (const row of mine) {
          expect(row.doctorId, where).toBe(attempt.doctorId);
          expect(row.startsAt.getTime(), where).toBe(Date.parse(attempt.startsAt));
        }
      }
      // Nothing but what was acknowledged and what was in flight.
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(rows.length).toBeLessThanOrEqual(acknowledged.length + inFlight.length);
      // And no booking by anyone else for these doctors' slots.
      const all = await after.db
        .select({ userId: appointments.userId })
        .from(appointments)
        .where(inArray(appointments.doctorId, doctorIds));
      expect(all.length).toBe(rows.length);
    } finally {
      await after.close();
    }
  }, 240_000);
});
