// The browser builds' scripts and stylesheets compressed once, at build time (issue 15): beside each .mjs, .js
// and .css file of a folder, a .br (brotli, its highest quality) and a .gz (gzip level 9), written only when
// smaller than the file. The site serves them with express-static-gzip (site-app.ts, embed.ts), so a browser
// gets the compressed bytes without the server compressing a file on every request.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/** The files compressed: what a page loads from /assets and /embed (pictures are compressed already). */
const COMPRESSIBLE = /\.(mjs|js|css)$/;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/**
 * Writes file.br and file.gz beside every script and stylesheet under `dir` (its subfolders too), leaving out
 * the files whose path inside `dir` `skip` matches (another build's, still being written into the same folder).
 */
export function precompressDir(dir: string, skip?: RegExp): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  if (!fs.existsSync(dir)) return result;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (skip?.test(path.relative(dir, file).split(path.sep).join('/'))) continue;
    const bytes = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
    result.files += 1;
    result.bytes += bytes.length;
    // A compressed form no smaller than the file is not worth a second request path: the file is served as it is.
    if (br.length < bytes.length) {
      fs.writeFileSync(`${file}.br`, br);
      result.brotli += br.length;
    }
    if (gz.length < bytes.length) {
      fs.writeFileSync(`${file}.gz`, gz);
      result.gzip += gz.length;
    }
  }
  return result;
}
