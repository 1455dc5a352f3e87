// /embed.js through the whole site app (issue 11, item 3): answered before the URL clean-up and the pages,
// with helmet's same-origin resource policy replaced so a partner's page may load it, and its stylesheet.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-embed-site-'));
fs.mkdirSync(path.join(clientDir, 'embed'));
fs.writeFileSync(path.join(clientDir, 'embed', 'widget-ABCD1234.css'), ':host{display:block}');

const apiBaseUrl = 'http://127.0.0.1:9';
const site = createSiteApp({
  config: { ...readSiteConfig({}), apiBaseUrl, clientDir },
  container: createServerContainer({ apiBaseUrl, brandKey: 'casa-ventura' }),
  assets: { script: null, stylesheet: null, preload: [] },
  embedAssets: { loader: 'void __TAVOLA_EMBED__;', app: '/embed/widget-app-ABCD1234.mjs', css: '/embed/widget-ABCD1234.css' },
  log: () => undefined,
  warn: () => undefined,
});

it('given a partner page asking for /embed.js, then the site answers the wrapped loader, loadable from any origin', async () => {
  const answer = await request(site).get('/embed.js').set('Origin', 'https://partner.example').expect(200);
  expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['cache-control']).toBe('public, max-age=300');
  expect(answer.text).toContain('"app":"/embed/widget-app-ABCD1234.mjs"');
  expect(answer.text).toContain('"brandKey":"casa-ventura"');
});

it('given the widget asking for its stylesheet, then it is served immutable and cross-origin; an unknown one is a 404', async () => {
  const sheet = await request(site).get('/embed/widget-ABCD1234.css').expect(200);
  expect(sheet.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  await request(site).get('/embed/widget-0000.css').expect(404);
});
