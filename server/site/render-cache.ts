// A few seconds' memory of rendered public pages, kept as the bytes sent: the page once, gzipped once and
// brotli-compressed once, so a burst of visits renders and compresses it once and every visitor gets the
// same bytes (no per-request nonce: the CSP allows the site's own scripts by 'self'). The key holds
// everything the rendered HTML depends on: the path and the query without tracking parameters (core's
// withoutTrackingParameters; the page is rendered without them too), and the diner's cookie choices (the
// consent bar renders from them). Pages with a diner's own data (preferences, manage booking, a waitlist hold, any route
// whose guard says private) and error pages are never kept.
//
// Invalidation: a page is kept for RENDER_CACHE_SECONDS at most, and dropped sooner when the site's content
// caches fetch data that differs from what they held (server/container.ts, ContentGeneration): a page is
// never served from older data than the site has seen. An edit reaches a page within the content cache's
// time for that data plus this time (docs/site.md, "Page cache").
//
// Bounded: at most maxEntries pages and maxBytes bytes (all three forms counted), the least recently used
// dropped first (lru-cache), so a flood of unique query strings or cookie values cannot grow it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { withoutTrackingParameters } from '@tavola/core/navigation';
import { CONSENT_COOKIE, PREFERENCES_COOKIE, type CookieJar } from '../../web/stores/cookie-consent.store';
import { allowPageFrames } from './page-csp';

/** Paths whose pages carry one diner's data: never looked up (their route guard also says private). */
const PRIVATE_PREFIXES = ['/preferences', '/booking/manage', '/booking/waitlist'];

/** How long a rendered public page is reused; RENDER_CACHE_SECONDS=0 renders every request. */
export const DEFAULT_RENDER_CACHE_SECONDS = 5;
/** The cap in pages, and in bytes of the three forms together (about 95 KB a page: the home page is 67 KB, 14 KB gzipped, 12 KB brotli). */
export const RENDER_CACHE_MAX_ENTRIES = 500;
export const RENDER_CACHE_MAX_MEGABYTES = 32;

/**
 * Brotli's quality for a fresh render: 5 makes the 67 KB home page 12.2 KB, quality 11 10.8 KB but about 40
 * times slower (most of a second of a busy core, for every page rendered afresh); `npm run bench:site`
 * prints both. gzip at its default level 6 is within 0.3 % of level 9 here.
 */
export const PAGE_BROTLI_QUALITY = 5;

export type PageEncoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: readonly PageEncoding[] = ['br', 'gzip', 'identity'];
/** On equal preference (a browser's 'gzip, deflate, br, zstd'), brotli first: it is the smallest. */
const PREFERRED: readonly PageEncoding[] = ['br', 'gzip'];

export interface CachedPage {
  readonly bodies: Readonly<Record<PageEncoding, Buffer>>;
  /** Strong validators, one per form (a compressed form is a representation of its own). */
  readonly etags: Readonly<Record<PageEncoding, string>>;
  /** The page's own frame origins for its CSP (page-csp.ts). */
  readonly frameSrc: readonly string[] | undefined;
  readonly generation: number;
  readonly expiresAt: number;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** The content generation (server/container.ts); a page from an older one is not served. */
  generation?: () => number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export class RenderCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly now: () => number;
  readonly generation: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
    this.generation = options.generation ?? (() => 0);
    this.entries = new LRUCache<string, CachedPage>({
      max: options.maxEntries ?? RENDER_CACHE_MAX_ENTRIES,
      maxSize: options.maxBytes ?? RENDER_CACHE_MAX_MEGABYTES * 1024 * 1024,
      sizeCalculation: (page, key) => page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length + key.length,
    });
  }

  /** The request target the page is rendered from: the address without tracking parameters. */
  static renderTarget(req: Request): string {
    return withoutTrackingParameters(req.originalUrl);
  }

  keyOf(req: Request, cookies: CookieJar): string | null {
    if (this.options.ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    if (PRIVATE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return null;
    return JSON.stringify([RenderCache.renderTarget(req), cookies.get(CONSENT_COOKIE), cookies.get(PREFERENCES_COOKIE)]);
  }

  get(key: string | null): CachedPage | null {
    if (key === null) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now() || entry.generation !== this.generation()) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * The page's three forms, kept under `key` unless the content changed while it was rendered (its data may
   * then be the older one); `generation` is the one read before rendering.
   */
  async store(key: string, html: string, frameSrc: readonly string[] | undefined, generation: number): Promise<CachedPage> {
    const identity = Buffer.from(html, 'utf8');
    const [gz, br] = await Promise.all([
      gzipAsync(identity),
      brotliAsync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const page: CachedPage = {
      bodies: { identity, gzip: gz, br },
      etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
      frameSrc,
      generation,
      expiresAt: this.now() + this.options.ttlMs,
    };
    if (generation === this.generation()) this.entries.set(key, page);
    return page;
  }

  /** How many pages are kept, and their bytes (for tests and the bench). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

const negotiated = new Map<string, PageEncoding>();
const NEGOTIATED_MAX = 64;
const preferredEncoding = Negotiator.prototype.encoding as unknown as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** The form the request's Accept-Encoding prefers (brotli on a tie); identity when it accepts neither. */
export function pageEncoding(req: Request): PageEncoding {
  const header = req.headers['accept-encoding'] ?? '';
  const known = negotiated.get(header);
  if (known) return known;
  const chosen = (preferredEncoding.call(new Negotiator(req), ENCODINGS, { preferred: PREFERRED }) ?? 'identity') as PageEncoding;
  // Browsers send a handful of different headers: remembered, up to a bound (a flood of odd ones is only parsed).
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, chosen);
  return chosen;
}

/**
 * Sends a kept page in the form the request prefers, with its length and strong ETag, or 304 when the
 * request already holds it (If-None-Match). compression() leaves it alone (res.locals.precompressed).
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  const encoding = pageEncoding(req);
  const body = page.bodies[encoding];
  res.locals.precompressed = true;
  allowPageFrames(res, page.frameSrc);
  res.status(200);
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  res.setHeader('ETag', page.etags[encoding]);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
