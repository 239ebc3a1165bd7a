/**
 * The waitlist's offers are durable work in the database (decision 035): slots freed by cancellations on a
 * process that is then killed with SIGKILL are still offered, after a restart, to every patient waiting for
 * them, and with two server processes running the waitlist task and the outbox, each patient gets each offer
 * by mail exactly once.
 *
 * PostgreSQL only (an embedded PGlite database belongs to one process): selected in the "server
 * (postgres)" project only by the root vitest.config.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { freedSlots, waitlistOffers } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

let copy: DatabaseCopy;
let database: Database;
let inbox: SmtpInbox;
let env: Record<string, string>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  inbox = await startSmtpInbox();
  env = { ...copy.serverEnv, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` };
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await inbox?.close();
  await database?.close();
  await copy?.remove();
});

async function started(): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  await waitFor('readyz', () => isReady(server.url), 60_000);
  return server;
}

/** The offer link's token in a received mail (a single text part, base64 or quoted-printable). */
function offerToken(raw: string): string | undefined {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return /\/waitlist\/offers\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
}

describe('waitlist offers across a crash and two processes', () => {
  it('offers every freed slot to every waiting patient once, though the process that freed them was killed', async () => {
    const first = await started();
    const [doctorId] = await prepareDoctors(database, 1);
    const today = wallClockAt(Date.now(), 'Africa/Cairo').date;
    const day = addDays(today, 2);
    const slots = (await http(first.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).body.items as {
      startsAt: string;
    }[];
    const held = slots.slice(0, 3);

    // Three patients hold three slots of the day; five others wait for it, in this order.
    const holders = await Promise.all(held.map(() => createTestUser(database)));
    const booked: string[] = [];
    for (const [i, holder] of holders.entries()) {
      const res = await http(first.url, '/api/v1/appointments', {
        method: 'POST',
        headers: bearer(holder.token),
        body: {
          doctorId,
          startsAt: held[i]!.startsAt,
          patientName: 'Holder',
          phone: '01001234567',
          email: 'h@example.com',
        },
      });
      expect(res.status).toBe(201);
      booked.push(res.body.id);
    }
    const waiting: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const patient = await createTestUser(database);
      const res = await http(first.url, `/api/v1/doctors/${doctorId}/waitlist`, {
        method: 'POST',
        headers: bearer(patient.token),
        body: { from: today, to: addDays(today, 3) },
      });
      expect(res.status).toBe(201);
      waiting.push(patient);
    }

    // The three cancel, and the process is killed at once: the freed slots are in the database, maybe not yet
    // offered, their mails maybe not yet sent.
    for (const [i, holder] of holders.entries()) {
      const res = await http(first.url, `/api/v1/appointments/${booked[i]}/cancel`, {
        method: 'POST',
        headers: bearer(holder.token),
      });
      expect(res.status).toBe(200);
    }
    await first.kill();

    // Two processes take over: each waiting patient gets one mail per freed slot, once.
    await Promise.all([started(), started()]);
    await waitFor(
      'every offer mailed',
      async () => waiting.every((p) => inbox.to(p.user.email).length >= held.length),
      60_000,
    );
    await new Promise((r) => setTimeout(r, 3_000)); // time for a second copy to show, were one sent
    for (const patient of waiting) {
      const mails = inbox.to(patient.user.email);
      expect(mails, patient.user.email).toHaveLength(held.length);
      const links = mails.map((m) => offerToken(m.raw));
      expect(links.every(Boolean)).toBe(true);
      expect(new Set(links).size).toBe(held.length);
    }
    expect(await database.db.select().from(freedSlots)).toEqual([]);
    expect(await database.db.select().from(waitlistOffers)).toHaveLength(held.length * waiting.length);

    // First click wins on either process; the next one, on the other, finds it taken.
    const token = (p: TestUser) => offerToken(inbox.to(p.user.email)[0]!.raw)!;
    const offered = (p: TestUser) =>
      http(servers[1]!.url, `/api/v1/waitlist/offers/${token(p)}`).then((r) => r.body.startsAt as string);
    const [a, b] = waiting;
    const sameSlot = (await offered(a!)) === (await offered(b!));
    const winner = await http(servers[1]!.url, `/api/v1/waitlist/offers/${token(a!)}/book`, { method: 'POST' });
    expect(winner.status).toBe(201);
    if (sameSlot) {
      const loser = await http(servers[2]!.url, `/api/v1/waitlist/offers/${token(b!)}/book`, { method: 'POST' });
      expect(loser.status).toBe(409);
      expect(loser.body.error.code).toBe('slot_taken');
    }
  }, 240_000);
});
