// Builds the web app when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const webDir = join(root, 'apps/web');
const sources = [
  webDir,
  join(root, 'packages/content/src'),
  join(root, 'packages/contracts/src'),
  join(root, 'packages/engine/src'),
  join(root, 'packages/readings/src'),
];
const skip = new Set(['node_modules', '.next', 'test-results']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export function webBuildIsFresh() {
  const buildId = join(webDir, '.next/BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return sources.every((dir) => !existsSync(dir) || newestMtime(dir) <= built);
}

/** Runs `next build` unless the current build is up to date. Returns false on failure. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && webBuildIsFresh()) return true;
  process.stdout.write('\n== building the web app (next build)\n');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return r.status === 0;
}
