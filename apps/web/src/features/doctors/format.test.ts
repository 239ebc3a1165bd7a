import { describe, expect, it } from 'vitest';
import { describeSlot } from './format.ts';

describe('describeSlot', () => {
  // 22:30 on 22 November in Cairo (UTC+2): "today" and "tomorrow" follow the clinic's clock, not UTC's.
  const now = new Date('2026-11-22T20:30:00Z');

  it('says today, tomorrow or the date, on the clinic clock', () => {
    expect(describeSlot('2026-11-22T23:00:00+02:00', 'Africa/Cairo', 'en', now)).toEqual({
      day: 'today',
      date: 'Sun 22 Nov',
      time: '11:00 PM',
    });
    // 00:20 UTC is still the 22nd in UTC but already the 23rd in Cairo.
    expect(describeSlot('2026-11-23T00:20:00Z', 'Africa/Cairo', 'en', now).day).toBe('tomorrow');
    expect(describeSlot('2026-11-25T09:00:00+02:00', 'Africa/Cairo', 'en', now)).toMatchObject({
      day: 'later',
      date: 'Wed 25 Nov',
      time: '9:00 AM',
    });
  });

  it('writes Arabic with Arabic digits', () => {
    const slot = describeSlot('2026-11-25T09:00:00+02:00', 'Africa/Cairo', 'ar', now);
    expect(slot.time).toMatch(/٩:٠٠/);
    expect(slot.date).toMatch(/٢٥/);
  });
});
