// Builds the web app when its build is missing, older than its sources, or made for another
// PUBLIC_URL (the prerendered pages carry absolute canonical and hreflang links: docs/PERFORMANCE.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIslands, publishIslands } from './islands-build.mjs';
import { precompressDir } from './precompress.mjs';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const webDir = join(root, 'apps/web');
const sources = [
  webDir,
  join(root, 'packages/content/src'),
  join(root, 'packages/contracts/src'),
  join(root, 'packages/engine/src'),
  join(root, 'packages/readings/src'),
];
const skip = new Set(['node_modules', '.next', '.islands', 'test-results']);

/** Where a build records the public origin its pages were rendered for (read again at start). */
export const BUILD_ORIGIN_FILE = join(webDir, '.next/drishti-public-url.json');

/** The public URL the pages get: PUBLIC_URL, else this machine's port (as apps/web/lib/site-url.ts). */
export function publicUrlOf(env = process.env) {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

/** The public URL the current build was made for, or undefined when it was not recorded. */
export function builtPublicUrl() {
  try {
    return JSON.parse(readFileSync(BUILD_ORIGIN_FILE, 'utf8')).publicUrl;
  } catch {
    return undefined;
  }
}

const kb = (n) => `${Math.round(n / 1024)} KB`;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Whether the build exists and is newer than every source; with `origin`, also made for this
 * PUBLIC_URL.
 */
export function webBuildIsFresh({ env = process.env, origin = true } = {}) {
  const buildId = join(webDir, '.next/BUILD_ID');
  if (!existsSync(buildId)) return false;
  if (origin && builtPublicUrl() !== publicUrlOf(env)) return false;
  const built = statSync(buildId).mtimeMs;
  return sources.every((dir) => !existsSync(dir) || newestMtime(dir) <= built);
}

/**
 * Runs `next build` unless the current build is up to date and (unless `origin` is false) made for
 * this PUBLIC_URL, then records the PUBLIC_URL it was made for. Returns false on failure.
 */
export function ensureWebBuild({ force = false, env = process.env, origin = true } = {}) {
  if (!force && webBuildIsFresh({ env, origin })) return true;
  const publicUrl = publicUrlOf(env);
  process.stdout.write(`\n== building the web app (next build) for ${publicUrl}\n`);
  // The pages name the islands entry when they are rendered: built first (docs/PERFORMANCE.md).
  const islands = buildIslands(webDir);
  process.stdout.write(`== islands: ${islands.files} files, entry ${islands.entry}\n`);
  const r = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) return false;
  publishIslands(webDir);
  const packed = precompressDir(join(webDir, '.next/static'));
  process.stdout.write(
    `== precompressed ${packed.count} static files: ${kb(packed.raw)} → brotli ${kb(packed.br)}, gzip ${kb(packed.gz)}\n`,
  );
  writeFileSync(BUILD_ORIGIN_FILE, `${JSON.stringify({ publicUrl })}\n`);
  return true;
}
