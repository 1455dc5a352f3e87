// The embeddable booking widget through the site (issue 11): the /api pass-through forwards a partner's
// preflight and the API's CORS answers unchanged (204 with the Access-Control-* headers, or the 403
// refusal), the site's own pages' calls (which carry the site's Origin) are still served whatever host name
// the site was reached by, and the widget's hashed files under /embed/ (and the site's /assets) may be loaded by any origin's module scripts.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { serveApi } from '../../server/api/api-server';
import type { ManagedServer } from '../../server/shutdown';
import { createServerContainer } from '../../server/container';
import { createSiteApp } from '../../server/site/site-app';
import { readSiteConfig } from '../../server/site/site-config';
import { useApiHarness } from '../support/api-harness';
import { embedApi, type CountingApi } from '../support/embed-api';

const { harness } = useApiHarness();

const PARTNER = 'https://partner.example';
const STRANGER = 'https://evil.example';
const SITE = 'https://www.casaventura.example';

let apiServer: ManagedServer;
let site: Express;
let clientDir: string;
let api: CountingApi;

beforeAll(async () => {
  // The API as the site's main.ts starts it: the site's public address, and the partner allowed.
  api = embedApi(harness, { publicBaseUrl: SITE, embedAllowedOrigins: [PARTNER] });
  apiServer = serveApi(api.app, harness.handle.db);
  const apiBaseUrl = `http://127.0.0.1:${(await apiServer.listen(0, '127.0.0.1')).port}`;
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-embed-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'client-ABC123.mjs'), 'export const client = 1;\n');
  fs.mkdirSync(path.join(clientDir, 'embed', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'embed', 'chunks', 'chunk-ABC123.mjs'), 'export const widget = 1;\n');
  site = createSiteApp({
    config: { ...readSiteConfig({}), apiBaseUrl, publicUrl: SITE, clientDir },
    container: createServerContainer({ apiBaseUrl, brandKey: harness.config.brandKey }),
    assets: { script: null, stylesheet: null, preload: [] },
    log: () => undefined,
    warn: () => undefined,
  });
});

afterAll(() => {
  apiServer?.destroy();
  if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
});

beforeEach(() => {
  api.resetIssued();
});

describe('the /api pass-through and CORS', () => {
  it('given an allowed partner’s preflight of POST /api/token, then the API’s 204 and CORS headers reach the browser', async () => {
    const response = await request(site)
      .options('/api/token')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,brandkey');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-methods']).toBe('GET,POST,PUT,PATCH,DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization,Content-Type,brandKey,sessionId,Idempotency-Key,Recaptcha-Token');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('given the partner’s real token call, then the token with the origin echoed', async () => {
    const response = await request(site).post('/api/token').set('Origin', PARTNER).set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(typeof response.body.accessToken).toBe('string');
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(api.issued()).toBe(1);
  });

  it('given another origin’s preflight and call, then the API’s 403 JSON reaches the browser and no token is issued', async () => {
    const preflight = await request(site).options('/api/token').set('Origin', STRANGER).set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(403);
    expect(preflight.headers['content-type']).toMatch(/^application\/json/);
    expect(preflight.body).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: `The origin ${STRANGER} is not allowed to embed the booking widget` });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const call = await request(site).post('/api/token').set('Origin', STRANGER).set('brandKey', harness.config.brandKey).send({});
    expect(call.status).toBe(403);
    expect(call.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(api.issued()).toBe(0);
  });

  it('given the site’s own page’s call (its Origin, whatever host the site was reached by), then it is served', async () => {
    // supertest reaches the site as 127.0.0.1:{port}, not its public address: the Origin is taken off.
    const agent = request(site);
    const byHost = await agent.post('/api/token').set('Host', 'localhost:3000').set('Origin', 'http://localhost:3000').set('brandKey', harness.config.brandKey).send({});
    expect(byHost.status).toBe(200);
    expect(byHost.headers['access-control-allow-origin']).toBeUndefined();
    // Behind a proxy on the loopback that terminates TLS: the public origin.
    const byPublicUrl = await agent.post('/api/token').set('Origin', SITE).set('brandKey', harness.config.brandKey).send({});
    expect(byPublicUrl.status).toBe(200);
    expect(api.issued()).toBe(2);
  });

  it('given a call with no Origin, then it is served as before', async () => {
    const response = await request(site).post('/api/token').set('brandKey', harness.config.brandKey).send({});
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('static assets for the widget', () => {
  it.each(['/embed/chunks/chunk-ABC123.mjs', '/assets/client-ABC123.mjs'])('given the hashed file %s, then any origin may load it', async (file) => {
    const response = await request(site).get(file).set('Origin', PARTNER);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('given a page, then it keeps the same-origin resource policy', async () => {
    const response = await request(site).get('/robots.txt');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
