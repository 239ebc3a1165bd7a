/**
 * Mails survive what used to lose them, with real server processes and a real local SMTP server. Runs on
 * both engines:
 * - a process killed (kill -9) right after answering 201 sends the confirmation after its restart;
 * - a booking made while the mail server is down gets its confirmation once the server is back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxJobs } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import type { MailMessage } from '../src/shared/mail.ts';
import { prepareDoctors } from './support/database-copies.ts';
import { bearer, http } from './support/http.ts';
import { useMailProcesses } from './support/mail-processes.ts';
import { waitFor, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const processes = useMailProcesses();

async function book(server: ServerProcess, patient: TestUser, doctorId: string, startsAt: string) {
  return http(server.url, '/api/v1/appointments', {
    method: 'POST',
    headers: { ...bearer(patient.token), 'accept-language': 'en' },
    body: { doctorId, startsAt, patientName: 'Outbox Test', phone: '01001234567', email: patient.user.email },
  });
}

describe(`mails and crashes (${testEngine})`, () => {
  it('sends the confirmation of a booking answered 201 by a process killed at once, after its restart', async () => {
    // Users and hours go in before the server starts (PGlite admits one process at a time).
    const setup = processes.copy.open();
    const [doctorId] = await prepareDoctors(setup, 1);
    const killed = await createTestUser(setup);
    const waiting = await createTestUser(setup);
    await setup.close();

    // The mail server is down: whatever the worker tries before the kill fails.
    const first = await processes.start();
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await http(first.url, `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1`)).body.items;
    const booked = await book(first, killed, doctorId!, slots[0].startsAt);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await first.kill();
    expect((await first.exited).signal).toBe('SIGKILL');

    const after = processes.copy.open();
    try {
      const jobs = await after.db.select().from(outboxJobs).where(eq(outboxJobs.status, 'pending'));
      expect(jobs.map((j) => (j.payload as MailMessage).to)).toContain(killed.user.email);
    } finally {
      await after.close();
    }

    const firstInbox = await processes.openInbox();
    const second = await processes.start();
    await waitFor(
      'the confirmation after the restart',
      async () => firstInbox.to(killed.user.email).length > 0,
      60_000,
    );

    // Now the mail server goes down, a booking is made, and the server comes back a few seconds later.
    await firstInbox.close();
    const late = await book(second, waiting, doctorId!, slots[1].startsAt);
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(firstInbox.to(waiting.user.email)).toEqual([]);
    const back = await processes.openInbox();
    await waitFor(
      'the confirmation once the mail server is back',
      async () => back.to(waiting.user.email).length > 0,
      60_000,
    );

    // Each exactly once, even after a while.
    await new Promise((r) => setTimeout(r, 2_000));
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(firstInbox.to(killed.user.email)).toHaveLength(1);
    expect(back.to(waiting.user.email)).toHaveLength(1);
    expect(back.to(killed.user.email)).toHaveLength(0);
    const final = processes.copy.open();
    try {
      const jobs = await final.db.select().from(outboxJobs);
      const mine = jobs.filter((j) => [killed.user.email, waiting.user.email].includes((j.payload as MailMessage).to));
      expect(mine.map((j) => j.status)).toEqual(['sent', 'sent']);
      const late = mine.find((j) => (j.payload as MailMessage).to === waiting.user.email)!;
      expect(late.attempts).toBeGreaterThan(1);
    } finally {
      await final.close();
    }
  }, 240_000);
});
