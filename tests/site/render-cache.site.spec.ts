// The micro-cache of rendered pages: reused within its seconds, keyed by path and cookie choices, a
// fresh CSP nonce on every answer, never for a diner's preferences or for error pages.
import type { Request } from 'express';
import request from 'supertest';
import { RenderCache } from '../../server/site/render-cache';
import type { RenderedPage } from '../../server/site/render';
import { useSiteHarness } from '../support/site-harness';

const page = (status = 200): RenderedPage => ({
  appHtml: '<main>x</main>',
  meta: null,
  root: null,
  hydration: {},
  assets: { script: null, stylesheet: null, preload: [] },
  publicUrl: 'http://localhost:3000',
  status,
});
const req = (originalUrl: string, method = 'GET') => ({ originalUrl, path: originalUrl.split('?')[0], method }) as unknown as Request;
const jar = (consent: string | null) => ({ get: (name: string) => (name === 'cv_cookie_consent' ? consent : null), set: () => undefined });

describe('the cache', () => {
  it('given a page within its time, then it is reused; after, it is gone', () => {
    let now = 0;
    const cache = new RenderCache(5000, () => now);
    const key = cache.keyOf(req('/'), jar(null));
    cache.set(key, page());
    expect(cache.get(key)).not.toBeNull();
    now = 5000;
    expect(cache.get(key)).toBeNull();
  });

  it('given other cookie choices or another query, then another key', () => {
    const cache = new RenderCache(5000);
    expect(cache.keyOf(req('/'), jar(null))).not.toBe(cache.keyOf(req('/'), jar('yes')));
    expect(cache.keyOf(req('/?a=1'), jar(null))).not.toBe(cache.keyOf(req('/'), jar(null)));
  });

  it('given a preferences page, a HEAD request, an error page or a zero time, then nothing is kept', () => {
    const cache = new RenderCache(5000);
    expect(cache.keyOf(req('/preferences/abc'), jar(null))).toBeNull();
    expect(cache.keyOf(req('/', 'HEAD'), jar(null))).toBeNull();
    const key = cache.keyOf(req('/missing'), jar(null));
    cache.set(key, page(404));
    expect(cache.get(key)).toBeNull();
    expect(new RenderCache(0).keyOf(req('/'), jar(null))).toBeNull();
  });
});

describe('the site', () => {
  const site = useSiteHarness();

  it('given two visits, then the same page with a fresh nonce each time', async () => {
    const first = await request(site.app).get('/oxford-circus');
    const second = await request(site.app).get('/oxford-circus');
    const nonce = (res: request.Response) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce(first)).not.toBe(nonce(second));
    const body = (res: request.Response) => res.text.slice(res.text.indexOf('<div id="root">'));
    expect(body(second)).toBe(body(first));
  });

  it('given a diner who has chosen, then no consent bar, even right after a visitor who had not', async () => {
    const fresh = await request(site.app).get('/bottomless-brunch');
    expect(fresh.text).toContain('Cookie consent');
    const decided = await request(site.app).get('/bottomless-brunch').set('Cookie', 'cv_cookie_consent=yes; cv_cookie_preferences=%7B%22Performance%22%3Atrue%2C%22Targeting%22%3Afalse%7D');
    expect(decided.text).not.toContain('aria-label="Cookie consent"');
  });
});
