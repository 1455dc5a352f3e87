// Scripts and stylesheets compressed at build time and served as they are: a browser accepting brotli gets the
// .br bytes written beside the file (Content-Encoding: br), one accepting only gzip the .gz, one accepting
// neither the file itself; every answer varies on Accept-Encoding and keeps the immutable, cross-origin headers.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import express from 'express';
import { precompressedStatic } from './assets';
import { precompressDir } from './precompress';

const SCRIPT = `export const words = ${JSON.stringify('buon appetito '.repeat(400))};\n`;

function builtFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-precompress-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'client-AAAA.mjs'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'chunks', 'chunk-BBBB.mjs'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'site-CCCC.css'), `body{color:#222}\n${'.a{margin:0}\n'.repeat(200)}`);
  fs.writeFileSync(path.join(dir, 'tiny-DDDD.mjs'), 'x');
  fs.writeFileSync(path.join(dir, 'metafile-esm.json'), '{"outputs":{}}');
  return dir;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The raw bytes as sent: no client-side decompression. */
async function get(dir: string, url: string, acceptEncoding?: string): Promise<Answer> {
  const app = express();
  app.use('/assets', precompressedStatic(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('precompressDir', () => {
  it('writes a .br and a .gz beside every script and stylesheet, in subfolders too, that decompress to the file', () => {
    const dir = builtFolder();
    const result = precompressDir(dir);
    for (const file of ['client-AAAA.mjs', 'chunks/chunk-BBBB.mjs', 'site-CCCC.css']) {
      const original = fs.readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
      expect(fs.statSync(path.join(dir, `${file}.br`)).size).toBeLessThan(original.length);
    }
    expect(result.files).toBe(4);
    expect(result.brotli).toBeLessThan(result.bytes);
  });

  it('leaves a file as it is when compressing would not make it smaller, and never touches other files', () => {
    const dir = builtFolder();
    precompressDir(dir);
    expect(fs.existsSync(path.join(dir, 'tiny-DDDD.mjs.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tiny-DDDD.mjs.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'metafile-esm.json.br'))).toBe(false);
  });

  it('skips the files another build is writing into the same folder, by their path inside it', () => {
    const dir = builtFolder();
    precompressDir(dir, /^chunks\//);
    expect(fs.existsSync(path.join(dir, 'chunks', 'chunk-BBBB.mjs.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'client-AAAA.mjs.br'))).toBe(true);
  });
});

describe('precompressedStatic', () => {
  const dir = builtFolder();
  precompressDir(dir);

  it('answers a browser accepting brotli with the .br bytes written at build time', async () => {
    const answer = await get(dir, '/assets/client-AAAA.mjs', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toEqual(fs.readFileSync(path.join(dir, 'client-AAAA.mjs.br')));
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers one accepting only gzip with the .gz bytes, a stylesheet as a stylesheet', async () => {
    const answer = await get(dir, '/assets/site-CCCC.css', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(fs.readFileSync(path.join(dir, 'site-CCCC.css.gz')));
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers one accepting no encoding with the file itself, and still varies on Accept-Encoding', async () => {
    const answer = await get(dir, '/assets/chunks/chunk-BBBB.mjs');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file with no compressed form as it is, and a missing file as a 404', async () => {
    const tiny = await get(dir, '/assets/tiny-DDDD.mjs', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('x');
    expect((await get(dir, '/assets/missing-EEEE.mjs', 'br')).status).toBe(404);
  });
});
