import type { FastifyInstance } from 'fastify';

/**
 * The spec's web app runs on its own origin, so a browser needs CORS to call /compat. Any origin may,
 * without credentials: these clients authenticate with a bearer token, which a page cannot borrow from
 * someone else, and without Access-Control-Allow-Credentials no browser reads a cookie-authenticated
 * answer. The origins in COMPAT_ORIGINS (the operator's own deployment of that app) may also send
 * credentials (the chatbot is called with `credentials: "include"`): their origin is echoed with
 * Access-Control-Allow-Credentials, and the same-origin check on cookie writes accepts them (app.ts).
 * The answer depends on Origin whenever such a list is set, so caches must key on it (Vary: Origin).
 */
export function useCompatCors(app: FastifyInstance) {
  const trusted = new Set(app.config.COMPAT_ORIGINS);
  app.addHook('onRequest', async (req, reply) => {
    if (trusted.size > 0) reply.header('vary', 'Origin');
    const origin = req.headers.origin;
    if (!origin) return;
    if (trusted.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
    } else {
      reply.header('access-control-allow-origin', '*');
    }
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
