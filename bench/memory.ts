/**
 * Memory of the embedded default: `npm run bench:memory`.
 * Runs `npm start`'s own script (scripts/start.mjs, with its Node flags) on a fresh DATA_DIR, as a fresh clone
 * does: the first start seeds the demo data (500 doctors); then starts it again on that data, waits `--settle`
 * seconds, and sends a mix of what visitors ask (home page, search page, a doctor's page, search answers, slot
 * lists) with autocannon for `--duration` seconds, as a small machine runs it (SMALL_MACHINE=true, decisions
 * 054 and 055). Prints the server's resident memory (VmRSS) after each step and its highest (VmRSS sampled
 * every 100 ms) while seeding and under the mix; the budget (issue 41) is 300 MiB after start and under the
 * mix. `DATABASE_URL` is ignored: this measures the default.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchMix } from './search-mix.ts';
import { autocannon, browser, cannonLine, processMemory, startFlags, tomorrow } from './support.ts';

const { values } = parseArgs({
  options: {
    settle: { type: 'string', default: '15' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-memory-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  base: string;
  rssMib(): number;
  /** The highest RSS sampled since the last call. */
  takePeakMib(): number;
  stop(): Promise<void>;
}

async function start(): Promise<Started> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TMPDIR: process.env.TMPDIR ?? '/tmp',
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_PORT ?? '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The budget is a 1 GB VPS's, which the server, left to "auto", finds small by its memory (decision 054);
    // this machine may have more, so it is told.
    SMALL_MACHINE: 'true',
  };
  // BENCH_NODE_ARGS: Node flags to try (as `node <flags> scripts/start.mjs`), e.g. "--max-semi-space-size=2".
  const nodeArgs = [...startFlags(), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, path.join(repo, 'scripts/start.mjs')], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rssMib = () => processMemory(child.pid!).rssMb;
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.exitCode === null) peak = Math.max(peak, rssMib());
  }, 100);
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /Tabib is serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    rssMib,
    takePeakMib() {
      const p = Math.max(peak, rssMib());
      peak = 0;
      return p;
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await exited;
    },
  };
}

try {
  const first = await start();
  console.log(`first start (seeds the demo data): peak ${first.takePeakMib()} MiB until serving`);
  await first.stop();

  const server = await start();
  const startPeak = server.takePeakMib();
  await sleep(Number(values.settle) * 1000);
  console.log(
    `second start: ${server.rssMib()} MiB ${values.settle} s after serving (peak ${Math.max(startPeak, server.takePeakMib())} MiB)`,
  );

  const searches = await searchMix(server.base);
  const ids = (
    (await (await fetch(`${server.base}/api/v1/doctors?limit=50&lang=en`)).json()) as { items: { id: string }[] }
  ).items.map((d) => d.id);
  const from = tomorrow();
  const pages = ['/', '/?lang=en', '/doctors', '/doctors?lang=en', '/medicine-library'];
  // Out of every 10 requests: 5 search answers, 2 doctor pages, 1 slot list, 2 other pages.
  const pathFor = (i: number) => {
    const r = i % 10;
    const id = ids[(i * 7) % ids.length]!;
    if (r < 5) return searches[i % searches.length]!;
    if (r < 7) return `/doctors/${id}${i % 3 === 0 ? '?lang=en' : ''}`;
    if (r < 8) return `/api/v1/doctors/${id}/slots?days=7&from=${from}`;
    return pages[i % pages.length]!;
  };
  let n = 0;
  const result = await autocannon({
    url: server.base,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: browser,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(n++) }) }],
  });
  console.log(cannonLine('mix', result));
  console.log(`under the mix: peak ${server.takePeakMib()} MiB, ${server.rssMib()} MiB at its end`);
  await sleep(Number(values.settle) * 1000);
  console.log(`${values.settle} s after the mix: ${server.rssMib()} MiB`);
  await server.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
