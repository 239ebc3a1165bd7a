import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited (code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** kill -9 and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * The real server, compiled (dist/main.js, as `npm start` runs it; the tests' global setup builds it when it is
 * missing or stale) in a child process on a free port.
 * Resolves once it prints that it is serving, i.e. after `listen`, migrations and seeding; with
 * `until: 'listening'` as soon as it listens (before it has reached the database). `nodeArgs` go to Node
 * before the script (a profiler, for the benchmarks). Demo seeding is off:
 * the databases given to it are copies of the test template, already seeded.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; until?: 'listening' | 'serving'; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const line =
    options.until === 'listening'
      ? /Tabib is listening on http:\/\/localhost:(\d+)/
      : /Tabib is serving on http:\/\/localhost:(\d+)/;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const timeoutMs = options.startTimeoutMs ?? 90_000;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = line.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited before serving (code ${code}, signal ${signal}):\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    child,
    exited,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls until `check` returns true; fails with `what` when `timeoutMs` passes first. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** GET /readyz answers 200. */
export async function isReady(url: string): Promise<boolean> {
  const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
  await res.arrayBuffer();
  return res.status === 200;
}
