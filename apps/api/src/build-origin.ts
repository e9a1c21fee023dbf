import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The public URL the web build's prerendered pages were made for: `next build` bakes it into their
 * canonical and hreflang links and the sitemap (docs/PERFORMANCE.md). scripts/lib/web-build.mjs
 * records it in the build directory.
 */
export function builtPublicUrl(webDir: string): string | undefined {
  try {
    const recorded = JSON.parse(readFileSync(join(webDir, '.next/drishti-public-url.json'), 'utf8')) as unknown;
    const url = (recorded as { publicUrl?: unknown }).publicUrl;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

const trim = (url: string) => url.replace(/\/+$/, '');

/**
 * Checked at start, before pages are served: a build made for another PUBLIC_URL would send search
 * engines to that origin. Refused (an Error) unless the operator said `PUBLIC_URL_CHECK=warn`
 * (then a loud warning); a build without a record (a bare `next build`) gets a warning.
 */
export function checkBuildOrigin(
  opts: { webDir: string; publicUrl: string; mode: 'refuse' | 'warn' },
  warn: (message: string) => void,
): void {
  const built = builtPublicUrl(opts.webDir);
  const running = trim(opts.publicUrl);
  if (built === undefined) {
    warn(
      `The web build does not say which PUBLIC_URL its pages were made for (built without npm run build?); their canonical links may not point at ${running}.`,
    );
    return;
  }
  if (trim(built) === running) return;
  const message = `The web pages were built for PUBLIC_URL=${built}, but the server runs with PUBLIC_URL=${running}: their canonical and hreflang links and the sitemap would name the wrong site. Rebuild with PUBLIC_URL=${running} npm run build (npm start does it by itself), or set PUBLIC_URL_CHECK=warn to serve this build anyway.`;
  if (opts.mode === 'refuse') throw new Error(message);
  warn(`WARNING: ${message}`);
}
