/**
 * Pages served without Next's client runtime (docs/PERFORMANCE.md, "Reading pages without
 * hydration"). A page that renders `<meta name="drishti-hydration" content="none">` (the web app's
 * `StaticPage`) is text and pictures: its HTML goes out without the scripts that would load React
 * and Next's router and hydrate it, and without the inline copy of the page's React tree those
 * scripts read. What stays: the markup, styles, structured data (`application/ld+json`) and the
 * islands entry (`/_next/static/islands/…`), which gives the marked elements their behaviour.
 */
const MARKER = /<meta\s+name="drishti-hydration"\s+content="none"\s*\/?>/;
const CHUNK = '/_next/static/chunks/';

export function isStaticPageHtml(html: string): boolean {
  return MARKER.test(html);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/** The page without Next's runtime: its chunk scripts and their preloads, the bootstrap and the inline React tree. */
export function withoutNextRuntime(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (element) => {
      const open = element.slice(0, element.indexOf('>') + 1);
      const src = attribute(open, 'src');
      if (src !== undefined) return src.startsWith(CHUNK) ? '' : element;
      const type = attribute(open, 'type');
      if (type !== undefined && type !== '' && !/^(text|application)\/javascript$/i.test(type)) return element;
      const body = element.slice(open.length, -'</script>'.length);
      return /self\.__next_f|globalThis\["TURBOPACK"\]/.test(body) ? '' : element;
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = attribute(tag, 'rel');
      const href = attribute(tag, 'href') ?? '';
      const script = (rel === 'preload' && attribute(tag, 'as') === 'script') || rel === 'modulepreload';
      return script && href.startsWith(CHUNK) ? '' : tag;
    });
}
