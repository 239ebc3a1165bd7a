import type { Role, User } from '@tabib/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { requireUser, rememberUser } from './session.ts';

/**
 * A route that needs a signed-in user says so in its config; the session (and role, and any check of
 * what the URL names) is then checked before the body or query is validated, so a caller without the
 * right session learns nothing but 401 or 403, not what a valid request looks like. Handlers read the
 * user with `requireUser`, which returns the one found here.
 */
export type RouteAuth =
  | true
  | {
      /** One of these roles, else 403. */
      roles?: readonly Role[];
      /** A further check on what the path or query names (the body is not read yet); throws to refuse. */
      check?: (user: User, req: FastifyRequest) => void;
      /**
       * Answers a doctor or admin who must set up two-step sign-in first (REQUIRE_STAFF_2FA) and has not:
       * only the enrolment calls say so. Every other route answers them 403 `two_factor_required`.
       */
      beforeTwoFactorSetup?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

/** Adds the session check as the last onRequest hook of every route whose config declares `auth`. */
export function checkSessionFirst(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
    if (!auth) return;
    const authorise = async (req: FastifyRequest) => {
      const user = await requireUser(app.db, req);
      if (user.twoFactorSetupRequired && (auth === true || !auth.beforeTwoFactorSetup)) {
        throw new AppError('two_factor_required');
      }
      if (auth !== true) {
        if (auth.roles && !auth.roles.includes(user.role)) throw new AppError('forbidden');
        auth.check?.(user, req);
      }
      rememberUser(req, user);
    };
    // A route's own hooks are typed as callback hooks only, so this one reports through `done`: a refusal
    // (401, 403) reaches the error handler as the hook's error, never as an unhandled rejection.
    const check: onRequestHookHandler = function (req, _reply, done) {
      authorise(req).then(() => done(), done);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}
