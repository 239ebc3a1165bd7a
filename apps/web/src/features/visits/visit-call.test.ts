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
  static made = 0;
  /** Its descriptions say which connection made them, so a test can tell which two are paired. */
  readonly name = `pc${++FakePeerConnection.made}`;
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remote: { type: RTCSdpType; sdp: string }[] = [];
  candidates: unknown[] = [];
  transceivers: { kind: string; direction: string }[] = [];
  /** Set by a change that needs an offer; `negotiate` then plays the browser's negotiationneeded event. */
  needsNegotiation = false;
  restarts = 0;
  closed = false;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: ((e: { candidate: null }) => void) | null = null;
  ontrack: unknown = null;
  oniceconnectionstatechange: (() => void) | null = null;
  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.localDescription = { type, sdp: `${type} of ${this.name}` };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
    if (type === 'answer') this.needsNegotiation = false;
  }
  async setRemoteDescription(d: { type: RTCSdpType; sdp: string }) {
    if (d.type === 'answer' && this.signalingState !== 'have-local-offer') {
      throw new DOMException('no offer to answer', 'InvalidStateError');
    }
    this.remote.push(d);
    // A remote offer while one's own is out rolls one's own back (what browsers do implicitly).
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
    if (d.type === 'answer') this.needsNegotiation = false;
  }
  async addIceCandidate(c: unknown) {
    if (this.remote.length === 0) throw new Error('no remote description');
    this.candidates.push(c);
  }
  restartIce() {
    this.restarts++;
    this.needsNegotiation = true;
  }
  senders: { track: unknown }[] = [];
  getSenders() {
    return this.senders;
  }
  addTrack(track: { kind: string }) {
    this.senders.push({ track });
    this.transceivers.push({ kind: track.kind, direction: 'sendrecv' });
    this.needsNegotiation = true;
  }
  getTransceivers() {
    return this.transceivers;
  }
  addTransceiver(kind: string, init: { direction: string }) {
    this.transceivers.push({ kind, direction: init.direction });
    this.needsNegotiation = true;
  }
  async negotiate() {
    if (!this.needsNegotiation || this.closed || this.signalingState !== 'stable') return;
    this.needsNegotiation = false;
    await this.onnegotiationneeded?.();
  }
  close() {
    this.closed = true;
  }
  enter(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

/** A camera's stream, as far as the call looks at it. */
const cameraStream = () => {
  const tracks = [{ kind: 'audio' }, { kind: 'video' }];
  return { getTracks: () => tracks } as unknown as MediaStream;
};

function callWith(polite: boolean, send: (m: PeerMessage) => void = () => {}, media: MediaStream | null = null) {
  const pcs: FakePeerConnection[] = [];
  const sent: PeerMessage[] = [];
  const statuses: CallStatus[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let sessions = 0;
  const call = new VisitCall({
    iceServers: [],
    polite,
    send: (m) => {
      sent.push(m);
      send(m);
    },
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
    newSession: () => `s${++sessions}`,
  });
  call.setLocalStream(media);
  return { call, pcs, sent, statuses, timers, current: () => pcs.at(-1)! };
}

const offerIn = (session: string) =>
  ({ type: 'description', session, description: { type: 'offer', sdp: 'their offer' } }) as const;

describe('perfect negotiation', () => {
  it('answers an offer, in the session the impolite side named', async () => {
    const { call, current, sent } = callWith(true);
    await call.handle(offerIn('s1'));
    expect(current().remote).toEqual([offerIn('s1').description]);
    expect(sent).toEqual([
      { type: 'description', session: 's1', description: { type: 'answer', sdp: `answer of ${current().name}` } },
    ]);
  });

  it('on a collision the impolite side (doctor) ignores the offer and its candidates; the polite one yields', async () => {
    const impolite = callWith(false);
    await impolite.current().negotiate();
    expect(impolite.sent[0]).toMatchObject({ session: 's1', description: { type: 'offer' } });
    await impolite.call.handle(offerIn('s1'));
    expect(impolite.current().remote).toEqual([]);
    // The ignored offer's candidates fail quietly.
    await expect(
      impolite.call.handle({ type: 'candidate', session: 's1', candidate: { candidate: 'c' } }),
    ).resolves.toBeUndefined();

    const polite = callWith(true);
    await polite.call.handle(offerIn('s1'));
    polite.call.restartIce();
    await polite.current().negotiate();
    expect(polite.sent.at(-1)).toMatchObject({ session: 's1', description: { type: 'offer' } });
    await polite.call.handle(offerIn('s1'));
    expect(polite.current().remote).toHaveLength(2);
    expect(polite.sent.at(-1)).toMatchObject({ session: 's1', description: { type: 'answer' } });
    await polite.call.handle({ type: 'candidate', session: 's1', candidate: { candidate: 'c' } });
    expect(polite.current().candidates).toEqual([{ candidate: 'c' }]);
  });

  it('starts a fresh connection when the other side joins again or hangs up', async () => {
    const { call, pcs } = callWith(true);
    await call.handle({ type: 'join' });
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    await call.handle({ type: 'hangup' });
    expect(pcs).toHaveLength(3);
  });

  it('the impolite side asks to receive when it has nothing to send, so that it still offers', async () => {
    const doctor = callWith(false);
    expect(doctor.current().transceivers).toEqual([
      { kind: 'audio', direction: 'recvonly' },
      { kind: 'video', direction: 'recvonly' },
    ]);
    await doctor.current().negotiate();
    expect(doctor.sent).toMatchObject([{ type: 'description', session: 's1', description: { type: 'offer' } }]);
    // The polite side waits for the impolite one's offer.
    const patient = callWith(true);
    expect(patient.current().transceivers).toEqual([]);
  });

  it('pairs the two current connections when both sides join at the same moment', async () => {
    // Each side's messages reach the other in order, but only when the test delivers them.
    const toPatient: PeerMessage[] = [];
    const toDoctor: PeerMessage[] = [];
    const doctor = callWith(false, (m) => toPatient.push(m), cameraStream());
    toPatient.unshift({ type: 'join' });
    const patient = callWith(true, (m) => toDoctor.push(m), cameraStream());
    toDoctor.unshift({ type: 'join' });
    // Both first connections want to offer before either side has heard of the other's join.
    await doctor.current().negotiate();
    await patient.current().negotiate();
    for (let round = 0; round < 10; round++) {
      for (const m of toDoctor.splice(0)) await doctor.call.handle(m).catch(() => {});
      await doctor.current().negotiate();
      for (const m of toPatient.splice(0)) await patient.call.handle(m).catch(() => {});
      await patient.current().negotiate();
    }
    const [d, p] = [doctor.current(), patient.current()];
    expect([d.signalingState, p.signalingState]).toEqual(['stable', 'stable']);
    expect(d.remote.at(-1)?.sdp).toBe(`answer of ${p.name}`);
    expect(p.remote.at(-1)?.sdp).toBe(`offer of ${d.name}`);
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
