import type { MedicineInput } from '@tabib/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { medicines, medicineViewDays } from '../src/db/schema/index.ts';
import { seedMedicines } from '../src/features/medicines/seed-medicines.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';

const ctx = useTestApp();

async function medicineCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(medicines);
  return row?.n ?? 0;
}

function search(query: string, lang = 'en') {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/medicines?${query}&lang=${lang}` });
}

async function brands(query: string, lang = 'en'): Promise<string[]> {
  const res = await search(query, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((m: { brand: string }) => m.brand);
}

const valid: MedicineInput = {
  brandEn: 'Tabibol',
  brandAr: 'طبيبول',
  genericEn: 'Paracetamol',
  genericAr: 'باراسيتامول',
  form: 'tablet',
  strength: '500 mg',
  atcCode: 'n02be01',
  category: 'analgesics',
  descriptionEn: 'Tabibol contains paracetamol, a pain reliever and fever reducer.',
  descriptionAr: 'يحتوي طبيبول على باراسيتامول، وهو مسكن للألم وخافض للحرارة.',
  usesEn: ['Headache', 'Fever'],
  usesAr: ['الصداع', 'الحمى'],
  priceEgp: 42,
  prescription: false,
};

describe('medicine catalogue seed', () => {
  it('loads all 416 medicines once, and running again adds nothing', async () => {
    expect(await medicineCount()).toBe(416);
    expect(await seedMedicines(ctx.database.db)).toEqual({ medicines: 0 });
    expect(await medicineCount()).toBe(416);
  });

  it('lists the 26 categories with their counts, in both languages', async () => {
    const en = (await ctx.app.inject({ url: '/api/v1/medicine-categories?lang=en' })).json();
    expect(en.items).toHaveLength(26);
    const antibiotics = en.items.find((c: { slug: string }) => c.slug === 'antibiotics');
    expect(antibiotics).toMatchObject({ name: 'Antibiotics', medicineCount: 43 });
    const ar = (await ctx.app.inject({ url: '/api/v1/medicine-categories?lang=ar' })).json();
    expect(ar.items.find((c: { slug: string }) => c.slug === 'antibiotics').name).toBe('مضادات حيوية');
  });
});

describe('GET /api/v1/medicines', () => {
  it('finds by English brand, partial and case-insensitive', async () => {
    expect(await brands('q=panad')).toContain('Panadol');
    expect(await brands('q=AUGMENT')).toContain('Augmentin');
  });

  it('finds by English generic name', async () => {
    const res = await search('q=paracetamol&limit=100');
    expect(res.json().total).toBeGreaterThan(3);
    for (const m of res.json().items) expect(m.generic.toLowerCase()).toContain('paracetamol');
  });

  it('finds by Arabic brand and generic names, whatever the hamza or taa marbuta spelling', async () => {
    expect(await brands('q=بنادول', 'ar')).toContain('بنادول');
    // The catalogue writes إيتوريكوكسيب; a user typing a bare alef still finds it.
    expect(await brands('q=ايتوريكوكسيب', 'ar')).toContain('أركوكسيا');
    // Partial Arabic generic name.
    const partial = await search('q=باراسيتا', 'ar');
    expect(partial.json().total).toBeGreaterThan(3);
    expect(partial.json().items[0].generic).toMatch(/باراسيتامول/);
  });

  it('tolerates a typo', async () => {
    expect(await brands('q=panadoll')).toContain('Panadol');
    expect(await brands('q=augmantin')).toContain('Augmentin');
    expect(await brands('q=بنادل', 'ar')).toContain('بنادول');
    // Tolerant, not indiscriminate.
    expect((await search('q=zzqx')).json().total).toBe(0);
  });

  it('matches a query longer than a name as written only, so its cost stays bounded', async () => {
    const long = encodeURIComponent('Paracetamol + Pseudoephedrine + Chlorpheniramine');
    expect((await search(`q=${long}`)).json().total).toBeGreaterThan(0);
    const misspelt = encodeURIComponent('Paracetamol + Pseudoefedrine + Chlorpheniramine');
    expect((await search(`q=${misspelt}`)).json().total).toBe(0);
    // Up to 40 characters a misspelling is still forgiven.
    expect((await search(`q=${encodeURIComponent('Pseudoefedrine + Chlorpheniramine')}`)).json().total).toBeGreaterThan(
      0,
    );
  });

  it('treats LIKE wildcards as plain text', async () => {
    const res = await search('q=%25%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('filters by category and answers in the request language', async () => {
    const res = await search('category=antibiotics&limit=100', 'ar');
    expect(res.json().total).toBe(43);
    for (const m of res.json().items) expect(m.category).toEqual({ slug: 'antibiotics', name: 'مضادات حيوية' });
    const both = await search('category=antibiotics&q=augmentin');
    expect(both.json().total).toBeGreaterThan(0);
    expect((await search('category=analgesics&q=augmentin')).json().total).toBe(0);
  });

  it('counts every match, not only the page, and a page past the last still says how many', async () => {
    const first = (await search('q=amox&limit=12')).json();
    const second = (await search('q=amox&limit=12&page=2')).json();
    expect(first.total).toBeGreaterThan(1);
    expect(second.total).toBe(first.total);
    expect(first.items.length + second.items.length).toBe(first.total);
    const one = (await search('q=amox&limit=1')).json();
    expect(one).toMatchObject({ total: first.total, page: 1 });
    expect(one.items).toHaveLength(1);
    const past = (await search(`q=amox&limit=1&page=${first.total + 1}`)).json();
    expect(past).toMatchObject({ items: [], total: first.total });
    const none = (await search(`q=${'qzx'.repeat(33)}`)).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages within bounds', async () => {
    const first = (await search('limit=5&page=1&sort=name')).json();
    expect(first).toMatchObject({ total: 416, page: 1, limit: 5 });
    expect(first.items).toHaveLength(5);
    const second = (await search('limit=5&page=2&sort=name')).json();
    expect(second.items[0].id).not.toBe(first.items[4].id);
    const ids = new Set([...first.items, ...second.items].map((m: { id: string }) => m.id));
    expect(ids.size).toBe(10);
    const beyond = await search('limit=100&page=6');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toMatchObject({ items: [], total: 416, page: 6 });
  });

  it('refuses page 0, a limit too high and other nonsense with a 400', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['sort=cheapest', 'sort'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields[field], query).toBeDefined();
    }
  });
});

describe('GET /api/v1/medicines/:id', () => {
  it('answers by id and by slug, localised, without the audit for visitors', async () => {
    const bySlug = await ctx.app.inject({ url: '/api/v1/medicines/panadol-500-tablets?lang=ar' });
    expect(bySlug.statusCode).toBe(200);
    const body = bySlug.json();
    expect(body).toMatchObject({ brand: 'بنادول', generic: 'باراسيتامول', brandEn: 'Panadol', priceEgp: 45 });
    expect(body.uses).toContain('الصداع');
    expect(body.audit).toBeUndefined();
    const byId = await ctx.app.inject({ url: `/api/v1/medicines/${body.id}?lang=en` });
    expect(byId.json()).toMatchObject({ slug: 'panadol-500-tablets', brand: 'Panadol' });
  });

  it('answers 404 for an unknown medicine and 400 for a malformed reference', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/medicines/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ url: '/api/v1/medicines/no-such-medicine' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/medicines/${encodeURIComponent('a b;')}` })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/medicines/trending', () => {
  it('follows the curated order until views say otherwise', async () => {
    await ctx.database.db.delete(medicineViewDays);
    const curated = (await ctx.app.inject({ url: '/api/v1/medicines/trending?lang=en' })).json();
    expect(curated.items.map((m: { slug: string }) => m.slug)).toEqual([
      'panadol-500-tablets',
      'cataflam-50-tablets',
      'augmentin-875-125-tablets',
      'congestal-650-60-4-tablets',
    ]);

    // Two views beat one, and any view beats the curated order.
    for (const slug of ['concor-5-tablets', 'concor-5-tablets', 'zyrtec-10-tablets']) {
      expect((await ctx.app.inject({ url: `/api/v1/medicines/${slug}` })).statusCode).toBe(200);
    }
    const viewed = (await ctx.app.inject({ url: '/api/v1/medicines/trending?limit=4&lang=en' })).json();
    expect(viewed.items.map((m: { slug: string }) => m.slug)).toEqual([
      'concor-5-tablets',
      'zyrtec-10-tablets',
      'panadol-500-tablets',
      'cataflam-50-tablets',
    ]);
  });

  it('ignores views older than 30 days', async () => {
    await ctx.database.db.delete(medicineViewDays);
    const [old] = await ctx.database.db
      .select({ id: medicines.id })
      .from(medicines)
      .where(eq(medicines.slug, 'zyrtec-10-tablets'));
    await ctx.database.db.insert(medicineViewDays).values({ medicineId: old!.id, day: '2000-01-01', views: 1000 });
    const items = (await ctx.app.inject({ url: '/api/v1/medicines/trending' })).json().items;
    expect(items[0].slug).toBe('panadol-500-tablets');
  });

  it('refuses a limit outside 1..12', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/medicines/trending?limit=13' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/medicines/trending?limit=0' })).statusCode).toBe(400);
  });
});

