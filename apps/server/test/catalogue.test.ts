import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('catalogue', () => {
  it('lists specialties in Arabic by default and in English on request', async () => {
    const ar = await ctx.app.inject('/api/v1/specialties');
    expect(ar.statusCode).toBe(200);
    const arItems = ar.json().items as { slug: string; name: string; doctorCount: number }[];
    expect(arItems.length).toBeGreaterThanOrEqual(25);
    const cardiologyAr = arItems.find((s) => s.slug === 'cardiology');
    expect(cardiologyAr?.name).toMatch(/[\u0600-\u06FF]/);

    const en = await ctx.app.inject('/api/v1/specialties?lang=en');
    const cardiologyEn = (en.json().items as { slug: string; name: string }[]).find((s) => s.slug === 'cardiology');
    expect(cardiologyEn?.name).toMatch(/Cardiology/i);
  });

  it('counts doctors per specialty and city from the data', async () => {
    const specialties = (await ctx.app.inject('/api/v1/specialties')).json().items as { doctorCount: number }[];
    const cities = (await ctx.app.inject('/api/v1/cities')).json().items as { doctorCount: number }[];
    const total = (rows: { doctorCount: number }[]) => rows.reduce((n, r) => n + r.doctorCount, 0);
    expect(total(specialties)).toBe(60);
    expect(total(cities)).toBe(60);
    expect(cities.length).toBeGreaterThanOrEqual(10);
  });

  it('lists the areas of one city, and refuses an unknown city with 404', async () => {
    const res = await ctx.app.inject('/api/v1/areas?city=cairo&lang=en');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { city: { slug: string } }[];
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((a) => a.city.slug === 'cairo')).toBe(true);

    const unknown = await ctx.app.inject('/api/v1/areas?city=atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('rejects an over-long city parameter with a 400 and the field named', async () => {
    const res = await ctx.app.inject(`/api/v1/areas?city=${'x'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toContain('city');
  });

  it('lists insurers', async () => {
    const res = await ctx.app.inject('/api/v1/insurers?lang=en');
    expect(res.statusCode).toBe(200);
    expect((res.json().items as unknown[]).length).toBeGreaterThanOrEqual(5);
  });
});
