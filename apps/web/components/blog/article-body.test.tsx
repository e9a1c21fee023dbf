import { blogPosts } from '@drishti/content/blog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';
import { inlineText, localizedPath, parseArticleBody, parseInline, plainText, safeHref } from './article-body-model';

describe('parseArticleBody', () => {
  it('reads paragraphs, ## subheadings and numbered steps', () => {
    const body =
      'Intro line.\n\n## Before you begin\n\nPractise daily.\n\n1. Stand tall.\n\n2. Raise the arms.\n\nThat is half a round.';
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'Intro line.' },
      { type: 'heading', level: 2, text: 'Before you begin' },
      { type: 'paragraph', text: 'Practise daily.' },
      { type: 'list', start: 1, items: ['Stand tall.', 'Raise the arms.'] },
      { type: 'paragraph', text: 'That is half a round.' },
    ]);
  });

  it('copes with Windows line ends, # and ### headings and lines run together', () => {
    expect(parseArticleBody('# Top\r\n\r\n### Sub\r\nText one\r\ncontinues\n3) Third')).toEqual([
      { type: 'heading', level: 2, text: 'Top' },
      { type: 'heading', level: 3, text: 'Sub' },
      { type: 'paragraph', text: 'Text one continues' },
      { type: 'list', start: 3, items: ['Third'] },
    ]);
    expect(parseArticleBody('\n\n   \n\n')).toEqual([]);
  });

  it('drops markup instead of interpreting it', () => {
    expect(plainText('Hi <b>there</b><script>alert(1)</script> <img src=x onerror=alert(1)>!')).toBe('Hi there !');
    expect(plainText('a\u0000b\u0007c')).toBe('abc');
    expect(plainText('5 < 6 and 7 > 3')).toBe('5 < 6 and 7 > 3');
  });

  it('reads every demo post in both languages with the same shape', () => {
    for (const post of blogPosts) {
      const en = parseArticleBody(post.body.en).map((b) => b.type);
      const hi = parseArticleBody(post.body.hi).map((b) => b.type);
      expect(en.filter((t) => t === 'heading').length, post.slug).toBeGreaterThanOrEqual(3);
      expect(hi, post.slug).toEqual(en);
    }
  });
});

describe('ArticleBody', () => {
  it('renders React elements and escapes whatever the text holds', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        body={
          'Safe & sound <script>alert("x")</script>\n\n## A <em>heading</em>\n\n1. "<svg onload=alert(1)>" step\n\nJoin <a href="javascript:alert(1)">here</a>'
        }
      />,
    );
    expect(html).not.toMatch(/<script|<svg|<a |<em>|onload=|javascript:/i);
    expect(html).toContain('<p>Safe &amp; sound</p>');
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<ol start="1"><li>&quot; &quot; step</li></ol>');
    expect(html).toContain('<p>Join here</p>');
  });
});

