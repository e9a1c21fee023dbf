import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, blogListBody, isBlogContentType } from '../../components/blog/blog-api';
import { serverBlogApi } from '../../components/blog/server-blog';

const summary = {
  id: '7c0d5c1e-0000-4000-8000-000000000001',
  contentType: 'blog',
  slug: 'understanding-rahu-kaal',
  category: 'vedic-learnings',
  title: { en: 'Understanding Rahu Kaal', hi: 'राहु काल को समझें' },
  serpDescription: { en: 'How Rahu Kaal is worked out.', hi: 'राहु काल की गणना।' },
  banner: '/images/blog/understanding-rahu-kaal.svg',
  createdAt: '2026-10-21T05:30:00.000Z',
};

interface Seen {
  url: string;
  method: string;
  body: unknown;
}

/** A fetch that answers from a table of path → [status, json] and records what it was asked. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const seen: Seen[] = [];
  const fn: typeof fetch = async (input, init) => {
    const url = String(input);
    seen.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = new URL(url).pathname;
    const answer = answers[path];
    if (!answer) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer[1]), {
      status: answer[0],
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fn, seen };
}

describe('blog list', () => {
  it('posts the filter, newest first, with a page, and reads data.data', async () => {
    const { fn, seen } = fakeFetch({
      '/api/publics/blog/list': [200, { success: true, data: { data: [summary], total: 29 } }],
    });
    const api = serverBlogApi({ baseUrl: 'http://localhost:3203', fetch: fn });
    const res = await api.list({ category: 'vedic-learnings', page: 2 });
    expect(res).toEqual({ success: true, data: { data: [summary], total: 29 }, status: 200 });
    expect(seen).toEqual([
      {
        url: 'http://localhost:3203/api/publics/blog/list',
        method: 'POST',
        body: { filter: { category: 'vedic-learnings' }, sort: { createdAt: -1 }, limit: BLOG_PAGE_SIZE, page: 2 },
      },
    ]);
  });

  it('leaves the filter empty for all categories', () => {
    expect(blogListBody()).toEqual({ filter: {}, sort: { createdAt: -1 }, limit: BLOG_PAGE_SIZE, page: 1 });
    expect(blogListBody({ contentType: 'blog', limit: 4 }).filter).toEqual({ contentType: 'blog' });
  });

  it('fails softly when nothing listens (as during next build)', async () => {
    const { fn } = fakeFetch({});
    const res = await serverBlogApi({ fetch: fn }).list();
    expect(res).toEqual({ success: false, message: 'Something went wrong!', status: 0 });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { fn } = fakeFetch({ '/api/publics/blog/list': [200, { success: true, data: { data: [{ slug: 1 }] } }] });
    const res = await serverBlogApi({ fetch: fn }).list();
    expect(res.success).toBe(false);
  });
});

describe('blog single', () => {
  it('asks for the slug and content type and returns the article', async () => {
    const post = { ...summary, body: { en: 'Text.', hi: 'पाठ।' } };
    const { fn, seen } = fakeFetch({ '/api/publics/blog/single': [200, { success: true, data: post }] });
    const res = await serverBlogApi({ fetch: fn }).single('understanding-rahu-kaal');
    expect(res).toEqual({ success: true, data: post, status: 200 });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('slug')).toBe('understanding-rahu-kaal');
    expect(url.searchParams.get('contentType')).toBe('blog');
  });

  it('tells a missing article (404) from a failure', async () => {
    const missing = fakeFetch({
      '/api/publics/blog/single': [404, { success: false, message: 'This article does not exist.' }],
    });
    expect(await serverBlogApi({ fetch: missing.fn }).single('nope')).toEqual({
      success: false,
      message: 'This article does not exist.',
      notFound: true,
    });
    const broken = fakeFetch({
      '/api/publics/blog/single': [500, { success: false, message: 'Something went wrong!' }],
    });
    const res = await serverBlogApi({ fetch: broken.fn }).single('x');
    expect(res.success).toBe(false);
    expect('notFound' in res && res.notFound).toBeFalsy();
    const down = fakeFetch({});
    const offline = await serverBlogApi({ fetch: down.fn }).single('x');
    expect(offline).toEqual({ success: false, message: 'Something went wrong!', status: 0 });
  });
});

describe('blog search', () => {
  it('sends the trimmed text and hands it back with the posts', async () => {
    const { fn, seen } = fakeFetch({ '/api/publics/blog/search': [200, { success: true, data: [summary] }] });
    const res = await serverBlogApi({ fetch: fn }).search('  rahu kaal ');
    expect(res).toEqual({ success: true, data: { search: 'rahu kaal', data: [summary] }, status: 200 });
    expect(new URL(seen[0]!.url).searchParams.get('search')).toBe('rahu kaal');
  });

  it('does not call the API for an empty text', async () => {
    const { fn, seen } = fakeFetch({});
    expect((await serverBlogApi({ fetch: fn }).search('   ')).success).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('passes the server message of a failed search on', async () => {
    const { fn } = fakeFetch({ '/api/publics/blog/search': [400, { success: false, message: 'Too long' }] });
    expect(await serverBlogApi({ fetch: fn }).search('x')).toEqual({
      success: false,
      message: 'Too long',
      status: 400,
    });
  });
});

describe('blog categories and content types', () => {
  it('reads the categories', async () => {
    const category = { slug: 'yoga', title: { en: 'Yoga', hi: 'योग' }, description: { en: 'Asanas', hi: 'आसन' } };
    const { fn } = fakeFetch({ '/api/publics/blog/categories': [200, { success: true, data: [category] }] });
    expect(await serverBlogApi({ fetch: fn }).categories()).toEqual({ success: true, data: [category], status: 200 });
  });

  it('knows blog as the only article content type', () => {
    expect(isBlogContentType('blog')).toBe(true);
    expect(isBlogContentType('horoscope')).toBe(false);
    expect(isBlogContentType('')).toBe(false);
  });
});
