/**
 * The footer's newsletter form without JavaScript (POST /newsletter, issue 35): the same double opt-in as the
 * API, answered with a redirect back to the page the form was on, in its language, with what happened in
 * `?newsletter=`. New, pending and confirmed addresses get the same answer; bad input, a bad body and too many
 * sign-ups go back with their reason, never an error page.
 */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, outboxJobs } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ PUBLIC_URL: 'https://tabib.example' });
let counter = 0;
const nextAddress = () => `10.35.${(counter >> 8) & 255}.${counter++ & 255}`;

/** A browser's form post from one of the site's pages. */
function post(query: string, form: Record<string, string> | string, headers: Record<string, string> = {}, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/newsletter${query}`,
    payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    remoteAddress: ip ?? nextAddress(),
  });
}

async function subscription(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function rows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

/** The mails the outbox holds for `email`, with their text. */
async function mailsTo(email: string) {
  const rows = await ctx.database.db
    .select({ payload: outboxJobs.payload })
    .from(outboxJobs)
    .where(sql`lower(${outboxJobs.payload}->>'to') = lower(${email})`);
  return rows.map((row) => row.payload as { subject: string; text: string });
}

describe('the newsletter form without JavaScript', () => {
  it('signs a new address up (pending, one confirmation mail) and sends the reader back to the page, in English', async () => {
    const res = await post('?lang=en', { email: 'Page.Reader@Example.com', back: '/faq?lang=en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/faq?lang=en&newsletter=confirmation_sent#newsletter');
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await subscription('page.reader@example.com');
    expect(row).toMatchObject({ language: 'en', confirmedAt: null, unsubscribedAt: null });
    const mails = await mailsTo('page.reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your Tabib newsletter subscription');
    expect(mails[0]!.text).toContain(`https://tabib.example/newsletter/confirm?token=${row!.confirmToken}&lang=en`);
  });

  it('answers a pending and a confirmed address exactly as a new one, and sends them nothing more (Arabic)', async () => {
    const form = { email: 'known@example.com', back: '/medicine-library?q=panadol&lang=ar' };
    const first = await post('?lang=ar', form);
    const location = '/medicine-library?q=panadol&lang=ar&newsletter=confirmation_sent#newsletter';
    expect(first.headers.location).toBe(location);
    expect((await subscription('known@example.com'))?.language).toBe('ar');
    const [mail] = await mailsTo('known@example.com');
    expect(mail!.subject).toBe('أكّد اشتراكك في نشرة طبيب');

    // Pending: the same answer, no second mail.
    const pending = await post('?lang=ar', { ...form, email: ' KNOWN@example.com ' });
    expect(pending.statusCode).toBe(303);
    expect(pending.headers.location).toBe(location);
    expect(await mailsTo('known@example.com')).toHaveLength(1);

    // Confirmed: the same answer again, nothing sent.
    await ctx.database.db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, 'known@example.com'));
    const confirmed = await post('?lang=ar', form);
    expect(confirmed.headers.location).toBe(location);
    expect(await mailsTo('known@example.com')).toHaveLength(1);
  });

  it('sends a bad address back with its reason, in the page’s language, storing nothing', async () => {
    const before = await rows();
    for (const [query, lang] of [
      ['?lang=en', 'en'],
      ['?lang=ar', 'ar'],
    ] as const) {
      for (const email of ['nope', '', `${'a'.repeat(250)}@x.io`]) {
        const res = await post(query, { email, back: `/aboutus?lang=${lang}` });
        expect(res.statusCode, email).toBe(303);
        expect(res.headers.location).toBe(`/aboutus?lang=${lang}&newsletter=invalid_email#newsletter`);
      }
    }
    // No field at all, no body, a body of another type, a body too large: the same, never a 500.
    expect((await post('?lang=en', { back: '/faq' })).headers.location).toBe(
      '/faq?lang=en&newsletter=invalid_email#newsletter',
    );
    expect((await post('?lang=en', '')).headers.location).toBe('/?lang=en&newsletter=invalid_email#newsletter');
    const json = await post('?lang=en', '{"email":', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(303);
    expect(json.headers.location).toBe('/?lang=en&newsletter=invalid_email#newsletter');
    const multipart = await post('?lang=en', 'x', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(multipart.statusCode).toBe(303);
    const large = await post('?lang=en', { email: 'big@example.com', back: `/faq?x=${'a'.repeat(2000)}` });
    expect(large.statusCode).toBe(303);
    expect(large.headers.location).toBe('/?lang=en&newsletter=invalid_email#newsletter');
    expect(await rows()).toBe(before);
    // The redirects are this form's alone: the API still answers its own errors as JSON.
    const api = await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'nope' } });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe('validation_failed');
  });

  it('goes back only to a page of this site, replacing an earlier outcome', async () => {
    for (const back of ['https://evil.example/faq', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await post('?lang=en', { email: 'nope', back });
      expect(res.headers.location, back).toBe('/?lang=en&newsletter=invalid_email#newsletter');
    }
    const again = await post('', { email: 'again@example.com', back: '/service?newsletter=invalid_email' });
    expect(again.headers.location).toBe('/service?newsletter=confirmation_sent#newsletter');
    // Without a `back`, the page named by the Referer (one of this site's).
    const referred = await post('?lang=ar', { email: 'nope' }, { referer: 'http://localhost/faq?lang=ar' });
    expect(referred.headers.location).toBe('/faq?lang=ar&newsletter=invalid_email#newsletter');
  });

  it('allows ten sign-ups a minute per address, then sends the reader back with the reason', async () => {
    const ip = '10.35.250.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await post('?lang=en', { email: `burst-${i}@example.com`, back: '/faq' }, {}, ip);
      expect(res.headers.location).toBe('/faq?lang=en&newsletter=confirmation_sent#newsletter');
    }
    const limited = await post(
      '?lang=en',
      { email: 'burst-last@example.com', back: '/faq' },
      { referer: 'http://localhost/faq?lang=en' },
      ip,
    );
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe('/faq?lang=en&newsletter=rate_limited#newsletter');
    expect(await subscription('burst-last@example.com')).toBeUndefined();
  });
});

