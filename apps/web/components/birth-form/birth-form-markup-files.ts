import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The offline place finder and its list of cities: imported on demand by the place search, so not among its island's files. */
const ON_DEMAND = /^(place-offline|indian-cities)-[A-Z0-9]+\.js$/;

let cached: string[] | undefined;

// Each directory written out whole for the build's file tracing (as components/panchang/island-files.ts).
const served = () => readdirSync(join(process.cwd(), '.next/static/islands'));
const fresh = () => readdirSync(join(process.cwd(), '.islands'));

function filesIn(list: () => string[]): string[] {
  try {
    return list()
      .filter((f) => ON_DEMAND.test(f))
      .map((f) => `/_next/static/islands/${f}`);
  } catch {
    return [];
  }
}

/**
 * The islands build's files of the offline place finder (`components/offline/place-offline.ts`
 * and its cities), for a page to name in `data-offline-files` beside its islands' own: the
 * service worker then precaches them with the page (public/sw.js), and the place search finds
 * the major Indian cities offline on a device that never searched offline while online. Empty
 * without a build.
 */
export function placeFinderFiles(): string[] {
  if (cached) return cached;
  const fromBuild = filesIn(served);
  const found = fromBuild.length > 0 ? fromBuild : filesIn(fresh);
  if (found.length > 0) cached = found;
  return found;
}
