import { blogCategories, blogPosts } from '@drishti/content/blog';
import { loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await loadDemoData(api.ctx.database.db);
});
afterAll(async () => {
  await api.close();
});

describe('blog API', () => {
  it('lists posts newest first under data.data', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/publics/blog/list',
      payload: { filter: {}, sort: { createdAt: -1 }, limit: 5 },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.data as { createdAt: string; slug: string }[];
    expect(list).toHaveLength(Math.min(5, blogPosts.length));
    const dates = list.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.json().data.total).toBe(blogPosts.length);
  });

  it('filters by category', async () => {
    const category = blogPosts[0]!.category;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/publics/blog/list',
      payload: { filter: { category } },
    });
    const list = res.json().data.data as { category: string }[];
    expect(list.length).toBe(blogPosts.filter((p) => p.category === category).length);
    expect(list.every((p) => p.category === category)).toBe(true);
  });

  it('rejects a bad list request naming the field', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/publics/blog/list',
      payload: { sort: { createdAt: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toContain('sort');
  });

  it('opens a single article, 404 for an unknown one', async () => {
    const slug = blogPosts[0]!.slug;
    const res = await api.app.inject({ method: 'GET', url: `/api/publics/blog/single?slug=${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body.hi).toMatch(/[\u0900-\u097F]/);
    const missing = await api.app.inject({ method: 'GET', url: '/api/publics/blog/single?slug=no-such-post' });
    expect(missing.statusCode).toBe(404);
    const bad = await api.app.inject({ method: 'GET', url: '/api/publics/blog/single' });
    expect(bad.statusCode).toBe(400);
  });

  it('searches in English and in Hindi', async () => {
    const post = blogPosts[0]!;
    const word = post.title.en
      .split(/\s+/)
      .find((w) => w.length > 5)!
      .replace(/[^A-Za-z]/g, '');
    const en = await api.app.inject({
      method: 'GET',
      url: `/api/publics/blog/search?search=${encodeURIComponent(word)}`,
    });
    expect(en.json().data.map((p: { slug: string }) => p.slug)).toContain(post.slug);
    const hiWord = post.title.hi.split(/\s+/).find((w) => w.length > 3)!;
    const hi = await api.app.inject({
      method: 'GET',
      url: `/api/publics/blog/search?search=${encodeURIComponent(hiWord)}`,
    });
    expect(hi.json().data.map((p: { slug: string }) => p.slug)).toContain(post.slug);
    const none = await api.app.inject({ method: 'GET', url: '/api/publics/blog/search?search=zzqxjv' });
    expect(none.json()).toEqual({ success: true, data: [] });
    const empty = await api.app.inject({ method: 'GET', url: '/api/publics/blog/search?search=' });
    expect(empty.statusCode).toBe(400);
  });

  it('lists the categories', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/publics/blog/categories' });
    expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(blogCategories.map((c) => c.slug));
  });
});
