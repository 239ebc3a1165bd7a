import { z } from 'zod';

/**
 * Every error the API can answer with. The web client turns a code into a message in the active
 * language, so the list is part of the contract; the HTTP status for each lives in one server table.
 */
export const errorCodes = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'account_disabled',
  'not_found',
  'conflict',
  'slot_taken',
  'booking_limit',
  'not_telehealth',
  'visit_not_open',
  'confirmation_required',
  'visit_not_started',
  'attendance_locked',
  'host_not_allowed',
  'email_unverified',
  'token_invalid',
  'code_invalid',
  'two_factor_required',
  'doctor_has_appointments',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorResponse = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Field path (dot-joined) -> message key, for forms. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
