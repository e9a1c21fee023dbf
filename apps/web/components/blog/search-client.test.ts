import { blogSummary } from '@drishti/contracts/blog';
import { describe, expect, it } from 'vitest';
import { isBlogSummary, searchBlogs } from './search-client';

const post = {
  id: 'a1',
  contentType: 'blog',
  slug: 'understanding-rahu-kaal',
  category: 'vedic-learnings',
  title: { en: 'Understanding Rahu Kaal', hi: 'राहु काल को समझें' },
  serpDescription: { en: 'How it is worked out.', hi: 'गणना कैसे होती है।' },
  banner: '/images/blog/understanding-rahu-kaal.svg',
  createdAt: '2026-10-21T05:30:00.000Z',
};

describe('isBlogSummary', () => {
  it('agrees with the contract schema', () => {
    const samples: unknown[] = [
      post,
      { ...post, category: null },
      { ...post, category: 3 },
      { ...post, title: { en: 'x' } },
      { ...post, serpDescription: null },
      { ...post, banner: undefined },
      { ...post, id: 1 },
      { ...post, createdAt: undefined },
      null,
      [],
      'post',
    ];
    for (const sample of samples) {
      expect(isBlogSummary(sample), JSON.stringify(sample)).toBe(blogSummary.safeParse(sample).success);
    }
  });
});

describe('searchBlogs', () => {
  const answer = (status: number, body: unknown): typeof fetch =>
    (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

  it('returns the posts with the text searched', async () => {
    let asked = '';
    const fetch: typeof globalThis.fetch = async (input) => {
      asked = String(input);
      return new Response(JSON.stringify({ success: true, data: [post] }));
    };
    expect(await searchBlogs(' राहु ', { fetch })).toEqual({
      success: true,
      data: { search: 'राहु', data: [post] },
      status: 200,
    });
    expect(asked).toBe(`/api/publics/blog/search?search=${encodeURIComponent('राहु')}`);
  });

  it('turns malformed answers and failures into the generic error', async () => {
    expect(await searchBlogs('x', { fetch: answer(200, { success: true, data: [{ slug: 'x' }] }) })).toEqual({
      success: false,
      message: 'Something went wrong!',
      status: 200,
    });
    expect(await searchBlogs('x', { fetch: answer(200, { success: true, data: {} }) })).toMatchObject({
      success: false,
    });
    expect(await searchBlogs('x', { fetch: answer(500, { success: false, message: 'Down' }) })).toEqual({
      success: false,
      message: 'Down',
      status: 500,
    });
    expect(await searchBlogs('  ')).toMatchObject({ success: false });
  });
});
