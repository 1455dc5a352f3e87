// The loader's budget (issue 11, item 3): /embed.js at most 3 KB gzipped as the site serves it. esbuild
// builds web/embed/embed-loader.ts here as tsup.config.ts does (a minified IIFE for es2020, ~100 ms), and the
// site server's own embedScript wraps it with a configuration as long as a real one.
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { embedScript } from '../../server/site/embed';

const LOADER_BUDGET_BYTES = 3 * 1024;

it('given the loader built and served with its configuration, then it is at most 3 KB gzipped, with no React or MobX in it', async () => {
  const result = await build({
    entryPoints: [path.join(__dirname, 'embed-loader.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const loader = result.outputFiles[0]?.text ?? '';
  expect(Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules'))).toEqual([]);
  const served = embedScript(
    { loader, app: '/embed/widget-app-ABCDEFGH.mjs', css: '/embed/widget-ABCDEFGH.css' },
    { brandKey: 'casa-ventura', bookingHorizonDays: 90, braintreeTokenizationKey: 'sandbox_abcd1234_efgh5678ijkl' },
  );
  expect(gzipSync(served).byteLength).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
});
