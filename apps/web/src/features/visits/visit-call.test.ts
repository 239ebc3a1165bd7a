import { describe, expect, it } from 'vitest';
import type { PeerMessage } from './signalling-client.ts';
import { callStatusOf, DISCONNECTED_GRACE_MS, iceAction, VisitCall, type CallStatus } from './visit-call.ts';

describe('ICE states', () => {
  it('restarts ICE at once on failed, and after a grace period on disconnected', () => {
    expect(iceAction('failed')).toBe('restart');
    expect(iceAction('disconnected')).toBe('restart-if-still-disconnected');
    for (const s of ['new', 'checking', 'connected', 'completed', 'closed'] as const) expect(iceAction(s)).toBe('none');
  });

  it('says what the page shows', () => {
    expect(callStatusOf('checking', false)).toBe('connecting');
    expect(callStatusOf('checking', true)).toBe('reconnecting');
    expect(callStatusOf('connected', true)).toBe('connected');
    expect(callStatusOf('completed', false)).toBe('connected');
    expect(callStatusOf('disconnected', false)).toBe('reconnecting');
    expect(callStatusOf('failed', false)).toBe('failed');
    expect(callStatusOf('failed', true)).toBe('reconnecting');
  });
});

/** Enough of RTCPeerConnection for the negotiation logic: the signalling state machine, no media. */
class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remote: { type: RTCSdpType; sdp: string }[] = [];
  candidates: unknown[] = [];
  restarts = 0;
  closed = false;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: ((e: { candidate: null }) => void) | null = null;
  ontrack: unknown = null;
  oniceconnectionstatechange: (() => void) | null = null;
  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type} sdp` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: RTCSdpType; sdp: string }) {
    this.remote.push(d);
    // A remote offer while one's own is out rolls one's own back (what browsers do implicitly).
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: unknown) {
    if (this.remote.length === 0) throw new Error('no remote description');
    this.candidates.push(c);
  }
  restartIce() {
    this.restarts++;
  }
  getSenders() {
    return [];
  }
  close() {
    this.closed = true;
  }
  enter(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

function callWith(polite: boolean) {
  const pcs: FakePeerConnection[] = [];
  const sent: PeerMessage[] = [];
  const statuses: CallStatus[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const call = new VisitCall({
    iceServers: [],
    polite,
    send: (m) => sent.push(m),
    onStatus: (s) => statuses.push(s),
    onRemoteStream: () => {},
    createPeerConnection: () => {
      const pc = new FakePeerConnection();
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    schedule: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  return { call, pcs, sent, statuses, timers };
}

const offer = { type: 'description', description: { type: 'offer', sdp: 'their offer' } } as const;

describe('perfect negotiation', () => {
  it('answers an offer', async () => {
    const { call, pcs, sent } = callWith(true);
    await call.handle(offer);
    expect(pcs[0]!.remote).toEqual([offer.description]);
    expect(sent).toEqual([{ type: 'description', description: { type: 'answer', sdp: 'answer sdp' } }]);
  });

  it('on a collision the impolite side (doctor) ignores the offer and its candidates; the polite one yields', async () => {
    const impolite = callWith(false);
    await impolite.pcs[0]!.onnegotiationneeded!();
    expect(impolite.sent[0]).toMatchObject({ description: { type: 'offer' } });
    await impolite.call.handle(offer);
    expect(impolite.pcs[0]!.remote).toEqual([]);
    // The ignored offer's candidates fail quietly.
    await expect(impolite.call.handle({ type: 'candidate', candidate: { candidate: 'c' } })).resolves.toBeUndefined();

    const polite = callWith(true);
    await polite.pcs[0]!.onnegotiationneeded!();
    await polite.call.handle(offer);
    expect(polite.pcs[0]!.remote).toEqual([offer.description]);
    expect(polite.sent.at(-1)).toEqual({ type: 'description', description: { type: 'answer', sdp: 'answer sdp' } });
    await polite.call.handle({ type: 'candidate', candidate: { candidate: 'c' } });
    expect(polite.pcs[0]!.candidates).toEqual([{ candidate: 'c' }]);
  });

  it('starts a fresh connection when the other side joins again or hangs up', async () => {
    const { call, pcs } = callWith(true);
    await call.handle({ type: 'join' });
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    await call.handle({ type: 'hangup' });
    expect(pcs).toHaveLength(3);
  });
});

describe('ICE restart', () => {
  it('restarts at once when ICE fails, and says it is reconnecting', () => {
    const { pcs, statuses } = callWith(true);
    pcs[0]!.enter('checking');
    pcs[0]!.enter('failed');
    expect(pcs[0]!.restarts).toBe(1);
    expect(statuses).toEqual(['connecting', 'failed', 'reconnecting']);
    pcs[0]!.enter('connected');
    expect(statuses.at(-1)).toBe('connected');
  });

  it('restarts after the grace period only if still disconnected', () => {
    const recovered = callWith(false);
    recovered.pcs[0]!.enter('connected');
    recovered.pcs[0]!.enter('disconnected');
    expect(recovered.timers.map((t) => t.ms)).toEqual([DISCONNECTED_GRACE_MS]);
    recovered.pcs[0]!.enter('connected');
    expect(recovered.timers).toEqual([]);
    expect(recovered.pcs[0]!.restarts).toBe(0);

    const stuck = callWith(false);
    stuck.pcs[0]!.enter('disconnected');
    stuck.timers.shift()!.fn();
    expect(stuck.pcs[0]!.restarts).toBe(1);
    expect(stuck.statuses).toEqual(['reconnecting', 'reconnecting']);
  });
});
