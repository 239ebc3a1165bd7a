import type { FastifyInstance } from 'fastify';
import { accountRateLimit } from '../auth/index.ts';

/** Joining waitlists: the API's join and the page's form count in one bucket. */
export function joinRateLimit(app: FastifyInstance) {
  return accountRateLimit(app, 'waitlist', 30);
}
