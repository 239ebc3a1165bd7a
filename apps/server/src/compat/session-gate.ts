import type { User } from '@tabib/contracts';
import type { FastifyRequest } from 'fastify';
import type { RouteAuth } from '../features/auth/index.ts';
import { AppError } from '../shared/errors.ts';

/** Who a spec call is addressed to: a user id or e-mail in its path, query or body. */
export interface Addressee {
  userId?: unknown;
  email?: unknown;
}

/**
 * The spec addresses calls by user id or e-mail; Tabib acts only for the session's user, so the
 * address must be theirs (403 otherwise, admins included: nobody acts for someone else here).
 */
export function assertAddressee(user: User, to: Addressee) {
  const matches =
    (to.userId === undefined || (typeof to.userId === 'string' && to.userId.toLowerCase() === user.id)) &&
    (to.email === undefined ||
      (typeof to.email === 'string' && to.email.trim().toLowerCase() === user.email.toLowerCase()));
  if (!matches) throw new AppError('forbidden');
}

/**
 * A route's session check (route config `auth`) for a call addressed in its path or query: checked with
 * the session, before the body is validated, so a caller who may not make the call learns nothing but
 * 401 or 403. Addresses in a body are checked by the handler, once the body is valid.
 */
export const addressedBy = (addressee: (req: FastifyRequest) => Addressee): RouteAuth => ({
  check: (user, req) => assertAddressee(user, addressee(req)),
});

export const pathUserId = (req: FastifyRequest): Addressee => ({ userId: (req.params as { userId?: unknown }).userId });
export const pathEmail = (req: FastifyRequest): Addressee => ({ email: (req.params as { email?: unknown }).email });
export const queryUserId = (req: FastifyRequest): Addressee => ({ userId: (req.query as { userId?: unknown }).userId });
