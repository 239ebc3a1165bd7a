import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper.ts';

describe('Doorkeeper', () => {
  it('says a key was seen from its second sighting on', () => {
    const door = new Doorkeeper();
    expect(door.seenBefore('specialty=cardiology&city=cairo')).toBe(false);
    expect(door.seenBefore('specialty=cardiology&city=cairo')).toBe(true);
    expect(door.seenBefore('specialty=cardiology&city=cairo')).toBe(true);
    expect(door.seenBefore('specialty=cardiology&city=giza')).toBe(false);
  });

  it('takes few first sightings for second ones', () => {
    const door = new Doorkeeper(8_192);
    let taken = 0;
    for (let i = 0; i < 8_000; i++) if (door.seenBefore(`q=name-${i}`)) taken++;
    // About 5% at a full window; fewer on the way there.
    expect(taken).toBeLessThan(8_000 * 0.05);
    expect(door.seenBefore('q=name-7999')).toBe(true);
  });

  it('forgets every key once its window of new keys is full', () => {
    const door = new Doorkeeper(4);
    for (const key of ['a', 'b', 'c', 'd']) expect(door.seenBefore(key)).toBe(false);
    expect(door.seenBefore('a')).toBe(true);
    // The fifth new key clears the filter, then is noted alone.
    expect(door.seenBefore('e')).toBe(false);
    expect(door.seenBefore('a')).toBe(false);
    expect(door.seenBefore('e')).toBe(true);
  });
});
