// A few seconds' memory of rendered public pages ("micro-caching"): a burst of visits to the home
// page renders it once. The key holds everything the rendered HTML depends on: the path and query,
// and the diner's cookie choices (the consent bar renders from them). Pages with a diner's own data
// (preferences) and error pages are never kept; the CSP nonce is written per request after the cache.
import type { Request } from 'express';
import { CONSENT_COOKIE, PREFERENCES_COOKIE, type CookieJar } from '../../web/stores/cookie-consent.store';
import type { RenderedPage } from './render';

/** Paths whose pages carry one diner's data. */
const PRIVATE_PREFIXES = ['/preferences', '/booking/manage'];
const MAX_ENTRIES = 500;

/** How long a rendered public page is reused; RENDER_CACHE_SECONDS=0 renders every request. */
export const DEFAULT_RENDER_CACHE_SECONDS = 5;

export class RenderCache {
  private readonly entries = new Map<string, { page: RenderedPage; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  keyOf(req: Request, cookies: CookieJar): string | null {
    if (this.ttlMs <= 0 || req.method !== 'GET') return null;
    if (PRIVATE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return null;
    return JSON.stringify([req.originalUrl, cookies.get(CONSENT_COOKIE), cookies.get(PREFERENCES_COOKIE)]);
  }

  get(key: string | null): RenderedPage | null {
    if (key === null) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  set(key: string | null, page: RenderedPage): void {
    if (key === null || page.status !== 200) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
  }
}
