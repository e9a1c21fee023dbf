import { blogPosts } from '@drishti/content/blog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';
import { parseArticleBody, plainText } from './article-body-model';

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
