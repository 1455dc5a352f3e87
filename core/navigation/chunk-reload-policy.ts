// When a code chunk fails to load (usually a deploy replaced it), one page reload fetches the new build;
// reloading at most once per CHUNK_RELOAD.minIntervalMs keeps a chunk that is really gone from looping.
import { CHUNK_RELOAD } from '../constants';

/** Reload, and store `storeLastReloadAtMs` first; or leave the page and the stored value alone. */
export type ChunkReloadDecision = { reload: true; storeLastReloadAtMs: number } | { reload: false };

/**
 * Decides after a chunk error. `lastReloadAtMs` is the value stored at the last reload, or null.
 * - A missing or unusable stored value (NaN, Infinity, not a number) counts as "never reloaded".
 * - A stored time in the future cannot be a real reload (the clock moved back, or the value was edited):
 *   it counts as "never reloaded" too, and the fresh time stored now bounds the next reload again.
 * - Otherwise a reload happens once at least the interval has passed (exactly 60 s counts as passed).
 * - A clock that gives no usable time never reloads: without a time nothing can be stored to stop a loop.
 */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number): ChunkReloadDecision {
  if (!isFiniteNumber(nowMs)) return { reload: false };
  const last = isFiniteNumber(lastReloadAtMs) && lastReloadAtMs <= nowMs ? lastReloadAtMs : null;
  if (last !== null && nowMs - last < CHUNK_RELOAD.minIntervalMs) return { reload: false };
  return { reload: true, storeLastReloadAtMs: nowMs };
}

/** Reads the stored value (storage keeps text): a decimal number of epoch ms, anything else is null. */
export function parseLastReloadAt(stored: unknown): number | null {
  if (isFiniteNumber(stored)) return stored;
  if (typeof stored !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(stored)) return null;
  const value = Number(stored);
  return isFiniteNumber(value) ? value : null;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
