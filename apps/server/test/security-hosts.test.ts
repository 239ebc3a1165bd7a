import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { appointments, doctors, doctorWeeklyHours, newsletterSubscriptions } from '../src/db/schema/index.ts';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { useOutboxDelivery, useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

/**
 * Links in mails are built from PUBLIC_URL, or without it only from a Host in ALLOWED_HOSTS: a request for
 * any other host is refused with 400 host_not_allowed by every route that mails, and nothing is sent.
 */
const inbox: { to: string[]; raw: string }[] = [];
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
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const ctx = useTestApp({
  SMTP_URL,
  ALLOWED_HOSTS: ['localhost', 'tabib.test:8443'],
  OIDC_ISSUER: 'http://127.0.0.1:9',
  OIDC_CLIENT_ID: 'tabib',
});
const behindPublicUrl = useTestApp({ SMTP_URL, PUBLIC_URL: 'https://tabib.example' });
// Mail leaves through the outbox's worker, as in a server process.
useOutboxDelivery(ctx);
useOutboxDelivery(behindPublicUrl);

let ip = 0;
function signUp(app: typeof ctx, email: string, host: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter?lang=en',
    headers: { host },
    payload: { email },
    remoteAddress: `10.40.0.${ip++}`,
  });
}

async function stored(email: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.n ?? 0;
}

function linkIn(raw: string): string {
  const at = raw.indexOf('Content-Type: text/plain');
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const text = Buffer.from(raw.slice(start, raw.indexOf('\r\n--', start)).replace(/\s+/g, ''), 'base64').toString();
  return /https?:\/\/\S+/.exec(text)![0];
}

async function mailsTo(address: string, expected: number) {
  for (let i = 0; i < 100 && inbox.filter((m) => m.to.includes(address)).length < expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return inbox.filter((m) => m.to.includes(address));
}

describe('ALLOWED_HOSTS', () => {
  it('a newsletter sign-up for a foreign Host is a localised 400 host_not_allowed: nothing stored, nothing sent', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', 'tabib.test:9999']) {
      const res = await signUp(ctx, 'victim@example.com', host);
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toEqual({
        code: 'host_not_allowed',
        message: "This address is not one of Tabib's. Open the site from its own address.",
      });
    }
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { host: 'evil.example' },
      payload: { email: 'victim@example.com' },
      remoteAddress: '10.40.1.1',
    });
    expect(arabic.json().error.message).toBe('هذا العنوان غير معروف لطبيب. افتح الموقع من عنوانه الصحيح.');
    expect(await stored('victim@example.com')).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.filter((m) => m.to.includes('victim@example.com'))).toEqual([]);
  });

  it('an allowed Host, with any port unless the entry names one, builds the links', async () => {
    expect((await signUp(ctx, 'local@example.com', 'localhost:3000')).statusCode).toBe(202);
    const [mail] = await mailsTo('local@example.com', 1);
    expect(linkIn(mail!.raw)).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
    expect((await signUp(ctx, 'ported@example.com', 'tabib.test:8443')).statusCode).toBe(202);
    const [ported] = await mailsTo('ported@example.com', 1);
    expect(linkIn(ported!.raw)).toMatch(/^http:\/\/tabib\.test:8443\/newsletter\/confirm\?token=/);
  });

  it('with PUBLIC_URL, links come from it and its host is allowed', async () => {
    expect((await signUp(behindPublicUrl, 'public@example.com', 'tabib.example')).statusCode).toBe(202);
    const [mail] = await mailsTo('public@example.com', 1);
    expect(linkIn(mail!.raw)).toMatch(/^https:\/\/tabib\.example\/newsletter\/confirm\?token=/);
    expect((await signUp(behindPublicUrl, 'public2@example.com', 'evil.example')).statusCode).toBe(400);
  });

  it('booking routes (they mail) refuse a foreign Host on both APIs and book nothing', async () => {
    const [doctor] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
    await ctx.database.db.delete(doctorWeeklyHours).where(eq(doctorWeeklyHours.doctorId, doctor!.id));
    await ctx.database.db
      .insert(doctorWeeklyHours)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ doctorId: doctor!.id, weekday, startsAt: '09:00', endsAt: '12:00' })),
      );
    const from = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await ctx.app.inject(`/api/v1/doctors/${doctor!.id}/slots?from=${from}&days=2`)).json().items;
    const patient = await createTestUser(ctx.database);
    const body = {
      doctorId: doctor!.id,
      startsAt: slots[0].startsAt,
      patientName: 'Mona',
      phone: '01001234567',
      email: patient.user.email,
    };
    const v1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { ...patient.auth, host: 'evil.example' },
      payload: body,
    });
    expect(v1.statusCode).toBe(400);
    expect(v1.json().error.code).toBe('host_not_allowed');
    const compat = await ctx.app.inject({
      method: 'POST',
      url: '/compat/create-appointment',
      headers: { ...patient.auth, host: 'evil.example' },
      payload: {
        DoctorId: doctor!.id,
        startsAt: slots[0].startsAt,
        Name: 'Mona',
        PhoneNumber: '01001234567',
        Email: patient.user.email,
        userId: patient.user.id,
      },
    });
    expect(compat.statusCode).toBe(400);
    expect(compat.json().code).toBe('host_not_allowed');
    expect(await ctx.database.db.select().from(appointments).where(eq(appointments.userId, patient.user.id))).toEqual(
      [],
    );
    const allowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: patient.auth,
      payload: body,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('an OpenID sign-in started for a foreign Host never builds a redirect URI from it', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/auth/oidc/sso/start', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=oidc_failed');
  });

  it('is validated at start, naming the variable', () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual(['localhost', '127.0.0.1']);
    expect(loadConfig({ ALLOWED_HOSTS: ' tabib.eg , [::1]:3000,10.0.0.5 ' }).ALLOWED_HOSTS).toEqual([
      'tabib.eg',
      '[::1]:3000',
      '10.0.0.5',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://tabib.eg' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: '*' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: ' , ' })).toThrow(/ALLOWED_HOSTS/);
  });
});
