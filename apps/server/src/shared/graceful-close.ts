import type { FastifyInstance } from 'fastify';

/** How long after closing begins idle kept-alive connections are first closed, and how often again. */
export const IDLE_GRACE_MS = 150;
const SWEEP_EVERY_MS = 100;

/**
 * Closing with kept-alive clients (decision 036). Node's `server.close()` drops the connections idle at that
 * instant, including one whose next request is already in its socket buffer but not yet read: that client
 * saw a reset, not an answer. And a connection busy at that instant stayed open after its answer until the
 * keep-alive timeout, so closing waited for it until the forced exit. Instead, once closing begins:
 * - every answer says `connection: close` (Fastify adds it to requests that arrive while closing; this adds
 *   it to the ones already running), so each connection ends after the request it carries;
 * - requests that arrive on open connections are served (return503OnClosing is off), not refused;
 * - idle connections are closed after a short grace, in which a request already sent is read and served,
 *   and then again every 100 ms, as connections become idle.
 * New connections are refused from the start (the listening socket is closed).
 */
export function closeGracefully(app: FastifyInstance): void {
  let closing = false;
  app.addHook('onSend', async (_req, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    // server.close() calls this at once; the sweep below does it after the grace instead.
    server.closeIdleConnections = () => {};
    let sweep: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      closeIdle();
      sweep = setInterval(closeIdle, SWEEP_EVERY_MS);
    }, IDLE_GRACE_MS);
    server.once('close', () => {
      clearTimeout(first);
      clearInterval(sweep);
    });
  });
}
