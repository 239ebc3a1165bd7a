import { describe, expect, it } from 'vitest';
import { generateSlots, slotStartingAt, withinHours, type Schedule } from '../src/features/booking/slots.ts';
import { instantOf, toZonedIso } from '../src/features/booking/time-zone.ts';

const cairo = 'Africa/Cairo';
const longAgo = Date.parse('2020-01-01T00:00:00Z');

function everyDay(start: string, end: string): Schedule['weekly'] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
}

describe('slot generation', () => {
  it('cuts weekly ranges into slots of the doctor length, several ranges a day, in the clinic zone', () => {
    const schedule: Schedule = {
      timeZone: cairo,
      slotMinutes: 30,
      // 2026-01-11 is a Sunday
      weekly: [
        { weekday: 0, start: '09:00:00', end: '10:00:00' },
        { weekday: 0, start: '17:00:00', end: '18:30:00' },
        { weekday: 1, start: '10:00:00', end: '11:00:00' },
      ],
      exceptions: [],
    };
    const slots = generateSlots(schedule, '2026-01-11', 1, longAgo);
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2026-01-11T09:00:00+02:00',
      '2026-01-11T09:30:00+02:00',
      '2026-01-11T17:00:00+02:00',
      '2026-01-11T17:30:00+02:00',
      '2026-01-11T18:00:00+02:00',
    ]);
    expect(slots[0]!.endsAt).toBe('2026-01-11T09:30:00+02:00');
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-01-11T07:00:00.000Z');
    // A range that does not divide evenly leaves the remainder unused.
    const odd = generateSlots({ ...schedule, slotMinutes: 45 }, '2026-01-11', 1, longAgo);
    expect(odd.map((s) => s.startsAt)).toEqual([
      '2026-01-11T09:00:00+02:00',
      '2026-01-11T17:00:00+02:00',
      '2026-01-11T17:45:00+02:00',
    ]);
  });

  it('applies days off and extra hours on their dates only', () => {
    const schedule: Schedule = {
      timeZone: cairo,
      slotMinutes: 60,
      weekly: everyDay('09:00', '11:00'),
      exceptions: [
        { date: '2026-01-12', kind: 'off', start: null, end: null },
        { date: '2026-01-13', kind: 'extra', start: '20:00', end: '21:00' },
      ],
    };
    const slots = generateSlots(schedule, '2026-01-11', 3, longAgo).map((s) => s.startsAt);
    expect(slots).toEqual([
      '2026-01-11T09:00:00+02:00',
      '2026-01-11T10:00:00+02:00',
      '2026-01-13T09:00:00+02:00',
      '2026-01-13T10:00:00+02:00',
      '2026-01-13T20:00:00+02:00',
    ]);
  });

  it('skips the past and booked times', () => {
    const schedule: Schedule = { timeZone: cairo, slotMinutes: 30, weekly: everyDay('09:00', '11:00'), exceptions: [] };
    const now = Date.parse('2026-01-11T07:40:00Z'); // 09:40 in Cairo
    const busy = [{ start: Date.parse('2026-01-11T08:00:00Z'), end: Date.parse('2026-01-11T08:30:00Z') }];
    const slots = generateSlots(schedule, '2026-01-11', 1, now, busy).map((s) => s.startsAt);
    expect(slots).toEqual(['2026-01-11T10:30:00+02:00']);
  });

  it('is right on the spring-forward day: Friday 24 April 2026, 00:00 becomes 01:00 in Cairo', () => {
    const schedule: Schedule = {
      timeZone: cairo,
      slotMinutes: 30,
      weekly: [
        { weekday: 4, start: '22:00', end: '24:00' },
        { weekday: 5, start: '00:00', end: '02:00' },
        { weekday: 5, start: '09:00', end: '10:00' },
      ],
      exceptions: [],
    };
    const slots = generateSlots(schedule, '2026-04-23', 2, longAgo);
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2026-04-23T22:00:00+02:00',
      '2026-04-23T22:30:00+02:00',
      '2026-04-23T23:00:00+02:00',
      '2026-04-23T23:30:00+02:00',
      // 00:00 and 00:30 do not exist that night
      '2026-04-24T01:00:00+03:00',
      '2026-04-24T01:30:00+03:00',
      '2026-04-24T09:00:00+03:00',
      '2026-04-24T09:30:00+03:00',
    ]);
    // Real durations stay 30 minutes across the jump, and the instants are right.
    expect(slots[3]!.endsAt).toBe('2026-04-24T01:00:00+03:00');
    expect(new Date(slots[4]!.start).toISOString()).toBe('2026-04-23T22:00:00.000Z');
    expect(new Date(slots[6]!.start).toISOString()).toBe('2026-04-24T06:00:00.000Z');
    for (const s of slots) expect(s.end - s.start).toBe(30 * 60_000);
  });

  it('is right on the fall-back day: Thursday 29 October 2026, 24:00 becomes 23:00 in Cairo', () => {
    const schedule: Schedule = {
      timeZone: cairo,
      slotMinutes: 60,
      weekly: [
        { weekday: 4, start: '09:00', end: '10:00' },
        { weekday: 4, start: '22:00', end: '24:00' },
        { weekday: 5, start: '09:00', end: '10:00' },
      ],
      exceptions: [],
    };
    const slots = generateSlots(schedule, '2026-10-29', 2, longAgo);
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2026-10-29T09:00:00+03:00',
      '2026-10-29T22:00:00+03:00',
      // 23:00 happens twice; the slot takes the first, and the next one starts when it ends
      '2026-10-29T23:00:00+03:00',
      '2026-10-30T09:00:00+02:00',
    ]);
    expect(new Date(slots[0]!.start).toISOString()).toBe('2026-10-29T06:00:00.000Z');
    expect(new Date(slots[3]!.start).toISOString()).toBe('2026-10-30T07:00:00.000Z');
    expect(slots[2]!.endsAt).toBe('2026-10-29T23:00:00+02:00');
    for (const s of slots) expect(s.end - s.start).toBe(60 * 60_000);
  });

  it('converts wall-clock times with the offset in force on that date', () => {
    expect(toZonedIso(instantOf('2026-07-01', 600, cairo)!, cairo)).toBe('2026-07-01T10:00:00+03:00');
    expect(toZonedIso(instantOf('2026-12-01', 600, cairo)!, cairo)).toBe('2026-12-01T10:00:00+02:00');
    expect(instantOf('2026-04-24', 15, cairo)).toBeNull();
    expect(toZonedIso(instantOf('2026-03-08', 600, 'America/New_York')!, 'America/New_York')).toBe(
      '2026-03-08T10:00:00-04:00',
    );
  });

  it('recognises a generated slot start and the hours that cover an interval', () => {
    const schedule: Schedule = { timeZone: cairo, slotMinutes: 20, weekly: everyDay('09:00', '10:00'), exceptions: [] };
    expect(slotStartingAt(schedule, Date.parse('2026-01-11T07:20:00Z'), longAgo)?.startsAt).toBe(
      '2026-01-11T09:20:00+02:00',
    );
    expect(slotStartingAt(schedule, Date.parse('2026-01-11T07:10:00Z'), longAgo)).toBeNull();
    expect(slotStartingAt(schedule, Date.parse('2026-01-11T08:00:00Z'), longAgo)).toBeNull();
    expect(withinHours(schedule, Date.parse('2026-01-11T07:40:00Z'), Date.parse('2026-01-11T08:00:00Z'))).toBe(true);
    expect(withinHours(schedule, Date.parse('2026-01-11T07:50:00Z'), Date.parse('2026-01-11T08:10:00Z'))).toBe(false);
  });
  it('keeps the first of overlapping slots and leaves out every busy overlap, as comparing each pair would', () => {
    // Extra hours that overlap the weekly ones at another step, overlapping bookings, over a DST change: the
    // slots found by binary search must be those of the comparison with every slot and booking before it.
    const schedule: Schedule = {
      timeZone: cairo,
      slotMinutes: 25,
      weekly: [...everyDay('08:00', '13:00'), ...everyDay('11:10', '16:00'), ...everyDay('23:00', '24:00')],
      exceptions: [{ date: '2026-04-24', kind: 'extra', start: '00:00', end: '03:00' }],
    };
    const at = (iso: string) => Date.parse(iso);
    const busy = [
      { start: at('2026-04-22T07:00:00Z'), end: at('2026-04-22T09:00:00Z') },
      { start: at('2026-04-22T08:30:00Z'), end: at('2026-04-22T08:40:00Z') },
      { start: at('2026-04-23T06:10:00Z'), end: at('2026-04-23T12:00:00Z') },
      { start: at('2026-04-24T10:00:00Z'), end: at('2026-04-24T10:05:00Z') },
    ];
    const from = '2026-04-21';
    const days = 6;
    const reference: { start: number; end: number }[] = [];
    for (let i = 0; i < days; i++) {
      const date = new Date(at(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      const ranges = [
        ...schedule.weekly
          .filter((w) => w.weekday === new Date(`${date}T00:00:00Z`).getUTCDay())
          .map((w) => ({ start: w.start, end: w.end })),
        ...(date === '2026-04-24' ? [{ start: '00:00', end: '03:00' }] : []),
      ]
        .map((r) => ({ start: clock(r.start), end: clock(r.end) }))
        .sort((a, b) => a.start - b.start);
      for (const range of ranges) {
        for (let m = range.start; m + 25 <= range.end; m += 25) {
          const start = instantOf(date, m, cairo);
          if (start === null) continue;
          const end = start + 25 * 60_000;
          if (reference.some((s) => s.start === start)) continue;
          if (busy.some((b) => b.start < end && start < b.end)) continue;
          if (reference.some((s) => s.start < end && start < s.end)) continue;
          reference.push({ start, end });
        }
      }
    }
    reference.sort((a, b) => a.start - b.start);
    const made = generateSlots(schedule, from, days, longAgo, busy);
    expect(made.map((s) => [s.start, s.end])).toEqual(reference.map((s) => [s.start, s.end]));
    expect(made.length).toBeGreaterThan(100);
  });
});

function clock(value: string): number {
  const [h = '0', m = '0'] = value.split(':');
  return Number(h) * 60 + Number(m);
}
