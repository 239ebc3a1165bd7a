import { VISIT_SIGNAL_MAX_BYTES, type VisitRole, type VisitServerMessage, VisitCloseCode } from '@tabib/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Database } from '../../db/client.ts';
import { closedReason, visitWindow } from './visit-access.ts';
import type { RelayEvent, VisitRelay } from './visit-relay.ts';
import {
  findVisitAppointment,
  isOtherPresent,
  isRolePresent,
  releaseConnection,
  touchConnections,
} from './visit-queries.ts';

/** Frames one socket may send in a second; more are dropped with an error (a runaway client, not a call). */
const FRAMES_PER_SECOND = 50;

interface RoomSocket {
  connectionId: string;
  appointmentId: string;
  role: VisitRole;
  ws: WebSocket;
  /** Answered the last ping. */
  alive: boolean;
  closing: boolean;
  windowTimer: NodeJS.Timeout | undefined;
  frames: { second: number; count: number };
}

type Closing = Extract<VisitServerMessage, { type: 'closed' }>['reason'];

const otherRole = (role: VisitRole): VisitRole => (role === 'patient' ? 'doctor' : 'patient');

/**
 * This process's signalling sockets, by room (appointment). Frames, presence, chat and closing go through
 * the relay (PostgreSQL NOTIFY) to every process, this one included, and each process hands them to its own
 * sockets: the two participants may be on different processes (decision 034).
 */
