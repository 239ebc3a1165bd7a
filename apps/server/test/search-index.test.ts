/**
 * The in-memory search index (decision 022) on its own: what it matches, counts and orders must be what
 * the database would answer for the same doctors; these cases are where a copy could drift.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedDoctor } from '../src/features/doctors/search-index.ts';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const doctor = (over: Partial<IndexedDoctor> = {}): IndexedDoctor => ({
  id: id(),
  specialtyId: 'spec-a',
  cityId: 'city-a',
  areaId: 'area-a',
  gender: 'female',
  telehealth: false,
  fee: 300,
  yearsOfExperience: 10,
  ratingAvg: null,
  ratingCount: 0,
  nameWords: ['mona', 'adel'],
  nextSlots: [],
  nextSlotCheckedAt: 0,
  insurerIds: [],
  ...over,
});
const word = (folded: string, matches = [folded]) => ({ folded, matches });
/** A pseudo-random number below `n`, the same sequence every run from the same seed. */
const seeded = (seed: number) => (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};
type Pick = <T>(values: readonly T[]) => T;
/** A doctor of a mixed crowd: specialty, place, gender, keys, two of `names` and insurers, each picked. */
const mixedDoctor = (pickFrom: Pick, names: string[], specialties: string[]): IndexedDoctor =>
  doctor({
    id: randomUUID(),
    specialtyId: pickFrom(specialties),
    cityId: pickFrom(['city-a', 'city-b', null]),
    areaId: pickFrom(['area-a', 'area-b', null]),
    gender: pickFrom(['male', 'female'] as const),
    fee: pickFrom([100, 200, 300]),
    yearsOfExperience: pickFrom([1, 5, 10]),
    ratingAvg: pickFrom([null, 4, 4.5]),
    ratingCount: pickFrom([1, 2]),
    nextSlots: pickFrom([[], [1_000], [2_000, 3_000]]),
    nameWords: [pickFrom(names), pickFrom(names)],
    insurerIds: pickFrom([[], ['ins-a'], ['ins-a', 'ins-b']]),
  });

