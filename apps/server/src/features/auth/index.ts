export { ensureAdmin } from './ensure-admin.ts';
export {
  clearSessionCookie,
  currentUser,
  requireRole,
  requireUser,
  sessionCookieName,
  sessionTokenHash,
  signInAs,
} from './session.ts';
export { applyAsDoctor } from './apply-as-doctor.ts';
export { changePassword } from './change-password.ts';
export { signIn } from './sign-in.ts';
export { signUp } from './sign-up.ts';
export { updateProfile } from './update-profile.ts';
export { purgeExpiredSessions } from './purge-expired-sessions.ts';
export { checkSessionFirst, type RouteAuth } from './route-auth.ts';
