/**
 * Slow clients against a real server process, on both engines: a request whose body trickles in is cut off
 * within REQUEST_TIMEOUT_S while /healthz keeps answering, and one address cannot open more connections
 * than MAX_CONNECTIONS_PER_ADDRESS. The slow requests go to a route whose rate limit (30 a minute) lets
 * them all in.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateDatabase, type DatabaseCopy } from './support/database-copies.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const copy: DatabaseCopy = await copyTemplateDatabase(testEngine);
  cleanups.push(() => copy.remove());
  const server = await startServerProcess({ ...copy.serverEnv, ...env });
  cleanups.push(() => server.kill());
  return server;
}

interface SlowClient {
  /** Milliseconds from the first byte sent until the server closed the connection; null while open. */
  closedAfter(): number | null;
  received(): string;
  stop(): void;
}

/** Sends a POST's headers, then one byte of its 1,000-byte body per second. */
function slowBodyClient(port: number): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let closedAt: number | null = null;
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const startedAt = Date.now();
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      closedAt = Date.now();
      clearInterval(timer);
    });
    socket.once('connect', () => {
      socket.write(
        'POST /api/v1/chat/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), 1000);
      resolve({
        closedAfter: () => (closedAt === null ? null : closedAt - startedAt),
        received: () => received,
        stop: () => {
          clearInterval(timer);
          socket.destroy();
        },
      });
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('a request whose body trickles in is cut off within REQUEST_TIMEOUT_S, and /healthz keeps answering', async () => {
    const server = await start({ REQUEST_TIMEOUT_S: '3', HEADERS_TIMEOUT_S: '2' });
    const clients = await Promise.all(Array.from({ length: 25 }, () => slowBodyClient(server.port)));
    cleanups.push(async () => clients.forEach((c) => c.stop()));

    const probes: number[] = [];
    const deadline = Date.now() + 6_000;
    while (Date.now() < deadline) {
      const started = Date.now();
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      probes.push(res.status);
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(probes.length).toBeGreaterThan(10);
    expect(probes.every((s) => s === 200)).toBe(true);

    for (const client of clients) {
      const after = client.closedAfter();
      // Cut off after the 3 s allowed (checked every second), never left open.
      expect(after, client.received()).not.toBeNull();
      expect(after!).toBeGreaterThanOrEqual(2_900);
      expect(after!).toBeLessThan(5_000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    }
  }, 60_000);

  it('one address gets at most MAX_CONNECTIONS_PER_ADDRESS connections; more are closed at once', async () => {
    const server = await start({ REQUEST_TIMEOUT_S: '3', HEADERS_TIMEOUT_S: '2', MAX_CONNECTIONS_PER_ADDRESS: '5' });
    const held = await Promise.all(Array.from({ length: 5 }, () => slowBodyClient(server.port)));
    cleanups.push(async () => held.forEach((c) => c.stop()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held.every((c) => c.closedAfter() === null)).toBe(true);

    const extra = await slowBodyClient(server.port);
    cleanups.push(async () => extra.stop());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(extra.closedAfter()).not.toBeNull();
    expect(extra.closedAfter()!).toBeLessThan(500);
    expect(extra.received()).toBe('');

    // Once the slow ones are cut off, the address may connect again.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(held.every((c) => c.closedAfter() !== null)).toBe(true);
    const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    expect(res.status).toBe(200);
  }, 60_000);
});
