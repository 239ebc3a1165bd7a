import type { IceServer } from '@tabib/contracts';
import type { PeerMessage } from './signalling-client.ts';

/**
 * One side of the call: an RTCPeerConnection driven by the "perfect negotiation" pattern (W3C WebRTC
 * examples, MDN), so either side may (re)negotiate at any time and collisions resolve themselves: the polite
 * side (the patient) rolls its own offer back, the impolite one (the doctor) ignores the colliding offer.
 * A dropped network is recovered with an ICE restart. Standard WebRTC APIs only.
 *
 * Perfect negotiation assumes one pair of connections. Each side starts a fresh one whenever the other
 * joins or hangs up, and messages of the connections it replaced may still be on their way. So the impolite
 * side names each of its connections (a session), every description and candidate carries the name, and the
 * polite side answers a new session on a fresh connection of its own and makes no offer before it has one.
 * Without this, two sides joining at the same moment each applied the other's first, already replaced,
 * connection's offer, and both sat `stable` with nothing connected.
 */

/** What the page says about the call. */
export type CallStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

/** After `disconnected`, this long before an ICE restart: the state often returns to `connected` by itself. */
export const DISCONNECTED_GRACE_MS = 2_500;

/** What to do when the ICE connection enters `state`. */
export function iceAction(state: RTCIceConnectionState): 'restart' | 'restart-if-still-disconnected' | 'none' {
  if (state === 'failed') return 'restart';
  if (state === 'disconnected') return 'restart-if-still-disconnected';
  return 'none';
}

/** The status shown for an ICE connection state, given whether a restart is under way. */
export function callStatusOf(state: RTCIceConnectionState, restarting: boolean): CallStatus {
  switch (state) {
    case 'connected':
    case 'completed':
      return 'connected';
    case 'disconnected':
      return 'reconnecting';
    case 'failed':
      return restarting ? 'reconnecting' : 'failed';
    case 'closed':
      return 'closed';
    default:
      return restarting ? 'reconnecting' : 'connecting';
  }
}

export interface VisitCallOptions {
  iceServers: IceServer[];
  polite: boolean;
  send: (message: PeerMessage) => void;
  onStatus: (status: CallStatus) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  schedule?: (fn: () => void, ms: number) => () => void;
  /** A new session's name (tests give their own). */
  newSession?: () => string;
}

const randomSession = () => Math.random().toString(36).slice(2, 12);

