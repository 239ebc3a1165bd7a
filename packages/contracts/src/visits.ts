import { z } from 'zod';
import { Uuid } from './common.ts';

/** The visit window (decision 034): the room opens this long before the appointment's start... */
export const VISIT_OPENS_BEFORE_MINUTES = 10;
/** ...and closes this long after its end. */
export const VISIT_CLOSES_AFTER_MINUTES = 30;
/** Largest JSON message one participant may send over the signalling socket (UTF-8 bytes). */
export const VISIT_SIGNAL_MAX_BYTES = 64 * 1024;
/** The visit page of an appointment, on the web app (mails link to it from PUBLIC_URL). */
export function visitPagePath(appointmentId: string): string {
  return `/visits/${appointmentId}`;
}

/** Open signalling sockets one participant may hold for one visit (tabs, devices), across processes. */
export const VISIT_MAX_CONNECTIONS_PER_PARTICIPANT = 3;

export const VisitParams = z.object({ appointmentId: Uuid });
export type VisitParams = z.infer<typeof VisitParams>;

export const VisitRole = z.enum(['patient', 'doctor']);
export type VisitRole = z.infer<typeof VisitRole>;

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export const IceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServer>;

export const Visit = z.object({
  appointmentId: z.uuid(),
  role: VisitRole,
  /** The other participant's name as the caller may see it (the doctor's name in the caller's language). */
  peerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** From when the signalling socket accepts the two participants... */
  opensAt: z.string(),
  /** ...until when. */
  closesAt: z.string(),
  /** When the doctor ended the visit; the room is closed from then on. */
  endedAt: z.string().nullable(),
  /** The signalling WebSocket: a path on this origin (ws: or wss: as the page's own scheme). */
  signalUrl: z.string(),
  /** For RTCPeerConnection; empty without configuration (host candidates only). */
  iceServers: z.array(IceServer),
});
export type Visit = z.infer<typeof Visit>;

/** A chat line beside the call; kept with the appointment for its two participants only. */
export const VisitChatMessage = z.object({
  id: z.uuid(),
  from: VisitRole,
  text: z.string(),
  sentAt: z.string(),
});
export type VisitChatMessage = z.infer<typeof VisitChatMessage>;

export const VisitChatList = z.object({ items: z.array(VisitChatMessage) });
export type VisitChatList = z.infer<typeof VisitChatList>;

export const VISIT_CHAT_MAX_CHARS = 2000;

export const PostVisitChatRequest = z.object({
  text: z
    .string({ error: 'text_required' })
    .trim()
    .min(1, { error: 'text_required' })
    .max(VISIT_CHAT_MAX_CHARS, { error: 'text_too_long' }),
});
export type PostVisitChatRequest = z.input<typeof PostVisitChatRequest>;

/**
 * What the server itself says over the signalling socket, always with `from: "server"`. Everything else a
 * client receives is the other participant's own JSON object, unchanged but for `from` (its role).
 */
export const VisitServerMessage = z.discriminatedUnion('type', [
  /** First message after the upgrade: who you are and whether the other participant is here already. */
  z.object({ from: z.literal('server'), type: z.literal('welcome'), role: VisitRole, peerPresent: z.boolean() }),
  z.object({ from: z.literal('server'), type: z.literal('peer-joined'), role: VisitRole }),
  z.object({ from: z.literal('server'), type: z.literal('peer-left'), role: VisitRole }),
  /** A chat line either participant posted (the sender gets it too, with its id and time). */
  z.object({ from: z.literal('server'), type: z.literal('chat'), message: VisitChatMessage }),
  /** The frame was dropped; the socket stays open. */
  z.object({
    from: z.literal('server'),
    type: z.literal('error'),
    code: z.enum(['malformed', 'not_an_object', 'too_large', 'binary', 'too_many', 'not_relayed']),
  }),
  /** The room is closed; the server closes the socket right after. */
  z.object({
    from: z.literal('server'),
    type: z.literal('closed'),
    reason: z.enum(['cancelled', 'ended', 'window_closed', 'moved']),
  }),
]);
export type VisitServerMessage = z.infer<typeof VisitServerMessage>;

/** WebSocket close codes the server uses (4000-4999 are the application's). */
export const VisitCloseCode = {
  /** The room closed (cancelled, ended, outside the window); do not reconnect. */
  roomClosed: 4000,
  /** The server is shutting down; reconnecting reaches another process. */
  goingAway: 1001,
} as const;
