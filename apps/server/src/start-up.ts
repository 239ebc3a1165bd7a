import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { capConnectionsPerAddress } from './shared/connection-limits.ts';
import { isDatabaseUnavailable } from './db/pg-errors.ts';
import { errorMessage } from './shared/errors.ts';
import { requestLanguage } from './shared/language.ts';

export interface PrepareOptions {
  /** Keep trying this long while the database cannot be reached (DB_CONNECT_TIMEOUT_S). */
  timeoutMs: number;
  /** Runs after the migrations, still under the start-up lock: first-start seeding, the admin account. */
  afterMigrations?: () => Promise<void>;
  onRetry?: (message: string) => void;
}

/**
 * Migrates the database (and runs `afterMigrations`) under the start-up lock, so processes starting
 * together on one new database take turns instead of running the migrations or the seed twice. While the
 * database cannot be reached (not started yet, restarting, unreachable), tries again with growing, jittered
 * waits until `timeoutMs` has passed; any other failure, or the last one, is thrown.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.withStartupLock(async () => {
        await database.migrate();
        await options.afterMigrations?.();
      });
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || left <= 0) throw error;
      const wait = Math.min(left, Math.round(Math.min(5_000, 250 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2)));
      options.onRetry?.(
        `database not reachable (${error instanceof Error ? error.message : String(error)}); trying again in ${wait} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * While the database is being reached, migrated and seeded, a plain HTTP server holds the port: /healthz
 * answers 200, /readyz and everything else 503 (`unavailable`, in the error shape). An orchestrator then
 * sees a live process that is not ready yet instead of one that crashes and restarts. `close()` frees the
 * port for the app, which listens on the same one (decision 017).
 */
export async function serveWhileStarting(
  config: Pick<Config, 'HOST' | 'PORT' | 'REQUEST_TIMEOUT_S' | 'HEADERS_TIMEOUT_S' | 'MAX_CONNECTIONS_PER_ADDRESS'>,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/healthz'
        ? [200, { status: 'ok' }]
        : path === '/readyz'
          ? [503, { status: 'unavailable', database: 'down', search: 'loading' }]
          : [
              503,
              {
                error: {
                  code: 'unavailable',
                  message: errorMessage('unavailable', requestLanguage({ url: req.url ?? '/', headers: req.headers })),
                },
              },
            ];
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  });
  server.requestTimeout = config.REQUEST_TIMEOUT_S * 1000;
  server.headersTimeout = config.HEADERS_TIMEOUT_S * 1000;
  server.keepAliveTimeout = 1000;
  capConnectionsPerAddress(server, config.MAX_CONNECTIONS_PER_ADDRESS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
