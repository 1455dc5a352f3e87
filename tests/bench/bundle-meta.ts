// The built browser bundle as esbuild's metafile describes it, for the size benchmarks (embed-size,
// client-size): which files an entry loads before anything else happens, and how many gzipped bytes each
// package contributes to them. gzip at zlib's default level, as the site's compression middleware sends it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

export interface Output {
  entryPoint?: string;
  imports?: Array<{ path: string; kind: string }>;
  inputs?: Record<string, { bytesInOutput: number }>;
}

export const gz = (text: string | Buffer) => gzipSync(text).byteLength;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export interface BundleMeta {
  outputs: Record<string, Output>;
  /** The JavaScript output built from `entryPoint` (an entry or a dynamically imported module). */
  entryOf(entryPoint: string): string | undefined;
  /** Outputs and every output they import statically, transitively; the dynamic imports met on the way. */
  closure(...starts: string[]): { files: string[]; dynamic: string[] };
  /** The gzipped size of an output file. */
  fileGz(output: string): number;
  /** Gzipped bytes per package (node_modules/<name>) or source folder (web/tiles…), each file's gzipped size shared by its inputs' minified bytes. */
  byOrigin(files: Iterable<string>): Map<string, number>;
}

export function readBundleMeta(root: string, assetsDir: string): BundleMeta {
  const metaPath = path.join(assetsDir, 'metafile-esm.json');
  if (!fs.existsSync(metaPath)) throw new Error('dist/public is missing: run `npm run build` first.');
  const outputs = (JSON.parse(fs.readFileSync(metaPath, 'utf8')) as { outputs: Record<string, Output> }).outputs;
  const sizes = new Map<string, number>();
  const fileGz = (output: string) => {
    if (!sizes.has(output)) sizes.set(output, gz(fs.readFileSync(path.join(root, output))));
    return sizes.get(output) as number;
  };
  return {
    outputs,
    entryOf: (entryPoint) => Object.keys(outputs).find((output) => outputs[output]?.entryPoint === entryPoint && /\.m?js$/.test(output)),
    closure(...starts) {
      const seen = new Set<string>();
      const dynamic = new Set<string>();
      const visit = (output: string) => {
        if (seen.has(output)) return;
        seen.add(output);
        for (const imported of outputs[output]?.imports ?? []) {
          if (imported.kind === 'import-statement') visit(imported.path);
          else if (imported.kind === 'dynamic-import') dynamic.add(imported.path);
        }
      };
      starts.forEach(visit);
      for (const output of seen) dynamic.delete(output);
      return { files: [...seen], dynamic: [...dynamic] };
    },
    fileGz,
    byOrigin(files) {
      const byOrigin = new Map<string, number>();
      for (const output of files) {
        const inputs = Object.entries(outputs[output]?.inputs ?? {});
        const total = inputs.reduce((sum, [, info]) => sum + info.bytesInOutput, 0);
        if (total === 0) continue;
        for (const [input, info] of inputs) {
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
          const origin = pkg ?? input.split('/').slice(0, 2).join('/');
          byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + (fileGz(output) * info.bytesInOutput) / total);
        }
      }
      return byOrigin;
    },
  };
}
