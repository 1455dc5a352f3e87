// The MobX binding of a core use-case, shared by every store that binds one (the booking package's, which
// every front-end runs, and the site's pages'): the use-case's latest snapshot
// as an observable reference (a change is a new snapshot, so observers re-render on exactly what they read),
// and its commands assigned onto the store as they are. A store extends this and adds getters over
// `snapshot` for its views; it decides nothing itself.
import { action, makeObservable, observableRef } from 'mobx';
import type { SnapshotSource } from '@tavola/core/ports';

export class UseCaseStore<S> {
  snapshot: S;

  constructor(useCase: SnapshotSource<S>) {
    const { subscribe, getSnapshot, ...commands } = useCase;
    Object.assign(this, commands);
    this.snapshot = getSnapshot();
    makeObservable<UseCaseStore<S>, 'refresh'>(this, { snapshot: observableRef, refresh: action });
    subscribe(() => this.refresh(getSnapshot()));
  }

  private refresh(snapshot: S): void {
    this.snapshot = snapshot;
  }
}
