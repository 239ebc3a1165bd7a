import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { retryTransactions } from './transaction-retry.ts';

export type Schema = typeof schema;
/** The one database type features see, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` holding the start-up lock: one process at a time migrates and seeds a database, and the
   * others wait, then find the work done. A session-level advisory lock on PostgreSQL; the embedded
   * database has one process and one connection, so there it simply runs `fn`.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel`, from any process on this database (and this one):
   * the embedded database's own LISTEN on PGlite; on PostgreSQL one connection of its own per process,
   * opened again after it drops (notifications sent while it is down are lost, decision 034). Resolves
   * once listening; the returned function stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The embedded database only: a gzipped tar of its data directory, taken between two statements after a
   * checkpoint, so it is what a crash at that instant would leave, which PostgreSQL recovers from
   * consistently (`npm run backup`, decision 036). Undefined on PostgreSQL (pg_dump is its tool).
   */
  dump?(): Promise<Blob>;
  /** Connections of the pool: all of them, the idle ones, and requests waiting for one (/metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export const pgliteExtensions = { pg_trgm, btree_gist } satisfies PGliteOptions['extensions'];

// The write counters of embedded databases, by handle (see `localWriteVersion`).
const writeCounters = new WeakMap<Db, () => number>();

/**
 * For an embedded database: a number that has moved whenever a write was issued or finished through this
 * process, which is the only one that can open it. Caches compare it instead of asking the database.
 * Null for PostgreSQL, where other processes write too.
 */
export function localWriteVersion(db: Db): number | null {
  return writeCounters.get(db)?.() ?? null;
}

const readOnly = /^\s*select\b/i;
// The search log's batches (decision 036) change nothing a search answer shows: counting them would drop the
// search answers cached on the embedded database every few seconds.
const notSearched = /^\s*insert into "search_events"/i;

/**
 * Wraps the embedded database's statements and transactions. Each first lets the event loop turn once: the
 * database runs on this thread and answers as promise callbacks (microtasks), which Node runs before any
 * I/O, so a loop of statements (the search copy's load, the next-slot refresher's batches) would hold every
 * request, /healthz included, until the whole loop ended: 8 s at start-up with 100,000 doctors (decision
 * 026). And those that may write (anything but a SELECT, and every transaction) are counted, before and
 * after each: the returned count is `localWriteVersion`.
 */
function wrapStatements(client: PGlite): () => number {
  let writes = 0;
  const query = client.query.bind(client) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client);
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  client.query = (async (sql: string, ...rest: unknown[]) => {
    const writing = !readOnly.test(sql) && !notSearched.test(sql);
    if (writing) writes++;
    try {
      await turn();
      return await query(sql, ...rest);
    } finally {
      if (writing) writes++;
    }
  }) as typeof client.query;
  client.transaction = (async (fn: Parameters<typeof client.transaction>[0]) => {
    writes++;
    try {
      await turn();
      return await transaction(fn);
    } finally {
      writes++;
    }
  }) as typeof client.transaction;
  return () => writes;
}

/**
 * The embedded database's buffer cache. PostgreSQL's default, 128 MB, is memory the WebAssembly instance
 * takes and never gives back: with 500 demo doctors the server held 448 to 583 MB after its start, of which
 * opening PGlite alone was 234 MB (issue 41). With 16 MB, opening it takes 119 MB less; the data files are
 * still in the system's file cache, and search reads its own copy in the process (decision 022).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export function openPglite(dataDir: string | undefined, options: PGliteOptions = {}): Database {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    ...(dataDir ? { dataDir } : {}),
    extensions: pgliteExtensions,
  });
  const writes = wrapStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  writeCounters.set(db, writes);
  retryTransactions(db);
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    // One connection, always open; a statement waits for the one before it inside PGlite, not in a pool.
    poolStats: () => ({ total: client.closed ? 0 : 1, idle: client.closed ? 0 : 1, waiting: 0 }),
    dump: async () => {
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

// The start-up lock's key (pg_advisory_lock's single int8 form), the same in every process and version.
const STARTUP_LOCK_KEY = '7353601022';

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast instead of hanging when the server is down; /readyz reports it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Every statement here is short. JIT compiles a statement the planner thinks costly, which a table not yet
    // analysed makes of small ones: a search copy's load batch took 496 ms with JIT and 59 ms without (decision 050).
    options: '-c jit=off',
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  retryTransactions(db);
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    withStartupLock: async (fn) => {
      const lockHolder = await pool.connect();
      let broken = false;
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => (broken = true));
        }
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        // A connection whose lock state is unknown is not given back to the pool: closing it frees the lock.
        lockHolder.release(broken);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs on `channel` (a pool's connections come and go). When it drops, it is
 * opened again after a growing wait, for as long as the listener is not stopped.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`channel name ${channel} is not a plain identifier`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const reopen = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      const wait = Math.min(10_000, 250 * 2 ** Math.min(failures++, 6));
      retry = setTimeout(() => void connect(false), wait);
    };
    client = next;
    next.on('error', reopen);
    next.on('end', reopen);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      failures = 0;
    } catch (error) {
      if (first) {
        stopped = true;
        await next.end().catch(() => {});
        throw error;
      }
      reopen();
    }
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Database {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(path.join(config.DATA_DIR, 'pglite'));
}
