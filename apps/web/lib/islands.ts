import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | null | undefined;

/**
 * The URL of the islands entry the build made (scripts/lib/islands-build.mjs writes its name in
 * apps/web/.islands/manifest.json before `next build`), or null when there is none (a render test).
 */
export function islandsEntry(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  // The build's copy first (pages renewed after the build), then the one `next build` itself reads;
  // `npm run dev` serves what it built in .islands.
  const files = ['.next/islands-manifest.json', '.islands/manifest.json'];
  if (process.env.NODE_ENV === 'development') files.reverse();
  for (const file of files) {
    try {
      const manifest = JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as { entry?: unknown };
      if (typeof manifest.entry === 'string' && manifest.entry.startsWith('/_next/static/islands/')) {
        cached = manifest.entry;
        break;
      }
    } catch {
      // not there: the next one
    }
  }
  return cached;
}
