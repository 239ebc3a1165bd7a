import { randomUUID } from 'node:crypto';
import type { VisitChatMessage, VisitRole } from '@tabib/contracts';
import type { Database } from '../../db/client.ts';
import { notifyAll } from './visit-queries.ts';

/** The one NOTIFY channel of every visit room (the appointment trigger of migration 0037 sends on it too). */
export const VISIT_CHANNEL = 'tabib_visits';

/** What travels between processes (decision 034). */
export type RelayEvent =
  /** A participant's frame, already with its `from`, for the sockets of `to`. */
  | { kind: 'frame'; appointmentId: string; to: VisitRole; data: string }
  | { kind: 'presence'; appointmentId: string; role: VisitRole; present: boolean }
  | { kind: 'chat'; appointmentId: string; message: VisitChatMessage }
  | { kind: 'close'; appointmentId: string; reason: 'ended' }
  /** The appointment changed (migration 0037's trigger): look at it again. */
  | { kind: 'recheck'; appointmentId: string };

/** A part of an event too long for one notification. */
interface Chunk {
  kind: 'chunk';
  id: string;
  index: number;
  count: number;
  part: string;
}

/**
 * PostgreSQL refuses NOTIFY payloads from 8000 bytes on. A longer event (a 64 kB frame, an SDP with many
 * candidates) goes as base64 chunks sent in one transaction and joined again by each receiver: nothing of
 * a call is written to a table.
 */
export const NOTIFY_MAX_BYTES = 7_900;
const CHUNK_CHARS = 7_000;
const REASSEMBLY_TIMEOUT_MS = 10_000;

export function encodeEvent(event: RelayEvent): string[] {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= NOTIFY_MAX_BYTES) return [whole];
  const encoded = Buffer.from(whole).toString('base64');
  const id = randomUUID();
  const count = Math.ceil(encoded.length / CHUNK_CHARS);
  const chunks: string[] = [];
  for (let index = 0; index < count; index++) {
    const part = encoded.slice(index * CHUNK_CHARS, (index + 1) * CHUNK_CHARS);
    chunks.push(JSON.stringify({ kind: 'chunk', id, index, count, part } satisfies Chunk));
  }
  return chunks;
}

/** Joins chunks back into events; an event whose chunks stop coming is dropped after a while. */
export class EventDecoder {
  private readonly pending = new Map<string, { parts: (string | undefined)[]; got: number; timer: NodeJS.Timeout }>();

  /** The event the payload completes, if any; null for a part, or for anything that is not ours. */
  accept(payload: string): RelayEvent | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return null;
    }
    if (!parsed || typeof parsed !== 'object') return null;
    const message = parsed as Partial<Chunk> & { kind?: unknown };
    if (message.kind !== 'chunk') return typeof message.kind === 'string' ? (parsed as RelayEvent) : null;
    const { id, index, count, part } = message;
    if (typeof id !== 'string' || typeof index !== 'number' || typeof count !== 'number' || typeof part !== 'string') {
      return null;
    }
    if (!(index >= 0 && index < count && count <= 64)) return null;
    let entry = this.pending.get(id);
    if (!entry) {
      const timer = setTimeout(() => this.pending.delete(id), REASSEMBLY_TIMEOUT_MS);
      timer.unref();
      entry = { parts: new Array<string | undefined>(count), got: 0, timer };
      this.pending.set(id, entry);
    }
    if (entry.parts[index] === undefined) {
      entry.parts[index] = part;
      entry.got++;
    }
    if (entry.got < entry.parts.length) return null;
    clearTimeout(entry.timer);
    this.pending.delete(id);
    return this.accept(Buffer.from(entry.parts.join(''), 'base64').toString());
  }

  clear(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}

/**
 * Sends events to every process on the database (this one included). Events of one room are sent one after
 * the other, in the order `publish` is called (an offer before its candidates); rooms do not wait for each other.
 */
export class VisitRelay {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly database: Database) {}

  publish(event: RelayEvent): Promise<void> {
    const key = event.appointmentId;
    const send = (this.queues.get(key) ?? Promise.resolve()).then(() =>
      notifyAll(this.database.db, VISIT_CHANNEL, encodeEvent(event)),
    );
    const settled = send.catch(() => {});
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return send;
  }

  subscribe(onEvent: (event: RelayEvent) => void): Promise<() => Promise<void>> {
    const decoder = new EventDecoder();
    return this.database
      .listen(VISIT_CHANNEL, (payload) => {
        const event = decoder.accept(payload);
        if (event) onEvent(event);
      })
      .then((stop) => async () => {
        decoder.clear();
        await stop();
      });
  }
}
