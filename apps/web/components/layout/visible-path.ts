'use client';

import { usePathname } from 'next/navigation';

/**
 * The page's path as the visitor sees it: English without a prefix, Hindi under /hi. English
 * pages are rendered at /en/... behind a rewrite, so Next's own `usePathname` says `/en/...` while
 * a static page renders and `/...` in the browser; both read the same here, so hydration matches.
 * (next-intl's usePathname does the same but brings its client runtime to every page.)
 */
export function visiblePath(pathname: string | null): string {
  const p = pathname || '/';
  if (p === '/en') return '/';
  return p.startsWith('/en/') ? p.slice(3) : p;
}

export function useVisiblePath(): string {
  return visiblePath(usePathname());
}