describe('SearchIndex', () => {
  it('checks every condition, counts every match and pages in order', () => {
    const index = new SearchIndex();
    const all = Array.from({ length: 30 }, (_, i) =>
      doctor({ fee: 100 + i * 10, gender: i % 2 ? 'male' : 'female', insurerIds: i % 3 ? [] : ['ins-a'] }),
    );
    for (const d of all) index.upsert(d);
    index.upsert(doctor({ specialtyId: 'spec-b', fee: 150 }));
    const query = { specialtyId: 'spec-a', gender: 'male' as const, feeMin: 150, feeMax: 350 };
    const expected = all.filter((d) => d.gender === 'male' && d.fee >= 150 && d.fee <= 350).map((d) => d.id);
    expect(index.search(query, 'fee_asc', 0, 100)).toEqual({ ids: expected, total: expected.length });
    expect(index.search(query, 'fee_desc', 2, 3).ids).toEqual([...expected].reverse().slice(2, 5));
    expect(index.search({ insurerId: 'ins-a' }, 'fee_asc', 0, 100).total).toBe(10);
    expect(index.search({ specialtyId: 'nobody-has-it' }, undefined, 0, 10)).toEqual({ ids: [], total: 0 });
  });

  it('orders as the database does: nulls last, ties by id (fee descending: id descending too)', () => {
    const index = new SearchIndex();
    const [a, b, c, d] = [
      doctor({ ratingAvg: 4.5, ratingCount: 2, fee: 200, nextSlots: [2_000] }),
      doctor({ ratingAvg: 4.5, ratingCount: 9, fee: 200, nextSlots: [] }),
      doctor({ ratingAvg: null, ratingCount: 0, fee: 100, nextSlots: [1_000] }),
      doctor({ ratingAvg: 5, ratingCount: 1, fee: 200, nextSlots: [1_000] }),
    ];
    for (const x of [c, a, d, b]) index.upsert(x!);
    const order = (sort: Parameters<SearchIndex['search']>[1]) => index.search({}, sort, 0, 10).ids;
    expect(order('rating')).toEqual([d!.id, b!.id, a!.id, c!.id]);
    expect(order('soonest')).toEqual([c!.id, d!.id, a!.id, b!.id]);
    expect(order('fee_asc')).toEqual([c!.id, a!.id, b!.id, d!.id]);
    expect(order('fee_desc')).toEqual([d!.id, b!.id, a!.id, c!.id]);
  });

  it('breaks ties in uuid order for ids that differ anywhere, as PostgreSQL compares uuids', () => {
    const index = new SearchIndex();
    const hex = (digits: number) =>
      Array.from({ length: digits }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    // Random ids, ids sharing their first 8 or 16 digits, and time-ordered ones (the seed's).
    const ids = [
      ...Array.from({ length: 200 }, () => randomUUID()),
      ...Array.from({ length: 50 }, () => `0190aaaa-${hex(4)}-7${hex(3)}-8${hex(3)}-${hex(12)}`),
      ...Array.from({ length: 50 }, () => `0190aaaa-bbbb-7ccc-8${hex(3)}-${hex(12)}`),
    ];
    for (const id of ids) index.upsert(doctor({ id, fee: 200, yearsOfExperience: 5 }));
    const sorted = [...ids].sort();
    expect(index.search({}, 'fee_asc', 0, 400).ids).toEqual(sorted);
    expect(index.search({}, undefined, 0, 12).ids).toEqual(sorted.slice(0, 12));
    expect(index.search({}, 'fee_desc', 0, 12).ids).toEqual([...sorted].reverse().slice(0, 12));
  });

  it('pages every order as the SQL it replaced sorted them, top lists and full sorts alike', () => {
    const index = new SearchIndex();
    const pickFrom = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]!;
    const all = Array.from({ length: 600 }, () =>
      doctor({
        id: randomUUID(),
        fee: pickFrom([100, 150, 200, 250]),
        yearsOfExperience: pickFrom([1, 5, 10]),
        ratingAvg: pickFrom([null, 3.5, 4, 4.5]),
        ratingCount: pickFrom([1, 2, 3]),
        nextSlots: pickFrom([[], [1_000], [2_000], [1_000, 2_500], [500, 1_000, 5_000]]),
      }),
    );
    for (const d of all) index.upsert(d);
    const byId = (a: IndexedDoctor, b: IndexedDoctor) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const nullsLast = (a: number | null, b: number | null) =>
      a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;
    // The soonest order at `now`: the first slot stored that has not started; when all have, the last of them.
    const now = 1_500;
    const nextAt = (d: IndexedDoctor) => d.nextSlots.find((at) => at >= now) ?? d.nextSlots.at(-1) ?? null;
    const reference: Record<string, (a: IndexedDoctor, b: IndexedDoctor) => number> = {
      fee_asc: (a, b) => a.fee - b.fee || byId(a, b),
      fee_desc: (a, b) => b.fee - a.fee || byId(b, a),
      rating: (a, b) =>
        nullsLast(a.ratingAvg === null ? null : -a.ratingAvg, b.ratingAvg === null ? null : -b.ratingAvg) ||
        b.ratingCount - a.ratingCount ||
        byId(a, b),
      soonest: (a, b) => nullsLast(nextAt(a), nextAt(b)) || byId(a, b),
      experience: (a, b) => b.yearsOfExperience - a.yearsOfExperience || byId(a, b),
    };
    for (const [sort, compare] of Object.entries(reference)) {
      const expected = [...all].sort(compare).map((d) => d.id);
      const asked = sort === 'experience' ? undefined : (sort as Parameters<SearchIndex['search']>[1]);
      for (const [offset, limit] of [
        [0, 12],
        [12, 12],
        [588, 12],
        [250, 12],
        [0, 600],
      ] as const) {
        expect(index.search({}, asked, offset, limit, now), `${sort} ${offset}+${limit}`).toEqual({
          ids: expected.slice(offset, offset + limit),
          total: all.length,
        });
      }
    }
  });

  it('matches every typed word, and puts names holding them whole first whichever list finds them', () => {
    const index = new SearchIndex();
    const whole = doctor({ nameWords: ['mohammed', 'mohamed', 'ali'], yearsOfExperience: 1 });
    const similar = doctor({ nameWords: ['mohammed', 'hassan'], yearsOfExperience: 30 });
    const other = doctor({ nameWords: ['ali', 'hassan'], yearsOfExperience: 20 });
    for (const d of [similar, whole, other]) index.upsert(d);
    const mohamed = word('mohamed', ['mohammed', 'mohamed']);
    expect(index.search({ words: [mohamed] }, undefined, 0, 10)).toEqual({ ids: [whole.id, similar.id], total: 2 });
    expect(index.search({ words: [mohamed, word('hassan')] }, undefined, 0, 10).ids).toEqual([similar.id]);
    expect(index.search({ words: [word('nobody')] }, undefined, 0, 10).total).toBe(0);
  });

  it('follows changes and removals, and reuses a removed doctor slot without keeping its old lists', () => {
    const index = new SearchIndex();
    const moving = doctor();
    const leaving = doctor({ nameWords: ['rare'] });
    index.upsert(moving);
    index.upsert(leaving);
    const versionBefore = index.wordsVersion;
    index.upsert({ ...moving, specialtyId: 'spec-b', cityId: 'city-b', nameWords: ['new', 'name'] });
    expect(index.search({ specialtyId: 'spec-a' }, undefined, 0, 10).ids).toEqual([leaving.id]);
    expect(
      index.search({ specialtyId: 'spec-b', cityId: 'city-b', words: [word('new')] }, undefined, 0, 10).ids,
    ).toEqual([moving.id]);
    index.remove(leaving.id);
    expect(index.wordsVersion).toBeGreaterThan(versionBefore);
    expect(index.size).toBe(1);
    const arriving = doctor({ specialtyId: 'spec-c', nameWords: ['arriving'] });
    index.upsert(arriving);
    expect(index.search({ words: [word('rare')] }, undefined, 0, 10).total).toBe(0);
    expect(index.search({ specialtyId: 'spec-a' }, undefined, 0, 10).total).toBe(0);
    expect(index.search({ specialtyId: 'spec-c' }, undefined, 0, 10).ids).toEqual([arriving.id]);
  });

  it('answers every search the same after its slots are clustered, and follows changes made after', () => {
    const index = new SearchIndex();
    const pickFrom: Pick = (values) => values[Math.floor(Math.random() * values.length)]!;
    const names = ['mona', 'adel', 'ali', 'hassan', 'omar', 'sara'];
    const make = () => mixedDoctor(pickFrom, names, ['spec-a', 'spec-b', 'spec-c']);
    const all = Array.from({ length: 400 }, make);
    for (const d of all) index.upsert(d);
    // Removed doctors leave free slots, which clustering must drop, not keep as holes or as doctors.
    for (const d of all.splice(0, 40)) index.remove(d.id);
    const queries: Parameters<SearchIndex['search']>[0][] = [
      {},
      { specialtyId: 'spec-b' },
      { specialtyId: 'spec-a', cityId: 'city-b', gender: 'male' },
      { cityId: 'city-a', areaIds: ['area-b'], feeMin: 150 },
      { insurerId: 'ins-b', telehealth: false },
      { words: [word('ali')], cityId: 'city-a' },
      { words: [word('omar'), word('sara')] },
    ];
    const sorts = [undefined, 'fee_asc', 'fee_desc', 'rating', 'soonest'] as const;
    const answers = () => queries.flatMap((q) => sorts.map((sort) => index.search(q, sort, 0, 500)));
    const before = answers();
    index.cluster();
    expect(answers()).toEqual(before);
    expect(index.size).toBe(360);

    const moved = { ...all[0]!, specialtyId: 'spec-d', nameWords: ['moved'] };
    index.upsert(moved);
    index.remove(all[1]!.id);
    const arriving = make();
    index.upsert({ ...arriving, specialtyId: 'spec-d' });
    expect(index.search({ specialtyId: 'spec-d' }, 'fee_asc', 0, 10).total).toBe(2);
    expect(index.search({ words: [word('moved')] }, undefined, 0, 10).ids).toEqual([moved.id]);
    expect(index.search({}, undefined, 0, 500).total).toBe(360);
    expect(index.search({}, undefined, 0, 500).ids).not.toContain(all[1]!.id);
  });

  it('past the count, finds the page in its order from the kept lists, as they follow doctors that change', () => {
    // The same doctors in an index that counts every match and in one that counts 7 (the answer says "8"),
    // which must find every page the first one orders; a seeded mix, the same every run.
    const next = seeded(11);
    const pickFrom: Pick = (values) => values[next(values.length)]!;
    const names = ['mona', 'monaz', 'adel', 'ali', 'alia', 'khalil', 'omar', 'sara'];
    const make = () => mixedDoctor(pickFrom, names, ['spec-a', 'spec-b']);
    const counting = new SearchIndex({ countUpTo: Infinity });
    const capped = new SearchIndex({ countUpTo: 7 });
    const upsert = (d: IndexedDoctor) => [counting, capped].forEach((index) => index.upsert(d));
    const all = Array.from({ length: 300 }, make);
    all.forEach(upsert);
    const queries: Parameters<SearchIndex['search']>[0][] = [
      {},
      { specialtyId: 'spec-b', feeMax: 250 },
      { specialtyId: 'spec-a', cityId: 'city-b' },
      { specialtyId: 'spec-a', gender: 'female', telehealth: false },
      { cityId: 'city-a', areaIds: ['area-a', 'area-b'] },
      { insurerId: 'ins-a', feeMin: 150 },
      { words: [word('mona', ['mona', 'monaz'])] },
      { words: [word('ali', ['ali', 'alia', 'khalil'])], gender: 'male' },
      { words: [word('al', ['ali', 'alia', 'khalil'])] },
      { words: [word('ali', ['ali', 'alia', 'khalil']), word('sara')] },
      { words: [word('mona', ['mona', 'monaz'])], cityId: 'city-a' },
      { words: [word('ali', ['ali', 'alia', 'khalil']), word('omar')], cityId: 'city-b', feeMin: 150 },
    ];
    const sorts = [undefined, 'fee_asc', 'fee_desc', 'rating', 'soonest'] as const;
    const pages = [
      [0, 5],
      [0, 12],
      [10, 10],
      [40, 12],
    ] as const;
    const check = (when: string) => {
      for (const q of queries)
        for (const sort of sorts)
          for (const [offset, limit] of pages) {
            const expected = counting.search(q, sort, offset, limit);
            expect(capped.search(q, sort, offset, limit), `${when} ${JSON.stringify(q)} ${sort}`).toEqual({
              ids: expected.ids,
              total: sort === 'soonest' ? expected.total : Math.min(expected.total, 8),
            });
          }
    };
    check('new');
    capped.cluster();
    check('clustered');
    // Each change that files a doctor elsewhere: fee, years, rating, specialty, city, gender, words,
    // insurers; a removal, an arrival, and a change of next slot only.
    const changes: ((d: IndexedDoctor) => IndexedDoctor)[] = [
      (d) => ({ ...d, fee: d.fee + 50 }),
      (d) => ({ ...d, yearsOfExperience: 30 }),
      (d) => ({ ...d, ratingAvg: 5, ratingCount: 9 }),
      (d) => ({ ...d, specialtyId: 'spec-a', cityId: 'city-b' }),
      (d) => ({ ...d, gender: d.gender === 'male' ? 'female' : 'male' }),
      (d) => ({ ...d, nameWords: ['ali', 'sara'] }),
      (d) => ({ ...d, insurerIds: ['ins-b'] }),
      (d) => ({ ...d, nextSlots: [5_000, 6_000] }),
    ];
    for (let i = 0; i < 40; i++) {
      const at = next(all.length);
      all[at] = changes[i % changes.length]!(all[at]!);
      upsert(all[at]!);
    }
    for (const gone of all.splice(0, 5)) [counting, capped].forEach((index) => index.remove(gone.id));
    for (let i = 0; i < 5; i++) {
      all.push(make());
      upsert(all.at(-1)!);
    }
    check('changed');
    // Many changes at once (more than 10,000 that file doctors again): the kept orders are sorted again whole.
    capped.changeMany(() => {
      for (let i = 0; i < 12_000; i++) {
        const at = next(all.length);
        all[at] = changes[i % changes.length]!(all[at]!);
        capped.upsert(all[at]!);
        counting.upsert(all[at]!);
      }
    });
    check('changed in bulk');
  });

  it('finds a specialty with a city or a gender by their pair, which follows doctors as they change', () => {
    const index = new SearchIndex();
    // Each specialty and each city larger than any one pair, so that the pair is the list a search walks.
    const all = Array.from({ length: 80 }, (_, i) =>
      doctor({
        specialtyId: i % 2 ? 'spec-a' : 'spec-b',
        cityId: i % 4 < 2 ? 'city-a' : 'city-b',
        gender: i % 8 < 4 ? 'female' : 'male',
      }),
    );
    for (const d of all) index.upsert(d);
    const ids = (query: Parameters<SearchIndex['search']>[0]) => index.search(query, 'fee_asc', 0, 100).ids.sort();
    const expected = (pick: (d: IndexedDoctor) => boolean) =>
      all
        .filter(pick)
        .map((d) => d.id)
        .sort();
    const check = () => {
      for (const specialtyId of ['spec-a', 'spec-b'])
        for (const cityId of ['city-a', 'city-b']) {
          expect(ids({ specialtyId, cityId })).toEqual(
            expected((d) => d.specialtyId === specialtyId && d.cityId === cityId),
          );
        }
      for (const specialtyId of ['spec-a', 'spec-b'])
        for (const gender of ['female', 'male'] as const) {
          expect(ids({ specialtyId, gender })).toEqual(
            expected((d) => d.specialtyId === specialtyId && d.gender === gender),
          );
        }
    };
    check();
    // Moved to another city, to another specialty, given another gender, left without a city, removed.
    all[0] = { ...all[0]!, cityId: 'city-b' };
    all[1] = { ...all[1]!, specialtyId: 'spec-b' };
    all[2] = { ...all[2]!, gender: 'male' };
    all[3] = { ...all[3]!, cityId: null };
    for (const d of all.slice(0, 4)) index.upsert(d);
    // A doctor removed, and one with the same specialty, city and gender taking the slot it left.
    const [removed] = all.splice(4, 1, doctor({ specialtyId: all[4]!.specialtyId, gender: all[4]!.gender }));
    index.remove(removed!.id);
    index.upsert(all[4]!);
    check();
    index.cluster();
    check();
    expect(ids({ specialtyId: 'spec-a', cityId: 'city-nobody' })).toEqual([]);
  });

  it('tells whether one doctor meets a query exactly when the whole search would find it', () => {
    // A seeded pseudo-random mix (the same every run) of doctors and of queries over every condition.
    const next = seeded(7);
    const one = <T>(values: readonly T[]): T => values[next(values.length)]!;
    const names = ['mona', 'monir', 'adel', 'adela', 'sara', 'samir'];
    const index = new SearchIndex();
    const all = Array.from({ length: 120 }, () =>
      doctor({
        specialtyId: one(['spec-a', 'spec-b', 'spec-c']),
        cityId: one(['city-a', 'city-b', null]),
        areaId: one(['area-a', 'area-b', null]),
        gender: one(['female', 'male'] as const),
        telehealth: next(2) === 1,
        fee: 100 * (1 + next(6)),
        nameWords: [one(names), one(names)],
        insurerIds: next(3) ? [one(['ins-a', 'ins-b'])] : [],
      }),
    );
    for (const d of all) index.upsert(d);
    // Changed and removed doctors too: `matches` reads the copy as it is now.
    index.upsert({ ...all[0]!, cityId: 'city-c', nameWords: ['yasmin'] });
    index.remove(all[1]!.id);
    const maybe = <T>(values: readonly T[]): T | undefined => (next(2) ? one(values) : undefined);
    let found = 0;
    for (let k = 0; k < 300; k++) {
      const typed = Array.from({ length: next(3) }, () => {
        const w = one([...names, 'mon', 'ad', 'yasmin', 'nobody']);
        return word(
          w,
          names.filter((name) => name.startsWith(w)),
        );
      });
      const query = {
        specialtyId: maybe(['spec-a', 'spec-b', 'spec-c', 'spec-nobody']),
        cityId: maybe(['city-a', 'city-b', 'city-c']),
        areaIds: next(4) ? undefined : [one(['area-a', 'area-b', 'area-nobody'])],
        insurerId: maybe(['ins-a', 'ins-b']),
        gender: maybe(['female', 'male'] as const),
        telehealth: maybe([true, false]),
        feeMin: maybe([200, 400]),
        feeMax: maybe([300, 500]),
        words: typed.length ? typed : undefined,
      };
      const matched = new Set(index.search(query, undefined, 0, 1_000).ids);
      found += matched.size;
      for (const d of all) expect(index.matches(query, d.id), JSON.stringify(query)).toBe(matched.has(d.id));
    }
    expect(found).toBeGreaterThan(300);
    expect(index.matches({}, all[1]!.id)).toBe(false);
  });

  it("refuses to page matches that another match or a change has made stale (they are the index's scratch)", () => {
    const index = new SearchIndex();
    const a = doctor({ specialtyId: 'spec-a', nameWords: ['mona'] });
    const b = doctor({ specialtyId: 'spec-b', nameWords: ['mona'] });
    index.upsert(a);
    index.upsert(b);
    const asked = { sort: undefined, offset: 0, limit: 10, now: 0 };
    const first = index.match({ specialtyId: 'spec-a' }, asked);
    expect(index.order(first, asked).ids).toEqual([a.id]);
    const stale = index.match({ specialtyId: 'spec-a' }, asked);
    index.match({ specialtyId: 'spec-b' }, asked);
    expect(() => index.order(stale, asked)).toThrow(/stale/);
    const beforeChange = index.match({ specialtyId: 'spec-b' }, asked);
    index.upsert({ ...b, fee: 900 });
    expect(() => index.order(beforeChange, asked)).toThrow(/stale/);
    const beforeRemoval = index.match({ specialtyId: 'spec-b' }, asked);
    index.remove(a.id);
    expect(() => index.order(beforeRemoval, asked)).toThrow(/stale/);
    const beforeClustering = index.match({ specialtyId: 'spec-b' }, asked);
    index.cluster();
    expect(() => index.order(beforeClustering, asked)).toThrow(/stale/);
    expect(index.search({ specialtyId: 'spec-b' }, undefined, 0, 10).ids).toEqual([b.id]);
  });

  it('finds stale next slots as the database rule has them: stale once every slot stored has started', () => {
    const index = new SearchIndex();
    const now = 10_000_000;
    const fresh = doctor({ nextSlots: [now + 60_000], nextSlotCheckedAt: now - 1 });
    const movedOn = doctor({ nextSlots: [now - 60_000, now - 1, now, now + 60_000], nextSlotCheckedAt: now - 1 });
    const started = doctor({ nextSlots: [now - 1], nextSlotCheckedAt: now - 1 });
    const allStarted = doctor({ nextSlots: [now - 60_000, now - 1], nextSlotCheckedAt: now - 1 });
    const unchecked = doctor({ nextSlots: [], nextSlotCheckedAt: null });
    const noneLongAgo = doctor({ nextSlots: [], nextSlotCheckedAt: now - 3_600_001 });
    const noneLately = doctor({ nextSlots: [], nextSlotCheckedAt: now - 60_000 });
    for (const d of [fresh, movedOn, started, allStarted, unchecked, noneLongAgo, noneLately]) index.upsert(d);
    const stale = index.staleIds(index.match({}), now, 10);
    expect(stale.sort()).toEqual([started.id, allStarted.id, unchecked.id, noneLongAgo.id].sort());
    // The soonest order goes by the first slot stored that has not started, as the card shows it.
    const moving = new SearchIndex();
    const a = doctor({ nextSlots: [now + 30_000] });
    const b = doctor({ nextSlots: [now + 10_000, now + 40_000] });
    moving.upsert(a);
    moving.upsert(b);
    expect(moving.search({}, 'soonest', 0, 2, now).ids).toEqual([b.id, a.id]);
    expect(moving.search({}, 'soonest', 0, 2, now + 20_000).ids).toEqual([a.id, b.id]);
    expect(index.staleIds(index.match({}), now, 2)).toHaveLength(2);
    // Kept per doctor: it follows a change of the list and the renumbering after a full load.
    index.upsert({ ...started, nextSlots: [now + 60_000], nextSlotCheckedAt: now });
    index.upsert({ ...noneLately, nextSlotCheckedAt: now - 3_600_000 });
    index.cluster();
    expect(index.staleIds(index.match({}), now, 10).sort()).toEqual(
      [allStarted.id, unchecked.id, noneLongAgo.id].sort(),
    );
    expect(index.staleIds(index.match({}), now + 1, 10)).toContain(noneLately.id);
  });
});
