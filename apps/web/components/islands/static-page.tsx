/**
 * The name of the meta element that marks a page to be served without Next's client runtime
 * (docs/PERFORMANCE.md, "Reading pages without hydration"). The server strips the runtime's
 * scripts from such a page; only server-rendered markup and islands (apps/web/islands) remain.
 */
export const STATIC_PAGE_META = 'drishti-hydration';

/**
 * Put once in a page that is text and pictures: it is then served without React in the browser.
 * Such a page may hold no client component that needs to run, only links, server components and
 * elements with `data-island` (their behaviour is in apps/web/islands).
 */
export function StaticPage() {
  return <meta name={STATIC_PAGE_META} content="none" />;
}

/**
 * Put once in a React page whose first screen is server-rendered content: its scripts then start
 * only after the first paint, so on a slow connection the content is not kept waiting behind
 * them (docs/PERFORMANCE.md, "Scripts after the first paint"). The page hydrates as before, a
 * moment later.
 */
export function ScriptsAfterPaint() {
  return <meta name={STATIC_PAGE_META} content="after-paint" />;
}
