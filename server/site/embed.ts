// The embeddable booking widget's files (issue 11, item 3): /embed.js, the loader a partner's page adds, and
// /embed/*, the widget's content-hashed app (with its on-demand chunks) and stylesheet. All are built into
// dist/public/embed (tsup.config.ts, embedBuilds: the loader as a standalone IIFE, the app under Preact's
// React-compatible API); the server wraps the loader in a scope declaring __TAVOLA_EMBED__, the hashed
// addresses of the app and stylesheet (read from that build's metafile), the brand key and the booking
// window, so the name /embed.js never changes and the page's snippet never has to.
import * as fs from 'node:fs';
import * as path from 'node:path';
import express, { type Router } from 'express';
import type { EmbedConfig } from '../../web/embed/embed-contract';
import { embedAssetHeaders, precompressedStatic, readBuildEntry } from './assets';
import { safeJson } from './safe-json';
import type { SiteConfig } from './site-config';

/** The widget's app and stylesheet entries in the embed build's metafile. */
export const WIDGET_APP_ENTRY = 'web/embed/widget-app.tsx';
export const WIDGET_STYLESHEET_ENTRY = 'web/embed/widget.css';
/** Where /embed.js and the widget's app and stylesheet are built (and served), under the client folder. */
export const EMBED_DIR = 'embed';
const LOADER_FILE = 'embed-loader.js';

/**
 * /embed.js is named for good, so it is cached briefly (a deploy reaches partners' pages within five
 * minutes); what it imports is content-hashed and immutable.
 */
export const EMBED_SCRIPT_MAX_AGE_SECONDS = 300;

/** The built loader and the addresses it is given; null parts before a build. */
export interface EmbedAssets {
  loader: string | null;
  app: string | null;
  css: string | null;
}

/** The built loader, and the app's and stylesheet's addresses on the site (under /embed/). */
export function readEmbedAssets(clientDir: string): EmbedAssets {
  const embedDir = path.join(clientDir, EMBED_DIR);
  const { script, stylesheets } = readBuildEntry({ dir: embedDir, baseUrl: `/${EMBED_DIR}/` }, WIDGET_APP_ENTRY, [WIDGET_STYLESHEET_ENTRY]);
  const loaderPath = path.join(embedDir, LOADER_FILE);
  return {
    loader: fs.existsSync(loaderPath) ? fs.readFileSync(loaderPath, 'utf8') : null,
    app: script,
    css: stylesheets[0] ?? null,
  };
}

/** What /embed/ serves: the hashed app, its chunks and the stylesheet (never the bare loader or the metafile). */
const SERVED_EMBED_FILE = /^\/(?:widget-app-[\w-]+\.mjs|chunks\/[\w-]+\.mjs|widget-[\w-]+\.css)$/;

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

/** GET /embed.js and the widget's app, chunks and stylesheet under /embed/, readable and embeddable from any origin. */
export function createEmbedRouter(config: SiteConfig, assets?: EmbedAssets): Router {
  const files = assets ?? readEmbedAssets(config.clientDir);
  const script = embedScript(files, config);
  const router = express.Router();
  router.get('/embed.js', (_req, res) => {
    embedAssetHeaders(res);
    res
      .type('text/javascript; charset=utf-8')
      .set('Cache-Control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`)
      .send(script);
  });
  // The hashed files alone (the loader is served as /embed.js, with its configuration; the metafile never).
  router.use(
    `/${EMBED_DIR}`,
    (req, res, next) => (SERVED_EMBED_FILE.test(req.path) ? next() : void res.status(404).type('text/plain').send('Not found')),
    precompressedStatic(path.join(config.clientDir, EMBED_DIR)),
  );
  return router;
}
