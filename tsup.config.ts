// Builds the reusable domain core as ESM + CJS with type declarations (dist/core), and the servers (dist/server).
import * as path from 'node:path';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

// react-router's package exports point every bundler at its development build; the browser gets the
// production build (no dev warnings or invariant texts: about a third smaller).
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  setup(build) {
    const dist = path.resolve('node_modules/react-router/dist/production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(dist, args.path === 'react-router/dom' ? 'dom-export.mjs' : 'index.mjs'),
    }));
  },
};

export default defineConfig([
  {
    entry: { index: 'core/index.ts' },
    outDir: 'dist/core',
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
    tsconfig: 'core/tsconfig.json',
    target: 'node20',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    splitting: false,
    // class-validator and dayjs stay dependencies of the consumer, not bundled copies.
    external: ['class-validator', 'dayjs'],
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.mjs' }),
  },
  {
    // The browser bundle: ES modules split per page, content-hashed names for immutable caching, and a
    // metafile the server reads to find the entry and the stylesheet.
    entry: { client: 'web/client.tsx', site: 'web/styles/site.css' },
    outDir: 'dist/public/assets',
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    sourcemap: false,
    metafile: true,
    clean: true,
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    esbuildPlugins: [reactRouterProduction],
    esbuildOptions(options) {
      // CSS url('/images/...') points at the static images served beside the assets.
      options.external = ['/images/*'];
      options.entryNames = '[name]-[hash]';
      options.chunkNames = 'chunks/[name]-[hash]';
      options.assetNames = 'media/[name]-[hash]';
      options.jsx = 'automatic';
    },
  },
  {
    // The site server: renders pages, and starts the embedded API unless API_BASE_URL is set.
    entry: { site: 'server/site/main.ts' },
    outDir: 'dist/server',
    format: ['cjs'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    splitting: false,
    outExtension: () => ({ js: '.cjs' }),
    esbuildOptions(options) {
      options.jsx = 'automatic';
    },
  },
  {
    // The reference booking and content API, run by `npm run start:api` (and by the site's start).
    entry: { api: 'server/api/main.ts' },
    outDir: 'dist/server',
    format: ['cjs'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: false,
    splitting: false,
    outExtension: () => ({ js: '.cjs' }),
  },
]);
