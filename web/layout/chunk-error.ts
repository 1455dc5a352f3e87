// A page module that fails to load (usually because a deploy replaced it) reloads the page so the new
// build is fetched, at most once per 60 s (core's chunk reload policy) so a module that is really gone
// cannot loop. The time of the last reload is kept in sessionStorage; if it cannot be kept, no reload.
import type { ClockPort, KeyValueStoragePort } from '@tavola/core/ports';
import { parseLastReloadAt, shouldReloadAfterChunkError } from '@tavola/core/navigation';

export const CHUNK_RELOAD_STORAGE_KEY = 'cv_chunk_reload_at';

export interface ChunkReloadDeps {
  /** Survives the reload but not the tab: sessionStorage in a browser. Null when unavailable. */
  storage: Pick<KeyValueStoragePort, 'getItem' | 'setItem'> | null;
  clock: ClockPort;
  reload: () => void;
}

/** The messages browsers give when a dynamic import() fails, and esbuild/webpack's chunk errors. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const name = typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  const message = typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : String(error);
  return name === 'ChunkLoadError' || CHUNK_ERROR.test(message);
}

/**
 * Reloads the page after a failed chunk unless it already did so within the last minute.
 * Returns whether a reload was started. The client entry calls it with no argument.
 */
export function reloadAfterChunkError(deps: Partial<ChunkReloadDeps> = {}): boolean {
  const storage = deps.storage !== undefined ? deps.storage : browserSessionStorage();
  const clock = deps.clock ?? { now: () => Date.now() };
  const reload = deps.reload ?? (() => window.location.reload());
  if (!storage) return false;

  let stored: string | null;
  try {
    stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch (error) {
    // Unreadable storage cannot bound the reloads: better a broken page than a reload loop.
    console.warn('Chunk reload skipped: session storage is not readable', error);
    return false;
  }
  const decision = shouldReloadAfterChunkError(parseLastReloadAt(stored), clock.now());
  if (!decision.reload) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(decision.storeLastReloadAtMs));
    if (storage.getItem(CHUNK_RELOAD_STORAGE_KEY) !== String(decision.storeLastReloadAtMs)) return false;
  } catch (error) {
    console.warn('Chunk reload skipped: session storage refused the write', error);
    return false;
  }
  reload();
  return true;
}

function browserSessionStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch (error) {
    // Some browsers throw on the mere access when site data is blocked.
    console.warn('Session storage is not available', error);
    return null;
  }
}
