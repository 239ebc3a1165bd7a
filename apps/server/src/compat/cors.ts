import type { FastifyInstance } from 'fastify';

/**
 * The spec's web app runs on its own origin, so a browser needs CORS to call /compat. Any origin may,
 * without credentials: these clients authenticate with a bearer token, which a page cannot borrow from
 * someone else, and without Access-Control-Allow-Credentials no browser reads a cookie-authenticated
 * answer (cookie-authenticated writes are refused by the app's same-origin check anyway).
 */
export function useCompatCors(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.origin) reply.header('access-control-allow-origin', '*');
  });
  app.options('/*', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type, accept-language')
      .header('access-control-max-age', '600')
      .send(),
  );
}
