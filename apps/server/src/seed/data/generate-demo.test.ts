import { SPECIALTY_SLUGS } from '@tabib/triage';
import { describe, expect, it } from 'vitest';
import { CITIES, CITY_BY_SLUG, INSURERS, INSURER_BY_SLUG, SPECIALTIES, SPECIALTY_BY_SLUG } from './catalogue.ts';
import { DEFAULT_SEED, generateDoctor, generateDoctors, type SeedDoctor } from './generate-demo.ts';
import { FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './names.ts';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const SAMPLE = [...generateDoctors(3000)];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function share(doctors: readonly SeedDoctor[], test: (d: SeedDoctor) => boolean): number {
  return doctors.filter(test).length / doctors.length;
}

describe('catalogue', () => {
  it('has exactly the specialties the symptom checker can recommend', () => {
    // The engine names specialties by slug; one missing here would send patients to an empty search.
    expect(new Set(SPECIALTIES.map((s) => s.slug))).toEqual(new Set(SPECIALTY_SLUGS));
  });

  it('lists the specialties in popularity order', () => {
    expect(SPECIALTIES.map((s) => s.slug)).toEqual([
      'dermatology',
      'dentistry',
      'psychiatry',
      'pediatrics',
      'neurology',
      'orthopedics',
      'obstetrics-gynecology',
      'ent',
      'cardiology',
      'internal-medicine',
      'ophthalmology',
      'urology',
      'gastroenterology',
      'pulmonology',
      'endocrinology',
      'nephrology',
      'general-surgery',
      'neurosurgery',
      'plastic-surgery',
      'vascular-surgery',
      'oncology',
      'rheumatology',
      'hematology',
      'allergy-immunology',
      'physiotherapy',
      'nutrition',
      'family-medicine',
      'andrology',
      'hepatology',
    ]);
    SPECIALTIES.forEach((s, i) => {
      expect(s.popularityRank).toBe(i + 1);
      expect(s.nameAr).toMatch(ARABIC);
      expect(s.descriptionAr).toMatch(ARABIC);
      expect(s.fieldAr).toMatch(ARABIC);
      expect(s.interests.length).toBeGreaterThanOrEqual(4);
      for (const interest of s.interests) expect(interest.ar).toMatch(ARABIC);
    });
  });

  it('has governorates with 4 to 12 areas each, all in Cairo time', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CITIES.map((c) => c.slug)).size).toBe(CITIES.length);
    const areaSlugs = CITIES.flatMap((c) => c.areas.map((a) => a.slug));
    expect(new Set(areaSlugs).size).toBe(areaSlugs.length);
    for (const city of CITIES) {
      expect(city.timeZone).toBe('Africa/Cairo');
      expect(city.nameAr).toMatch(ARABIC);
      expect(city.areas.length).toBeGreaterThanOrEqual(4);
      expect(city.areas.length).toBeLessThanOrEqual(12);
      for (const area of city.areas) {
        expect(area.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(area.nameAr).toMatch(ARABIC);
      }
    }
  });

  it('has 8 to 12 insurers', () => {
    expect(INSURERS.length).toBeGreaterThanOrEqual(8);
    expect(INSURERS.length).toBeLessThanOrEqual(12);
    for (const insurer of INSURERS) expect(insurer.nameAr).toMatch(ARABIC);
  });

  it('has large name pools, in Arabic too', () => {
    expect(MALE_FIRST_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(FEMALE_FIRST_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(FAMILY_NAMES.length).toBeGreaterThanOrEqual(80);
    for (const name of [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES, ...FAMILY_NAMES]) {
      expect(name.ar).toMatch(ARABIC);
      expect(name.ar).not.toMatch(LATIN);
    }
  });
});

// Generous: the machine running the suite may be busy; the speed test prints its own timing.
describe('generateDoctors', { timeout: 60_000 }, () => {
  it('is deterministic for a given count and seed', () => {
    expect([...generateDoctors(500, 42)]).toEqual([...generateDoctors(500, 42)]);
    expect([...generateDoctors(500)]).toEqual([...generateDoctors(500, DEFAULT_SEED)]);
    expect([...generateDoctors(50, 1)]).not.toEqual([...generateDoctors(50, 2)]);
  });

  it('keeps doctor k the same whatever the count', () => {
    const few = [...generateDoctors(40)];
    expect(SAMPLE.slice(0, 40)).toEqual(few);
    expect(generateDoctor(2999)).toEqual(SAMPLE[2999]);
    SAMPLE.forEach((d, i) => expect(d.key).toBe(i));
  });

  it('yields nothing for zero and refuses nonsense counts', () => {
    expect([...generateDoctors(0)]).toEqual([]);
    expect(() => [...generateDoctors(-1)]).toThrow(RangeError);
    expect(() => [...generateDoctors(1.5)]).toThrow(RangeError);
  });

  it('refers only to catalogue slugs', () => {
    for (const d of SAMPLE) {
      expect(SPECIALTY_BY_SLUG.has(d.specialtySlug)).toBe(true);
      const city = CITY_BY_SLUG.get(d.citySlug);
      expect(city).toBeDefined();
      expect(city?.areas.some((a) => a.slug === d.areaSlug)).toBe(true);
      expect(d.insurerSlugs.length).toBeLessThanOrEqual(4);
      expect(new Set(d.insurerSlugs).size).toBe(d.insurerSlugs.length);
      for (const slug of d.insurerSlugs) expect(INSURER_BY_SLUG.has(slug)).toBe(true);
    }
    expect(share(SAMPLE, (d) => d.insurerSlugs.length === 0)).toBeGreaterThan(0.2);
    expect(share(SAMPLE, (d) => d.insurerSlugs.length === 4)).toBeGreaterThan(0.03);
  });

  it('charges fees in range, in multiples of 50, higher for senior titles', () => {
    for (const d of SAMPLE) {
      expect(Number.isInteger(d.fee)).toBe(true);
      expect(d.fee % 50).toBe(0);
      expect(d.fee).toBeGreaterThanOrEqual(150);
      expect(d.fee).toBeLessThanOrEqual(1500);
    }
    const meanFee = (title: string) => {
      const fees = SAMPLE.filter((d) => d.titleEn === title).map((d) => d.fee);
      return fees.reduce((a, b) => a + b, 0) / fees.length;
    };
    expect(meanFee('Professor')).toBeGreaterThan(meanFee('Consultant'));
    expect(meanFee('Consultant')).toBeGreaterThan(meanFee('Specialist'));
  });

  it('gives Egyptian mobile numbers in E.164', () => {
    for (const d of SAMPLE) {
      expect(d.phone).toMatch(/^\+201[0125]\d{8}$/);
      // Landlines: area code and local number take 8 digits in Alexandria, 9 everywhere else.
      expect(d.clinic.phone).toMatch(/^\+20(1[0125]\d{8}|3\d{7}|[2-9]\d{8}|13\d{7})$/);
    }
  });

  it('opens valid, non-overlapping clinic hours', () => {
    for (const d of SAMPLE) {
      expect(d.weeklyHours.length).toBeGreaterThan(0);
      const byDay = new Map<number, [number, number][]>();
      for (const h of d.weeklyHours) {
        expect([0, 1, 2, 3, 4, 5, 6]).toContain(h.weekday);
        expect(h.start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.end).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        const start = minutes(h.start);
        const end = minutes(h.end);
        expect(start).toBeLessThan(end);
        expect((end - start) % d.slotMinutes).toBe(0);
        const day = byDay.get(h.weekday) ?? [];
        day.push([start, end]);
        byDay.set(h.weekday, day);
      }
      for (const ranges of byDay.values()) {
        ranges.sort((x, y) => x[0] - y[0]);
        for (let i = 1; i < ranges.length; i++) {
          expect(ranges[i]?.[0]).toBeGreaterThanOrEqual(ranges[i - 1]?.[1] ?? Infinity);
        }
      }
    }
    expect(share(SAMPLE, (d) => d.weeklyHours.some((h) => h.weekday === 5))).toBeLessThan(0.2);
    expect(share(SAMPLE, (d) => d.weeklyHours.some((h) => minutes(h.start) >= 16 * 60))).toBeGreaterThan(0.7);
  });

  it('writes names and bios in both languages', () => {
    for (const d of SAMPLE) {
      expect(d.nameAr).toMatch(ARABIC);
      expect(d.nameAr).not.toMatch(LATIN);
      expect(d.nameEn).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(d.nameEn).not.toMatch(/^Dr\b/);
      expect(d.titleAr).toMatch(ARABIC);
      expect(d.clinic.nameAr).toMatch(ARABIC);
      expect(d.clinic.addressAr).toMatch(ARABIC);
      expect(d.bioAr).toMatch(ARABIC);
      expect(d.bioEn).not.toMatch(ARABIC);
      const sentences = d.bioEn.split(/(?<=\.) (?=[A-Z])/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
    expect(new Set(SAMPLE.map((d) => d.bioEn)).size).toBeGreaterThan(SAMPLE.length * 0.9);
  });

  it('has both genders, with first names that match', () => {
    const female = share(SAMPLE, (d) => d.gender === 'female');
    expect(female).toBeGreaterThan(0.3);
    expect(female).toBeLessThan(0.5);
    for (const d of SAMPLE) {
      const pool = d.gender === 'male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
      expect(pool.some((n) => d.nameEn.startsWith(`${n.en} `) && d.nameAr.startsWith(`${n.ar} `))).toBe(true);
    }
  });

  it('spells Mohamed both ways, as Egyptians do', () => {
    expect(SAMPLE.some((d) => d.nameEn.startsWith('Mohamed '))).toBe(true);
    expect(SAMPLE.some((d) => d.nameEn.startsWith('Mohammed '))).toBe(true);
  });

  it('concentrates doctors in Greater Cairo and Alexandria and in popular specialties', () => {
    const perCity = new Map<string, number>();
    const perSpecialty = new Map<string, number>();
    for (const d of SAMPLE) {
      perCity.set(d.citySlug, (perCity.get(d.citySlug) ?? 0) + 1);
      perSpecialty.set(d.specialtySlug, (perSpecialty.get(d.specialtySlug) ?? 0) + 1);
    }
    const topCities = [...perCity]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([slug]) => slug);
    expect(topCities.sort()).toEqual(['alexandria', 'cairo', 'giza']);
    expect(perSpecialty.get('dermatology') ?? 0).toBeGreaterThan(perSpecialty.get('hepatology') ?? 0);
    expect(perSpecialty.size).toBe(SPECIALTIES.length);
  });

  it('offers telehealth for about a third of doctors', () => {
    const telehealth = share(SAMPLE, (d) => d.telehealth);
    expect(telehealth).toBeGreaterThan(0.25);
    expect(telehealth).toBeLessThan(0.45);
  });

  it('generates 100,000 doctors quickly', () => {
    const started = performance.now();
    let n = 0;
    for (const d of generateDoctors(100_000)) n += d.key >= 0 ? 1 : 0;
    const elapsed = performance.now() - started;
    console.log(`generated ${n} demo doctors in ${elapsed.toFixed(0)} ms`);
    expect(n).toBe(100_000);
    expect(elapsed).toBeLessThan(20_000);
  });
});
