import { z } from 'zod';
import { latinDigits } from './digits.ts';

/**
 * Field rules shared by every form and handler. Messages are keys (`name_required`, ...); the web app
 * shows each key's text in the active language, the server sends them back in `error.fields`.
 */

export const PersonName = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .min(2, { error: 'name_too_short' })
  .max(80, { error: 'name_too_long' });

const egyptianMobile = /^01[0125]\d{8}$/;
const e164 = /^\+[1-9]\d{7,14}$/;

/**
 * An Egyptian mobile number (01X XXXX XXXX) or any international number in E.164 (+...), in Latin or Arabic
 * digits. Spaces, dashes and brackets are ignored; Egyptian numbers are stored as +20....
 */
export const Phone = z
  // Missing and malformed are told apart: a number, a list or an object is not a missing phone.
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'phone_required' : 'phone_invalid'),
  })
  .trim()
  .min(1, { error: 'phone_required' })
  .transform((v) =>
    latinDigits(v)
      .replace(/[\s\-().]/g, '')
      .replace(/^00/, '+'),
  )
  .refine((v) => egyptianMobile.test(v) || e164.test(v), { error: 'phone_invalid' })
  .transform((v) => (egyptianMobile.test(v) ? `+2${v}` : v));

export const Password = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(12, { error: 'password_too_short' })
  .max(128, { error: 'password_too_long' });

export const BirthDate = z
  .string({ error: 'birth_date_required' })
  .trim()
  .min(1, { error: 'birth_date_required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birth_date_invalid' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: 'birth_date_invalid' },
  )
  .refine((v) => v >= '1900-01-01', { error: 'birth_date_invalid' })
  .refine((v) => v < new Date().toISOString().slice(0, 10), { error: 'birth_date_future' });

export const Gender = z.enum(['male', 'female'], { error: 'gender_required' });
export type Gender = z.infer<typeof Gender>;

export const EmailAddress = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(254, { error: 'email_too_long' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((e) => e.toLowerCase());

export const Slug = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, { error: 'invalid_slug' });
