import { describe, expect, it } from 'vitest';
import { isAfterPaintHtml, isStaticPageHtml, withoutNextRuntime, withScriptsAfterPaint } from './static-page';

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

describe('React pages whose scripts start after the first paint', () => {
  const marked = page(false).replace('</head>', '<meta name="drishti-hydration" content="after-paint"/></head>');

  it('recognises only a page that renders that marker', () => {
    expect(isAfterPaintHtml(marked)).toBe(true);
    expect(isAfterPaintHtml(page(false))).toBe(false);
    expect(isAfterPaintHtml(page(true))).toBe(false);
    expect(isStaticPageHtml(marked)).toBe(false);
  });

  it('moves the chunk scripts into a loader at the end of the body and drops their preloads', () => {
    const out = withScriptsAfterPaint(marked);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]*" async/);
    expect(out).not.toContain('<link rel="preload" as="script"');
    const loader = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    const sources = JSON.parse(/var s=(\[[^\]]*\])/.exec(loader!)![1]!);
    expect(sources).toEqual(['/_next/static/chunks/turbopack-2u.js', '/_next/static/chunks/20md.js']);
  });

  it('keeps the inline React tree, the bootstrap, the islands and the legacy-browser script', () => {
    const out = withScriptsAfterPaint(marked);
    expect(out).toContain('otherChunks');
    expect(out).toContain('$Sreact.fragment');
    expect(out).toContain('src="/_next/static/islands/islands-AB12.js"');
    expect(out).toContain('<script src="/_next/static/chunks/0cz1.js" noModule=""></script>');
    expect(out).toContain('<h1>The Fool</h1>');
  });

  it('starts the scripts once, after a painted frame, or after half a second without frames', () => {
    const loader = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/.exec(
      withScriptsAfterPaint(marked),
    )![1]!;
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (e: { src: string }) => added.push(e.src) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]);
    for (const f of frames) f();
    for (const f of timers.splice(0)) f();
    for (const f of timers.splice(0)) f();
    expect(added).toEqual(['/_next/static/chunks/turbopack-2u.js', '/_next/static/chunks/20md.js']);
  });
});
