/**
 * A page on another origin, as the spec's own web client would be: a tiny static server on the two ports
 * of compat-origins.ts, each answering one empty HTML page. Started by playwright.config.ts next to the app.
 */
import { createServer } from 'node:http';

const ports = (process.env.E2E_COMPAT_PAGE_PORTS ?? '').split(',').map(Number).filter(Boolean);
if (ports.length === 0) throw new Error('E2E_COMPAT_PAGE_PORTS is required');

const page =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spec client</title></head><body><p>Spec client</p></body></html>';
const servers = ports.map((port) =>
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  }).listen(port, '127.0.0.1'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}
