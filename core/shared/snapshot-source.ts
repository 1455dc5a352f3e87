// The observable side every use-case shares: its current snapshot, replaced whole on each change, and the
// listeners told after it (the shape React's useSyncExternalStore and the MobX bindings subscribe to).

export interface SnapshotSource<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export interface SnapshotHolder<S> extends SnapshotSource<S> {
  /** Replaces the snapshot with `next` merged over it, then tells every listener. */
  update(next: Partial<S>): S;
}

export function snapshotHolder<S extends object>(initial: S): SnapshotHolder<S> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    update(next) {
      snapshot = { ...snapshot, ...next };
      for (const listener of [...listeners]) listener();
      return snapshot;
    },
  };
}
