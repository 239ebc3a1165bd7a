/** The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite an array-like result with rows too. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
