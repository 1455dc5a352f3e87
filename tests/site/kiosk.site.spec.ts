// The kiosk's page through the site (issue 11): /kiosk/{storeId} answers a small shell (noindex, never
// cached, the kiosk's module allowed by the CSP's 'self' with no inline script and no nonce, the site's and
// the kiosk's stylesheets from the build's metafile, the data as inert JSON); an unknown or malformed id
// answers 404 with the kiosk's own screen; KIOSK_IDLE_SECONDS reaches the page; the sitemap leaves the
// kiosk out.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { KIOSK } from '@tavola/core/constants';
import { ErrorCode } from '@tavola/core/errors';
import type { ContentApiPort } from '@tavola/core/ports';
import { loadKioskData } from '../../server/site/kiosk';
import type { LoaderServices } from '../../server/site/loaders/loader-services';
import { readSiteConfig } from '../../server/site/site-config';
import type { KioskData } from '../../web/kiosk/kiosk-data';
import { useSiteHarness } from '../support/site-harness';

// A built client of four files, as esbuild's metafiles name them: the site's build (its script and base
// stylesheet) and the kiosk's own under it (assets/kiosk: its module, a chunk and its stylesheet).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-kiosk-client-'));
const kioskDir = path.join(clientDir, 'assets', 'kiosk');
fs.mkdirSync(kioskDir, { recursive: true });
fs.writeFileSync(
  path.join(clientDir, 'assets', 'metafile-esm.json'),
  JSON.stringify({
    outputs: {
      [path.join(clientDir, 'assets', 'client-AAAA.js')]: { entryPoint: 'web/client.tsx', imports: [] },
      [path.join(clientDir, 'assets', 'site-BBBB.css')]: { entryPoint: 'web/styles/site.css' },
    },
  }),
);
fs.writeFileSync(
  path.join(kioskDir, 'metafile-esm.json'),
  JSON.stringify({
    outputs: {
      [path.join(kioskDir, 'kiosk-CCCC.js')]: {
        entryPoint: 'web/kiosk/kiosk-client.tsx',
        imports: [{ path: path.join(kioskDir, 'chunks', 'chunk-DDDD.js'), kind: 'import-statement' }],
      },
      [path.join(kioskDir, 'kiosk-styles-EEEE.css')]: { entryPoint: 'web/styles/kiosk.css' },
    },
  }),
);

const site = useSiteHarness({ config: { clientDir, kioskIdleSeconds: 6 } });

function kioskData(html: string): KioskData {
  const json = /<script type="application\/json" id="kiosk-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as KioskData;
}

