import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from './session.ts';

/**
 * A route's rate limit counted per account, whichever address the calls come from (one account spread over
 * many addresses is still one account); a visitor, refused anyway on these routes, is counted by address.
 * `bucket` names the counter: routes that share one count against each other.
 */
export function accountRateLimit(app: FastifyInstance, bucket: string, max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: async (req: FastifyRequest) => {
      const user = await currentUser(app.db, req);
      return user ? `${bucket}:user:${user.id}` : `${bucket}:ip:${req.ip}`;
    },
  };
}
