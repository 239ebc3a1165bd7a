import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountCodes,
  appointments,
  contactMessages,
  doctors,
  doctorSearchChanges,
  newsletterSubscriptions,
  searchSlotChanges,
  sessions,
  outboxJobs,
  searchEvents,
} from '../src/db/schema/index.ts';
import { runRetention } from '../src/retention.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();
const DAY = 86_400_000;

describe('retention (privacy policy periods)', () => {
  it('deletes what the policy no longer keeps, and nothing else', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const db = ctx.database.db;
    const patient = await createTestUser(ctx.database);
    const [doctor] = await db.select({ id: doctors.id }).from(doctors).limit(1);
    // Slot changes (the search cache's log, decision 009): ten minutes. Those the seed logged go first.
    await db.delete(searchSlotChanges);
    const [oldChange] = await db
      .insert(searchSlotChanges)
      .values({ doctorId: doctor!.id, recordedAt: new Date(now.getTime() - 11 * 60_000) })
      .returning({ seq: searchSlotChanges.seq });
    // Search copy changes (decision 022): an hour. Those the seed logged go first.
    await db.delete(doctorSearchChanges);
    await db.insert(doctorSearchChanges).values([
      { doctorId: doctor!.id, recordedAt: new Date(now.getTime() - 61 * 60_000) },
      { doctorId: doctor!.id, recordedAt: new Date(now.getTime() - 59 * 60_000) },
    ]);

    // Appointments: two years after the visit.
    const visit = (days: number) => ({
      doctorId: doctor!.id,
      userId: patient.user.id,
      startsAt: ago(days),
      endsAt: new Date(ago(days).getTime() + 1_800_000),
      patientName: 'Mona Adel',
      phone: '+201001234567',
      email: patient.user.email,
    });
    const [oldVisit, recentVisit] = await db
      .insert(appointments)
      .values([visit(731), visit(700)])
      .returning({ id: appointments.id });

    // Contact messages: one year.
    const message = (days: number) => ({
      name: 'Omar',
      email: 'omar@example.com',
      comment: 'Hi',
      createdAt: ago(days),
    });
    const [oldMessage, recentMessage] = await db
      .insert(contactMessages)
      .values([message(366), message(300)])
      .returning({ id: contactMessages.id });

    // Newsletter: erased 30 days after unsubscribing, or 7 days after signing up when never confirmed;
    // confirmed subscribers stay.
    const reader = (email: string, unsubscribedDaysAgo: number | null, signedUpDaysAgo = 100, confirmed = true) => ({
      email,
      createdAt: ago(signedUpDaysAgo),
      confirmedAt: confirmed ? ago(signedUpDaysAgo) : null,
      unsubscribedAt: unsubscribedDaysAgo === null ? null : ago(unsubscribedDaysAgo),
    });
    await db
      .insert(newsletterSubscriptions)
      .values([
        reader('gone@example.com', 31),
        reader('leaving@example.com', 5),
        reader('staying@example.com', null),
        reader('never-confirmed@example.com', null, 8, false),
        reader('confirming@example.com', null, 6, false),
      ]);

    // Outbox: sent and failed mails 30 days after they finished; pending ones stay whatever their age.
    const job = (status: 'pending' | 'sent' | 'failed', finishedDaysAgo: number | null) => ({
      kind: 'mail',
      payload: { to: `${status}@example.com`, subject: 'S', text: 'T' },
      status,
      createdAt: ago(60),
      finishedAt: finishedDaysAgo === null ? null : ago(finishedDaysAgo),
    });
    const jobs = await db
      .insert(outboxJobs)
      .values([job('sent', 31), job('failed', 31), job('sent', 29), job('pending', null)])
      .returning({ id: outboxJobs.id });

    // Sessions: past the absolute end, or a week idle.
    const session = (expiresInDays: number, lastSeenDaysAgo: number) => ({
      userId: patient.user.id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(now.getTime() + expiresInDays * DAY),
      lastSeenAt: ago(lastSeenDaysAgo),
    });
    const [expired, idle, live] = await db
      .insert(sessions)
      .values([session(-1, 0), session(20, 8), session(20, 1)])
      .returning({ id: sessions.id });

    // An e-mail code past its end goes; a live reset link stays.
    const [deadCode, liveCode] = await db
      .insert(accountCodes)
      .values([
        { userId: patient.user.id, purpose: 'verify_email', codeHash: 'x', expiresAt: ago(1) },
        {
          userId: patient.user.id,
          purpose: 'reset_password',
          tokenHash: randomBytes(32).toString('hex'),
          expiresAt: new Date(now.getTime() + DAY),
        },
      ])
      .returning({ id: accountCodes.id });
    // Searches recorded for the dashboard: 90 days are shown, older ones go.
    const [, recentSearch] = await db
      .insert(searchEvents)
      .values([
        { at: new Date(now.getTime() - 100 * 86_400_000), results: 3 },
        { at: new Date(now.getTime() - 80 * 86_400_000), results: 0 },
      ])
      .returning({ id: searchEvents.id });

    const run = await runRetention(db, now);
    expect((await db.select({ id: searchEvents.id }).from(searchEvents)).map((r) => r.id)).toContain(recentSearch!.id);
    expect(run).toEqual({
      sessions: 2,
      accountCodes: 1,
      appointments: 1,
      contactMessages: 1,
      newsletter: 2,
      slotChanges: 1,
      searchChanges: 1,
      searchEvents: 1,
      outbox: 2,
      waitlist: 0,
    });

    const left = async <T extends { id: string }>(
      rows: T[],
      table: typeof appointments | typeof contactMessages | typeof sessions,
    ) =>
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((r) => r.id),
            ),
          )
      ).map((r) => r.id);
    expect(await left([oldVisit!, recentVisit!], appointments)).toEqual([recentVisit!.id]);
    expect(await left([oldMessage!, recentMessage!], contactMessages)).toEqual([recentMessage!.id]);
    expect((await left([expired!, idle!, live!], sessions)).sort()).toEqual([live!.id]);
    const jobsLeft = await db
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(
        inArray(
          outboxJobs.id,
          jobs.map((j) => j.id),
        ),
      );
    expect(jobsLeft.map((j) => j.id).sort()).toEqual([jobs[2]!.id, jobs[3]!.id].sort());
    const emails = (await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions))
      .map((r) => r.email)
      .filter((e) => e.endsWith('@example.com'));
    expect(emails.sort()).toEqual(['confirming@example.com', 'leaving@example.com', 'staying@example.com']);
    // The appointments inserted above logged their doctor just now: that change stays, the old one went.
    const changes = await db.select({ seq: searchSlotChanges.seq }).from(searchSlotChanges);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map((c) => c.seq)).not.toContain(oldChange!.seq);
    // The test user's own session (live) still signs in.
    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: patient.auth })).json().user.id).toBe(
      patient.user.id,
    );

    // A second run finds nothing more.
    const codesLeft = await db
      .select({ id: accountCodes.id })
      .from(accountCodes)
      .where(eq(accountCodes.userId, patient.user.id));
    expect(codesLeft.map((c) => c.id)).toEqual([liveCode!.id]);
    expect(deadCode).toBeTruthy();
    expect(await runRetention(db, now)).toEqual({
      sessions: 0,
      accountCodes: 0,
      appointments: 0,
      contactMessages: 0,
      newsletter: 0,
      slotChanges: 0,
      searchChanges: 0,
      searchEvents: 0,
      outbox: 0,
      waitlist: 0,
    });
    await db.delete(appointments).where(eq(appointments.userId, patient.user.id));
  });
});
