import { timingSafeEqual } from 'node:crypto';
import { Health, Readiness } from '@tabib/contracts';
import type { FastifyRequest } from 'fastify';
import { searchCopyLoaded } from '../doctors/index.ts';
import { outboxQueue } from '../../outbox/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { databasePool, metricsRegistry, outboxAge, outboxDepth, outboxDue } from '../../shared/metrics.ts';

export const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['ops'], summary: 'The process is alive', response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'The database answers and search has its copy',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      const database = await withTimeout(app.database.ping(), 2_000).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      // Not ready before the process holds its search copy: a balancer then sends searches elsewhere (decision 049).
      const search = searchCopyLoaded(app.db) ? ('up' as const) : ('loading' as const);
      if (database === 'up' && search === 'up') return { status: 'ready' as const, database, search };
      return reply.code(503).send({ status: 'unavailable', database, search });
    },
  );

  // Prometheus text format (README "Metrics"). Not in the API document: it is for the scraper, not for clients.
  app.get(
    '/metrics',
    { schema: { hide: true }, onRequest: async (req) => checkMetricsToken(req, app.config.METRICS_TOKEN) },
    async (_req, reply) => {
      const now = new Date();
      const queue = await outboxQueue(app.db, now);
      outboxDepth.set(queue.pending);
      outboxDue.set(queue.due);
      outboxAge.set(queue.oldestDueAt ? Math.max(0, (now.getTime() - queue.oldestDueAt.getTime()) / 1000) : 0);
      const pool = app.database.poolStats();
      for (const state of ['total', 'idle', 'waiting'] as const) databasePool.set({ state }, pool[state]);
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await metricsRegistry.metrics());
    },
  );
};

/** Bearer METRICS_TOKEN: 404 when none is configured (the endpoint does not exist), 401 without the right one. */
function checkMetricsToken(req: FastifyRequest, token: string | undefined): void {
  if (!token) throw new AppError('not_found');
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('unauthorized');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
