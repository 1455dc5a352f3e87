// The built client's files: which hashed script and stylesheet the pages load, read from esbuild's
// metafile so a deploy never serves a page pointing at an old file.
import * as fs from 'node:fs';
import * as path from 'node:path';
import expressStaticGzip from 'express-static-gzip';

export interface ClientAssets {
  /** The entry module, as a URL under the asset base. */
  script: string | null;
  stylesheet: string | null;
  /** Modules the entry imports directly: preloaded so they download in parallel. */
  preload: string[];
  /**
   * Each page module loaded on demand (a lazy route's `handle.module`, e.g. 'web/pages/restaurant-page.tsx'):
   * its chunk and the chunks it imports that the entry does not, preloaded on the pages of that route so the
   * browser fetches them with the entry instead of after it has run (pageAssets).
   */
  routeChunks?: Record<string, string[]>;
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports?: Array<{ path: string; kind: string }> }>;
}

/**
 * Headers of a public, immutable file a partner's page may load (the booking widget's /embed.js and the
 * /embed/ files it imports): module scripts are fetched in CORS mode, so any origin may read it
 * (`Access-Control-Allow-Origin: *`, no credentials), and it may be embedded cross-origin
 * (`Cross-Origin-Resource-Policy: cross-origin`, replacing helmet's same-origin). Only for files that
 * hold nothing private.
 */
export function embedAssetHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * Serves a browser build's content-hashed files (the site's /assets, the widget's /embed/): immutable for a
 * year, readable and embeddable from any origin (embedAssetHeaders), and as the .br or .gz written beside each
 * at build time (server/site/precompress.ts) when the request accepts it (brotli first), with
 * Content-Encoding and Vary: Accept-Encoding; as it is otherwise. express-static-gzip finds the compressed
 * forms once, when the site starts, and hands the request to express.static (serve-static) with the file's
 * name changed, so ETag, Last-Modified, ranges and 304s are serve-static's, per form. A missing file is a 404.
 */
export function precompressedStatic(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '365d', fallthrough: false, index: false, setHeaders: embedAssetHeaders },
  });
}

export function readClientAssets(clientDir: string, assetBaseUrl: string): ClientAssets {
  const { script, preload, stylesheets } = readEntryAssets(clientDir, assetBaseUrl, 'web/client.tsx', ['web/styles/site.css']);
  const routeChunks = readOnDemandChunks({ dir: path.join(clientDir, 'assets'), baseUrl: assetBaseUrl }, new Set([script, ...preload]));
  return { script, stylesheet: stylesheets[0] ?? null, preload, routeChunks };
}

/**
 * Every module the build loads on demand (import()), by its source path as the metafile names it: its chunk,
 * then the chunks it imports statically that are not already among `loaded` (the entry and its preloads).
 */
function readOnDemandChunks(build: BuildOutput, loaded: ReadonlySet<string | null>): Record<string, string[]> {
  const metaPath = path.join(build.dir, 'metafile-esm.json');
  if (!fs.existsSync(metaPath)) return {};
  const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8')) as Metafile;
  const url = (output: string) => build.baseUrl + path.relative(build.dir, path.resolve(output)).split(path.sep).join('/');
  const chunks: Record<string, string[]> = {};
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint || !/\.m?js$/.test(output) || loaded.has(url(output))) continue;
    const imports = (info.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
    chunks[info.entryPoint] = [url(output), ...imports.filter((href) => !loaded.has(href))];
  }
  return chunks;
}

/**
 * The assets of one page: the entry's, with the on-demand chunks of the page modules its matched routes name
 * (`modules`, their `handle.module`), each once. The home page's content is in the entry and names none.
 */
export function pageAssets(assets: ClientAssets, modules: readonly string[]): ClientAssets {
  const extra = modules.flatMap((module) => assets.routeChunks?.[module] ?? []);
  if (extra.length === 0) return assets;
  return { ...assets, preload: [...new Set([...assets.preload, ...extra])] };
}

/** An entry of the built client (the site's, the kiosk's): its script, the modules it imports directly and its stylesheets. */
export interface EntryAssets {
  script: string | null;
  preload: string[];
  /** Stylesheets in the order the page links them (the site's base, then the entry's own). */
  stylesheets: string[];
}

/**
 * The files of the entry `scriptEntry` (like 'web/kiosk/kiosk-client.tsx') and of the stylesheet entries in
 * the site's browser bundle (dist/public/assets), read from its metafile; nulls and empty lists before a build.
 */
export function readEntryAssets(clientDir: string, assetBaseUrl: string, scriptEntry: string, stylesheetEntries: readonly string[]): EntryAssets {
  return readBuildEntry({ dir: path.join(clientDir, 'assets'), baseUrl: assetBaseUrl }, scriptEntry, stylesheetEntries);
}

/** One esbuild build's output: the folder holding its files and metafile-esm.json, and the URL they are served under. */
export interface BuildOutput {
  dir: string;
  baseUrl: string;
}

/**
 * The files of an entry of any of the browser builds (the site's bundle, the embeddable widget's own build in
 * dist/public/embed), read from that build's metafile; nulls and empty lists before a build.
 */
export function readBuildEntry(build: BuildOutput, scriptEntry: string, stylesheetEntries: readonly string[]): EntryAssets {
  const metaPath = path.join(build.dir, 'metafile-esm.json');
  if (!fs.existsSync(metaPath)) return { script: null, preload: [], stylesheets: [] };
  const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8')) as Metafile;
  const url = (output: string) => build.baseUrl + path.relative(build.dir, path.resolve(output)).split(path.sep).join('/');
  const found: EntryAssets = { script: null, preload: [], stylesheets: [] };
  const sheets = new Map<string, string>();
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (info.entryPoint === scriptEntry && /\.m?js$/.test(output)) {
      found.script = url(output);
      for (const imported of info.imports ?? []) if (imported.kind === 'import-statement') found.preload.push(url(imported.path));
    }
    if (info.entryPoint && stylesheetEntries.includes(info.entryPoint) && output.endsWith('.css')) sheets.set(info.entryPoint, url(output));
  }
  found.stylesheets = stylesheetEntries.flatMap((entry) => (sheets.has(entry) ? [sheets.get(entry) as string] : []));
  return found;
}
