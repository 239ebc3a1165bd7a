import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a kept-alive connection must have been quiet, once closing begins, before it is closed. */
export const IDLE_CLOSE_MS = 1_000;
const SWEEP_EVERY_MS = 100;

/**
 * Closing with kept-alive clients (decision 036). Node's `server.close()` drops the connections idle at that
 * instant, including one whose next request is already on its way: that client saw a reset, not an answer.
 * And a connection busy at that instant stayed open after its answer until the keep-alive timeout, so closing
 * waited for it until the forced exit. Instead, once closing begins:
 * - every answer says `connection: close` (Fastify adds it to requests that arrive while closing; this adds
 *   it to the ones already running), so each connection ends after the request it carries;
 * - requests that arrive on open connections are served (return503OnClosing is off), not refused;
 * - a connection is closed only when it carries no request and nothing has crossed it for IDLE_CLOSE_MS: a
 *   client answered a moment ago with keep-alive, whose next request is on its way, is not cut off. (Closing
 *   every idle connection at fixed instants did that to clients slower than the instant, on a loaded machine.)
 * New connections are refused from the start (the listening socket is closed).
 */
export function closeGracefully(app: FastifyInstance): void {
  let closing = false;
  const server = app.server;
  const lastActive = new Map<Socket, number>();
  const busy = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    lastActive.set(socket, Date.now());
    socket.on('data', () => lastActive.set(socket, Date.now()));
    socket.once('close', () => {
      lastActive.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.add(socket);
    res.once('close', () => {
      busy.delete(socket);
      if (lastActive.has(socket)) lastActive.set(socket, Date.now());
    });
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    // server.close() would close every idle connection at once; the sweep below closes only quiet ones.
    server.closeIdleConnections = () => {};
    // Each sweep decides after the event loop's poll phase (setImmediate): timers run before it, so a sweep
    // run straight from its timer could close a connection whose next request had arrived but was not read
    // yet (a loaded process), and that client saw a reset.
    const sweep = setInterval(() => {
      setImmediate(() => {
        const now = Date.now();
        for (const [socket, at] of lastActive) {
          if (!busy.has(socket) && now - at >= IDLE_CLOSE_MS) socket.destroy();
        }
      });
    }, SWEEP_EVERY_MS);
    server.once('close', () => clearInterval(sweep));
  });
}