export class VisitCall {
  private pc: RTCPeerConnection;
  /** The connection's session: the impolite side's own name for it, or the one the polite side answered. */
  private session: string | null;
  private makingOffer = false;
  private ignoreOffer = false;
  private restarting = false;
  private cancelGrace: (() => void) | null = null;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: VisitCallOptions) {
    this.session = this.sessionOwner ? this.newSession() : null;
    this.pc = this.create();
  }

  /** The impolite side names the sessions; the polite one follows. */
  private get sessionOwner(): boolean {
    return !this.options.polite;
  }

  private newSession(): string {
    return (this.options.newSession ?? randomSession)();
  }

  /** The tracks to send (none: chat only, or receive only). Replaces what was sent before. */
  setLocalStream(stream: MediaStream | null): void {
    this.local = stream;
    const senders = this.pc.getSenders();
    for (const sender of senders) {
      if (sender.track && !stream?.getTracks().includes(sender.track)) this.pc.removeTrack(sender);
    }
    const sent = new Set(this.pc.getSenders().map((s) => s.track));
    for (const track of stream?.getTracks() ?? []) if (!sent.has(track)) this.pc.addTrack(track, stream!);
    this.offerEvenWithoutMedia();
  }

  /**
   * The impolite side makes every session's first offer, and a connection with nothing to send makes none:
   * with no camera or microphone, it asks to receive both (a track added later takes their place).
   */
  private offerEvenWithoutMedia(): void {
    if (!this.sessionOwner || this.pc.getTransceivers().length > 0) return;
    this.pc.addTransceiver('audio', { direction: 'recvonly' });
    this.pc.addTransceiver('video', { direction: 'recvonly' });
  }

  /** Swaps the camera (or microphone) being sent without renegotiating. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === kind);
    if (sender) await sender.replaceTrack(track);
    else if (this.local) this.pc.addTrack(track, this.local);
  }

  /**
   * The other side arrived again (a reload, another device): start over with a fresh connection, in a new
   * session (the impolite side) or in `session` (the polite side answering one; none: wait for an offer).
   */
  reset(session: string | null = null): void {
    this.teardown();
    this.session = this.sessionOwner ? this.newSession() : session;
    this.pc = this.create();
    this.setLocalStream(this.local);
  }

  /**
   * Handles the other side's messages one at a time, in order: a candidate waits for the description before
   * it, and a second description for the first to be applied.
   */
  handle(message: PeerMessage): Promise<void> {
    const next = this.queue.then(() => this.process(message));
    this.queue = next.catch(() => {});
    return next;
  }

  private async process(message: PeerMessage): Promise<void> {
    if (message.type === 'join' || message.type === 'hangup') {
      // The other side joined the call or left it: whatever was negotiated is gone with it.
      this.reset();
      return;
    }
    if (message.session !== this.session) {
      // For a connection this side has replaced, or one the other side has: nothing to apply it to.
      if (this.sessionOwner || message.type !== 'description' || message.description.type !== 'offer') return;
      // The impolite side started a new session: answer it on a fresh connection.
      this.reset(message.session);
    }
    const pc = this.pc;
    if (message.type === 'description') {
      const description = message.description;
      const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(pc, message.session);
      }
    } else {
      try {
        await pc.addIceCandidate(message.candidate ?? undefined);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  /** Tries the network again (also what the page's "reconnect" does). */
  restartIce(): void {
    this.restarting = true;
    this.options.onStatus('reconnecting');
    this.pc.restartIce();
  }

  close(): void {
    this.teardown();
    this.options.onStatus('closed');
  }

  private create(): RTCPeerConnection {
    const config: RTCConfiguration = { iceServers: this.options.iceServers };
    const pc = (this.options.createPeerConnection ?? ((c) => new RTCPeerConnection(c)))(config);
    const session = this.session;
    pc.onnegotiationneeded = async () => {
      // The polite side offers only within a session the impolite one started.
      if (session === null) return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc, session);
      } catch {
        // A collision rolled it back; the other side's offer takes over.
      } finally {
        // A replaced connection's offer ends after its successor's may have begun.
        if (pc === this.pc) this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (session !== null) this.options.send({ type: 'candidate', session, candidate: candidate?.toJSON() ?? null });
    };
    pc.ontrack = ({ track, streams }) => {
      const tracks = [...(this.remote?.getTracks() ?? []), ...(streams[0]?.getTracks() ?? []), track];
      // A new stream object each time, so a view showing the old one sees the change.
      this.remote = new MediaStream([...new Set(tracks)]);
      this.options.onRemoteStream(this.remote);
    };
    pc.oniceconnectionstatechange = () => {
      if (pc !== this.pc) return;
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') this.restarting = false;
      this.options.onStatus(callStatusOf(state, this.restarting));
      const action = iceAction(state);
      this.cancelGrace?.();
      this.cancelGrace = null;
      if (action === 'restart') this.restartIce();
      else if (action === 'restart-if-still-disconnected') {
        const schedule =
          this.options.schedule ??
          ((fn: () => void, ms: number) => {
            const timer = setTimeout(fn, ms);
            return () => clearTimeout(timer);
          });
        this.cancelGrace = schedule(() => {
          if (pc === this.pc && pc.iceConnectionState === 'disconnected') this.restartIce();
        }, DISCONNECTED_GRACE_MS);
      }
    };
    return pc;
  }

  private sendDescription(pc: RTCPeerConnection, session: string) {
    const local = pc.localDescription;
    // A connection replaced while its description was being made sends nothing.
    if (local && pc === this.pc)
      this.options.send({ type: 'description', session, description: { type: local.type, sdp: local.sdp } });
  }

  private teardown() {
    this.cancelGrace?.();
    this.cancelGrace = null;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.restarting = false;
    const pc = this.pc;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.oniceconnectionstatechange = null;
    pc.close();
    this.remote = null;
    this.options.onRemoteStream(null);
  }
}
