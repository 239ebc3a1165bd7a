import os from 'node:os';
import v8 from 'node:v8';

/**
 * A machine this small (its memory, or its container's limit) runs the embedded default tuned for memory: a
 * 1 GB or 2 GB VPS. Larger ones keep V8's defaults, which serve a large directory faster (decision 054).
 */
export const SMALL_MACHINE_MAX_BYTES = 2 * 1024 ** 3;

/**
 * Whether to tune V8 for memory (`tuneForSmallMachine`): as configured (SMALL_MACHINE), or with "auto" by the
 * memory this process may use: the machine's, or less when a container limits it (0 or undefined: no limit).
 */
export function isSmallMachine(
  setting: 'auto' | boolean,
  memory: { total: number; constrained: number | undefined } = {
    total: os.totalmem(),
    constrained: process.constrainedMemory(),
  },
): boolean {
  if (setting !== 'auto') return setting;
  const limit = memory.constrained ? Math.min(memory.constrained, memory.total) : memory.total;
  return limit <= SMALL_MACHINE_MAX_BYTES;
}

/**
 * The embedded default on a small machine (a 1 GB VPS; decisions 049, 054 and 055). Three of V8's settings cost
 * it more memory than they save it time there, and all three can still be changed once the process runs:
 *
 * - The embedded database is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline
 *   compiler, then optimises the functions that run most, in background threads whose compiler memory the C
 *   allocator keeps afterwards: 60 to 90 MiB of a process of 310. On the baseline alone the queries a request
 *   makes run as fast (they spend their time in JavaScript); a scan of thousands of rows takes about 1.8 times
 *   as long. Set before the database's module is compiled, that is, before `openDatabase`.
 * - V8 doubles the young generation's two semi-spaces whenever much of it survives a collection, up to 16 MiB
 *   each, and keeps them. A growth factor of 1 keeps them at their size when it is set; V8 raises any factor
 *   under 2 given as a start flag to 2, so only this call sets it. Loading the server's modules already grows
 *   them to their largest, so `main.ts` calls this before loading them (decision 055).
 * - V8 lets its heap grow to up to four times what is live before collecting it whole when it is busy: under a
 *   mix of visits, 250 MiB for some 80 live. Growing by a fifth keeps it near what is live; with the young
 *   generation held small, more survives into the old one: at a tenth the mix ran at 155 requests a second,
 *   at a fifth 175 (decision 055).
 */
export function tuneForSmallMachine(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--heap-growing-percent=20');
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
