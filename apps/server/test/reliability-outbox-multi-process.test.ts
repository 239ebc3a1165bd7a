/**
 * Two server processes on one PostgreSQL, both running the outbox worker against one SMTP server: every
 * job is sent exactly once, whichever process took the booking and whichever claimed the job.
 *
 * PostgreSQL only (an embedded PGlite database belongs to one process): selected in the "server
 * (postgres)" project only by the root vitest.config.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { outboxJobs } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { enqueueMail } from '../src/outbox/index.ts';
import type { MailMessage } from '../src/shared/mail.ts';
import { copyTemplateDatabase, prepareDoctors, type DatabaseCopy } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './support/server-process.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser } from './support/users.ts';

let copy: DatabaseCopy;
let database: Database;
let inbox: SmtpInbox;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (testEngine !== 'postgres') throw new Error('this file runs in the postgres project only');
  copy = await copyTemplateDatabase('postgres');
  database = copy.open();
  inbox = await startSmtpInbox();
  const env = { ...copy.serverEnv, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  for (const server of servers) await waitFor('readyz', () => isReady(server.url), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await inbox?.close();
  await database?.close();
  await copy?.remove();
});

describe('the outbox with two server processes', () => {
  it('sends every job once: bookings taken by either process and a burst both workers compete for', async () => {
    const [doctorId] = await prepareDoctors(database, 1);
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await http(servers[0]!.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=2`)).body.items as {
      startsAt: string;
    }[];
    const patients = await Promise.all(slots.slice(0, 10).map(() => createTestUser(database)));
    const answers = await Promise.all(
      patients.map((patient, i) =>
        http(servers[i % 2]!.url, '/api/v1/appointments', {
          method: 'POST',
          headers: bearer(patient.token),
          body: {
            doctorId,
            startsAt: slots[i]!.startsAt,
            patientName: 'Two Workers',
            phone: '01001234567',
            email: patient.user.email,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(patients.map(() => 201));

    // A burst written at once, so both workers find due jobs on the same polls.
    const burst = Array.from({ length: 120 }, (_, i) => `burst-${i}@example.com`);
    await enqueueMail(database.db, ...burst.map((to) => ({ message: { to, subject: 'Burst', text: 'Hello' } })));

    const expected = [...patients.map((p) => p.user.email), ...burst];
    await waitFor('every mail', async () => expected.every((to) => inbox.to(to).length > 0), 60_000);
    await new Promise((r) => setTimeout(r, 2_000)); // time for a second copy to show, were one sent
    for (const to of expected) expect(inbox.to(to), to).toHaveLength(1);

    const jobs = (await database.db.select().from(outboxJobs)).filter((j) =>
      expected.includes((j.payload as MailMessage).to),
    );
    expect(jobs).toHaveLength(expected.length);
    expect(jobs.every((j) => j.status === 'sent' && j.attempts === 1)).toBe(true);
  }, 180_000);
});
