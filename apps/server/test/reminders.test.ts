import { count, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { appointments, doctors, outboxJobs, searchSlotChanges } from '../src/db/schema/index.ts';
import { enqueueDueReminders } from '../src/features/booking/reminders.ts';
import { deliverOutbox } from '../src/outbox/index.ts';
import type { MailMessage, Mailer } from '../src/shared/mail.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();

function recordingMailer(fail = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('smtp down');
      sent.push(message);
    },
  };
}

/** What the reminder task and the outbox worker do on one poll at `now`: returns how many mails were sent. */
async function runReminders(db: Db, mailer: Mailer, now: Date, batch = 50): Promise<number> {
  await enqueueDueReminders(db, now, batch);
  return (await deliverOutbox(db, mailer, { now, batch })).sent;
}

describe('appointment reminders', () => {
  it('mails each visit in the next 24 hours once, across concurrent pollers, never for cancelled ones', async () => {
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
    const user = await createTestUser(ctx.database);
    const now = new Date();
    const hours = (h: number) => new Date(now.getTime() + h * 3600_000);
    const base = { doctorId: doctor!.id, userId: user.user.id, phone: '+201001234567' };
    const rows = await ctx.database.db
      .insert(appointments)
      .values([
        {
          ...base,
          patientName: 'Due Soon',
          email: 'due1@example.com',
          startsAt: hours(2),
          endsAt: hours(2.5),
          language: 'en',
        },
        {
          ...base,
          patientName: 'Due Later',
          email: 'due2@example.com',
          startsAt: hours(23),
          endsAt: hours(23.5),
          language: 'ar',
        },
        { ...base, patientName: 'Not Yet', email: 'later@example.com', startsAt: hours(30), endsAt: hours(30.5) },
        {
          ...base,
          patientName: 'Cancelled',
          email: 'cancelled@example.com',
          startsAt: hours(5),
          endsAt: hours(5.5),
          status: 'cancelled' as const,
          cancelledBy: 'patient' as const,
        },
        { ...base, patientName: 'Over', email: 'over@example.com', startsAt: hours(-3), endsAt: hours(-2.5) },
        {
          ...base,
          patientName: 'Covered',
          email: 'covered@example.com',
          startsAt: hours(6),
          endsAt: hours(6.5),
          reminderSentAt: now,
        },
      ])
      .returning({ id: appointments.id });
    const mailer = recordingMailer();
    const counts = await Promise.all([
      runReminders(ctx.database.db, mailer, now, 1),
      runReminders(ctx.database.db, mailer, now, 1),
      runReminders(ctx.database.db, mailer, now, 1),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    // To the account's own address, whatever contact e-mail the booking holds.
    expect(mailer.sent.map((m) => m.to)).toEqual([user.user.email, user.user.email]);
    const english = mailer.sent.find((m) => m.text?.includes('Due Soon'))!;
    expect(english.subject).toBe('Reminder: your appointment is tomorrow · Tabib');
    expect(english.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');
    expect(mailer.sent.find((m) => m.text?.includes('Due Later'))!.subject).toBe('تذكير: موعدك غداً · طبيب');

    // Later runs send nothing new; the 30-hour one becomes due once its time comes.
    expect(await runReminders(ctx.database.db, mailer, now)).toBe(0);
    expect(await runReminders(ctx.database.db, mailer, hours(7))).toBe(1);
    expect(mailer.sent.at(-1)!.text).toContain('Not Yet');
    expect(await runReminders(ctx.database.db, mailer, hours(7))).toBe(0);
    expect(mailer.sent).toHaveLength(3);
    await ctx.database.db.delete(appointments).where(
      inArray(
        appointments.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('retries a reminder whose mail could not be sent on a later run, once its backoff has passed', async () => {
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).offset(1).limit(1);
    const user = await createTestUser(ctx.database);
    const now = new Date();
    const [row] = await ctx.database.db
      .insert(appointments)
      .values({
        doctorId: doctor!.id,
        userId: user.user.id,
        patientName: 'Retry Me',
        phone: '+201001234567',
        email: 'retry@example.com',
        startsAt: new Date(now.getTime() + 3600_000),
        endsAt: new Date(now.getTime() + 5400_000),
      })
      .returning({ id: appointments.id });
    expect(await runReminders(ctx.database.db, recordingMailer(true), now)).toBe(0);
    const [job] = await ctx.database.db
      .select()
      .from(outboxJobs)
      .where(like(outboxJobs.dedupeKey, `reminder:${row!.id}:%`));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: smtp down', lockedUntil: null });
    const mailer = recordingMailer();
    expect(await runReminders(ctx.database.db, mailer, now)).toBe(0);
    expect(await runReminders(ctx.database.db, mailer, new Date(now.getTime() + 2_000))).toBe(1);
    expect(mailer.sent[0]!.to).toBe(user.user.email);
    expect(await runReminders(ctx.database.db, mailer, new Date(now.getTime() + 60_000))).toBe(0);
  });

  it('finds and claims reminders without touching appointments, so search caches keep their answers', async () => {
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).offset(2).limit(1);
    const user = await createTestUser(ctx.database);
    const now = new Date();
    await ctx.database.db.insert(appointments).values({
      doctorId: doctor!.id,
      userId: user.user.id,
      patientName: 'Quiet Claim',
      phone: '+201001234567',
      email: 'quiet@example.com',
      startsAt: new Date(now.getTime() + 3600_000),
      endsAt: new Date(now.getTime() + 5400_000),
    });
    const changes = async () => (await ctx.database.db.select({ n: count() }).from(searchSlotChanges))[0]!.n;
    const before = await changes();
    const mailer = recordingMailer();
    expect(await runReminders(ctx.database.db, mailer, now)).toBeGreaterThanOrEqual(1);
    expect(mailer.sent.map((m) => m.to)).toContain(user.user.email);
    expect(await changes()).toBe(before);
  });

  it('marks visits booked less than a day ahead as reminded: the confirmation is enough', async () => {
    const { reminderAlreadyCovered } = await import('../src/features/booking/book-appointment.ts');
    const now = Date.now();
    expect(reminderAlreadyCovered(now + 3600_000, now)).toEqual(new Date(now));
    expect(reminderAlreadyCovered(now + 48 * 3600_000, now)).toBeNull();
  });

  it('links a telehealth reminder to its visit page under PUBLIC_URL, and says the way there without it', async () => {
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).offset(5).limit(1);
    const user = await createTestUser(ctx.database);
    const now = new Date();
    const [row] = await ctx.database.db
      .insert(appointments)
      .values({
        doctorId: doctor!.id,
        userId: user.user.id,
        phone: '+201001234567',
        patientName: 'Video Patient',
        email: 'video@example.com',
        startsAt: new Date(now.getTime() + 3 * 3600_000),
        endsAt: new Date(now.getTime() + 3.5 * 3600_000),
        language: 'en',
        visitType: 'telehealth',
      })
      .returning({ id: appointments.id });
    const mailer = recordingMailer();
    await enqueueDueReminders(ctx.database.db, now, 50, { origin: 'https://tabib.example/' });
    await deliverOutbox(ctx.database.db, mailer, { now, batch: 50 });
    const mail = mailer.sent.find((m) => m.to === user.user.email);
    expect(mail?.text).toContain(`Join the visit: https://tabib.example/visits/${row!.id}\n`);

    const { appointmentMail } = await import('../src/features/booking/booking-mail.ts');
    const { findOwnAppointment } = await import('../src/features/booking/booking-queries.ts');
    const own = await findOwnAppointment(ctx.database.db, row!.id, user.user.id);
    expect(appointmentMail(own!, 'reminder', 'en').text).toContain('Join the visit from My Appointments on Tabib');
    expect(appointmentMail(own!, 'cancelled', 'en').text).not.toContain('Join the visit');
  });
});
