import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isSmallMachine, SMALL_MACHINE_MAX_BYTES } from '../src/shared/small-machine.ts';

const GiB = 1024 ** 3;

describe('small-machine tuning (decision 054)', () => {
  it('is chosen by the memory the process may use when left to auto', () => {
    expect(isSmallMachine('auto', { total: 1 * GiB, constrained: undefined })).toBe(true);
    expect(isSmallMachine('auto', { total: SMALL_MACHINE_MAX_BYTES, constrained: 0 })).toBe(true);
    expect(isSmallMachine('auto', { total: 8 * GiB, constrained: undefined })).toBe(false);
    // A container limited to 1 GiB on a large host is a small machine; an unlimited one (cgroup "max") is not.
    expect(isSmallMachine('auto', { total: 64 * GiB, constrained: 1 * GiB })).toBe(true);
    expect(isSmallMachine('auto', { total: 64 * GiB, constrained: 2 ** 64 })).toBe(false);
  });

  it('does what SMALL_MACHINE says when it says', () => {
    expect(isSmallMachine(true, { total: 64 * GiB, constrained: undefined })).toBe(true);
    expect(isSmallMachine(false, { total: 1 * GiB, constrained: undefined })).toBe(false);
  });

  it('reads SMALL_MACHINE as auto, true or false, and names it when it is neither', () => {
    expect(loadConfig({}).SMALL_MACHINE).toBe('auto');
    expect(loadConfig({ SMALL_MACHINE: 'auto' }).SMALL_MACHINE).toBe('auto');
    expect(loadConfig({ SMALL_MACHINE: 'true' }).SMALL_MACHINE).toBe(true);
    expect(loadConfig({ SMALL_MACHINE: 'no' }).SMALL_MACHINE).toBe(false);
    expect(() => loadConfig({ SMALL_MACHINE: 'tiny' })).toThrow(/SMALL_MACHINE/);
  });
});
