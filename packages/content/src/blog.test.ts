import { describe, expect, it } from 'vitest';
import { blogCategories, blogPostBySlug, blogPosts, countWords, latestBlogPosts } from './blog';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  }
}

describe('blog categories', () => {
  it('has the 9 categories in order', () => {
    expect(blogCategories.map((c) => c.title.en)).toEqual([
      'Yoga',
      'Vedic Culture',
      'Meditation',
      'Vedic Learnings',
      'Numerology',
      'Vastu',
      'Palmistry',
      'Astrology',
      'Tarot',
    ]);
    expect(new Set(blogCategories.map((c) => c.slug)).size).toBe(9);
    for (const c of blogCategories) expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expectBilingualComplete(blogCategories);
  });
});

describe('blog posts', () => {
  const categorySlugs = new Set(blogCategories.map((c) => c.slug));

  it('has at least 27 posts with unique slugs in known categories', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(27);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    for (const p of blogPosts) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categorySlugs.has(p.category)).toBe(true);
      expect(p.contentType).toBe('blog');
      expect(p.banner).toBe(`/images/blog/${p.slug}.svg`);
      expect(blogPostBySlug(p.slug)).toBe(p);
    }
    expect(blogPostBySlug('no-such-post')).toBeUndefined();
    expectBilingualComplete(blogPosts);
  });

  it('has at least 3 posts in every category', () => {
    for (const c of blogCategories) {
      const n = blogPosts.filter((p) => p.category === c.slug).length;
      expect(n, c.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps titles distinct in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const titles = blogPosts.map((p) => p.title[locale]);
      expect(new Set(titles).size, locale).toBe(titles.length);
    }
  });

  it('dates posts uniquely between June and November 2026, newest first', () => {
    for (const p of blogPosts) {
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      expect(p.createdAt >= '2026-06-01' && p.createdAt < '2026-11-21', p.slug).toBe(true);
    }
    const dates = blogPosts.map((p) => p.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(latestBlogPosts(5).map((p) => p.slug)).toEqual(blogPosts.slice(0, 5).map((p) => p.slug));
    expect(latestBlogPosts()).toHaveLength(5);
  });

  it('writes every Hindi body in Devanagari', () => {
    for (const p of blogPosts) {
      const letters = p.body.hi.match(/\p{L}/gu) ?? [];
      const devanagari = letters.filter((ch) => DEVANAGARI.test(ch));
      expect(devanagari.length / letters.length, p.slug).toBeGreaterThan(0.95);
    }
  });

  it('has 350–600 words in each language and a matching reading time', () => {
    for (const p of blogPosts) {
      for (const locale of ['en', 'hi'] as const) {
        const n = countWords(p.body[locale]);
        expect(n, `${p.slug}.${locale}`).toBeGreaterThanOrEqual(350);
        expect(n, `${p.slug}.${locale}`).toBeLessThanOrEqual(600);
      }
      expect(p.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(p.readingMinutes).toBe(Math.max(1, Math.round(countWords(p.body.en) / 200)));
    }
  });

  it('uses only paragraphs and ## subheadings, the same structure in both languages', () => {
    for (const p of blogPosts) {
      const shapes = (['en', 'hi'] as const).map((locale) => {
        const blocks = p.body[locale].split('\n\n');
        for (const block of blocks) {
          expect(block.trim(), `${p.slug}.${locale}`).toBe(block);
          expect(block, `${p.slug}.${locale}`).not.toBe('');
          expect(block.includes('\n'), `${p.slug}.${locale}: one line per block`).toBe(false);
          expect(block, `${p.slug}.${locale}`).not.toMatch(/^#(?!# )|^###|\*\*|__|^[-*] /);
        }
        expect(blocks[0]?.startsWith('## '), `${p.slug}.${locale} starts with a paragraph`).toBe(false);
        return blocks.map((b) => (b.startsWith('## ') ? 'h' : 'p')).join('');
      });
      expect(shapes[0], p.slug).toBe(shapes[1]);
      expect((shapes[0]?.match(/h/g) ?? []).length, p.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps search descriptions short', () => {
    for (const p of blogPosts) {
      expect(p.serpDescription.en.length, p.slug).toBeLessThanOrEqual(170);
      expect(p.serpDescription.hi.length, p.slug).toBeLessThanOrEqual(200);
    }
  });
});
