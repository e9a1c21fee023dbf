// Brotli and gzip copies of the web build's static files, written once at build time so that the
// server sends them as they are instead of compressing every answer (docs/PERFORMANCE.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images, fonts (woff2) and the like are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.html', '.xml', '.map']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the counts. */
export function precompressDir(dir) {
  let count = 0;
  let raw = 0;
  let br = 0;
  let gz = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const b = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const g = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, b);
    writeFileSync(`${file}.gz`, g);
    count += 1;
    raw += size;
    br += b.length;
    gz += g.length;
  }
  return { count, raw, br, gz };
}
