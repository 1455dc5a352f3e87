import { snapshotHolder } from './snapshot-source';

describe('snapshotHolder', () => {
  it('given a change, then the snapshot is a new object with it merged, and each listener is told after the change', () => {
    const holder = snapshotHolder({ count: 0, name: 'a' });
    const first = holder.getSnapshot();
    const seen: number[] = [];
    holder.subscribe(() => seen.push(holder.getSnapshot().count));
    holder.update({ count: 1 });
    expect(holder.getSnapshot()).toEqual({ count: 1, name: 'a' });
    expect(holder.getSnapshot()).not.toBe(first);
    expect(first).toEqual({ count: 0, name: 'a' });
    expect(seen).toEqual([1]);
  });

  it('given a listener that unsubscribed, then it is told nothing more', () => {
    const holder = snapshotHolder({ count: 0 });
    const seen: number[] = [];
    const stop = holder.subscribe(() => seen.push(holder.getSnapshot().count));
    holder.update({ count: 1 });
    stop();
    holder.update({ count: 2 });
    expect(seen).toEqual([1]);
  });
});
