// The page cache: public pages kept as the bytes sent (identity, gzip and brotli), the same for every
// visitor, served in the form the browser asks for with a strong ETag (304 when it already has it), keyed
// without tracking parameters, dropped when the site's content caches see changed data, bounded by pages
// and bytes (least recently used out), and never for a diner's own pages or for error pages.
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express, Request } from 'express';
import request from 'supertest';
import { FixedClock } from '@tavola/adapters';
import { RenderCache } from '../../server/site/render-cache';
import { useSiteHarness } from '../support/site-harness';

const req = (originalUrl: string, method = 'GET') => ({ originalUrl, path: originalUrl.split('?')[0], method }) as unknown as Request;
const jar = (consent: string | null) => ({ get: (name: string) => (name === 'cv_cookie_consent' ? consent : null), set: () => undefined });
const html = (n: number, size = 100) => `<!doctype html><main>page ${n} ${'x'.repeat(size)}</main>`;

/** An answer's status, headers and bytes as sent (supertest would decompress them). */
async function raw(app: Express, path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('the cache', () => {
  it('given a page within its time, then it is reused; after, it is gone', async () => {
    let now = 0;
    const cache = new RenderCache({ ttlMs: 5000, now: () => now });
    const key = cache.keyOf(req('/'), jar(null)) as string;
    await cache.store(key, html(1), undefined, 0);
    expect(cache.get(key)).not.toBeNull();
    now = 5000;
    expect(cache.get(key)).toBeNull();
  });

  it('given other cookie choices or a real query, then another key; tracking parameters, the same key', () => {
    const cache = new RenderCache({ ttlMs: 5000 });
    const home = cache.keyOf(req('/'), jar(null));
    expect(cache.keyOf(req('/'), jar('yes'))).not.toBe(home);
    expect(cache.keyOf(req('/?a=1'), jar(null))).not.toBe(home);
    for (const tracked of ['/?fbclid=IwAR1', '/?utm_source=mail&utm_campaign=spring', '/?gclid=a&mc_cid=b&mc_eid=c&_gl=d']) {
      expect(cache.keyOf(req(tracked), jar(null))).toBe(home);
    }
    expect(cache.keyOf(req('/careers/job-search?q=M1&fbclid=x'), jar(null))).toBe(cache.keyOf(req('/careers/job-search?q=M1'), jar(null)));
  });

  it('given a preferences or manage-booking page, a POST or a zero time, then no key', () => {
    const cache = new RenderCache({ ttlMs: 5000 });
    for (const path of ['/preferences', '/preferences/abc', '/booking/manage', '/booking/manage/t0k3n', '/booking/waitlist/claim?token=t0k3n']) expect(cache.keyOf(req(path), jar(null))).toBeNull();
    expect(cache.keyOf(req('/', 'POST'), jar(null))).toBeNull();
    expect(new RenderCache({ ttlMs: 0 }).keyOf(req('/'), jar(null))).toBeNull();
  });

  it('given the content generation moving on, then a page kept before is gone, and one rendered across the change is not kept', async () => {
    let generation = 0;
    const cache = new RenderCache({ ttlMs: 60_000, generation: () => generation });
    await cache.store('a', html(1), undefined, 0);
    generation = 1;
    expect(cache.get('a')).toBeNull();
    const served = await cache.store('b', html(2), undefined, 0);
    expect(served.bodies.identity.toString()).toBe(html(2));
    expect(cache.get('b')).toBeNull();
  });

  it('given a flood of unique pages, then at most the cap in pages and in bytes, the least recently used out first', async () => {
    const byCount = new RenderCache({ ttlMs: 60_000, maxEntries: 20 });
    await byCount.store('key 0', html(0), undefined, 0);
    for (let n = 1; n <= 200; n += 1) {
      await byCount.store(`key ${n}`, html(n), undefined, 0);
      byCount.get('key 0'); // read often: kept
    }
    expect(byCount.size.entries).toBe(20);
    expect(byCount.get('key 0')).not.toBeNull();
    expect(byCount.get('key 200')).not.toBeNull();
    expect(byCount.get('key 1')).toBeNull();

    const byBytes = new RenderCache({ ttlMs: 60_000, maxEntries: 10_000, maxBytes: 50_000 });
    for (let n = 0; n < 500; n += 1) await byBytes.store(`key ${n}`, html(n, 4000), undefined, 0);
    expect(byBytes.size.bytes).toBeLessThanOrEqual(50_000);
    expect(byBytes.size.entries).toBeLessThan(50_000 / 4000);
    expect(byBytes.get('key 499')).not.toBeNull();
  });
});

describe('the site', () => {
  const clock = new FixedClock(Date.now());
  const EDIT_KEY = 'page-cache-edit-key';
  const site = useSiteHarness({ container: { clock }, apiConfig: { contentEditKey: EDIT_KEY }, config: { renderCacheMaxPages: 10 } });
  const cache = () => site.app.locals.renderCache as RenderCache;

  it('given two visitors, then the same bytes, the same strong ETag and the same CSP: no nonce, no inline script allowed', async () => {
    await request(site.app).get('/oxford-circus');
    const first = await raw(site.app, '/oxford-circus', { 'Accept-Encoding': 'br, gzip' });
    const second = await raw(site.app, '/oxford-circus', { 'Accept-Encoding': 'br, gzip', Cookie: 'unrelated=1' });
    expect(first.status).toBe(200);
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const csp = String(first.headers['content-security-policy']);
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(csp).not.toContain('nonce');
    expect(/(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(brotliDecompressSync(first.body).toString()).not.toContain('nonce=');
  });

  it('given br, gzip or neither in Accept-Encoding, then that form with its length, Vary and ETag, each decoding to the same page', async () => {
    await request(site.app).get('/our-menus');
    const br = await raw(site.app, '/our-menus', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gz = await raw(site.app, '/our-menus', { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' });
    const plain = await raw(site.app, '/our-menus', { 'Accept-Encoding': 'identity' });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const page = plain.body.toString();
    expect(page).toContain('<h1');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(gunzipSync(gz.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('given the ETag the browser holds, then 304 with no body; another ETag or none, then the page', async () => {
    const page = await request(site.app).get('/find-us').set('Accept-Encoding', 'gzip');
    const etag = String(page.headers.etag);
    const again = await request(site.app).get('/find-us').set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await request(site.app).get('/find-us').set('Accept-Encoding', 'gzip').set('If-None-Match', '"something-else"');
    expect(other.status).toBe(200);
    // The gzip form's validator does not stand for the brotli form.
    const br = await request(site.app).get('/find-us').set('Accept-Encoding', 'br').set('If-None-Match', etag);
    expect(br.status).toBe(200);
  });

  it('given tracking parameters, then the page kept for the address without them; a real query is a page of its own', async () => {
    await request(site.app).get('/careers/job-search');
    const plain = await request(site.app).get('/careers/job-search');
    const entries = cache().size.entries;
    const tracked = await request(site.app).get(`/careers/job-search?fbclid=IwAR${Date.now()}&utm_source=newsletter`);
    expect(cache().size.entries).toBe(entries);
    expect(tracked.text).toBe(plain.text);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    expect(tracked.text).not.toContain('fbclid');
    const searched = await request(site.app).get('/careers/job-search?q=Bristol&gclid=abc');
    expect(cache().size.entries).toBe(entries + 1);
    expect(searched.text).not.toBe(plain.text);
    expect(searched.text).toContain('value="Bristol"');
    expect(searched.text).not.toContain('gclid');
  });

  it('given a menu edited through the API, then every page kept from the older menu is dropped once the site reads the new one', async () => {
    const read = async (path: string) => (await request(site.app).get(path)).text;
    const start = clock.now();
    await read('/our-menu/kids'); // the menu's first read moves the generation on: the next render is kept
    expect(await read('/our-menu/kids')).toContain('Little Margherita');
    const menu = (await request(site.api.app).get('/api/v1/content/menu/kids').set(site.api.headers())).body as { sections: unknown };
    const renamed = JSON.parse(JSON.stringify(menu).replace('Little Margherita', 'Little Marinara')) as object;
    const put = await request(site.api.app).put('/api/v1/content/menu/kids').set(site.api.headers()).set('contentEditKey', EDIT_KEY).send(renamed);
    expect(put.status).toBe(200);

    // Within the menu's cache time the site has not read the edit: the kept page still shows the old dish.
    expect(await read('/our-menu/kids')).toContain('Little Margherita');
    clock.advance(297_000);
    expect(await read('/our-menu/kids?view=all')).toContain('Little Margherita'); // rendered from the cached menu, kept 5 s
    clock.set(start + 301_000);
    expect(await read('/our-menu/kids')).toContain('Little Marinara'); // the menu is read again: it changed
    // Kept 1 s ago from the older menu, within its 5 s: dropped all the same.
    expect(await read('/our-menu/kids?view=all')).toContain('Little Marinara');
  });

  it('given a diner’s own page or an error page, then never kept: preferences and manage booking answered private, no-store', async () => {
    const { seedData } = await import('../../server/api/seed');
    const before = cache().size.entries;
    for (const path of [`/preferences/${seedData.customers[0]?.guid as string}`, '/booking/manage']) {
      const res = await request(site.app).get(path).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const missing = await request(site.app).get('/no-such-page');
    expect(missing.status).toBe(404);
    await request(site.app).get('/no-such-page');
    expect(cache().size.entries).toBe(before);
    const confirm = await request(site.app).get('/confirm-email?token=abc');
    expect(confirm.headers['cache-control']).toBe('private, no-store');
  });

  it('given a flood of unique query strings, then the cache stays within its cap and still serves', async () => {
    for (let n = 0; n < 25; n += 1) expect((await request(site.app).get(`/find-us?page=${n}`)).status).toBe(200);
    expect(cache().size.entries).toBe(10);
    expect((await request(site.app).get('/find-us?page=24').set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
  });
});