describe('the kiosk page', () => {
  it('given Oxford Circus (CV001), then a 200 shell: noindex, no-store, the module from the site (no nonce), both stylesheets, the data', async () => {
    const page = await request(site.app).get('/kiosk/CV001');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('<html lang="en-GB" class="kiosk">');
    expect(page.text).toContain('<title>Casa Ventura Oxford Circus</title>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.text).toContain('<script type="module" src="/assets/kiosk/kiosk-CCCC.js"></script>');
    expect(page.text).toContain('<link rel="modulepreload" href="/assets/kiosk/chunks/chunk-DDDD.js">');
    expect(page.text.indexOf('href="/assets/site-BBBB.css"')).toBeLessThan(page.text.indexOf('href="/assets/kiosk/kiosk-styles-EEEE.css"'));
    expect(page.text).not.toContain('client-AAAA.js');
    const data = kioskData(page.text);
    if (data.kind !== 'ready') throw new Error(`expected a ready kiosk, got ${data.kind}`);
    expect(data.settings).toMatchObject({ idleSeconds: 6, brandKey: 'casa-ventura', siteName: 'Casa Ventura' });
    expect(data.restaurant).toMatchObject({ storeId: 'CV001', title: 'Oxford Circus', city: 'london' });
    expect(data.restaurant.hours).toMatchObject({ mondayOpen: expect.any(String) });
    expect(data.restaurants.length).toBe(24);
    expect(data.menus.map((menu) => menu.id)).toContain('a-la-carte');
    expect(data.menus[0]?.sections.length).toBeGreaterThan(0);
    expect(data.allergens).toHaveLength(14);
    expect(data.dietaryKey.length).toBeGreaterThan(0);
  });

  it('given a lower-case id, then the same restaurant', async () => {
    const page = await request(site.app).get('/kiosk/cv013');
    expect(page.status).toBe(200);
    expect(kioskData(page.text)).toMatchObject({ kind: 'ready', restaurant: { storeId: 'CV013' } });
  });

  it.each([
    ['/kiosk/CV999', 'CV999'],
    ['/kiosk/oxford-circus', 'oxford-circus'],
  ])('given %s, then 404 with the kiosk’s own screen saying what to do', async (url, storeId) => {
    const page = await request(site.app).get(url);
    expect(page.status).toBe(404);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('We can’t find this restaurant');
    expect(page.text).toContain('Please ask a member of our team');
    expect(page.text).toContain('/assets/kiosk/kiosk-CCCC.js');
    expect(kioskData(page.text)).toEqual({ kind: 'unknown-store', settings: expect.objectContaining({ idleSeconds: 6 }), storeId });
  });

  it('given /kiosk with no id (or /kiosk/, sent there), then 404 with the same screen', async () => {
    const bare = await request(site.app).get('/kiosk');
    expect(bare.status).toBe(404);
    expect(bare.text).toContain('We can’t find this restaurant');
    expect(kioskData(bare.text)).toMatchObject({ kind: 'unknown-store', storeId: '' });
    const slash = await request(site.app).get('/kiosk/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/kiosk');
  });

  it('given a malformed id, then 404 and nothing of it is echoed as markup', async () => {
    const page = await request(site.app).get('/kiosk/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.status).toBe(404);
    expect(page.text).toContain('We can’t find this restaurant');
    expect(page.text).not.toContain('<script>alert');
    expect(kioskData(page.text)).toMatchObject({ kind: 'unknown-store' });
  });

  it('given the sitemap and robots.txt, then the kiosk is in neither', async () => {
    const [sitemap, robots] = await Promise.all([request(site.app).get('/sitemap.xml'), request(site.app).get('/robots.txt')]);
    expect(sitemap.text).not.toContain('/kiosk');
    expect(robots.status).toBe(200);
  });
});

describe('the kiosk data when the content service fails', () => {
  it('given the restaurant search failing, then unavailable (503), not a crash', async () => {
    const failing = { ok: false as const, error: { code: ErrorCode.ContentServiceError, message: 'down' } };
    const content = { searchRestaurants: async () => failing, getBrandSettings: async () => failing } as unknown as ContentApiPort;
    const data = await loadKioskData({ content, config: readSiteConfig({}) } as unknown as LoaderServices, 'CV001');
    expect(data).toEqual({ kind: 'unavailable', settings: expect.objectContaining({ idleSeconds: KIOSK.idleSeconds, siteName: 'Casa Ventura' }) });
  });
});

describe('KIOSK_IDLE_SECONDS', () => {
  it('given none, 6 or 600, then 90, 6 and 600; anything else stops the site at start-up', () => {
    expect(readSiteConfig({}).kioskIdleSeconds).toBe(90);
    expect(readSiteConfig({ KIOSK_IDLE_SECONDS: '' }).kioskIdleSeconds).toBe(90);
    expect(readSiteConfig({ KIOSK_IDLE_SECONDS: '6' }).kioskIdleSeconds).toBe(6);
    expect(readSiteConfig({ KIOSK_IDLE_SECONDS: '600' }).kioskIdleSeconds).toBe(600);
    for (const bad of ['4', '3601', '90s', '1.5', '-90']) {
      expect(() => readSiteConfig({ KIOSK_IDLE_SECONDS: bad })).toThrow(/KIOSK_IDLE_SECONDS must be a whole number of seconds from 5 to 3600/);
    }
  });
});
