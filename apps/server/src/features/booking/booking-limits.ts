import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { currentUser } from '../auth/index.ts';
import type { BookingLimits } from './book-appointment.ts';

export function bookingLimits(config: Pick<Config, 'BOOKING_MAX_PER_DOCTOR' | 'BOOKING_MAX_UPCOMING'>): BookingLimits {
  return { perDoctor: config.BOOKING_MAX_PER_DOCTOR, total: config.BOOKING_MAX_UPCOMING };
}

/**
 * Booking calls per account, whichever address they come from (one account spread over many addresses is
 * still one account); a visitor, who is refused anyway, is counted by address. The route config of
 * POST /api/v1/appointments and POST /compat/create-appointment.
 */
export function bookingRateLimit(app: FastifyInstance) {
  return {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: async (req: FastifyRequest) => {
      const user = await currentUser(app.db, req);
      return user ? `booking:user:${user.id}` : `booking:ip:${req.ip}`;
    },
  };
}