describe('Markdown of the editor', () => {
  it('reads bulleted lists, quotations and mixed blocks', () => {
    const body = 'Intro\n- one\n* two\n+ three\n\n> A quoted\n> line\nAfter the quote\n\n1. first\n- bullet';
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'Intro' },
      { type: 'bullets', items: ['one', 'two', 'three'] },
      { type: 'quote', text: 'A quoted line' },
      { type: 'paragraph', text: 'After the quote' },
      { type: 'list', start: 1, items: ['first'] },
      { type: 'bullets', items: ['bullet'] },
    ]);
  });

  it('reads bold, italic and links inside a line', () => {
    expect(parseInline('Plain **bold** and *italic* and _also_ [a link](https://example.org/x?q=1) end')).toEqual([
      { type: 'text', text: 'Plain ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'italic' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'also' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://example.org/x?q=1', external: true, children: [{ type: 'text', text: 'a link' }] },
      { type: 'text', text: ' end' },
    ]);
    expect(parseInline('*it has **bold** inside*')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'it has ' },
          { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
          { type: 'text', text: ' inside' },
        ],
      },
    ]);
    expect(parseInline('[**Bold** link](/blogs)')).toEqual([
      {
        type: 'link',
        href: '/blogs',
        external: false,
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'Bold' }] },
          { type: 'text', text: ' link' },
        ],
      },
    ]);
  });

  it('keeps unclosed markers, snake_case, escapes and 2 * 3 as text', () => {
    for (const text of [
      '2 * 3 = 6',
      'a ** b',
      'snake_case_name',
      'open *italic',
      '[no link]',
      '[x](no spaces allowed)',
    ]) {
      expect(parseInline(text), text).toEqual([{ type: 'text', text }]);
    }
    expect(parseInline('\\*not italic\\*')).toEqual([{ type: 'text', text: '*not italic*' }]);
    expect(inlineText(parseInline('**a** *b* [c](/d)'))).toBe('a b c');
  });

  it('follows only http(s) and site links', () => {
    expect(safeHref('https://example.org')).toEqual({ href: 'https://example.org/', external: true });
    expect(safeHref('HTTP://Example.org/a')).toEqual({ href: 'http://example.org/a', external: true });
    expect(safeHref('/blogs?category=yoga')).toEqual({ href: '/blogs?category=yoga', external: false });
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.c',
      '//evil.example/x',
      '/\\evil.example',
      'relative/path',
      '#top',
      'https://user:pass@evil.example',
      'https://',
      'ftp://example.org',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('puts site links in the page language', () => {
    expect(localizedPath('/blogs', 'hi')).toBe('/hi/blogs');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/hi/blogs', 'hi')).toBe('/hi/blogs');
    expect(localizedPath('/images/blog/x.svg', 'hi')).toBe('/images/blog/x.svg');
    expect(localizedPath('/blogs', 'en')).toBe('/blogs');
  });

  it('renders the new syntax as elements, external links marked nofollow', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        locale="hi"
        body={
          '## A **bold** heading\n\n- **one** item\n- [site](/blogs)\n\n> Wise *words*\n\nSee [this](https://example.org).'
        }
      />,
    );
    expect(html).toContain('<h2>A <strong>bold</strong> heading</h2>');
    expect(html).toContain('<ul><li><strong>one</strong> item</li><li><a href="/hi/blogs">site</a></li></ul>');
    expect(html).toContain('<blockquote');
    expect(html).toContain('<p>Wise <em>words</em></p></blockquote>');
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer nofollow">this</a>');
  });

  it('renders every demo post exactly as plain text, as before', () => {
    for (const post of blogPosts) {
      for (const lang of ['en', 'hi'] as const) {
        for (const block of parseArticleBody(post.body[lang])) {
          const texts = block.type === 'list' || block.type === 'bullets' ? block.items : [block.text];
          expect(block.type === 'bullets' || block.type === 'quote', post.slug).toBe(false);
          for (const text of texts) expect(parseInline(text), post.slug).toEqual([{ type: 'text', text }]);
        }
      }
    }
  });
});

/** Hostile Markdown and HTML: nothing may come out as markup, a script, a handler or an unsafe URL. */
const HOSTILE: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '[x](//evil.example)',
  '[x](/\\evil.example)',
  '[x](https://example.org"onmouseover="alert(1))',
  '[x"><script>alert(1)</script>](https://example.org)',
  '**<iframe src=javascript:alert(1)>**',
  '*<style>body{display:none}</style>*',
  '> <object data=x></object>',
  '- <embed src=x>',
  '## <math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '<<script>script>alert(1)<</script>/script>',
  '[x](https://example.org/\u0000javascript:alert(1))',
  '\u202e[x](https://example.org)',
];

describe('hostile input', () => {
  it('never yields markup, handlers or unsafe links', () => {
    const html = renderToStaticMarkup(<ArticleBody body={HOSTILE.join('\n\n')} locale="en" />);
    expect(html).not.toMatch(/<(script|img|svg|iframe|style|object|embed|math|table|xss)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(?!https?:\/\/|\/(?!\/))/i);
    for (const m of html.matchAll(/href="([^"]*)"/g)) expect(safeHref(m[1]!.replaceAll('&amp;', '&'))).not.toBeNull();
  });
});
