/**
 * The outbox (decision 014): mails are written in the transaction of the change they report and sent
 * by one worker that claims, retries with backoff, gives up after the attempt limit, and never sends a
 * job twice. With a real local SMTP server that is down, then started late on its port.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxJobs } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { deliverOutbox, enqueueMail, retryDelay } from '../src/outbox/index.ts';
import { mailerFor, type MailMessage, type Mailer } from '../src/shared/mail.ts';
import { prepareDoctors } from './support/database-copies.ts';
import { freePort, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const smtpPort = await freePort();
const ctx = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
let inbox: SmtpInbox | undefined;
afterAll(async () => {
  await inbox?.close();
});

const mail = (to: string): MailMessage => ({ to, subject: 'Test', text: 'Hello' });

async function jobsTo(to: string) {
  const rows = await ctx.database.db.select().from(outboxJobs);
  return rows.filter((r) => (r.payload as MailMessage).to === to);
}

/** The mail's subject, its encoded words decoded. */
function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?B\?([^?]*)\?=\s*/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .trim();
}

describe('the outbox', () => {
  // Each test counts only its own jobs.
  beforeEach(async () => {
    await ctx.database.db.delete(outboxJobs);
  });

  it('sends the confirmation of a booking made while the mail server was down once it is back', async () => {
    const [doctorId] = await prepareDoctors(ctx.database, 1);
    const user = await createTestUser(ctx.database, { email: 'late-server@example.com' });
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json().items;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { ...user.auth, 'accept-language': 'en' },
      payload: {
        doctorId,
        startsAt: slots[0].startsAt,
        patientName: 'Late Server',
        phone: '01001234567',
        email: 'late-server@example.com',
      },
    });
    expect(booked.statusCode).toBe(201);

    // Nothing listens on the mail server's port: the send fails, the job waits for its retry.
    const mailer = mailerFor(ctx.app.config);
    const start = Date.now();
    const first = await deliverOutbox(ctx.database.db, mailer, { now: new Date(start) });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [job] = await jobsTo('late-server@example.com');
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(job!.lastError).toMatch(/ECONNREFUSED/);
    expect(job!.runAt.getTime()).toBe(start + retryDelay(1));

    inbox = await startSmtpInbox(smtpPort);
    // Not before its backoff has passed; then it goes out, once.
    expect(await deliverOutbox(ctx.database.db, mailer, { now: new Date(start + 1_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverOutbox(ctx.database.db, mailer, { now: new Date(start + retryDelay(1)) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(inbox.to('late-server@example.com')).toHaveLength(1);
    expect(subjectOf(inbox.to('late-server@example.com')[0]!.raw)).toBe('Your appointment is confirmed · Tabib');
    const [sent] = await jobsTo('late-server@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, lockedUntil: null });
    expect(await deliverOutbox(ctx.database.db, mailer, { now: new Date(start + 3_600_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(inbox.to('late-server@example.com')).toHaveLength(1);
  });

  it('writes no mail when the booking does not happen', async () => {
    const [doctorId] = await prepareDoctors(ctx.database, 2);
    const first = await createTestUser(ctx.database, { email: 'first-taker@example.com' });
    const second = await createTestUser(ctx.database, { email: 'second-taker@example.com' });
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 3);
    const slots = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json().items;
    const book = (who: typeof first) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/appointments',
        headers: who.auth,
        payload: {
          doctorId,
          startsAt: slots[0].startsAt,
          patientName: 'Taker',
          phone: '01001234567',
          email: who.user.email,
        },
      });
    expect((await book(first)).statusCode).toBe(201);
    const refused = await book(second);
    expect(refused.statusCode).toBe(409);
    expect(await jobsTo('first-taker@example.com')).toHaveLength(1);
    expect(await jobsTo('second-taker@example.com')).toEqual([]);
  });

  it('retries with growing delays and marks the job failed, keeping the error, after its last attempt', async () => {
    await enqueueMail(ctx.database.db, { message: mail('never@example.com') });
    const [job] = await jobsTo('never@example.com');
    await ctx.database.db.update(outboxJobs).set({ maxAttempts: 3 }).where(eq(outboxJobs.id, job!.id));
    const broken: Mailer = {
      async send() {
        throw new Error('550 mailbox unavailable');
      },
    };
    let now = Date.now();
    const runAts: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const run = await deliverOutbox(ctx.database.db, broken, { now: new Date(now) });
      expect(run).toEqual(attempt < 3 ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      const [row] = await jobsTo('never@example.com');
      runAts.push(row!.runAt.getTime() - now);
      now = row!.runAt.getTime();
    }
    expect(runAts.slice(0, 2)).toEqual([retryDelay(1), retryDelay(2)]);
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    const [failed] = await jobsTo('never@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: 550 mailbox unavailable' });
    expect(failed!.finishedAt).not.toBeNull();
    expect(await deliverOutbox(ctx.database.db, broken, { now: new Date(now + 86_400_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('sends each job once when several workers poll at the same time', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `many-${i}@example.com`);
    await enqueueMail(ctx.database.db, ...addresses.map((to) => ({ message: mail(to) })));
    const sent: string[] = [];
    const slow: Mailer = {
      async send(message) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(message.to);
      },
    };
    const now = new Date(Date.now() + 1_000);
    const runs = await Promise.all([1, 2, 3, 4].map(() => deliverOutbox(ctx.database.db, slow, { now, batch: 2 })));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(sent.sort()).toEqual([...addresses].sort());
    const rows = await ctx.database.db
      .select()
      .from(outboxJobs)
      .where(inArray(outboxJobs.status, ['pending']));
    expect(rows.filter((r) => addresses.includes((r.payload as MailMessage).to))).toEqual([]);
  });

  it('claims a job again only when the lease of a worker that died holding it has run out', async () => {
    await enqueueMail(ctx.database.db, { message: mail('lease@example.com') });
    const now = Date.now() + 1_000;
    const dying: Mailer = { send: () => new Promise(() => {}) }; // never returns, like a killed process
    void deliverOutbox(ctx.database.db, dying, { now: new Date(now), leaseMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    const [held] = await jobsTo('lease@example.com');
    expect(held!.lockedUntil!.getTime()).toBe(now + 60_000);
    const sent: string[] = [];
    const working: Mailer = { send: async (m) => void sent.push(m.to) };
    await deliverOutbox(ctx.database.db, working, { now: new Date(now + 59_000) });
    expect(sent).toEqual([]);
    await deliverOutbox(ctx.database.db, working, { now: new Date(now + 60_000) });
    expect(sent).toEqual(['lease@example.com']);
  });

  it('renews the claim while a slow send is in progress, so no other worker takes the job over', async () => {
    await enqueueMail(ctx.database.db, { message: mail('slow-send@example.com') });
    let finish: (() => void) | undefined;
    const sent: string[] = [];
    const slow: Mailer = {
      send: (m) =>
        new Promise<void>((resolve) => {
          finish = () => {
            sent.push(m.to);
            resolve();
          };
        }),
    };
    const first = deliverOutbox(ctx.database.db, slow, { leaseMs: 1_000, renewEveryMs: 100 });
    await new Promise((r) => setTimeout(r, 3_200)); // three leases without renewal
    const taken: string[] = [];
    const other: Mailer = { send: async (m) => void taken.push(m.to) };
    expect(await deliverOutbox(ctx.database.db, other, { leaseMs: 300 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [held] = await jobsTo('slow-send@example.com');
    expect(held!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    finish!();
    expect(await first).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent).toEqual(['slow-send@example.com']);
    expect(taken).toEqual([]);
    const [done] = await jobsTo('slow-send@example.com');
    expect(done).toMatchObject({ status: 'sent', lockedUntil: null, attempts: 1 });
  });
});
