import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { Db } from '../../../db/client.ts';
import { hashToken } from '../session.ts';
import { deleteExpiredLoginAttempts, insertLoginAttempt } from './oidc-queries.ts';
import { providerConfiguration, type ProviderSettings } from './oidc-providers.ts';
import { safeNextPath } from '../../../shared/safe-next.ts';

/** Long enough to pick an account and consent, short enough that a forgotten tab leaves nothing usable. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60_000;

export interface StartedSignIn {
  authorizationUrl: string;
  /** Goes to the browser in a short-lived cookie; only its hash is stored. */
  attemptId: string;
}

export async function startOidcSignIn(
  db: Db,
  provider: ProviderSettings,
  redirectUri: string,
  next: string | undefined,
): Promise<StartedSignIn> {
  const configuration = await providerConfiguration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const attemptId = randomBytes(32).toString('base64url');
  const now = new Date();
  await deleteExpiredLoginAttempts(db, now);
  await insertLoginAttempt(db, {
    idHash: hashToken(attemptId),
    provider: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectUri,
    next: safeNextPath(next),
    expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_TTL_MS),
  });
  return { authorizationUrl: authorizationUrl.href, attemptId };
}
