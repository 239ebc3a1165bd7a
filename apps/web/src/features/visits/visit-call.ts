import type { IceServer } from '@tabib/contracts';
import type { PeerMessage } from './signalling-client.ts';

/**
 * One side of the call: an RTCPeerConnection driven by the "perfect negotiation" pattern (W3C WebRTC
 * examples, MDN), so either side may (re)negotiate at any time and collisions resolve themselves: the polite
 * side (the patient) rolls its own offer back, the impolite one (the doctor) ignores the colliding offer.
 * A dropped network is recovered with an ICE restart. Standard WebRTC APIs only.
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
}

export class VisitCall {
  private pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private restarting = false;
  private cancelGrace: (() => void) | null = null;
  private local: MediaStream | null = null;
  private remote: MediaStream | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: VisitCallOptions) {
    this.pc = this.create();
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
  }

  /** Swaps the camera (or microphone) being sent without renegotiating. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === kind);
    if (sender) await sender.replaceTrack(track);
    else if (this.local) this.pc.addTrack(track, this.local);
  }

  /** The other side arrived again (a reload, another device): start over with a fresh connection. */
  reset(): void {
    this.teardown();
    this.pc = this.create();
    if (this.local) this.setLocalStream(this.local);
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
    const pc = this.pc;
    if (message.type === 'description') {
      const description = message.description;
      const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(pc);
      }
    } else if (message.type === 'candidate') {
      try {
        await pc.addIceCandidate(message.candidate ?? undefined);
      } catch (error) {
        if (!this.ignoreOffer) throw error;
      }
    } else {
      // The other side joined the call or left it: whatever was negotiated is gone with it.
      this.reset();
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
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc);
      } catch {
        // A collision rolled it back; the other side's offer takes over.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) =>
      this.options.send({ type: 'candidate', candidate: candidate?.toJSON() ?? null });
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

  private sendDescription(pc: RTCPeerConnection) {
    const local = pc.localDescription;
    if (local) this.options.send({ type: 'description', description: { type: local.type, sdp: local.sdp } });
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
