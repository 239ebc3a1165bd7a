import { Health, Readiness } from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';

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
        summary: 'The database answers',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      try {
        await withTimeout(app.database.ping(), 2_000);
        return { status: 'ready' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};

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
