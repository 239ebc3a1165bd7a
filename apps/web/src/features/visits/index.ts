/**
 * The visit room (issue 39, decision 034): framework-independent signalling and WebRTC (`SignallingClient`,
 * `VisitCall`) and the React room, mounted by the Astro page `/visits/:appointmentId` (components/visit-page.ts, decision 038).
 */
export { VisitRoom } from './components/visit-room.tsx';
export { SignallingClient, socketUrl, reconnectDelay, type SignalEvent } from './signalling-client.ts';
export { VisitCall, type CallStatus } from './visit-call.ts';
