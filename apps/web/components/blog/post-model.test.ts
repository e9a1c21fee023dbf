import type { BlogSummaryData } from '@drishti/contracts/blog';
import { describe, expect, it } from 'vitest';
import {
  bannerImage,
  bannerSrc,
  fill,
  formatPostDate,
  pageCount,
  pageNumber,
  postPath,
  toPostCard,
} from './post-model';

const post: BlogSummaryData = {
  id: 'p1',
  contentType: 'blog',
  slug: 'lo-shu-grid-basics',
  category: 'numerology',
  title: { en: 'Lo Shu Grid Basics', hi: 'लो शू ग्रिड की बुनियादी बातें' },
  serpDescription: { en: 'Build your grid.', hi: 'अपना ग्रिड बनाइए।' },
  banner: '/images/blog/lo-shu-grid-basics.svg',
  createdAt: '2026-09-29T05:30:00.000Z',
};

describe('formatPostDate', () => {
  it('writes the date in the page language with Latin digits, in Indian time', () => {
    expect(formatPostDate('2026-11-20T05:30:00.000Z', 'en')).toBe('20 Nov 2026');
    expect(formatPostDate('2026-11-20T05:30:00.000Z', 'hi')).toBe('20 नवंबर 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatPostDate('2026-12-06T20:00:00.000Z', 'en')).toBe('7 Dec 2026');
    expect(formatPostDate('not a date', 'en')).toBe('');
  });
});

describe('post cards', () => {
  it('builds the card in one language with category and reading time', () => {
    const card = toPostCard(post, 'hi', {
      categoryTitles: { numerology: 'अंक ज्योतिष' },
      readingMinutes: { 'lo-shu-grid-basics': 3 },
      readingTemplate: 'पढ़ने में {minutes} मिनट',
    });
    expect(card).toEqual({
      key: 'p1',
      href: '/blog/lo-shu-grid-basics',
      title: post.title.hi,
      description: post.serpDescription.hi,
      banner: '/images/blog/lo-shu-grid-basics.svg',
      bannerWidth: 1200,
      bannerHeight: 630,
      dateIso: post.createdAt,
      dateText: '29 सितंबर 2026',
      category: 'अंक ज्योतिष',
      readingText: 'पढ़ने में 3 मिनट',
    });
  });

  it('leaves out what it does not know', () => {
    const card = toPostCard({ ...post, category: null }, 'en');
    expect(card.category).toBeUndefined();
    expect(card.readingText).toBeUndefined();
    expect(card.title).toBe('Lo Shu Grid Basics');
  });

  it('only trusts banners that are our own files', () => {
    expect(bannerSrc(post)).toBe('/images/blog/lo-shu-grid-basics.svg');
    expect(bannerSrc({ ...post, banner: 'https://evil.example/x.svg' })).toBe('/images/blog/lo-shu-grid-basics.svg');
    expect(bannerSrc({ slug: 'A b', banner: 'javascript:alert(1)' })).toBe('/images/blog/a-b.svg');
    expect(postPath(post)).toBe('/blog/lo-shu-grid-basics');
  });

  it('shows an uploaded banner at its recorded size', () => {
    const src = `/api/publics/blog/banners/${'a1'.repeat(16)}.webp?w=800&h=400`;
    expect(bannerImage({ ...post, banner: src })).toEqual({ src, width: 800, height: 400, uploaded: true });
    expect(toPostCard({ ...post, banner: src }, 'en')).toMatchObject({
      banner: src,
      bannerWidth: 800,
      bannerHeight: 400,
    });
    // Anything else under /api is not trusted.
    expect(bannerSrc({ ...post, banner: '/api/publics/blog/banners/x.png?w=1&h=1' })).toBe(
      '/images/blog/lo-shu-grid-basics.svg',
    );
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{minutes} min read', { minutes: 4 })).toBe('4 min read');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('pages', () => {
  it('reads a page number from the query, 1 when it is not a positive whole number', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999']) expect(pageNumber(bad), String(bad)).toBe(1);
  });

  it('counts pages', () => {
    expect(pageCount(29, 9)).toBe(4);
    expect(pageCount(27, 9)).toBe(3);
    expect(pageCount(0, 9)).toBe(1);
  });
});
