import { OidcProviderParams, OidcProvidersResponse, OidcStartQuery, type OidcLoginError } from '@tabib/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { RoutePlugin } from '../../../shared/fastify.ts';
import { publicOrigin } from '../../../shared/public-origin.ts';
import { signInAs } from '../session.ts';
import { finishOidcSignIn } from './finish-oidc-sign-in.ts';
import { OidcSignInError } from './oidc-sign-in-error.ts';
import { enabledProviders, findProvider } from './oidc-providers.ts';
import { LOGIN_ATTEMPT_TTL_MS, startOidcSignIn } from './start-oidc-sign-in.ts';

/** `__Host-` binds the cookie to this origin over HTTPS, as for the session cookie. */
function attemptCookieName(config: Pick<Config, 'NODE_ENV'>): string {
  return config.NODE_ENV === 'production' ? '__Host-tabib_oidc' : 'tabib_oidc';
}

function attemptCookieOptions(config: Config) {
  // Lax, not Strict: the browser comes back from the provider through a cross-site redirect.
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.NODE_ENV === 'production' };
}

function redirectUri(req: FastifyRequest, config: Config, provider: string): string {
  return `${publicOrigin(req, config)}/api/v1/auth/oidc/${provider}/callback`;
}

function toLogin(reply: FastifyReply, code: OidcLoginError) {
  return reply.header('cache-control', 'no-store').redirect(`/login?error=${code}`, 302);
}

export const oidcRoutes: RoutePlugin = async (app) => {
  app.get(
    '/auth/oidc/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The identity providers one can sign in with',
        response: { 200: OidcProvidersResponse },
      },
    },
    async () => ({ items: enabledProviders(app.config).map(({ id, name }) => ({ id, name })) }),
  );

  app.get(
    '/auth/oidc/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in through a provider: redirects there (OpenID Connect, code flow with PKCE)',
        params: OidcProviderParams,
        querystring: OidcStartQuery,
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const provider = findProvider(app.config, req.params.provider);
      if (!provider) return toLogin(reply, 'oidc_failed');
      try {
        const started = await startOidcSignIn(
          app.db,
          provider,
          redirectUri(req, app.config, provider.id),
          req.query.next,
        );
        reply.setCookie(attemptCookieName(app.config), started.attemptId, {
          ...attemptCookieOptions(app.config),
          maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(started.authorizationUrl, 302);
      } catch (error) {
        req.log.warn({ err: error, provider: provider.id }, 'could not start a sign-in through the provider');
        return toLogin(reply, 'oidc_failed');
      }
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; signs in and redirects',
        params: OidcProviderParams,
      },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const cookieName = attemptCookieName(app.config);
      const attemptId = req.cookies[cookieName];
      reply.clearCookie(cookieName, attemptCookieOptions(app.config));
      const provider = findProvider(app.config, req.params.provider);
      if (!provider) return toLogin(reply, 'oidc_failed');
      try {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const { userId, next } = await finishOidcSignIn(app.db, provider, attemptId, query);
        await signInAs(app.db, req, reply, userId);
        return reply.header('cache-control', 'no-store').redirect(next, 302);
      } catch (error) {
        const code = error instanceof OidcSignInError ? error.code : 'oidc_failed';
        req.log.warn({ err: error, provider: provider.id }, 'sign-in through the provider failed');
        return toLogin(reply, code);
      }
    },
  );
};
