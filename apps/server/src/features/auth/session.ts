import { createHash, randomBytes } from 'node:crypto';
import type { Role, User } from '@tabib/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { networkOf } from './client.ts';
import { rememberDevice } from './known-device.ts';
import {
  deleteSessionByHash,
  findSessionUser,
  insertSession,
  isAccountDisabled,
  touchSession,
} from './session-queries.ts';
import { toUser } from './to-user.ts';

/** A session ends after a week without use, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
// Writing last_seen_at on every request would turn reads into writes; a few minutes' precision is plenty.
const TOUCH_EVERY_MS = 5 * 60_000;

/** `__Host-` binds the cookie to this exact origin over HTTPS; plain HTTP (development) cannot use it. */
export function sessionCookieName(config: Pick<Config, 'NODE_ENV'>): string {
  return config.NODE_ENV === 'production' ? '__Host-tabib_session' : 'tabib_session';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token from an `Authorization: Bearer` header (API clients) or the cookie (web app). */
export function sessionToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return req.cookies[sessionCookieName(req.server.config)] ?? null;
}

// The user a route's session check found (route-auth.ts), so the handler does not look it up again.
const checked = new WeakMap<FastifyRequest, User>();
export function rememberUser(req: FastifyRequest, user: User) {
  checked.set(req, user);
}

export async function currentUser(db: Db, req: FastifyRequest): Promise<User | null> {
  const known = checked.get(req);
  if (known) return known;
  const token = sessionToken(req);
  if (!token || token.length > 256) return null;
  const now = new Date();
  const row = await findSessionUser(db, hashToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!row) return null;
  const { sessionId, lastSeenAt, sessionCreatedAt, doctorId, ...fields } = row;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, sessionId, now);
  signedInAt.set(req, sessionCreatedAt);
  return toUser(fields, doctorId, req.server.config.REQUIRE_STAFF_2FA);
}

// When the request's session began: some changes need a recent sign-in (accounts without a password).
const signedInAt = new WeakMap<FastifyRequest, Date>();

/** Whether this request's session was signed in to within `withinMs` (a "fresh" sign-in). */
export async function signedInRecently(db: Db, req: FastifyRequest, withinMs: number): Promise<boolean> {
  if (!signedInAt.has(req)) {
    checked.delete(req);
    await currentUser(db, req);
  }
  const at = signedInAt.get(req);
  return at !== undefined && Date.now() - at.getTime() <= withinMs;
}

export async function requireUser(db: Db, req: FastifyRequest): Promise<User> {
  const user = await currentUser(db, req);
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** 401 for a visitor, 403 for a signed-in user without one of the roles. */
export async function requireRole(db: Db, req: FastifyRequest, ...roles: Role[]): Promise<User> {
  const user = await requireUser(db, req);
  if (!roles.includes(user.role)) throw new AppError('forbidden');
  return user;
}

/**
 * A new random token for every sign-in; only its hash is stored. Every way in (password, identity provider,
 * sign-up, /compat) comes through here after the person has proved who they are, so a disabled account is
 * refused here with its own code, and only to someone who got that far.
 */
export async function createSession(db: Db, userId: string, userAgent: string, clientIp = ''): Promise<string> {
  if (await isAccountDisabled(db, userId)) throw new AppError('account_disabled');
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent.slice(0, 300),
    clientNetwork: networkOf(clientIp),
  });
  return token;
}

export function setSessionCookie(reply: FastifyReply, token: string) {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
  });
}

export async function endSession(db: Db, req: FastifyRequest) {
  const token = sessionToken(req);
  if (token && token.length <= 256) await deleteSessionByHash(db, hashToken(token));
}

/** Starts a session for `userId` and gives it to the client both ways (cookie and token). */
export async function signInAs(db: Db, req: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
  const token = await createSession(db, userId, req.headers['user-agent'] ?? '', req.ip);
  setSessionCookie(reply, token);
  await rememberDevice(db, req, reply, userId);
  return token;
}

/** The SHA-256 of this request's session token, to tell "this session" from the account's others. */
export function sessionTokenHash(req: FastifyRequest): string | null {
  const token = sessionToken(req);
  return token && token.length <= 256 ? hashToken(token) : null;
}
