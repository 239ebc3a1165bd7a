import { describe, expect, it } from 'vitest';
import {
  parseSignal,
  reconnectDelay,
  SignallingClient,
  socketUrl,
  type SignalEvent,
  type SocketLike,
} from './signalling-client.ts';

describe('reconnectDelay', () => {
  it('never reconnects after the room closed (4000) or a refused frame size or policy', () => {
    for (const code of [4000, 1008, 1009]) expect(reconnectDelay(code, 1), String(code)).toBeNull();
  });

  it('waits longer after each failed try, with some jitter, and gives up after eight', () => {
    expect(reconnectDelay(1006, 1, () => 0)).toBe(1_000);
    expect(reconnectDelay(1006, 2, () => 0)).toBe(2_000);
    expect(reconnectDelay(1001, 4, () => 0)).toBe(8_000);
    expect(reconnectDelay(1006, 6, () => 0)).toBe(10_000);
    expect(reconnectDelay(1006, 1, () => 0.999)).toBeLessThanOrEqual(1_200);
    expect(reconnectDelay(1006, 1, () => 0.999)).toBeGreaterThan(1_150);
    expect(reconnectDelay(1006, 9)).toBeNull();
  });
});

describe('socketUrl', () => {
  it('is the path on the page origin, ws: for http and wss: for https', () => {
    expect(socketUrl('/api/v1/visits/a/signal', 'http://localhost:3000/visits/a')).toBe(
      'ws://localhost:3000/api/v1/visits/a/signal',
    );
    expect(socketUrl('/api/v1/visits/a/signal', 'https://tabib.example/visits/a?lang=en')).toBe(
      'wss://tabib.example/api/v1/visits/a/signal',
    );
  });
});

describe('parseSignal', () => {
  it("reads the server's messages and the other side's, and ignores everything else", () => {
    expect(parseSignal('{"from":"server","type":"welcome","role":"doctor","peerPresent":true}')).toEqual({
      kind: 'server',
      message: { from: 'server', type: 'welcome', role: 'doctor', peerPresent: true },
    });
    const offer = { type: 'description', session: 's1', description: { type: 'offer', sdp: 'v=0' }, from: 'patient' };
    expect(parseSignal(JSON.stringify(offer))).toEqual({ kind: 'peer', message: offer });
    expect(parseSignal('{"type":"candidate","session":"s1","candidate":null,"from":"doctor"}')?.kind).toBe('peer');
    expect(parseSignal('{"type":"join","from":"doctor"}')?.kind).toBe('peer');
    for (const bad of [
      'not json',
      '[]',
      'null',
      '{"from":"server","type":"welcome","role":"admin"}',
      '{"from":"server","type":"surprise"}',
      '{"from":"server","type":"chat","message":{"id":1}}',
      '{"type":"description","session":"s1","description":{"type":"offer"},"from":"patient"}',
      '{"type":"description","description":{"type":"offer","sdp":"v=0"},"from":"patient"}',
      '{"type":"candidate","candidate":null,"from":"doctor"}',
      '{"type":"description","description":{"type":"bogus","sdp":""},"from":"patient"}',
      '{"type":"candidate","session":"s1","candidate":"x","from":"doctor"}',
      '{"type":"description","description":{"type":"offer","sdp":"v=0"},"from":"someone"}',
      '{"type":"unknown","from":"doctor"}',
    ]) {
      expect(parseSignal(bad), bad).toBeNull();
    }
  });
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const events: SignalEvent[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const client = new SignallingClient({
    url: 'ws://x/signal',
    onEvent: (e) => events.push(e),
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    schedule: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    random: () => 0,
  });
  return {
    client,
    sockets,
    events,
    timers,
    states: () => events.filter((e) => e.kind === 'state').map((e) => e.state),
  };
}

describe('SignallingClient', () => {
  it('sends what was queued while down once open, and hands on what arrives', () => {
    const { client, sockets, events } = harness();
    client.start();
    client.send({ type: 'candidate', session: 's1', candidate: null });
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual(['{"type":"candidate","session":"s1","candidate":null}']);
    client.send({ type: 'join' });
    expect(sockets[0]!.sent[1]).toBe('{"type":"join"}');
    sockets[0]!.receive({ from: 'server', type: 'peer-joined', role: 'doctor' });
    sockets[0]!.receive({ from: 'nobody' });
    expect(events.filter((e) => e.kind !== 'state')).toEqual([
      { kind: 'server', message: { from: 'server', type: 'peer-joined', role: 'doctor' } },
    ]);
  });

  it('opens again after a drop, waiting longer each time, and says so', () => {
    const { client, sockets, timers, states } = harness();
    client.start();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    expect(states()).toEqual(['open', 'reconnecting']);
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    timers.shift()!.fn();
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006);
    expect(timers.map((t) => t.ms)).toEqual([2_000]);
    timers.shift()!.fn();
    sockets[2]!.open();
    expect(states()).toEqual(['open', 'reconnecting', 'open']);
    // After a success the waits start again from the shortest.
    sockets[2]!.drop(1001);
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
  });

  it('stops for good when the room closes or the page stops it', () => {
    const closed = harness();
    closed.client.start();
    closed.sockets[0]!.open();
    closed.sockets[0]!.receive({ from: 'server', type: 'closed', reason: 'cancelled' });
    closed.sockets[0]!.drop(4000);
    expect(closed.timers).toEqual([]);
    expect(closed.states()).toEqual(['open', 'closed']);

    // Even if the close code were lost on the way (1006), the server's "closed" said not to come back.
    const lost = harness();
    lost.client.start();
    lost.sockets[0]!.open();
    lost.sockets[0]!.receive({ from: 'server', type: 'closed', reason: 'ended' });
    lost.sockets[0]!.drop(1006);
    expect(lost.timers).toEqual([]);

    const stopped = harness();
    stopped.client.start();
    stopped.sockets[0]!.open();
    stopped.client.stop();
    expect(stopped.sockets[0]!.closedWith).toBe(1000);
    stopped.sockets[0]!.drop(1000);
    expect(stopped.timers).toEqual([]);
    expect(stopped.client.current).toBe('closed');
  });

  it('gives up after eight failed tries in a row', () => {
    const { client, sockets, timers, states } = harness();
    client.start();
    for (let i = 0; i < 8; i++) {
      sockets[i]!.drop(1006);
      timers.shift()!.fn();
    }
    sockets[8]!.drop(1006);
    expect(timers).toEqual([]);
    expect(states().at(-1)).toBe('closed');
  });
});
