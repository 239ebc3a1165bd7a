import { createHmac } from 'node:crypto';
import type { IceServer } from '@tabib/contracts';
import type { Config } from '../../config.ts';

/**
 * The ICE servers for one participant: ICE_SERVERS as configured, and with TURN_SECRET, TURN credentials
 * of coturn's REST API scheme (static-auth-secret): username "<unix expiry>:<user id>", credential
 * base64(HMAC-SHA1(secret, username)). coturn checks them without asking us; they stop working at the expiry.
 */
export function iceServersFor(
  config: Pick<Config, 'ICE_SERVERS' | 'TURN_SECRET' | 'TURN_URLS' | 'TURN_TTL_S'>,
  userId: string,
  now: Date,
): IceServer[] {
  const servers: IceServer[] = config.ICE_SERVERS.map((s) => ({
    urls: s.urls,
    ...(s.username ? { username: s.username } : {}),
    ...(s.credential ? { credential: s.credential } : {}),
  }));
  if (config.TURN_SECRET && config.TURN_URLS.length > 0) {
    servers.push({ urls: config.TURN_URLS, ...turnCredentials(config.TURN_SECRET, userId, now, config.TURN_TTL_S) });
  }
  return servers;
}

export function turnCredentials(
  secret: string,
  userId: string,
  now: Date,
  ttlSeconds: number,
): { username: string; credential: string } {
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}