export class VisitRooms {
  private readonly rooms = new Map<string, Set<RoomSocket>>();
  private stopListening: (() => Promise<void>) | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly relay: VisitRelay,
    private readonly log: FastifyBaseLogger,
    private readonly pingIntervalMs: number,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.relay.subscribe((event) => {
      this.onEvent(event).catch((err: unknown) => this.log.warn({ err }, 'visit relay event failed'));
    });
    this.pinger = setInterval(() => {
      this.ping().catch((err: unknown) => this.log.warn({ err }, 'visit ping failed'));
    }, this.pingIntervalMs);
    this.pinger.unref();
  }

  /** Shutting down: every socket is told to go elsewhere (1001) and its presence row is given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pinger);
    const all = [...this.rooms.values()].flatMap((room) => [...room]);
    for (const socket of all) {
      clearTimeout(socket.windowTimer);
      socket.closing = true;
      socket.ws.close(VisitCloseCode.goingAway, 'server shutting down');
    }
    await Promise.allSettled(all.map((s) => releaseConnection(this.database.db, s.connectionId)));
    this.rooms.clear();
    await this.stopListening?.();
  }

  /** A socket row counts as present while refreshed within three pings. */
  liveSince(now: Date): Date {
    return new Date(now.getTime() - 3 * this.pingIntervalMs);
  }

  /** The socket of a participant whose connection row `connectionId` was claimed before the upgrade. */
  async join(
    ws: WebSocket,
    input: { connectionId: string; appointmentId: string; role: VisitRole; closesAt: Date },
  ): Promise<void> {
    const socket: RoomSocket = {
      connectionId: input.connectionId,
      appointmentId: input.appointmentId,
      role: input.role,
      ws,
      alive: true,
      closing: false,
      windowTimer: undefined,
      frames: { second: 0, count: 0 },
    };
    if (this.stopped) {
      ws.close(VisitCloseCode.goingAway, 'server shutting down');
      await releaseConnection(this.database.db, input.connectionId);
      return;
    }
    let room = this.rooms.get(input.appointmentId);
    if (!room) this.rooms.set(input.appointmentId, (room = new Set()));
    room.add(socket);
    this.closeAt(socket, input.closesAt);
    ws.on('pong', () => (socket.alive = true));
    ws.on('message', (data, isBinary) => this.onFrame(socket, data, isBinary));
    ws.on('close', () => {
      this.leave(socket).catch((err: unknown) => this.log.warn({ err }, 'visit leave failed'));
    });

    const peerPresent = await isOtherPresent(
      this.database.db,
      input.appointmentId,
      input.role,
      this.liveSince(new Date()),
    );
    send(socket, { from: 'server', type: 'welcome', role: input.role, peerPresent });
    await this.relay.publish({ kind: 'presence', appointmentId: input.appointmentId, role: input.role, present: true });
  }

  /** How many sockets this process holds (tests, shutdown logs). */
  get size(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.size;
    return n;
  }

  private closeAt(socket: RoomSocket, closesAt: Date) {
    clearTimeout(socket.windowTimer);
    // setTimeout holds at most about 24.8 days; a window is hours long, and it is checked again on changes.
    const wait = Math.min(Math.max(0, closesAt.getTime() - Date.now()), 2 ** 31 - 1);
    socket.windowTimer = setTimeout(() => this.close(socket, 'window_closed'), wait);
    socket.windowTimer.unref();
  }

  private onFrame(socket: RoomSocket, data: RawData, isBinary: boolean) {
    if (socket.closing) return;
    const second = Math.floor(Date.now() / 1000);
    if (socket.frames.second !== second) socket.frames = { second, count: 0 };
    if (++socket.frames.count > FRAMES_PER_SECOND)
      return send(socket, { from: 'server', type: 'error', code: 'too_many' });
    if (isBinary) return send(socket, { from: 'server', type: 'error', code: 'binary' });
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (bytes.length > VISIT_SIGNAL_MAX_BYTES)
      return send(socket, { from: 'server', type: 'error', code: 'too_large' });
    let message: unknown;
    try {
      message = JSON.parse(bytes.toString('utf8'));
    } catch {
      return send(socket, { from: 'server', type: 'error', code: 'malformed' });
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) {
      return send(socket, { from: 'server', type: 'error', code: 'not_an_object' });
    }
    // `from` is the sender's role as the server knows it, whatever the frame said.
    const data_ = JSON.stringify({ ...(message as Record<string, unknown>), from: socket.role });
    this.relay
      .publish({ kind: 'frame', appointmentId: socket.appointmentId, to: otherRole(socket.role), data: data_ })
      .catch((err: unknown) => {
        this.log.warn({ err }, 'visit frame not relayed');
        send(socket, { from: 'server', type: 'error', code: 'not_relayed' });
      });
  }

  private async leave(socket: RoomSocket) {
    clearTimeout(socket.windowTimer);
    const room = this.rooms.get(socket.appointmentId);
    if (!room?.delete(socket)) return;
    if (room.size === 0) this.rooms.delete(socket.appointmentId);
    await releaseConnection(this.database.db, socket.connectionId);
    const stillHere = await isRolePresent(
      this.database.db,
      socket.appointmentId,
      socket.role,
      this.liveSince(new Date()),
    );
    if (!stillHere) {
      await this.relay.publish({
        kind: 'presence',
        appointmentId: socket.appointmentId,
        role: socket.role,
        present: false,
      });
    }
  }

  /** Tells the socket why its room closed and closes it (4000: do not reconnect). */
  private close(socket: RoomSocket, reason: Closing) {
    if (socket.closing) return;
    socket.closing = true;
    clearTimeout(socket.windowTimer);
    send(socket, { from: 'server', type: 'closed', reason });
    socket.ws.close(VisitCloseCode.roomClosed, reason);
  }

  private async onEvent(event: RelayEvent) {
    const room = this.rooms.get(event.appointmentId);
    if (!room) return;
    switch (event.kind) {
      case 'frame':
        for (const s of room) if (s.role === event.to && !s.closing) sendText(s, event.data);
        return;
      case 'presence':
        for (const s of room) {
          if (s.role !== event.role) {
            send(s, { from: 'server', type: event.present ? 'peer-joined' : 'peer-left', role: event.role });
          }
        }
        return;
      case 'chat':
        for (const s of room) send(s, { from: 'server', type: 'chat', message: event.message });
        return;
      case 'close':
        for (const s of [...room]) this.close(s, event.reason);
        return;
      case 'recheck': {
        const row = await findVisitAppointment(this.database.db, event.appointmentId);
        const reason = row ? closedReason(row, new Date()) : 'cancelled';
        for (const s of [...room]) {
          if (reason === null && row) this.closeAt(s, visitWindow(row).closesAt);
          else this.close(s, reason === 'not_yet_open' || reason === null ? 'moved' : reason);
        }
        return;
      }
    }
  }

  private async ping() {
    const sockets = [...this.rooms.values()].flatMap((room) => [...room]);
    for (const s of sockets) {
      if (!s.alive) {
        // No pong since the last ping: the other end is gone without closing (a dropped network).
        s.closing = true;
        s.ws.terminate();
        continue;
      }
      s.alive = false;
      s.ws.ping();
    }
    const now = new Date();
    const gone = await touchConnections(
      this.database.db,
      sockets.filter((s) => !s.closing).map((s) => s.connectionId),
      now,
      this.liveSince(now),
    );
    // Sockets of a process that died: their rooms hear that the participant left, unless they came back.
    const seen = new Set<string>();
    for (const { appointmentId, role } of gone) {
      if (seen.has(`${appointmentId}:${role}`) || (role !== 'patient' && role !== 'doctor')) continue;
      seen.add(`${appointmentId}:${role}`);
      if (!(await isRolePresent(this.database.db, appointmentId, role, this.liveSince(now)))) {
        await this.relay.publish({ kind: 'presence', appointmentId, role, present: false });
      }
    }
  }
}

function send(socket: RoomSocket, message: VisitServerMessage) {
  sendText(socket, JSON.stringify(message));
}

function sendText(socket: RoomSocket, text: string) {
  if (socket.ws.readyState === socket.ws.OPEN) socket.ws.send(text);
}
