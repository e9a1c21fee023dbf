// Bundles the islands (apps/web/islands: plain DOM behaviour for server-rendered markup, no React)
// into hashed ES modules, one small entry and a chunk per island loaded on demand
// (docs/PERFORMANCE.md, "Reading pages without hydration").
//
// They are built before `next build` into apps/web/.islands, because the pages name the entry in
// their HTML when they are rendered; after the build they are copied to .next/static/islands, from
// where the server and nginx send them like the rest of the build's static files.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Where the islands are built, and the manifest the pages read the entry's name from. */
export function islandsPaths(webDir) {
  const out = join(webDir, '.islands');
  return {
    out,
    manifest: join(out, 'manifest.json'),
    served: join(webDir, '.next/static/islands'),
    // Read by the pages when they are rendered again after the build (apps/web/lib/islands.ts).
    builtManifest: join(webDir, '.next/islands-manifest.json'),
  };
}

/** The URL path of the islands entry, as the pages write it. */
export const ISLANDS_URL = '/_next/static/islands';

export function buildIslands(webDir, { dev = false } = {}) {
  const { out, manifest, builtManifest } = islandsPaths(webDir);
  rmSync(out, { recursive: true, force: true });
  // An older build's record would name the old entry while this one renders its pages.
  rmSync(builtManifest, { force: true });
  mkdirSync(out, { recursive: true });
  const result = buildSync({
    entryPoints: [join(webDir, 'islands/main.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    // Safari 14.0 mishandles some destructuring, which esbuild cannot rewrite: 14.1 is the floor.
    target: ['es2020', 'safari14.1'],
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    outdir: out,
    entryNames: 'islands-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    // A module loaded on demand (the panchang worked out offline, components/offline/panchang-offline.tsx)
    // renders React components whose CSS modules compose others: only their class names are used
    // (mapped to the page's), so the order of composed declarations does not matter here.
    logOverride: { 'undefined-composes-from': 'silent' },
  });
  // The islands loaded with import() are entry points of the metafile too: the entry is main.ts's.
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('islands/main.ts'))?.[0];
  if (!entry) throw new Error('the islands build gave no entry');
  const file = entry.split('/').pop();
  writeFileSync(
    manifest,
    `${JSON.stringify({ entry: `${ISLANDS_URL}/${file}`, islands: islandFiles(result.metafile, entry) })}\n`,
  );
  return { entry: `${ISLANDS_URL}/${file}`, files: Object.keys(result.metafile.outputs).length };
}

/**
 * For each page island (`islands/<name>.island.ts`), the files it loads when mounted: its own and
 * the chunks it imports, the entry's excepted; under `entry`, the chunks the entry itself imports. A page may name them (`<link rel="modulepreload">`)
 * so that the browser fetches them with the page and the service worker, which stores the static
 * files a page's HTML names, keeps them for offline use.
 */
function islandFiles(metafile, entry) {
  const islands = {};
  for (const [out, o] of Object.entries(metafile.outputs)) {
    const name = /(?:^|\/)islands\/([a-z0-9-]+)\.island\.ts$/.exec(o.entryPoint ?? '')?.[1];
    if (!name) continue;
    const files = new Set();
    const visit = (path) => {
      if (path === entry || files.has(path)) return;
      files.add(path);
      for (const i of metafile.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(out);
    islands[name] = [...files].map((path) => `${ISLANDS_URL}/${path.split('/').pop()}`);
  }
  islands.entry = (metafile.outputs[entry]?.imports ?? [])
    .filter((i) => i.kind === 'import-statement')
    .map((i) => `${ISLANDS_URL}/${i.path.split('/').pop()}`);
  return islands;
}

/** Copies the built islands where the built site serves its static files. */
export function publishIslands(webDir) {
  const { out, served, manifest, builtManifest } = islandsPaths(webDir);
  rmSync(served, { recursive: true, force: true });
  cpSync(out, served, { recursive: true, filter: (p) => !p.endsWith('manifest.json') });
  cpSync(manifest, builtManifest);
}

export function readIslandsManifest(webDir) {
  return JSON.parse(readFileSync(islandsPaths(webDir).manifest, 'utf8'));
}
