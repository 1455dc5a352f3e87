// The matched page's own chunk is preloaded (issue 15, item 3): a page whose route loads its module on
// demand (web/routes.tsx, `lazy` with `handle.module`) names that chunk, and the chunks it imports that the
// entry does not, as <link rel="modulepreload">, so the browser fetches them beside the entry instead of
// after the entry has run and matched the route. The home page's content is in the entry and adds none.
// The built client here is a metafile of a few files, as esbuild names them.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { createRoutes, ROUTE_IDS, type RouteHandle, type RouteLoaders } from '../../web/routes';
import { useSiteHarness } from '../support/site-harness';
import { readClientAssets } from '../../server/site/assets';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-route-chunks-'));
const assetsDir = path.join(clientDir, 'assets');
fs.mkdirSync(path.join(assetsDir, 'chunks'), { recursive: true });
const out = (name: string) => path.join(assetsDir, name);
fs.writeFileSync(
  out('metafile-esm.json'),
  JSON.stringify({
    outputs: {
      [out('client-AAAA.js')]: { entryPoint: 'web/client.tsx', imports: [{ path: out('chunks/chunk-SHARED.js'), kind: 'import-statement' }] },
      [out('site-BBBB.css')]: { entryPoint: 'web/styles/site.css' },
      [out('chunks/restaurant-page-RRRR.js')]: {
        entryPoint: 'web/pages/restaurant-page.tsx',
        imports: [
          { path: out('chunks/chunk-SHARED.js'), kind: 'import-statement' },
          { path: out('chunks/chunk-MAP.js'), kind: 'import-statement' },
          { path: out('chunks/later-ZZZZ.js'), kind: 'dynamic-import' },
        ],
      },
      [out('chunks/menu-page-MMMM.js')]: { entryPoint: 'web/pages/menu-page.tsx', imports: [] },
      [out('chunks/chunk-SHARED.js')]: { imports: [] },
      [out('chunks/chunk-MAP.js')]: { imports: [] },
    },
  }),
);

const site = useSiteHarness({ assets: readClientAssets(clientDir, '/assets/') });

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

describe('the matched page chunk, preloaded', () => {
  it("given a restaurant's page, then its page chunk and the chunk it imports beside the entry's, each once; not what it loads later", async () => {
    const page = await request(site.app).get('/restaurants/london/oxford-circus').expect(200);
    expect(preloads(page.text)).toEqual(['/assets/chunks/chunk-SHARED.js', '/assets/chunks/restaurant-page-RRRR.js', '/assets/chunks/chunk-MAP.js']);
  });

  it('given the home page, then only the entry\'s own preloads', async () => {
    const page = await request(site.app).get('/').expect(200);
    expect(preloads(page.text)).toEqual(['/assets/chunks/chunk-SHARED.js']);
  });

  it('given any page, then the entry and every preload are fetched at low priority, after the stylesheet and the first pictures', async () => {
    const page = await request(site.app).get('/restaurants/london/oxford-circus').expect(200);
    const scripts = [...page.text.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(4);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it('given a menu page, then its own chunk and not the restaurant page\'s', async () => {
    const page = await request(site.app).get('/our-menu/a-la-carte').expect(200);
    expect(preloads(page.text)).toEqual(['/assets/chunks/chunk-SHARED.js', '/assets/chunks/menu-page-MMMM.js']);
  });
});

describe('each lazy route names the module it loads', () => {
  it('given web/routes.tsx, then every page(module, import) pair names the same file, and the file exists', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../web/routes.tsx'), 'utf8');
    const pairs = [...source.matchAll(/page\('([^']+)', \(\) => import\('\.\/([^']+)'\)/g)].map((m) => ({ module: m[1] ?? '', imported: `web/${m[2] ?? ''}.tsx` }));
    expect(pairs.length).toBeGreaterThan(10);
    for (const { module, imported } of pairs) {
      expect(module).toBe(imported);
      expect(fs.existsSync(path.resolve(__dirname, '../..', module))).toBe(true);
    }
  });

  it('given the route table, then every route that loads on demand carries its module in its handle', () => {
    const loaders = Object.fromEntries(ROUTE_IDS.map((id) => [id, () => null])) as unknown as RouteLoaders;
    const lazy: Array<{ id?: string; module?: string }> = [];
    const walk = (routes: ReturnType<typeof createRoutes>) => {
      for (const route of routes) {
        if (route.lazy) lazy.push({ id: route.id, module: (route.handle as RouteHandle | undefined)?.module });
        if (route.children) walk(route.children);
      }
    };
    walk(createRoutes(loaders));
    expect(lazy.length).toBeGreaterThan(20);
    expect(lazy.filter((route) => !route.module?.startsWith('web/pages/'))).toEqual([]);
  });
});
