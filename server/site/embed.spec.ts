// /embed.js and the widget's files: the loader wrapped with its configuration (no global on the host page),
// loadable from any origin, briefly cached under its fixed name; the hashed app, its chunks and the stylesheet
// immutable; nothing else of the embed folder served.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInNewContext } from 'node:vm';
import express from 'express';
import request from 'supertest';
import { readSiteConfig } from './site-config';
import { EMBED_SCRIPT_MAX_AGE_SECONDS, createEmbedRouter, embedScript, readEmbedAssets, type EmbedAssets } from './embed';

const LOADER = 'console.log(JSON.stringify(__TAVOLA_EMBED__));';

function builtClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-embed-'));
  fs.mkdirSync(path.join(dir, 'embed', 'chunks'), { recursive: true });
  // The site's own bundle has no widget in it: the widget's app is found in the embed build's metafile only.
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'metafile-esm.json'), JSON.stringify({ outputs: {} }));
  fs.writeFileSync(
    path.join(dir, 'embed', 'metafile-esm.json'),
    JSON.stringify({
      outputs: {
        [path.join(dir, 'embed', 'widget-app-AAAA.mjs')]: {
          entryPoint: 'web/embed/widget-app.tsx',
          imports: [{ path: path.join(dir, 'embed', 'chunks', 'chunk-DDDD.mjs'), kind: 'import-statement' }],
        },
        [path.join(dir, 'embed', 'chunks', 'chunk-DDDD.mjs')]: {},
        [path.join(dir, 'embed', 'widget-BBBB.css')]: { entryPoint: 'web/embed/widget.css' },
      },
    }),
  );
  fs.writeFileSync(path.join(dir, 'embed', 'widget-app-AAAA.mjs'), 'import "./chunks/chunk-DDDD.mjs";');
  fs.writeFileSync(path.join(dir, 'embed', 'chunks', 'chunk-DDDD.mjs'), 'export {};');
  fs.writeFileSync(path.join(dir, 'embed', 'widget-BBBB.css'), ':host{all:initial}');
  fs.writeFileSync(path.join(dir, 'embed', 'embed-loader.js'), LOADER);
  return dir;
}

describe('the embed files', () => {
  const clientDir = builtClient();
  const config = { ...readSiteConfig({}), clientDir, bookingHorizonDays: 60 };
  const app = express();
  app.use(createEmbedRouter(config));

  it("reads the loader, the app's hashed module and the hashed stylesheet from the embed build", () => {
    expect(readEmbedAssets(clientDir)).toEqual({ loader: LOADER, app: '/embed/widget-app-AAAA.mjs', css: '/embed/widget-BBBB.css' });
  });

  it('serves /embed.js as JavaScript any origin may load, cached five minutes, its configuration in a scope of its own', async () => {
    const answer = await request(app).get('/embed.js').expect(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(`public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const logged: string[] = [];
    const sandbox: Record<string, unknown> = { console: { log: (line: string) => logged.push(line) } };
    runInNewContext(answer.text, sandbox);
    expect(JSON.parse(logged[0] ?? 'null')).toEqual({ app: '/embed/widget-app-AAAA.mjs', css: '/embed/widget-BBBB.css', brandKey: 'casa-ventura', horizonDays: 60 });
    expect(Object.keys(sandbox)).toEqual(['console']);
  });

  it('serves the hashed app, its chunks and the stylesheet immutable and readable from any origin, and nothing else of the folder', async () => {
    const sheet = await request(app).get('/embed/widget-BBBB.css').expect(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    for (const file of ['/embed/widget-BBBB.css', '/embed/widget-app-AAAA.mjs', '/embed/chunks/chunk-DDDD.mjs']) {
      const answer = await request(app).get(file).expect(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await request(app).get('/embed/widget-app-AAAA.mjs')).headers['content-type']).toMatch(/^(text|application)\/javascript/);
    await request(app).get('/embed/embed-loader.js').expect(404);
    await request(app).get('/embed/metafile-esm.json').expect(404);
    await request(app).get('/embed/chunks/../embed-loader.js').expect(404);
    await request(app).get('/embed/widget-CCCC.css').expect(404);
  });

  it('escapes the configuration so no value can end the script, and says so when the widget is not built', () => {
    const assets: EmbedAssets = { loader: LOADER, app: '/embed/a.mjs', css: '/embed/b.css' };
    expect(embedScript(assets, { brandKey: '</script><script>alert(1)</script>', braintreeTokenizationKey: null })).not.toContain('</script>');
    expect(embedScript({ ...assets, app: null }, { brandKey: 'casa-ventura', braintreeTokenizationKey: null })).toContain('not built');
  });
});
