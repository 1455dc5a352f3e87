// The embeddable booking widget's files (issue 11, item 3): /embed.js, the loader a partner's page adds, and
// /embed/*, the widget's content-hashed stylesheet. The loader is built as a standalone IIFE into
// dist/public/embed (tsup.config.ts, embedBuilds); the server wraps it in a scope declaring
// __TAVOLA_EMBED__, the hashed addresses of the widget's app (an entry of the browser bundle, read from its
// metafile) and stylesheet, the brand key and the booking window, so the name /embed.js never changes and
// the page's snippet never has to.
import * as fs from 'node:fs';
import * as path from 'node:path';
import express, { type Router } from 'express';
import type { EmbedConfig } from '../../web/embed/embed-contract';
import { embedAssetHeaders } from './assets';
import { safeJson } from './safe-json';
import type { SiteConfig } from './site-config';

/** The widget app's entry point in the browser bundle's metafile. */
export const WIDGET_APP_ENTRY = 'web/embed/widget-app.tsx';
export const WIDGET_STYLESHEET_ENTRY = 'web/embed/widget.css';
/** Where /embed.js and the widget's stylesheet are built, under the client folder. */
export const EMBED_DIR = 'embed';
const LOADER_FILE = 'embed-loader.js';

/**
 * /embed.js is named for good, so it is cached briefly (a deploy reaches partners' pages within five
 * minutes); what it imports is content-hashed and immutable.
 */
export const EMBED_SCRIPT_MAX_AGE_SECONDS = 300;

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

function entryOutput(metaPath: string, entryPoint: string, pattern: RegExp): string | null {
  if (!fs.existsSync(metaPath)) return null;
  const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8')) as Metafile;
  const found = Object.entries(meta.outputs).find(([output, info]) => info.entryPoint === entryPoint && pattern.test(output));
  return found ? found[0] : null;
}

/** The built loader and the addresses it is given; null parts before a build. */
export interface EmbedAssets {
  loader: string | null;
  app: string | null;
  css: string | null;
}

export function readEmbedAssets(clientDir: string, assetBaseUrl: string): EmbedAssets {
  const assetsDir = path.join(clientDir, 'assets');
  const embedDir = path.join(clientDir, EMBED_DIR);
  const app = entryOutput(path.join(assetsDir, 'metafile-esm.json'), WIDGET_APP_ENTRY, /\.m?js$/);
  const css = entryOutput(path.join(embedDir, 'metafile-esm.json'), WIDGET_STYLESHEET_ENTRY, /\.css$/);
  const loaderPath = path.join(embedDir, LOADER_FILE);
  return {
    loader: fs.existsSync(loaderPath) ? fs.readFileSync(loaderPath, 'utf8') : null,
    app: app ? assetBaseUrl + path.relative(assetsDir, path.resolve(app)).split(path.sep).join('/') : null,
    css: css ? `/${EMBED_DIR}/${path.basename(css)}` : null,
  };
}

/**
 * The script served as /embed.js: the loader inside a scope that declares its configuration (no global is
 * added to the host page). Without a built loader or app, a script that only says so in the console.
 */
export function embedScript(assets: EmbedAssets, config: Pick<SiteConfig, 'brandKey' | 'bookingHorizonDays' | 'braintreeTokenizationKey' | 'recaptchaSiteKey'>): string {
  if (assets.loader === null || assets.app === null || assets.css === null) {
    return 'console.warn("<tavola-booking>: the booking widget is not built on this site.");\n';
  }
  const embed: EmbedConfig = {
    app: assets.app,
    css: assets.css,
    brandKey: config.brandKey,
    ...(config.bookingHorizonDays === undefined ? {} : { horizonDays: config.bookingHorizonDays }),
    ...(config.braintreeTokenizationKey ? { tokenizationKey: config.braintreeTokenizationKey } : {}),
    ...(config.recaptchaSiteKey ? { captchaSiteKey: config.recaptchaSiteKey } : {}),
  };
  return `(function(){var __TAVOLA_EMBED__=${safeJson(embed)};\n${assets.loader.trim()}\n})();\n`;
}

/** GET /embed.js and the widget's stylesheet under /embed/, readable and embeddable from any origin. */
export function createEmbedRouter(config: SiteConfig, assets?: EmbedAssets): Router {
  const files = assets ?? readEmbedAssets(config.clientDir, config.assetBaseUrl);
  const script = embedScript(files, config);
  const router = express.Router();
  router.get('/embed.js', (_req, res) => {
    embedAssetHeaders(res);
    res
      .type('text/javascript; charset=utf-8')
      .set('Cache-Control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`)
      .send(script);
  });
  // The stylesheet alone (the loader is served as /embed.js, with its configuration; the metafile never).
  const embedDir = path.join(config.clientDir, EMBED_DIR);
  router.get(`/${EMBED_DIR}/:file`, (req, res, next) => {
    const file = String(req.params.file);
    if (!/^widget-[A-Za-z0-9_-]+\.css$/.test(file)) return void res.status(404).type('text/plain').send('Not found');
    embedAssetHeaders(res);
    res.sendFile(file, { root: embedDir, immutable: true, maxAge: '365d' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}
