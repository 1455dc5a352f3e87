// Benchmark (not a test): what a browser app pays for single imports of the built @tavola/core package.
// Each import is bundled alone with esbuild (minified, ES module, browser conditions), as an app bundler
// would, and gzipped; the whole core imported at once is the baseline each figure is set against.
// Run with `npm run bench:core-size` (it builds the packages first).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '../..');
const KB = 1024;

interface Case {
  label: string;
  source: string;
  /** The issue's goal in KB (min + gzip), when there is one. */
  goalKb?: number;
}

// An import used, as an app would: a name the package does not export fails the build instead of measuring nothing.
const use = (name: string, from: string): string => `import { ${name} } from '${from}'; console.log(${name});`;

const CASES: Case[] = [
  { label: 'errorMessage', source: use('errorMessage', '@tavola/core/errors'), goalKb: 2 },
  { label: 'openingStatus', source: use('openingStatus', '@tavola/core/opening-hours'), goalKb: 7 },
  { label: 'booking use-case', source: use('createBookingUseCase', '@tavola/core/booking'), goalKb: 18 },
  { label: 'errorMessage from the root', source: use('errorMessage', '@tavola/core') },
  { label: 'nearestLocations', source: use('nearestLocations', '@tavola/core/geo') },
  { label: 'booking customer validation', source: use('customerErrors', '@tavola/core/booking') },
  { label: 'job application validation', source: use('validateJobApplication', '@tavola/core/validation') },
  { label: 'whole core (baseline)', source: "import * as core from '@tavola/core'; export default core;" },
];

interface Size {
  minified: number;
  gzipped: number;
  modules: number;
}

async function measure(source: string): Promise<Size> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    metafile: true,
    // The package as installed (its exports and dist files), not the sources tsconfig's paths point at.
    tsconfigRaw: {},
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.keys(result.metafile.inputs);
  const fromSources = inputs.filter((input) => /^core\/(?!dist\/)/.test(input));
  if (fromSources.length > 0) throw new Error(`bundled core's sources instead of the package: ${fromSources.join(', ')}`);
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength, modules: inputs.length };
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'core/dist/index.mjs'))) {
    throw new Error('core/dist is missing: run `npm run build:packages` first (npm run bench:core-size does).');
  }
  const sizes = new Map<string, Size>();
  for (const item of CASES) sizes.set(item.label, await measure(item.source));
  const baseline = sizes.get('whole core (baseline)') as Size;

  console.log('@tavola/core: single imports bundled for a browser (esbuild, minified, gzip -9)\n');
  console.log(['import'.padEnd(30), 'minified'.padStart(11), 'gzipped'.padStart(10), 'modules'.padStart(8), 'of whole'.padStart(9), '  goal'].join(' '));
  let missed = 0;
  for (const item of CASES) {
    const size = sizes.get(item.label) as Size;
    const ratio = (size.gzipped / baseline.gzipped).toFixed(2);
    const goal =
      item.goalKb === undefined ? '' : size.gzipped <= item.goalKb * KB ? `≤ ${item.goalKb} KB: met` : `≤ ${item.goalKb} KB: NOT MET`;
    if (item.goalKb !== undefined && size.gzipped > item.goalKb * KB) missed += 1;
    console.log(
      [item.label.padEnd(30), kb(size.minified).padStart(11), kb(size.gzipped).padStart(10), String(size.modules).padStart(8), `${ratio}×`.padStart(9), `  ${goal}`].join(' '),
    );
  }
  console.log(`\n${missed === 0 ? 'Every size goal met.' : `${missed} size goal(s) not met.`}`);
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
