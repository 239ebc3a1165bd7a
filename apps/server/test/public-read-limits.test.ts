import { DOCTOR_PAGE_MAX, DOCTOR_QUERY_MAX } from '@tabib/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { flushSearchLog } from '../src/features/doctors/index.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * The public reads anyone may ask without signing in each bound the work one request can cause (issue 41):
 * a name or medicine query's length, a slot list's days, a search's page depth (no page starts past the
 * matches a search counts). Past a bound the answer is a
 * 400 naming the field and its code, in the request's language, never a 500, and nothing is recorded or
 * changed.
 */
const ctx = useTestApp();

const messages = {
  en: 'Some of the data is not valid. Check it and try again.',
  ar: 'بعض البيانات غير صحيحة. راجعها وحاول مرة أخرى.',
};

async function counts() {
  await flushSearchLog(ctx.database.db);
  const [row] = rowsOf<{ events: number; views: number; appointments: number }>(
    await ctx.database.db.execute(sql`select (select count(*)::int from search_events) as events,
      (select count(*)::int from medicine_view_days) as views, (select count(*)::int from appointments) as appointments`),
  );
  return row;
}

describe('limits of the public reads', () => {
  it('refuses each read past its bound with a 400 naming the field, in Arabic and English, changing nothing', async () => {
    const doctors = (await ctx.app.inject('/api/v1/doctors?lang=en&limit=1')).json();
    const doctorId = doctors.items[0].id as string;
    const before = await counts();
    const cases: [string, string, string][] = [
      [`/api/v1/doctors?q=${'x'.repeat(DOCTOR_QUERY_MAX + 1)}`, 'q', 'q_too_long'],
      [`/api/v1/doctors?page=${DOCTOR_PAGE_MAX + 1}`, 'page', 'page_too_large'],
      [`/api/v1/doctors?page=99999999999999999999999`, 'page', 'page_too_large'],
      // Past the matches counted (DOCTOR_TOTAL_CAP), where the answer says only "1,000+".
      [`/api/v1/doctors?page=85&limit=12`, 'page', 'page_too_large'],
      [`/api/v1/doctors?page=21&limit=50`, 'page', 'page_too_large'],
      [`/api/v1/medicines?q=${'x'.repeat(101)}`, 'q', 'q_too_long'],
      [`/api/v1/medicines?q=${encodeURIComponent('دواء '.repeat(21))}`, 'q', 'q_too_long'],
      [`/api/v1/doctors/${doctorId}/slots?days=32`, 'days', 'days_invalid'],
      [`/api/v1/doctors/${doctorId}/slots?days=100000`, 'days', 'days_invalid'],
      [`/api/v1/doctors/${doctorId}/slots?days=0`, 'days', 'days_invalid'],
      [`/api/v1/doctors/${doctorId}/slots?days=7.5`, 'days', 'days_invalid'],
    ];
    for (const [url, field, code] of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await ctx.app.inject(`${url}&lang=${lang}`);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toMatchObject({
          code: 'validation_failed',
          message: messages[lang],
          fields: { [field]: code },
        });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('answers each read at its bound', async () => {
    const doctors = (await ctx.app.inject('/api/v1/doctors?lang=en&limit=1')).json();
    const doctorId = doctors.items[0].id as string;
    for (const url of [
      `/api/v1/doctors?q=${'x'.repeat(DOCTOR_QUERY_MAX)}`,
      `/api/v1/doctors?page=${DOCTOR_PAGE_MAX}&limit=1`,
      `/api/v1/doctors?page=84&limit=12`,
      `/api/v1/doctors?page=20&limit=50`,
      `/api/v1/medicines?q=${'x'.repeat(100)}`,
      `/api/v1/doctors/${doctorId}/slots?days=31`,
    ]) {
      expect((await ctx.app.inject(`${url}&lang=en`)).statusCode, url).toBe(200);
    }
  });
});
