// A cache for calls whose answers change rarely (brand settings, the restaurant list): an answer is
// kept for its time to live, concurrent requests for one key share one upstream call, and when the
// upstream fails the last good answer is served instead of an error. An optional listener hears when a
// fetched answer differs from the one kept (or is the first for its key): the server's page cache drops
// every page rendered from the older data then (server/site/render-cache.ts).
import type { ClockPort, ApiResult } from '@tavola/core/ports';

interface Entry<T> {
  value: T;
  storedAt: number;
  /** The value as JSON, kept only to compare the next answer with when someone listens for changes. */
  json?: string;
}

export class StaleOnErrorCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<ApiResult<T>>>();

  constructor(
    private readonly clock: ClockPort,
    private readonly ttlMs: number,
    private readonly onChange?: () => void,
  ) {}

  async get(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const entry = this.entries.get(key);
    if (entry && this.clock.now() - entry.storedAt < this.ttlMs) return { ok: true, value: entry.value };
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const call = this.refresh(key, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  /** Forget every answer (e.g. after content was edited). */
  clear(): void {
    this.entries.clear();
  }

  private async refresh(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    let result: ApiResult<T>;
    try {
      result = await load();
    } catch (error) {
      // Adapters answer failures as values; anything thrown is still an upstream failure here.
      result = { ok: false, error: { code: null, message: error instanceof Error ? error.message : undefined } };
    }
    if (result.ok) {
      const json = this.onChange ? JSON.stringify(result.value) : undefined;
      const changed = this.onChange !== undefined && this.entries.get(key)?.json !== json;
      this.entries.set(key, { value: result.value, storedAt: this.clock.now(), json });
      if (changed) this.onChange?.();
      return result;
    }
    const lastGood = this.entries.get(key);
    return lastGood ? { ok: true, value: lastGood.value } : result;
  }
}
