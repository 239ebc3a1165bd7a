import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { accountRateLimit } from '../auth/index.ts';
import type { BookingLimits } from './book-appointment.ts';

export function bookingLimits(config: Pick<Config, 'BOOKING_MAX_PER_DOCTOR' | 'BOOKING_MAX_UPCOMING'>): BookingLimits {
  return { perDoctor: config.BOOKING_MAX_PER_DOCTOR, total: config.BOOKING_MAX_UPCOMING };
}

/** Booking calls: the route config of POST /api/v1/appointments and POST /compat/create-appointment. */
export function bookingRateLimit(app: FastifyInstance) {
  return accountRateLimit(app, 'booking', 10);
}
