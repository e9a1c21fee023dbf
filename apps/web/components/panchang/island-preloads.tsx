import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadModule } from 'react-dom';

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
function islandFiles(): Files {
  if (cached) return cached;
  cached =
    (process.env.NODE_ENV === 'development'
      ? (filesIn(fresh) ?? filesIn(built))
      : (filesIn(built) ?? filesIn(fresh))) ?? {};
  return cached;
}

/**
 * Names the page's islands in its `<head>` as module preloads: the browser fetches them with the
 * page instead of after the islands entry, and the service worker, which precaches the offline
 * tools' pages with every static file their HTML names (public/sw.js), keeps them for offline use.
 */
export function IslandPreloads({ names }: { names: string[] }) {
  const files = islandFiles();
  for (const href of new Set(names.flatMap((n) => files[n] ?? []))) preloadModule(href, { as: 'script' });
  return null;
}
