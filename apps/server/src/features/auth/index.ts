import type { Db } from '../../db/client.ts';
import { RESET_TASK, sendResetLink } from './reset-password.ts';
export { accountRateLimit } from './account-rate-limit.ts';
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
export { requesterOf } from './client.ts';
export { knownDeviceFor } from './known-device.ts';
export { sha256 } from './account-codes.ts';
export { accountDeletedNotice, type Requester } from './account-mail.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { signedInRecently } from './session.ts';
export { FRESH_SIGN_IN_MS } from './change-email.ts';
export { describeDevice } from './client.ts';
export { listSessions } from './list-sessions.ts';
export { toUser } from './to-user.ts';
export { purgeExpiredCodes } from './purge-expired-sessions.ts';
export { resendVerificationCode, verifyEmail } from './verify-email.ts';

/** The auth feature's outbox tasks (src/worker.ts hands them to the outbox worker). */
export function authTasks(db: Db): Record<string, (payload: unknown) => Promise<void>> {
  return { [RESET_TASK]: (payload) => sendResetLink(db, payload) };
}
