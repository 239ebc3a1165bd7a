import * as client from 'openid-client';
import type { Db } from '../../../db/client.ts';
import { hashToken } from '../session.ts';
import { OidcSignInError } from './oidc-sign-in-error.ts';
import { takeLoginAttempt } from './oidc-queries.ts';
import { providerConfiguration, type ProviderSettings } from './oidc-providers.ts';
import { resolveOidcAccount, type ProviderProfile } from './resolve-oidc-account.ts';
import { safeNextPath } from '../../../shared/safe-next.ts';

/**
 * The provider sent the browser back: the attempt is used up whatever happens next, then openid-client
 * checks state, the code exchange with the PKCE verifier, and the ID token (signature, issuer, audience,
 * expiry, nonce) before anyone is signed in.
 */
export async function finishOidcSignIn(
  db: Db,
  provider: ProviderSettings,
  attemptId: string | undefined,
  callbackQuery: string,
): Promise<{ userId: string; next: string }> {
  if (!attemptId || attemptId.length > 128) throw new OidcSignInError('oidc_failed', 'no sign-in in progress');
  const attempt = await takeLoginAttempt(db, hashToken(attemptId));
  if (!attempt || attempt.provider !== provider.id) throw new OidcSignInError('oidc_failed', 'unknown sign-in');
  if (attempt.expiresAt.getTime() < Date.now()) throw new OidcSignInError('oidc_failed', 'sign-in expired');

  const configuration = await providerConfiguration(provider);
  const callbackUrl = new URL(attempt.redirectUri);
  callbackUrl.search = callbackQuery;
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new OidcSignInError('oidc_failed', 'no ID token');

  const profile: ProviderProfile = {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    name: nameOf(claims),
  };
  // Some providers keep the e-mail out of the ID token and give it at the userinfo endpoint only.
  if (!profile.email && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    profile.email = typeof info.email === 'string' ? info.email : null;
    profile.emailVerified = info.email_verified === true;
    profile.name ??= nameOf(info);
  }

  const userId = await resolveOidcAccount(db, provider.id, profile);
  return { userId, next: safeNextPath(attempt.next) };
}

function nameOf(claims: Record<string, unknown>): string | null {
  if (typeof claims.name === 'string' && claims.name.trim()) return claims.name.trim();
  const parts = [claims.given_name, claims.family_name].filter((p): p is string => typeof p === 'string' && !!p.trim());
  return parts.length ? parts.join(' ').trim() : null;
}
