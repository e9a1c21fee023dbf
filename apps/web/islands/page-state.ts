/**
 * What the islands runtime and React share about the page (docs/PERFORMANCE.md, "Reading pages
 * without hydration"): whether React runs it, and `<html data-hydrated>`, which says the page's
 * behaviour is attached. It is set once the islands are mounted and, where React runs the page,
 * React has hydrated it too: whichever comes second sets it. Automated checks wait for it before
 * they interact, and progressive-enhancement styles can tell a live page from its server HTML.
 */

/**
 * No React on this page: it is marked static and the server took Next's scripts away (in
 * development nothing is taken away, and React runs the page's client components itself).
 */
export function isStaticPage(doc: Document = document): boolean {
  const marked = doc.querySelector('meta[name="drishti-hydration"][content="none"]') !== null;
  return marked && !('__next_f' in (doc.defaultView ?? globalThis));
}

/** Records that `part` is ready and sets `html[data-hydrated]` once everything the page runs is. */
export function markReady(part: 'react' | 'islands', doc: Document = document): void {
  const root = doc.documentElement;
  root.dataset[part === 'react' ? 'reactReady' : 'islandsReady'] = '';
  const islands = 'islandsReady' in root.dataset;
  const react = 'reactReady' in root.dataset || isStaticPage(doc);
  if (islands && react) root.dataset.hydrated = '';
}
