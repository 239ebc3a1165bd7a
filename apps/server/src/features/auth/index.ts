export { ensureAdmin } from './ensure-admin.ts';
export { currentUser, requireRole, requireUser, signInAs } from './session.ts';
export { purgeExpiredSessions } from './purge-expired-sessions.ts';
