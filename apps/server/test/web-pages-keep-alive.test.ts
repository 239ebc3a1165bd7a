/**
 * The pages Astro renders (web-pages.ts), with the real build, over one kept-alive connection: a page, an app's
 * page (Astro passes) and another page again and again leave no listener behind on the connection. Before the
 * fix each left one, and Node warned at 11 (MaxListenersExceededWarning).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const built = fs.existsSync(path.join(path.dirname(dist), 'dist-pages', 'server', 'entry.mjs'));
const ctx = useTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });

describe('pages over a kept-alive connection', () => {
  it('leave no close listener behind on the connection', async () => {
    // `npm test` builds first; a bare `vitest run` in a fresh clone has no build to render with.
    expect(built, 'apps/web is built (npm run build)').toBe(true);
    const sockets: Socket[] = [];
    ctx.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    try {
      for (let i = 0; i < 15; i += 1) {
        expect(await get('/aboutus?lang=en')).toBe(200);
        expect(await get('/profile/info')).toBe(200);
      }
      expect(sockets).toHaveLength(1);
      // Node's own and the server's (connection limits, graceful close): a few, whatever the number of requests.
      expect(sockets[0]!.listenerCount('close')).toBeLessThanOrEqual(5);
    } finally {
      agent.destroy();
    }
  });
});
