/**
 * The search route's serializer (shared/fastify.ts): a page written item by item must be the bytes of the
 * zod serializer's text, strip what the schema does not name and refuse what it does not allow.
 */
import { DoctorPage, type DoctorSummary } from '@tabib/contracts';
import { serializerCompiler, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { memoizedSerializerCompiler } from '../src/shared/fastify.ts';

const route = { schema: DoctorPage, method: 'GET', url: '/api/v1/doctors', httpStatus: '200' };
/** Its answer as text: a page is written as UTF-8 bytes (decision 029), which must be the zod serializer's text. */
const compile = () => {
  const serialize = memoizedSerializerCompiler(route as never) as (data: unknown) => string | Buffer;
  return (data: unknown) => {
    const written = serialize(data);
    expect(Buffer.isBuffer(written)).toBe(true);
    return written.toString('utf8');
  };
};
const reference = serializerCompiler(route as never) as (data: unknown) => string;

const summary = (over: Partial<DoctorSummary> = {}): DoctorSummary => ({
  id: '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee',
  name: 'د. منى عادل',
  gender: 'female',
  title: 'استشاري',
  specialty: { id: '0190aaaa-bbbb-7ccc-8ddd-000000000001', slug: 'dermatology', name: 'جلدية' },
  city: { slug: 'cairo', name: 'القاهرة' },
  area: { slug: 'maadi', name: 'المعادي' },
  clinic: { name: 'عيادة "النور"', address: 'شارع 9\nالمعادي', timeZone: 'Africa/Cairo' },
  fee: 300,
  rating: 4.5,
  ratingCount: 12,
  telehealth: true,
  yearsOfExperience: 10,
  nextSlotAt: '2026-11-27T10:00:00+02:00',
  photo: null,
  ...over,
});
const page = (items: unknown[]) => ({ items, total: 1_000, totalCapped: true, page: 2, limit: 12 });

describe('page serializer', () => {
  it('writes what the zod serializer writes, whichever items it has written before', () => {
    const serialize = compile();
    const shared = summary();
    const pages = [
      page([shared, summary({ rating: null, nextSlotAt: null })]),
      page([
        summary({ photo: { small: '/api/v1/doctor-photos/a-160.webp', large: '/api/v1/doctor-photos/a-480.webp' } }),
      ]),
      page([summary({ id: '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeee1', fee: 0 }), shared]),
      page([]),
    ];
    for (const p of [...pages, ...pages]) expect(serialize(p)).toBe(reference(p));
  });

  it('leaves out what the schema does not name, in the page and in each item', () => {
    const serialize = compile();
    const text = serialize({ ...page([{ ...summary(), email: 'mona@example.com' }]), sql: 'select 1' });
    expect(text).toBe(reference(page([summary()])));
    expect(text).not.toContain('mona@example.com');
  });

  it('refuses an item or a page the schema does not allow, also after writing a valid one', () => {
    const serialize = compile();
    serialize(page([summary()]));
    for (const bad of [
      page([summary({ fee: -1 })]),
      page([{ ...summary(), id: 'not-a-uuid' }]),
      { ...page([summary()]), total: 'many' },
      { total: 1 },
    ]) {
      let error: unknown;
      try {
        serialize(bad);
      } catch (e) {
        error = e;
      }
      expect(isResponseSerializationError(error), JSON.stringify(bad).slice(0, 80)).toBe(true);
    }
  });
});
