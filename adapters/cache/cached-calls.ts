// Caches chosen read calls of any port for a short time on the server: pages, menus, restaurant
// details, offers, social posts, contact subjects and jobs change rarely, and one page view may ask
// for several of them. Same rules as the settings cache: concurrent calls share one upstream call, and
// a failing upstream serves the last good answer. Answers that are null (a missing page) are not kept.
// `onChange` hears when a fetched answer differs from the kept one (StaleOnErrorCache).
import { type ClockPort, fail, ok, type ApiResult } from '@tavola/core/ports';
import { StaleOnErrorCache } from './stale-on-error.cache';

/** 'result': the method answers ApiResult<T>; 'nullable': it answers T | null. */
export type CachedCallKind = 'result' | 'nullable';

type AnyMethod = (...args: never[]) => Promise<unknown>;

export function cacheCalls<T extends object>(
  port: T,
  clock: ClockPort,
  ttlMs: number,
  methods: Partial<Record<keyof T, CachedCallKind>>,
  onChange?: () => void,
): T {
  const caches = new Map<string, StaleOnErrorCache<unknown>>();
  const wrapped = Object.create(port) as T;
  for (const [name, kind] of Object.entries(methods) as Array<[string, CachedCallKind]>) {
    const original = (port as Record<string, AnyMethod>)[name];
    if (typeof original !== 'function') continue;
    const cache = new StaleOnErrorCache<unknown>(clock, ttlMs, onChange);
    caches.set(name, cache);
    (wrapped as Record<string, unknown>)[name] = async (...args: never[]) => {
      const key = JSON.stringify(args);
      if (kind === 'result') return cache.get(key, () => original.apply(port, args) as Promise<ApiResult<unknown>>);
      const result = await cache.get(key, async () => {
        const value = await original.apply(port, args);
        return value === null || value === undefined ? fail({ code: null }) : ok(value);
      });
      return result.ok ? result.value : null;
    };
  }
  return wrapped;
}
