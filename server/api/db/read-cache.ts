// A read kept for a while, per database handle (a test's own handle starts empty) and per key, for reads
// the booking create makes on every call whose answer changes seldom (issue 15, item 4): the e-mails' brand
// and the restaurant's booking set-up. A read under way is shared by the calls that ask meanwhile; a failed
// read is not kept, so the next call reads again.
export interface ReadCache<T> {
  /** `read()`'s answer for `key`, read again once it is `ttlMs` old. */
  get(db: object, key: string, read: () => Promise<T>, now?: () => number): Promise<T>;
  /** Forgets everything kept for `db` (its data was edited). */
  forget(db: object): void;
}

export function readCache<T>(ttlMs: number): ReadCache<T> {
  const byDb = new WeakMap<object, Map<string, { value: Promise<T>; readAt: number }>>();
  return {
    get(db, key, read, now = Date.now) {
      let byKey = byDb.get(db);
      if (!byKey) byDb.set(db, (byKey = new Map()));
      const kept = byKey.get(key);
      if (kept && now() - kept.readAt < ttlMs) return kept.value;
      const entry = { value: read(), readAt: now() };
      byKey.set(key, entry);
      entry.value.catch(() => {
        if (byKey?.get(key) === entry) byKey.delete(key);
      });
      return entry.value;
    },
    forget(db) {
      byDb.delete(db);
    },
  };
}