describe('admin writes', () => {
  it('need a session (401) and the admin role (403), and change nothing otherwise', async () => {
    const patient = await createTestUser(ctx.database, { role: 'patient' });
    const doctor = await createTestUser(ctx.database, { role: 'doctor' });
    const [target] = await ctx.database.db.select({ id: medicines.id }).from(medicines).limit(1);
    const before = await medicineCount();
    const calls = [
      { method: 'POST' as const, url: '/api/v1/medicines', payload: valid },
      { method: 'PATCH' as const, url: `/api/v1/medicines/${target!.id}`, payload: { priceEgp: 1 } },
      { method: 'DELETE' as const, url: `/api/v1/medicines/${target!.id}` },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, `${call.method} visitor`).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: patient.auth })).statusCode, `${call.method} patient`).toBe(403);
      expect((await ctx.app.inject({ ...call, headers: doctor.auth })).statusCode, `${call.method} doctor`).toBe(403);
    }
    // The session is checked before the body: nobody but an admin learns what a valid medicine is.
    const invalid = { method: 'POST' as const, url: '/api/v1/medicines', payload: {} };
    expect((await ctx.app.inject(invalid)).statusCode).toBe(401);
    expect((await ctx.app.inject({ ...invalid, headers: patient.auth })).statusCode).toBe(403);
    expect(await medicineCount()).toBe(before);
    const [unchanged] = await ctx.database.db.select().from(medicines).where(eq(medicines.id, target!.id));
    expect(unchanged!.priceEgp).not.toBe(1);
  });

  it('lets an admin create, edit and delete, recording who and when', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const other = await createTestUser(ctx.database, { role: 'admin' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/medicines?lang=en',
      headers: admin.auth,
      payload: valid,
    });
    expect(created.statusCode, created.body).toBe(201);
    const medicine = created.json();
    expect(medicine).toMatchObject({
      slug: 'tabibol-500-mg-tablet',
      brand: 'Tabibol',
      atcCode: 'N02BE01',
      category: { slug: 'analgesics', name: 'Analgesics' },
      audit: { createdBy: admin.user.id, updatedBy: admin.user.id },
    });
    // Found by its Arabic name straight away.
    expect(await brands('q=طبيبول', 'ar')).toContain('طبيبول');

    // The same brand, strength and form again gets its own slug.
    const twin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/medicines',
      headers: admin.auth,
      payload: valid,
    });
    expect(twin.statusCode).toBe(201);
    expect(twin.json().slug).toBe('tabibol-500-mg-tablet-2');

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/medicines/${medicine.id}?lang=ar`,
      headers: other.auth,
      payload: { priceEgp: 55, brandAr: 'طبيبول فورت', category: 'cough-and-cold' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      priceEgp: 55,
      brand: 'طبيبول فورت',
      category: { slug: 'cough-and-cold', name: 'أدوية الكحة والبرد' },
      audit: { createdBy: admin.user.id, updatedBy: other.user.id },
    });
    expect(Date.parse(edited.json().audit.updatedAt)).toBeGreaterThanOrEqual(Date.parse(medicine.audit.updatedAt));

    // An admin looking at it sees the audit and does not count as a view.
    const seen = await ctx.app.inject({ url: `/api/v1/medicines/${medicine.id}`, headers: admin.auth });
    expect(seen.json().audit.updatedBy).toBe(other.user.id);
    const views = await ctx.database.db
      .select()
      .from(medicineViewDays)
      .where(eq(medicineViewDays.medicineId, medicine.id));
    expect(views).toEqual([]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/medicines/${medicine.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true, id: medicine.id });
    expect((await ctx.app.inject({ url: `/api/v1/medicines/${medicine.id}` })).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/medicines/${medicine.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/medicines/${medicine.id}`,
      headers: admin.auth,
      payload: { priceEgp: 3 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('validation of every field', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['brandEn missing', { brandEn: undefined }, 'brandEn', 'brand_en_required'],
    ['brandEn blank', { brandEn: '   ' }, 'brandEn', 'brand_en_required'],
    ['brandEn short', { brandEn: 'A' }, 'brandEn', 'brand_en_too_short'],
    ['brandEn long', { brandEn: 'A'.repeat(81) }, 'brandEn', 'brand_en_too_long'],
    ['brandEn Arabic only', { brandEn: 'طبيبول' }, 'brandEn', 'brand_en_not_english'],
    ['brandAr missing', { brandAr: undefined }, 'brandAr', 'brand_ar_required'],
    ['brandAr Latin', { brandAr: 'Tabibol' }, 'brandAr', 'brand_ar_not_arabic'],
    ['brandAr long', { brandAr: 'ط'.repeat(81) }, 'brandAr', 'brand_ar_too_long'],
    ['genericEn missing', { genericEn: '' }, 'genericEn', 'generic_en_required'],
    ['genericEn long', { genericEn: 'a'.repeat(161) }, 'genericEn', 'generic_en_too_long'],
    ['genericAr Latin', { genericAr: 'Paracetamol' }, 'genericAr', 'generic_ar_not_arabic'],
    ['form unknown', { form: 'pill' }, 'form', 'form_invalid'],
    ['form missing', { form: undefined }, 'form', 'form_invalid'],
    ['strength missing', { strength: '' }, 'strength', 'strength_required'],
    ['strength long', { strength: '1'.repeat(61) }, 'strength', 'strength_too_long'],
    ['atcCode missing', { atcCode: '' }, 'atcCode', 'atc_code_required'],
    ['atcCode malformed', { atcCode: 'N02B' }, 'atcCode', 'atc_code_invalid'],
    ['category missing', { category: '' }, 'category', 'category_required'],
    ['category unknown', { category: 'no-such-category' }, 'category', 'category_unknown'],
    ['category malformed', { category: 'Pain Killers!' }, 'category', 'category_unknown'],
    ['descriptionEn short', { descriptionEn: 'Pills.' }, 'descriptionEn', 'description_en_too_short'],
    ['descriptionEn long', { descriptionEn: 'a'.repeat(1001) }, 'descriptionEn', 'description_en_too_long'],
    [
      'descriptionAr Latin',
      { descriptionAr: 'A pain reliever and fever reducer.' },
      'descriptionAr',
      'description_ar_not_arabic',
    ],
    ['usesEn empty', { usesEn: [] }, 'usesEn', 'uses_en_required'],
    ['usesEn not a list', { usesEn: 'Headache' }, 'usesEn', 'uses_en_required'],
    ['usesEn blank item', { usesEn: ['Headache', ' '] }, 'usesEn.1', 'use_en_required'],
    [
      'usesEn too many',
      { usesEn: Array(13).fill('Pain'), usesAr: Array(13).fill('ألم') },
      'usesEn',
      'uses_en_too_many',
    ],
    ['usesAr Latin item', { usesAr: ['الصداع', 'Fever'] }, 'usesAr.1', 'use_ar_not_arabic'],
    ['uses count differs', { usesAr: ['الصداع'] }, 'usesAr', 'uses_count_mismatch'],
    ['price missing', { priceEgp: undefined }, 'priceEgp', 'price_required'],
    ['price text', { priceEgp: '42' }, 'priceEgp', 'price_required'],
    ['price fraction', { priceEgp: 42.5 }, 'priceEgp', 'price_whole_pounds'],
    ['price zero', { priceEgp: 0 }, 'priceEgp', 'price_too_low'],
    ['price huge', { priceEgp: 1_000_001 }, 'priceEgp', 'price_too_high'],
    ['prescription missing', { prescription: undefined }, 'prescription', 'prescription_required'],
    ['prescription text', { prescription: 'yes' }, 'prescription', 'prescription_required'],
  ];

  it.each(cases)('refuses %s on create, localised, and stores nothing', async (_name, change, field, message) => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const before = await medicineCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/medicines?lang=en',
      headers: admin.auth,
      payload: { ...valid, ...change },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toMatch(/not valid/);
    expect(res.json().error.fields[field], JSON.stringify(res.json().error.fields)).toBe(message);
    expect(await medicineCount()).toBe(before);
  });

  it('refuses the same fields on edit, and unknown fields, without changing the medicine', async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const [target] = await ctx.database.db.select().from(medicines).where(eq(medicines.slug, 'panadol-500-tablets'));
    for (const [, change, field, message] of cases) {
      const payload = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      if (Object.keys(payload).length === 0) continue;
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/medicines/${target!.id}`,
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(res.json().error.fields)).toBe(message);
    }
    for (const payload of [{}, { slug: 'renamed' }, { trendingRank: 1 }]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/medicines/${target!.id}?lang=ar`,
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/غير صحيحة/);
    }
    // One language's uses alone must keep the count of the other.
    const lone = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/medicines/${target!.id}`,
      headers: admin.auth,
      payload: { usesEn: ['Headache'] },
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error.fields.usesAr).toBe('uses_count_mismatch');
    const [after] = await ctx.database.db.select().from(medicines).where(eq(medicines.id, target!.id));
    expect(after).toEqual(target);
    const badId = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/medicines/not-a-uuid',
      headers: admin.auth,
      payload: { priceEgp: 3 },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every medicine call with a summary and tags', async () => {
    const doc = (await ctx.app.inject({ url: '/api/v1/openapi.json' })).json();
    const calls: [string, string][] = [
      ['/api/v1/medicines', 'get'],
      ['/api/v1/medicines', 'post'],
      ['/api/v1/medicines/trending', 'get'],
      ['/api/v1/medicines/{id}', 'get'],
      ['/api/v1/medicines/{id}', 'patch'],
      ['/api/v1/medicines/{id}', 'delete'],
      ['/api/v1/medicine-categories', 'get'],
    ];
    for (const [path, method] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBeTruthy();
      expect(op.tags).toContain('medicines');
    }
  });
});
