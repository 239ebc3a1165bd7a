import type { VisitChatMessage, VisitRole, VisitServerMessage } from '@tabib/contracts';

/**
 * The visit's signalling socket (decision 034), independent of any UI framework: it opens the socket, reads
 * the server's messages and the other participant's, and opens it again after a drop unless the room closed.
 */

/**
 * What the two browsers send each other through the server (the server adds `from`). A description or a
 * candidate names the connection it belongs to (`session`, see VisitCall), so one meant for a connection
 * either side has replaced is dropped rather than applied to its successor.
 */
export type PeerMessage =
  | { type: 'description'; session: string; description: { type: RTCSdpType; sdp: string } }
  | { type: 'candidate'; session: string; candidate: RTCIceCandidateInit | null }
  /** The sender joined the call (from the waiting room, or again): the other side starts a fresh connection. */
  | { type: 'join' }
  /** The sender hung up (left the call, the page stays). */
  | { type: 'hangup' };

export type SignalEvent =
  | { kind: 'server'; message: VisitServerMessage }
  | { kind: 'peer'; message: PeerMessage & { from: VisitRole } }
  | { kind: 'state'; state: SignallingState };

/**
 * `connecting` the first time, `open`, `reconnecting` after a drop (the client tries again by itself),
 * `closed` when the room closed or the client gave up or was told to stop (no more tries).
 */
export type SignallingState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The room closed (cancelled, ended, outside the window): the server's code; never reconnect after it. */
export const ROOM_CLOSED_CODE = 4000;
/** Policy violation (a refused upgrade looks like 1006 in browsers; the server uses 4000 for closing). */
const NO_RETRY_CODES = new Set([ROOM_CLOSED_CODE, 1008, 1009]);
const MAX_ATTEMPTS = 8;

/**
 * How long to wait before opening the socket again after it closed with `code`, on the `attempt`-th retry
 * in a row (1 = the first); null: do not. The waits grow (1, 2, 4, 8, then 10 s), with up to a fifth of
 * jitter from `random`, so two tabs do not retry in step.
 */
export function reconnectDelay(code: number, attempt: number, random: () => number = Math.random): number | null {
  if (NO_RETRY_CODES.has(code) || attempt > MAX_ATTEMPTS) return null;
  const base = Math.min(10_000, 1_000 * 2 ** (attempt - 1));
  return Math.round(base * (1 + random() / 5));
}

/** The absolute ws:/wss: URL of a same-origin path, as the page's own scheme. */
export function socketUrl(signalUrl: string, pageUrl: string): string {
  const url = new URL(signalUrl, pageUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

const roles = new Set<unknown>(['patient', 'doctor']);
const serverTypes = new Set<unknown>(['welcome', 'peer-joined', 'peer-left', 'chat', 'error', 'closed']);

/** What a text frame from the server is; null for anything not understood (ignored, never thrown). */
export function parseSignal(text: string): Exclude<SignalEvent, { kind: 'state' }> | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const m = data as Record<string, unknown>;
  if (m.from === 'server') {
    if (!serverTypes.has(m.type)) return null;
    if ((m.type === 'welcome' || m.type === 'peer-joined' || m.type === 'peer-left') && !roles.has(m.role)) return null;
    if (m.type === 'chat' && !isChatMessage(m.message)) return null;
    return { kind: 'server', message: m as unknown as VisitServerMessage };
  }
  if (!roles.has(m.from)) return null;
  if ((m.type === 'description' || m.type === 'candidate') && typeof m.session !== 'string') return null;
  if (m.type === 'description') {
    const d = m.description as Record<string, unknown> | undefined;
    if (!d || typeof d.sdp !== 'string' || !['offer', 'answer', 'pranswer', 'rollback'].includes(d.type as string)) {
      return null;
    }
  } else if (m.type === 'candidate') {
    if (m.candidate !== null && (typeof m.candidate !== 'object' || Array.isArray(m.candidate))) return null;
  } else if (m.type !== 'hangup' && m.type !== 'join') return null;
  return { kind: 'peer', message: m as unknown as PeerMessage & { from: VisitRole } };
}

function isChatMessage(v: unknown): v is VisitChatMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return typeof m.id === 'string' && roles.has(m.from) && typeof m.text === 'string' && typeof m.sentAt === 'string';
}

/** The part of the browser's WebSocket the client uses (tests give their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
}

export interface SignallingOptions {
  url: string;
  onEvent: (event: SignalEvent) => void;
  openSocket?: (url: string) => SocketLike;
  schedule?: (fn: () => void, ms: number) => () => void;
  random?: () => number;
}

const OPEN = 1;

export class SignallingClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private cancelRetry: (() => void) | null = null;
  private stopped = false;
  private state: SignallingState = 'connecting';
  /** Sent while the socket was down: sent on the next open, so a candidate is not lost in a short drop. */
  private readonly pending: string[] = [];

  constructor(private readonly options: SignallingOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes for good (the page leaves, or the user hung up and will not come back). */
  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.socket?.close(1000, 'bye');
    this.socket = null;
    this.setState('closed');
  }

  send(message: PeerMessage): void {
    const text = JSON.stringify(message);
    if (this.socket?.readyState === OPEN) this.socket.send(text);
    else if (!this.stopped && this.pending.length < 200) this.pending.push(text);
  }

  get current(): SignallingState {
    return this.state;
  }

  private open() {
    const openSocket = this.options.openSocket ?? ((url: string) => new WebSocket(url));
    const socket = openSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState('open');
      for (const text of this.pending.splice(0)) socket.send(text);
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      const event = parseSignal(ev.data);
      if (!event) return;
      if (event.kind === 'server' && event.message.type === 'closed') this.stopped = true;
      this.options.onEvent(event);
    };
    socket.onerror = () => {};
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return this.setState('closed');
      const delay = reconnectDelay(ev.code, ++this.attempt, this.options.random);
      if (delay === null) {
        this.stopped = true;
        return this.setState('closed');
      }
      this.setState('reconnecting');
      const schedule =
        this.options.schedule ??
        ((fn: () => void, ms: number) => {
          const timer = setTimeout(fn, ms);
          return () => clearTimeout(timer);
        });
      this.cancelRetry = schedule(() => {
        this.cancelRetry = null;
        if (!this.stopped) this.open();
      }, delay);
    };
  }

  private setState(state: SignallingState) {
    if (this.state === state) return;
    this.state = state;
    this.options.onEvent({ kind: 'state', state });
  }
}
