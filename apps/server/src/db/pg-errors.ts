/**
 * Reading PostgreSQL's errors, on both engines: the one place that knows SQLSTATEs and where the driver
 * puts them. Looks through wrappers (Drizzle's "Failed query" keeps the driver's error as `cause`).
 */

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
/**
 * SQLSTATEs after which a whole transaction may simply run again: serialization_failure and
 * deadlock_detected. PostgreSQL rolled the transaction back, so nothing of it was written.
 */
const transactionConflictStates = new Set(['40001', '40P01']);

function* chain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's SQLSTATE of an error, if it has one. */
export function sqlState(error: unknown): string | undefined {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A unique violation; with `constraint`, one of that constraint (or of an unnamed one: the embedded engine
 * does not always say which).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== UNIQUE_VIOLATION) return false;
  if (constraint === undefined) return true;
  for (const e of chain(error)) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name === constraint;
  }
  return true;
}

// Connection-level failures: the database is down, restarting or unreachable. Class 08 is "connection
// exception"; 57P01-57P03 are admin_shutdown, crash_shutdown and cannot_connect_now (starting up).
const outageCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
const outageStates = /^(08...|57P0[123])$/;
const outageMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Query read timeout/i;

/**
 * True when a failure means the database cannot be reached right now, so the answer is a 503 the client
 * may retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (outageCodes.has(code) || outageStates.test(code))) return true;
    if (e instanceof Error && outageMessages.test(e.message)) return true;
  }
  return false;
}

/** A serialization failure or a deadlock: the transaction was rolled back and may run again (decision 016). */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && transactionConflictStates.has(state);
}
