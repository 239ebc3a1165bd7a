import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a new connection straight away when its address already has `max` open (0: no cap), so one
 * client cannot take every file descriptor of the process. Behind a reverse proxy every connection comes
 * from the proxy's address: the proxy caps per client there (README "Running in production").
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
