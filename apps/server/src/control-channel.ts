import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { runAdminCommand } from './cli/admin-command.ts';
import type { Database } from './db/client.ts';

/**
 * The embedded database belongs to the one process that opened it: a second PGlite on the same folder
 * (`npm run admin`, `npm run backup` while the server runs) sees a stale copy and its writes are lost or
 * overwritten. So the server on the embedded database opens a control channel (decision 036): an HTTP
 * listener on 127.0.0.1 only, on a port the system picks, answering only a random bearer token. Port,
 * token and process id are written to DATA_DIR/control.json, readable by the server's own user only;
 * whoever can read that file can read the database files anyway. The commands find it there and go
 * through the running server; with no live server they open the folder themselves.
 */
export const CONTROL_FILE = 'control.json';

export const ControlFile = z.object({ pid: z.number().int(), port: z.number().int(), token: z.string().min(32) });
export type ControlFile = z.infer<typeof ControlFile>;

export const RoleCommand = z.object({ email: z.email(), role: z.enum(['admin', 'patient']) });

export interface ControlChannel {
  close(): Promise<void>;
}

/**
 * Opens the channel for `database` in `dataDir`. Commands wait for `ready` (the database migrated) before
 * they run, so a command sent while the server starts is answered once it can be.
 */
export async function openControlChannel(
  dataDir: string,
  database: Database,
  ready: Promise<unknown>,
): Promise<ControlChannel> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401).end();
      return;
    }
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 1, message: `The server could not do it: ${(error as Error).message}` }));
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'POST' && req.url === '/role') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > 4096) throw new Error('request too large');
        chunks.push(chunk);
      }
      const command = RoleCommand.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      if (!command.success) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 2, message: 'Expected {"email": an address, "role": "admin" or "patient"}.' }));
        return;
      }
      await ready;
      const result = await runAdminCommand(database.db, command.data);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      return;
    }
    if (req.method === 'GET' && req.url === '/backup' && database.dump) {
      await ready;
      const dump = Buffer.from(await (await database.dump()).arrayBuffer());
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': dump.length }).end(dump);
      return;
    }
    res.writeHead(404).end();
  }

  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const file = path.join(dataDir, CONTROL_FILE);
  const content: ControlFile = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  fs.renameSync(temporary, file);

  return {
    async close() {
      // Only our own file: a newer server may have written its own since.
      try {
        const current = ControlFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
        if (current.success && current.data.token === token) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether a process with this id is alive (signal 0 checks without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server's channel for DATA_DIR, or null when no live server holds it. */
export function findRunningServer(dataDir: string): ControlFile | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8');
  } catch {
    return null;
  }
  const parsed = ControlFile.safeParse(JSON.parse(text));
  if (!parsed.success || !alive(parsed.data.pid) || parsed.data.pid === process.pid) return null;
  return parsed.data;
}

/** One request over the channel; throws when the server does not answer. */
export async function callRunningServer(
  server: ControlFile,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${route}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(120_000),
  });
}
