import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { doctors, doctorWeeklyHours } from '../src/db/schema/index.ts';
import { fold } from '../src/features/booking/ics.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useOutboxDelivery, useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(0, '127.0.0.1');
await once(smtp.server, 'listening');
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Tabib <no-reply@tabib.test>' });
useOutboxDelivery(ctx);

async function waitForMail(to: string, count: number): Promise<Received[]> {
  for (let i = 0; i < 100; i++) {
    const mine = inbox.filter((m) => m.to.includes(to));
    if (mine.length >= count) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} mails to ${to}, got ${inbox.filter((m) => m.to.includes(to)).length}`);
}

/** The decoded body of the MIME part with this content type. */
function part(raw: string, contentType: string): string {
  const at = raw.indexOf(`Content-Type: ${contentType}`);
  expect(at, `no ${contentType} part`).toBeGreaterThan(-1);
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64').toString('utf8');
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?B\?([^?]*)\?=\s*/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .trim();
}

async function prepareDoctor() {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1);
  const id = row!.id;
  await ctx.database.db.update(doctors).set({ slotMinutes: 30 }).where(eq(doctors.id, id));
  await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, id));
  await ctx.database.db
    .insert(doctorWeeklyHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: id, weekday, startsAt: '09:00', endsAt: '12:00' })));
  return id;
}

/** Checks the iCalendar structure: CRLF only, no line over 75 octets, one event with the times. */
function expectValidIcs(ics: string, start: string, end: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = ics.split('\r\n').slice(0, -1);
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded).toContain('VERSION:2.0');
  expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(unfolded).toContain('END:VCALENDAR');
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(unfolded).toContain(`DTSTART:${utc(start)}`);
  expect(unfolded).toContain(`DTEND:${utc(end)}`);
  expect(unfolded.some((l) => /^UID:.+@tabib$/.test(l))).toBe(true);
  expect(unfolded.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  return unfolded;
}

describe('appointment mail', () => {
  it('sends a localised confirmation with a valid .ics, then on reschedule and cancel', async () => {
    const doctorId = await prepareDoctor();
    const user = await createTestUser(ctx.database, { email: 'patient-mail@example.com' });
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json().items;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { ...user.auth, 'accept-language': 'ar' },
      payload: {
        doctorId,
        startsAt: slots[0].startsAt,
        patientName: 'منى عادل',
        phone: '01001234567',
        email: 'patient-mail@example.com',
      },
    });
    expect(booked.statusCode).toBe(201);
    const [confirmation] = await waitForMail('patient-mail@example.com', 1);
    expect(decodeSubject(confirmation!.raw)).toBe('تم تأكيد موعدك · طبيب');
    expect(confirmation!.raw).toMatch(/^From: Tabib <no-reply@tabib\.test>/m);
    const text = part(confirmation!.raw, 'text/plain');
    expect(text).toContain('مرحباً منى عادل');
    expect(text).toContain(`د/ ${booked.json().doctor.name}`);
    const ics = part(confirmation!.raw, 'text/calendar');
    const lines = expectValidIcs(ics, slots[0].startsAt, slots[0].endsAt);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(`SUMMARY:موعد مع د/ ${booked.json().doctor.name}`);

    const id = booked.json().id as string;
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/appointments/${id}?lang=en`,
      headers: user.auth,
      payload: { startsAt: slots[3].startsAt },
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = await waitForMail('patient-mail@example.com', 2);
    expect(decodeSubject(afterMove[1]!.raw)).toBe('Your appointment has been moved · Tabib');
    const movedIcs = expectValidIcs(part(afterMove[1]!.raw, 'text/calendar'), slots[3].startsAt, slots[3].endsAt);
    expect(movedIcs.find((l) => l.startsWith('UID:'))).toBe(lines.find((l) => l.startsWith('UID:')));

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/cancel?lang=en`,
      headers: user.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const afterCancel = await waitForMail('patient-mail@example.com', 3);
    expect(decodeSubject(afterCancel[2]!.raw)).toBe('Your appointment has been cancelled · Tabib');
    const cancelIcs = expectValidIcs(part(afterCancel[2]!.raw, 'text/calendar'), slots[3].startsAt, slots[3].endsAt);
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');

    const download = await ctx.app.inject({
      url: `/api/v1/appointments/${id}/calendar.ics?lang=en`,
      headers: user.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const downloaded = expectValidIcs(download.body, slots[3].startsAt, slots[3].endsAt);
    expect(downloaded).toContain('METHOD:PUBLISH');
  });

  it("mails the booking only to the account's own address, never to a contact e-mail typed in the form", async () => {
    const doctorId = await prepareDoctor();
    const user = await createTestUser(ctx.database, { email: 'account-owner@example.com' });
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 3);
    const slots = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json().items;
    const v1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments?lang=en',
      headers: user.auth,
      payload: {
        doctorId,
        startsAt: slots[0].startsAt,
        patientName: 'You won a prize',
        phone: '01001234567',
        email: 'victim-v1@example.com',
      },
    });
    expect(v1.statusCode, v1.body).toBe(201);
    // The contact address is kept for the clinic.
    expect(v1.json().email).toBe('victim-v1@example.com');
    const compat = await ctx.app.inject({
      method: 'POST',
      url: '/compat/create-appointment?lang=en',
      headers: user.auth,
      payload: {
        DoctorId: doctorId,
        startsAt: slots[1].startsAt,
        Name: 'You won a prize',
        PhoneNumber: '01001234567',
        Email: 'victim-compat@example.com',
        userId: user.user.id,
      },
    });
    expect(compat.statusCode, compat.body).toBe(201);
    const mine = await waitForMail('account-owner@example.com', 2);
    expect(mine.map((m) => decodeSubject(m.raw))).toEqual([
      'Your appointment is confirmed · Tabib',
      'Your appointment is confirmed · Tabib',
    ]);
    // Other mails may still be on their way: give them the time the two above took, then look.
    await new Promise((r) => setTimeout(r, 300));
    const elsewhere = inbox.filter((m) => m.to.some((to) => to.startsWith('victim-')));
    expect(elsewhere).toEqual([]);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'موعد مع الطبيب '.repeat(10)}`;
    const folded = fold(line);
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(fold('SHORT:line')).toBe('SHORT:line');
  });
});
