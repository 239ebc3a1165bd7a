import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/pg-errors.ts';

/** What the error handler answers 503 `unavailable` for (the outage itself: reliability-database-outage). */
describe('database outage errors', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['server shut down (admin_shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['server starting up (cannot_connect_now)', pgError('57P03', 'the database system is starting up')],
    ['connection failure (class 08)', pgError('08006')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))],
    ['wrapped twice', new Error('outer', { cause: new DrizzleQueryError('select 1', [], pgError('57P01')) })],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new DrizzleQueryError('insert', [], pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
