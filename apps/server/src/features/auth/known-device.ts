import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sha256 } from './account-codes.ts';
import { deviceBelongsTo, findKnownDevice, insertKnownDevice } from './device-queries.ts';

const YEAR_S = 365 * 24 * 3600;

function deviceCookieName(config: Pick<Config, 'NODE_ENV'>): string {
  return config.NODE_ENV === 'production' ? '__Host-tabib_device' : 'tabib_device';
}

function deviceToken(req: FastifyRequest): string | null {
  const token = req.cookies[deviceCookieName(req.server.config)];
  return token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? token : null;
}

/**
 * After a successful sign-in the browser keeps a long-lived random cookie that marks it as one the owner
 * used (OWASP's "device cookies"). Failed sign-ins from it are counted on their own, so a stranger who
 * spends the account's allowance of guesses does not lock the owner's own browser out.
 */
export async function rememberDevice(db: Db, req: FastifyRequest, reply: FastifyReply, userId: string) {
  const existing = deviceToken(req);
  if (existing && (await deviceBelongsTo(db, sha256(existing), userId))) return;
  const token = randomBytes(32).toString('base64url');
  await insertKnownDevice(db, userId, sha256(token));
  const config = reply.server.config;
  reply.setCookie(deviceCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    maxAge: YEAR_S,
  });
}

/** The id of the known device this request comes from, if it signed in to the account of `email` before. */
export async function knownDeviceFor(db: Db, req: FastifyRequest, email: string): Promise<string | null> {
  const token = deviceToken(req);
  if (!token) return null;
  return (await findKnownDevice(db, sha256(token), email))?.id ?? null;
}
