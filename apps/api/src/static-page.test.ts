import { describe, expect, it } from 'vitest';
import { isStaticPageHtml, withoutNextRuntime } from './static-page';

// The shape of a page as Next 16 writes it (abridged from a built tarot page).
const page = (marker: boolean) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/_next/static/media/noto.woff2" as="font" crossorigin="" type="font/woff2"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/1x.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/310v.js"/>',
    '<script src="/_next/static/chunks/turbopack-2u.js" async=""></script>',
    '<script src="/_next/static/chunks/20md.js" async=""></script>',
    '<script type="module" async="" src="/_next/static/islands/islands-AB12.js"></script>',
    marker ? '<meta name="drishti-hydration" content="none"/>' : '',
    '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
    '</head><body><main><h1>The Fool</h1>',
    '<script type="application/ld+json">{"@type":"Article","headline":"self.__next_f"}</script>',
    '</main><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>',
    '<script>console.log("ours")</script>',
    '</body></html>',
  ].join('');

describe('pages served without Next runtime', () => {
  it('recognises only a page that renders the marker', () => {
    expect(isStaticPageHtml(page(true))).toBe(true);
    expect(isStaticPageHtml(page(false))).toBe(false);
  });

  it('drops the chunk scripts, their preloads, the bootstrap and the inline React tree', () => {
    const out = withoutNextRuntime(page(true));
    expect(out).not.toContain('/_next/static/chunks/310v.js');
    expect(out).not.toContain('/_next/static/chunks/20md.js');
    expect(out).not.toContain('turbopack-2u.js');
    expect(out).not.toContain('0cz1.js');
    expect(out).not.toContain('otherChunks');
    expect(out).not.toContain('__next_f=self.__next_f');
    expect(out).not.toContain('$Sreact.fragment');
  });

  it('keeps the markup, styles, fonts, structured data, the islands and other inline scripts', () => {
    const out = withoutNextRuntime(page(true));
    expect(out).toContain('<h1>The Fool</h1>');
    expect(out).toContain('href="/_next/static/chunks/1x.css"');
    expect(out).toContain('noto.woff2');
    expect(out).toContain('{"@type":"Article","headline":"self.__next_f"}');
    expect(out).toContain('src="/_next/static/islands/islands-AB12.js"');
    expect(out).toContain('console.log("ours")');
    expect(out.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(out.endsWith('</body></html>')).toBe(true);
  });
});
