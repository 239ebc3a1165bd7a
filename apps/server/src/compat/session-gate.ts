import type { Role, User } from '@tabib/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole, requireUser } from '../features/auth/index.ts';
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
 * Checks the session (and role, and addressee) before the body is validated, as v1's admin routes do:
 * a caller who may not make the call learns nothing but 401 or 403.
 */
export function sessionGate(
  app: FastifyInstance,
  options: { roles?: Role[]; addressee?: (req: FastifyRequest) => Addressee } = {},
) {
  const users = new WeakMap<FastifyRequest, User>();
  return {
    onRequest: async (req: FastifyRequest) => {
      const user = options.roles ? await requireRole(app.db, req, ...options.roles) : await requireUser(app.db, req);
      if (options.addressee) assertAddressee(user, options.addressee(req));
      users.set(req, user);
    },
    userOf: (req: FastifyRequest): User => {
      const user = users.get(req);
      if (!user) throw new AppError('unauthorized');
      return user;
    },
  };
}

export const pathUserId = (req: FastifyRequest): Addressee => ({ userId: (req.params as { userId?: unknown }).userId });
export const pathEmail = (req: FastifyRequest): Addressee => ({ email: (req.params as { email?: unknown }).email });
export const queryUserId = (req: FastifyRequest): Addressee => ({ userId: (req.query as { userId?: unknown }).userId });
