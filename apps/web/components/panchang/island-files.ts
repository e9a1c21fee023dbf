import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Files = Record<string, string[]>;
let cached: Files | undefined;

function filesIn(read: () => string): Files | null {
  try {
    const islands = (JSON.parse(read()) as { islands?: unknown }).islands;
    if (!islands || typeof islands !== 'object') return null;
    const out: Files = {};
    for (const [name, list] of Object.entries(islands))
      if (Array.isArray(list))
        out[name] = list.filter((f): f is string => typeof f === 'string' && f.startsWith('/_next/static/islands/'));
    return out;
  } catch {
    return null;
  }
}

// The same two records as lib/islands.ts reads the entry from, each path written out whole for the build's file tracing.
const built = () => readFileSync(join(process.cwd(), '.next', 'islands-manifest.json'), 'utf8');
const fresh = () => readFileSync(join(process.cwd(), '.islands', 'manifest.json'), 'utf8');

/** The files each page island loads when mounted (scripts/lib/islands-build.mjs), empty without a build. */
function allIslandFiles(): Files {
  if (cached) return cached;
  cached =
    (process.env.NODE_ENV === 'development'
      ? (filesIn(fresh) ?? filesIn(built))
      : (filesIn(built) ?? filesIn(fresh))) ?? {};
  return cached;
}

/**
 * The files the named islands load when mounted, with the chunks the islands entry imports
 * (`entry` in the manifest: the entry itself is in every page's HTML), space-separated, for a page to name in its HTML:
 * the service worker precaches the offline tools' pages with every static file their HTML names
 * (public/sw.js), so the page's islands then work offline even when it was never opened online.
 * Named in an attribute, not as preloads or prefetches: either made the browser fetch them beside
 * the page's first paint (Lighthouse: LCP 1.3 s became 1.6–1.7 s, TBT up to 0.2 s).
 */
export function islandFiles(names: string[]): string {
  const files = allIslandFiles();
  return [...new Set(['entry', ...names].flatMap((n) => files[n] ?? []))].join(' ');
}

/**
 * Every file of every island and the islands entry's chunks, once each: the service worker stores
 * them all when it installs (/sw-precache.json; about 25 KB compressed), so that any stored page,
 * whether or not it was opened online under the worker, gets its islands offline (the entry itself
 * is named in every page's HTML, but not the chunks it imports).
 */
export function everyIslandFile(files: Files = allIslandFiles()): string[] {
  return [...new Set(Object.values(files).flat())];
}
