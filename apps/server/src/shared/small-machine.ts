import v8 from 'node:v8';

/**
 * The embedded default runs on a small machine (a 1 GB VPS; decision 049). Two of V8's settings cost it more
 * memory than they save it time there, and both can still be changed once the process runs:
 *
 * - The embedded database is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline
 *   compiler, then optimises the functions that run most, in background threads whose compiler memory the C
 *   allocator keeps afterwards: 60 to 90 MiB of a process of 310. On the baseline alone the queries a request
 *   makes run as fast (they spend their time in JavaScript); a scan of thousands of rows takes about 1.8 times
 *   as long. Set before the database's module is compiled, that is, before `openDatabase`.
 * - V8 lets its heap grow to up to four times what is live before collecting it whole when it is busy: under a
 *   mix of visits, 250 MiB for some 80 live. Growing by a tenth keeps it near what is live, for more, shorter
 *   collections.
 *
 * The young generation's size would save 16 MiB more, but only a start flag sets it, for both engines alike, and
 * at a million doctors on PostgreSQL an 8 MiB one halved the throughput under writes.
 */
export function tuneForSmallMachine(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--heap-growing-percent=10');
}
