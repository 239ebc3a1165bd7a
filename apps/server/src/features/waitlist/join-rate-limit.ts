import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/index.ts';

/**
 * The limit on joining waitlists, shared by the API and the page's form (one bucket): per account, like
 * bookings, since one account spread over many addresses is still one account.
 */
export function joinRateLimit(app: FastifyInstance) {
  return {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: async (req: FastifyRequest) => {
      const user = await currentUser(app.db, req);
      return user ? `waitlist:user:${user.id}` : `waitlist:ip:${req.ip}`;
    },
  };
}
