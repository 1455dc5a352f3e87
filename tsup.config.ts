// Builds the two packages (core/dist, adapters/dist), the browser bundle (dist/public) and the servers (dist/server).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { esbuildPluginFilePathExtensions } from 'esbuild-plugin-file-path-extensions';
import type { BuildOptions, Plugin } from 'esbuild';
import { precompressDir } from './server/site/precompress';

// react-router's package exports point every bundler (and Node) at its development build; the browser and the
// site server get the production build (no dev warnings or invariant texts: about a third smaller).
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  setup(build) {
    const dist = path.resolve('node_modules/react-router/dist/production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(dist, args.path === 'react-router/dom' ? 'dom-export.mjs' : 'index.mjs'),
    }));
  },
};

/**
 * A workspace package built module by module: every source file is an entry whose relative imports stay
 * imports (esbuild-plugin-file-path-extensions gives them the output's extension), and its dependencies
 * (other @tavola packages, dayjs, axios…) stay the consumer's.
 */
function perModulePackage(dir: string, entry: string[]): Options {
  return {
    entry,
    outDir: `${dir}/dist`,
    tsconfig: `${dir}/tsconfig.json`,
    target: 'es2022',
    platform: 'neutral',
    sourcemap: true,
    splitting: false,
    bundle: true,
    external: [/^[^./]/],
    esbuildPlugins: [esbuildPluginFilePathExtensions({ filter: /^\.{1,2}\//, esmExtension: 'mjs', cjsExtension: 'cjs' })],
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.mjs' }),
    format: ['esm', 'cjs'],
    clean: true,
    dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
    esbuildOptions(options) {
      options.outbase = dir;
    },
  };
}

// `npm run build:packages` (TAVOLA_BUILD=packages) builds the two packages alone, for the packaging test and
// the size benchmark; everything else builds all.
const onlyPackages = process.env.TAVOLA_BUILD === 'packages';

export default defineConfig([
  // The two packages other front-ends install, one file per source module (ESM .mjs + CommonJS .cjs, with
  // .d.mts / .d.ts beside), so a bundler keeps only the modules an app imports.
  perModulePackage('core', ['core/**/*.ts', '!core/dist/**', '!core/**/*.spec.ts', '!core/**/testing/**']),
  perModulePackage('adapters', ['adapters/**/*.ts', '!adapters/dist/**', '!adapters/**/*.spec.ts']),
  ...(onlyPackages ? [] : siteBuilds()),
]);

/** The browser bundle, the site server and the reference API. */
function siteBuilds(): Options[] {
  return [
    {
      // The browser bundle: ES modules split per page, content-hashed names for immutable caching, and a
      // metafile the server reads to find the entry and the stylesheet. Built under Preact (PREACT_COMPAT): the
      // server renders the pages with React, the browser hydrates them with Preact.
      ...browserBuild({ client: 'web/client.tsx', site: 'web/styles/site.css' }, 'dist/public/assets'),
      // Every script and stylesheet also as .br and .gz, served as they are (server/site/precompress.ts); the
      // kiosk's folder is the other build's, written meanwhile.
      onSuccess: async () => void precompressDir('dist/public/assets', /^kiosk\//),
      esbuildOptions(options) {
        browserOptions(options);
        options.alias = PREACT_COMPAT;
      },
    },
    {
      // The in-restaurant kiosk (/kiosk/{storeId}, server/site/kiosk.ts): its own build and metafile under the
      // site's assets (dist/public/assets/kiosk), on React, with its stylesheet (the site's comes from the site's build).
      ...browserBuild({ kiosk: 'web/kiosk/kiosk-client.tsx', 'kiosk-styles': 'web/styles/kiosk.css' }, 'dist/public/assets/kiosk'),
      onSuccess: async () => void precompressDir('dist/public/assets/kiosk'),
      esbuildOptions: browserOptions,
    },
    ...embedBuilds(),
    // The site server: renders pages, and starts the embedded API unless API_BASE_URL is set.
    // react-router is bundled into it as its production build: Node's export condition would load the
    // development build (invariant texts, dev-only checks) on every render.
    {
      ...nodeServer({ site: 'server/site/main.ts' }),
      noExternal: [/^@tavola\//, /^react-router(-dom)?(\/.*)?$/],
      esbuildPlugins: [reactRouterProduction],
      esbuildOptions: (options) => void (options.jsx = 'automatic'),
    },
    // The reference booking and content API, run by `npm run start:api` (and by the site's start).
    { ...nodeServer({ api: 'server/api/main.ts' }), clean: false },
  ];
}

/**
 * A browser build (the site's, the kiosk's, the widget app's): ES modules split per page, content-hashed names for immutable caching, and a
 * metafile (metafile-esm.json) the server reads. `npm run build` empties dist first; the builds do not clean
 * their folders themselves, since the kiosk's is inside the site's and both run at once.
 */
function browserBuild(entry: Record<string, string>, outDir: string): Options {
  return {
    entry,
    outDir,
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    sourcemap: false,
    metafile: true,
    clean: false,
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    esbuildPlugins: [reactRouterProduction],
  };
}

function browserOptions(options: BuildOptions): void {
  // CSS url('/images/...') points at the static images served beside the assets.
  options.external = ['/images/*'];
  options.entryNames = '[name]-[hash]';
  options.chunkNames = 'chunks/[name]-[hash]';
  options.assetNames = 'media/[name]-[hash]';
  options.jsx = 'automatic';
}

/** A Node server bundle in dist/server; the workspace packages are bundled from their sources (tsconfig paths), like the browser bundle. */
function nodeServer(entry: Record<string, string>): Options {
  return {
    entry,
    outDir: 'dist/server',
    format: ['cjs'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    splitting: false,
    noExternal: [/^@tavola\//],
    outExtension: () => ({ js: '.cjs' }),
  };
}

/**
 * A stylesheet inside a shadow root still measures rem by the host page's root font size, which the host
 * controls: the widget's stylesheet is built with every rem turned into px (16 px to the rem), so a page
 * setting `html { font-size: 30px }` cannot resize it.
 */
function remToPx(): Plugin {
  return {
    name: 'rem-to-px',
    setup(build) {
      // tsup's own CSS loader answers every path ending in .css (in any namespace) first, so the stylesheets
      // the entry imports are moved into this plugin's namespace under a name that does not end so (the
      // entry itself, which has no rem, stays as it is).
      build.onResolve({ filter: /\.css$/ }, (args) =>
        args.kind === 'entry-point' ? undefined : { path: `${path.resolve(args.resolveDir, args.path)}?px`, namespace: 'rem-to-px' },
      );
      build.onLoad({ filter: /\?px$/, namespace: 'rem-to-px' }, async (args) => {
        const file = args.path.slice(0, -'?px'.length);
        const text = await fs.promises.readFile(file, 'utf8');
        const contents = text.replace(/(?<![\w.])(\d*\.?\d+)rem\b/g, (_m, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`);
        return { contents, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}

/**
 * The widget's app runs the site's React components under Preact's React-compatible API (preact/compat, about
 * 4 KB gzipped where react-dom is 64 KB) so that a booking on a partner's page stays small; so does the site's
 * browser bundle, for the home page's first load (issue 15) (the server renders its pages with React, the browser hydrates them with
 * Preact: docs/frontends.md lists what the shared code must avoid); the kiosk's build stays on React, and the unit
 * tests run the components under React.
 */
const PREACT_COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/**
 * The embeddable booking widget's own files in dist/public/embed (served by server/site/embed.ts): the loader
 * /embed.js (a minified IIFE with no framework, at most 3 KB gzipped), and the widget's app (imported by the
 * loader on demand, with its on-demand chunks in embed/chunks) and stylesheet (rem turned into px), both
 * content-hashed and found through this build's own metafile (dist/public/embed/metafile-esm.json). The app
 * shares no chunk with the site's bundle: it is built against Preact (PREACT_COMPAT).
 */
function embedBuilds(): Options[] {
  return [
    {
      entry: { 'embed-loader': 'web/embed/embed-loader.ts' },
      outDir: 'dist/public/embed',
      format: ['iife'],
      platform: 'browser',
      target: 'es2020',
      minify: true,
      sourcemap: false,
      splitting: false,
      clean: false,
      outExtension: () => ({ js: '.js' }),
    },
    {
      ...browserBuild({ 'widget-app': 'web/embed/widget-app.tsx', widget: 'web/embed/widget.css' }, 'dist/public/embed'),
      esbuildPlugins: [remToPx()],
      // The app, its chunks and stylesheet also as .br and .gz; the loader is not served as a file (embed.ts
      // writes /embed.js), and is the other build's, written into the same folder meanwhile.
      onSuccess: async () => void precompressDir('dist/public/embed', /^embed-loader/),
      esbuildOptions(options) {
        browserOptions(options);
        options.alias = PREACT_COMPAT;
      },
    },
  ];
}
