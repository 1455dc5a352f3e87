// Benchmark (not a test): what the embeddable booking widget costs a partner's page, from the built files.
//   - /embed.js as the site serves it (the loader with its configuration), gzipped: budget 3 KB;
//   - the JavaScript a booking loads: /embed.js, the widget's app and every chunk it imports statically, from
//     the widget's own build (dist/public/embed, under Preact's React-compatible API; tsup.config.ts), gzipped:
//     budget 80 KB; chunks it imports only on demand (Braintree's Hosted Fields) are listed apart;
//   - the site's home page first-load JavaScript (its entry and the chunks it imports statically) as the
//     baseline, and the heaviest packages in the widget's chunks (minified bytes in the output).
// gzip at zlib's default level, as the site's compression middleware sends it. Run with
// `npm run bench:embed-size` (it builds first).
import * as path from 'node:path';
import { EMBED_DIR, embedScript, readEmbedAssets, WIDGET_APP_ENTRY } from '../../server/site/embed';
import { readSiteConfig } from '../../server/site/site-config';
import { gz, KB, kb, readBundleMeta } from './bundle-meta';

const root = path.resolve(__dirname, '../..');
const LOADER_BUDGET = 3 * KB;
const BOOKING_BUDGET = 80 * KB;

function main(): void {
  const config = readSiteConfig({}, root);
  const site = readBundleMeta(root, path.join(config.clientDir, 'assets'));
  const { entryOf, closure, fileGz, outputs } = readBundleMeta(root, path.join(config.clientDir, EMBED_DIR));
  const assets = readEmbedAssets(config.clientDir);
  if (assets.loader === null) throw new Error('dist/public/embed/embed-loader.js is missing: run `npm run build`.');
  const served = embedScript(assets, config);
  const loaderGz = gz(served);

  const app = entryOf(WIDGET_APP_ENTRY);
  const client = site.entryOf('web/client.tsx');
  if (!app || !client) throw new Error('the widget app or the site client is not in its metafile: run `npm run build`.');
  const widget = closure(app);
  const widgetGz = widget.files.reduce((sum, output) => sum + fileGz(output), 0);
  const bookingGz = loaderGz + widgetGz;
  const onDemandGz = widget.dynamic.reduce((sum, output) => sum + fileGz(output), 0);
  const home = site.closure(client);
  const homeGz = home.files.reduce((sum, output) => sum + site.fileGz(output), 0);

  // Where the widget's bytes come from: minified bytes per package (node_modules/<name>) or source folder.
  const byOrigin = new Map<string, number>();
  for (const output of widget.files) {
    for (const [input, info] of Object.entries(outputs[output]?.inputs ?? {})) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const origin = pkg ?? input.split('/').slice(0, 2).join('/');
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + info.bytesInOutput);
    }
  }
  const heaviest = [...byOrigin.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);

  const verdict = (bytes: number, budget: number) => (bytes <= budget ? `budget ${kb(budget)}: met` : `budget ${kb(budget)}: NOT MET (${kb(bytes - budget)} over)`);
  console.log('Embeddable booking widget, built files, gzip (zlib default level, as served)\n');
  console.log(`/embed.js as served (loader + configuration)   ${kb(loaderGz).padStart(9)}   (${loaderGz} B; ${verdict(loaderGz, LOADER_BUDGET)})`);
  console.log(`widget app + its static chunks (${String(widget.files.length).padStart(2)} files)     ${kb(widgetGz).padStart(9)}`);
  console.log(`JavaScript a booking loads (loader + app)      ${kb(bookingGz).padStart(9)}   (${verdict(bookingGz, BOOKING_BUDGET)})`);
  console.log(`  loaded only on demand (${widget.dynamic.length} chunks, e.g. Hosted Fields) ${kb(onDemandGz).padStart(9)}`);
  console.log(`home page first-load JS (baseline, ${home.files.length} files)  ${kb(homeGz).padStart(9)}   widget / home = ${(bookingGz / homeGz).toFixed(2)}`);
  console.log('\nHeaviest parts of the widget (minified bytes in its chunks):');
  for (const [origin, bytes] of heaviest) console.log(`  ${origin.padEnd(44)} ${kb(bytes).padStart(9)}`);
  process.exitCode = loaderGz <= LOADER_BUDGET && bookingGz <= BOOKING_BUDGET ? 0 : 1;
}

main();
