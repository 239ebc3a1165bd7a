/**
 * GET /metrics (decision 036): Prometheus text format behind a bearer METRICS_TOKEN (401 without it, 404
 * when none is configured), and after some traffic the histograms and counters have moved: request
 * durations by route pattern and status, bookings, cancellations, mails sent and failed, the outbox queue,
 * the database pool and the event-loop delay.
 */
import { describe, expect, it } from 'vitest';
import { addDays, wallClockAt } from '../src/features/booking/time-zone.ts';
import { deliverOutbox, enqueueMail } from '../src/outbox/index.ts';
import type { Mailer } from '../src/shared/mail.ts';
import { prepareDoctors } from './support/database-copies.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const token = 'metrics-token-for-the-tests-0123456789';
const ctx = useTestApp({ METRICS_TOKEN: token });
const unset = useTestApp({});

async function scrape(): Promise<string> {
  const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one series (`name{labels}`), 0 when absent. */
function value(text: string, series: string): number {
  const escaped = series.replace(/[{}"=,.\\/:]/g, (c) => `\\${c}`);
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

describe('/metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, whatever is sent', async () => {
    const res = await unset.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration');
  });

  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${token}x`, token, `Basic ${token}`]) {
      const res = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('shows the histograms and counters moving after traffic', async () => {
    const before = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'tabib_db_pool_connections{state="total"}',
      'tabib_outbox_pending_jobs',
      'tabib_outbox_oldest_due_age_seconds',
    ]) {
      expect(before).toContain(name);
    }
    const slotsRoute =
      'http_request_duration_seconds_count{method="GET",route="/api/v1/doctors/:id/slots",status_code="200"}';
    const bookedRoute =
      'http_request_duration_seconds_count{method="POST",route="/api/v1/appointments",status_code="201"}';

    // Traffic: slots, a booking, its cancellation, an unknown path.
    const [doctorId] = await prepareDoctors(ctx.database, 1);
    const patient = await createTestUser(ctx.database);
    const day = addDays(wallClockAt(Date.now(), 'Africa/Cairo').date, 2);
    const slots = (await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=1` })).json().items;
    await ctx.app.inject({ url: `/api/v1/doctors/${doctorId}/slots?from=${day}&days=2` });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: patient.auth,
      payload: {
        doctorId,
        startsAt: slots[0].startsAt,
        patientName: 'Metrics',
        phone: '01001234567',
        email: patient.user.email,
      },
    });
    expect(booked.statusCode).toBe(201);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booked.json().id}/cancel`,
      headers: patient.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    await ctx.app.inject({ url: '/api/v1/no-such-thing' });

    const queued = await scrape();
    expect(value(queued, 'tabib_outbox_pending_jobs')).toBeGreaterThanOrEqual(2); // the two mails
    expect(value(queued, 'tabib_outbox_due_jobs')).toBeGreaterThanOrEqual(2);

    // Mails: the two sent, then one that fails and will be retried.
    const ok: Mailer = { send: async () => {} };
    const sent = await deliverOutbox(ctx.database.db, ok);
    expect(sent.sent).toBeGreaterThanOrEqual(2);
    await enqueueMail(ctx.database.db, { message: { to: 'metrics-fail@example.com', subject: 'x', text: 'y' } });
    const failing: Mailer = { send: async () => Promise.reject(new Error('mail server says no')) };
    expect((await deliverOutbox(ctx.database.db, failing)).retrying).toBe(1);

    const after = await scrape();
    expect(value(after, slotsRoute) - value(before, slotsRoute)).toBe(2);
    expect(value(after, bookedRoute) - value(before, bookedRoute)).toBe(1);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/v1\/doctors\/:id\/slots",status_code="200"\} \d+$/m,
    );
    expect(
      value(after, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThan(0);
    // Never a raw path as a label: one series per route pattern.
    expect(after).not.toContain(`route="/api/v1/doctors/${doctorId}`);
    expect(value(after, 'tabib_bookings_total') - value(before, 'tabib_bookings_total')).toBe(1);
    expect(
      value(after, 'tabib_cancellations_total{by="patient"}') -
        value(before, 'tabib_cancellations_total{by="patient"}'),
    ).toBe(1);
    expect(value(after, 'tabib_mails_sent_total') - value(before, 'tabib_mails_sent_total')).toBe(sent.sent);
    expect(
      value(after, 'tabib_mails_failed_total{outcome="retrying"}') -
        value(before, 'tabib_mails_failed_total{outcome="retrying"}'),
    ).toBe(1);
    expect(value(after, 'tabib_outbox_pending_jobs')).toBe(1); // the failing one, waiting for its retry
    expect(value(after, 'tabib_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});