describe("the pages a newsletter mail's links open, without JavaScript", () => {
  it('confirms with one press and unsubscribes with another; bad and unknown tokens go back with their reason', async () => {
    const email = 'link.reader@example.com';
    await post('?lang=en', { email, back: '/' });
    const row = (await subscription(email))!;
    const press = (page: string, token: string, query = '?lang=en') => post(`/${page}${query}`, { token });

    const confirmed = await press('confirm', row.confirmToken!);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(
      `/newsletter/confirm?lang=en&token=${row.confirmToken}&done=1&email=l***%40example.com`,
    );
    expect((await subscription(email))!.confirmedAt).not.toBeNull();
    // The welcome mail, with the unsubscribe link, as the API's confirmation sends it.
    expect((await mailsTo(email)).map((m) => m.subject)).toHaveLength(2);

    const unsubscribed = await press('unsubscribe', row.unsubscribeToken, '?lang=ar');
    expect(unsubscribed.headers.location).toBe(
      `/newsletter/unsubscribe?lang=ar&token=${row.unsubscribeToken}&done=1&email=l***%40example.com`,
    );
    expect((await subscription(email))!.unsubscribedAt).not.toBeNull();

    const before = await rows();
    const unknown = await press('unsubscribe', '00000000-0000-4000-8000-000000000000');
    expect(unknown.headers.location).toBe(
      '/newsletter/unsubscribe?lang=en&token=00000000-0000-4000-8000-000000000000&error=not_found',
    );
    const bad = await press('confirm', 'not-a-token');
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/newsletter/confirm?lang=en&token=not-a-token&error=invalid_token');
    const badBody = await post('/confirm?lang=en', '%%%', { 'content-type': 'text/plain' });
    expect(badBody.statusCode).toBe(303);
    expect(badBody.headers.location).toBe('/newsletter/confirm?lang=en&error=invalid_token');
    expect(await rows()).toBe(before);
  });
});
