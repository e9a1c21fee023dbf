/**
 * Pages served without Next's client runtime (docs/PERFORMANCE.md, "Reading pages without
 * hydration"). A page that renders `<meta name="drishti-hydration" content="none">` (the web app's
 * `StaticPage`) is text and pictures: its HTML goes out without the scripts that would load React
 * and Next's router and hydrate it, and without the inline copy of the page's React tree those
 * scripts read. What stays: the markup, styles, structured data (`application/ld+json`) and the
 * islands entry (`/_next/static/islands/…`), which gives the marked elements their behaviour.
 */
const MARKER = /<meta\s+name="drishti-hydration"\s+content="none"\s*\/?>/;
const AFTER_PAINT = /<meta\s+name="drishti-hydration"\s+content="after-paint"\s*\/?>/;
const CHUNK = '/_next/static/chunks/';

export function isStaticPageHtml(html: string): boolean {
  return MARKER.test(html);
}

/** A React page whose scripts are to start only once its first paint is on screen (`ScriptsAfterPaint`). */
export function isAfterPaintHtml(html: string): boolean {
  return AFTER_PAINT.test(html);
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

/**
 * The page with Next's chunk scripts started after its first paint: their tags and preloads leave
 * the `<head>`, and a small inline script at the end of the body adds them to the document once
 * the browser has painted (the frame after the first animation frame; at the latest after half a
 * second, for a tab opened in the background, which gets no animation frames). The page's inline
 * React tree and Next's bootstrap stay where they are: they only queue data for those scripts.
 * Without the scripts competing for the first bytes of a slow connection, the server-rendered
 * content paints first; React then hydrates it as before (docs/PERFORMANCE.md, "Scripts after the
 * first paint").
 */
export function withScriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  const out = html
    .replace(/<script\b[^>]*>\s*<\/script>/gi, (element) => {
      const open = element.slice(0, element.indexOf('>') + 1);
      const src = attribute(open, 'src');
      if (src === undefined || !src.startsWith(CHUNK) || /\snomodule\b/i.test(open)) return element;
      sources.push(src);
      return '';
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = attribute(tag, 'rel');
      const href = attribute(tag, 'href') ?? '';
      const script = (rel === 'preload' && attribute(tag, 'as') === 'script') || rel === 'modulepreload';
      return script && href.startsWith(CHUNK) ? '' : tag;
    });
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources).replace(/</g, '\\u003c')},d=0;` +
    'function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");' +
    'e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()</script>';
  const end = out.lastIndexOf('</body>');
  return end === -1 ? out + loader : out.slice(0, end) + loader + out.slice(end);
}
