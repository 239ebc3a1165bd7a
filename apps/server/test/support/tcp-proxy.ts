import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently open through it. */
  connections(): number;
  /** Like a database restart: every connection is destroyed and new ones are refused (nothing listens). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `target`, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | null = null;

  const listen = () => {
    const s = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      open.add(client);
      open.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    return new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  };

  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of open) socket.destroy();
    open.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    connections: () => open.size / 2,
    cut: stop,
    restore: listen,
    close: stop,
  };
}
