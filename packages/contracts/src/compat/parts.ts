import { z } from 'zod';

/** Helpers shared by the compat schemas, not part of the package's exports. */

export const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** An optional `Gender`: blank is not given, anything else is checked in lower case (`Male` -> `male`). */
export const optionalGender = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : lowerCase(v));

export const paging = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
};

/**
 * The spec's client may send a phone number as a JSON number, which cannot hold the leading 0 of an
 * Egyptian mobile (01012345678 arrives as 1012345678) nor a "+". Its digits are the number: the national
 * number gets its 0 back, a number with the country code its "+"; anything else is left for the phone
 * rule to refuse (a fraction, a negative number: phone_invalid).
 */
export function phoneFromNumber(v: unknown): unknown {
  if (typeof v !== 'number') return v;
  if (!Number.isSafeInteger(v) || v <= 0) return String(v);
  const digits = String(v);
  if (/^1[0125]\d{8}$/.test(digits)) return `0${digits}`;
  if (/^[1-9]\d{7,14}$/.test(digits) && digits.length > 10) return `+${digits}`;
  return digits;
}
