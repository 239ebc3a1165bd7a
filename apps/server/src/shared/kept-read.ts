import type { Db } from '../db/client.ts';

interface Kept<T> {
  value?: T;
  readAt: number;
  reading?: Promise<T>;
}

/**
 * A read whose answer every visitor shares and which may lag the data by `keepMs`: the counts on the home
 * page's tiles, read by every visit, whose cost grows with the directory (issue 41). Kept per database handle;
 * one read at a time however many ask; once older than `keepMs` it is read again in the background while the
 * kept answer is still given, so no visitor waits for it but the first. A failed read again keeps the last
 * answer and is tried again at the next asking; with none yet, the asker gets the error.
 */
export function keptRead<T>(keepMs: number, read: (db: Db) => Promise<T>) {
  const kept = new WeakMap<Db, Kept<T>>();
  const start = (db: Db, entry: Kept<T>, now: number) => {
    entry.reading = read(db).then(
      (value) => {
        entry.value = value;
        entry.readAt = now;
        entry.reading = undefined;
        return value;
      },
      (error: unknown) => {
        entry.reading = undefined;
        throw error;
      },
    );
    return entry.reading;
  };
  return (db: Db, now = Date.now()): Promise<T> => {
    let entry = kept.get(db);
    if (!entry) kept.set(db, (entry = { readAt: 0 }));
    if (entry.value === undefined) return entry.reading ?? start(db, entry, now);
    if (now - entry.readAt >= keepMs && !entry.reading) start(db, entry, now).catch(() => undefined);
    return Promise.resolve(entry.value);
  };
}
