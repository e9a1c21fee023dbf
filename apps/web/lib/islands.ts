import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | null | undefined;

function entryIn(read: () => string): string | null {
  try {
    const manifest = JSON.parse(read()) as { entry?: unknown };
    return typeof manifest.entry === 'string' && manifest.entry.startsWith('/_next/static/islands/')
      ? manifest.entry
      : null;
  } catch {
    return null;
  }
}

// Each path is written out whole, so that the build's file tracing sees exactly which file is read.
const built = () => readFileSync(join(process.cwd(), '.next', 'islands-manifest.json'), 'utf8');
const fresh = () => readFileSync(join(process.cwd(), '.islands', 'manifest.json'), 'utf8');

/**
 * The URL of the islands entry the build made (scripts/lib/islands-build.mjs writes its name in
 * apps/web/.islands/manifest.json before `next build`, and a copy in .next after it), or null when
 * there is none (a render test). The build's copy comes first (pages renewed after the build), then
 * the one `next build` itself reads; `npm run dev` serves what it built in .islands.
 */
export function islandsEntry(): string | null {
  if (cached !== undefined) return cached;
  cached =
    process.env.NODE_ENV === 'development' ? (entryIn(fresh) ?? entryIn(built)) : (entryIn(built) ?? entryIn(fresh));
  return cached;
}
