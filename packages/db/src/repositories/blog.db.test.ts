import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection';
import { createTestDatabase } from '../testing';
import { blogRepository } from './blog';

/** Blog posts by status and publish instant: what the public sees at a given moment, and what the editor sees. */

let database: Database;
let clock = new Date('2026-11-22T06:00:00Z');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const post = (slug: string) => ({
  slug,
  categorySlug: 'tarot',
  title: { en: `Title ${slug}`, hi: `शीर्षक ${slug}` },
  serpDescription: { en: 'About', hi: 'बारे में' },
  banner: `/images/blog/${slug}.svg`,
  body: { en: 'Body', hi: 'पाठ' },
});

describe('blogRepository', () => {
  it('shows the public only published posts whose instant has come, dated by that instant', async () => {
    const blog = blogRepository(database.db, { now: () => clock });
    await blog.upsertCategory({
      slug: 'tarot',
      title: { en: 'Tarot', hi: 'टैरो' },
      description: { en: 'Cards', hi: 'पत्ते' },
    });
    await blog.createPost({ ...post('old'), createdAt: minutes(-600) });
    await blog.createPost({ ...post('draft'), status: 'draft', createdAt: minutes(-10) });
    const later = await blog.createPost({
      ...post('later'),
      status: 'published',
      publishAt: minutes(30),
      createdAt: minutes(-20),
    });
    await blog.createPost({ ...post('earlier-draft-now-public'), publishAt: minutes(-5), createdAt: minutes(-900) });

    expect((await blog.list()).map((p) => p.slug)).toEqual(['earlier-draft-now-public', 'old']);
    expect(await blog.count()).toBe(2);
    expect(await blog.count({ category: 'tarot' })).toBe(2);
    // Dated by the publish instant: published five minutes ago although written long before.
    expect((await blog.findBySlug('blog', 'earlier-draft-now-public'))?.createdAt.toISOString()).toBe(
      minutes(-5).toISOString(),
    );
    expect(await blog.findBySlug('blog', 'draft')).toBeNull();
    expect(await blog.findBySlug('blog', 'later')).toBeNull();
    expect((await blog.list({ search: 'later' })).length).toBe(0);

    clock = minutes(30);
    expect(await blog.findBySlug('blog', 'later')).not.toBeNull();
    expect((await blog.list()).map((p) => p.slug)[0]).toBe('later');
    expect(await blog.count()).toBe(3);

    const row = await blog.findById(later);
    expect(row).toMatchObject({ slug: 'later', status: 'published', category: 'tarot' });
    expect(row?.publishAt?.toISOString()).toBe(clock.toISOString());
  });

  it('gives the editor every post, filtered by status and title, and manages slugs and banners', async () => {
    const blog = blogRepository(database.db, { now: () => clock });
    const slugs = async (filter: 'all' | 'draft' | 'scheduled' | 'published', search?: string) =>
      (await blog.adminList({ filter, search, limit: 10, offset: 0 })).items.map((p) => p.slug).sort();
    const future = await blog.createPost({ ...post('future'), publishAt: minutes(60) });
    expect(await slugs('draft')).toEqual(['draft']);
    expect(await slugs('scheduled')).toEqual(['future']);
    expect(await slugs('published')).toEqual(['earlier-draft-now-public', 'later', 'old']);
    expect((await blog.adminList({ filter: 'all', limit: 2, offset: 0 })).total).toBe(5);
    expect(await slugs('all', 'शीर्षक fut')).toEqual(['future']);
    expect(await slugs('all', '%')).toEqual([]);

    expect(await blog.slugTaken('blog', 'future')).toBe(true);
    expect(await blog.slugTaken('blog', 'future', future)).toBe(false);
    expect(await blog.slugTaken('news', 'future')).toBe(false);

    const at = minutes(1);
    expect(await blog.setBanner(future, '/api/publics/blog/banners/x.png', at)).toEqual({
      previous: '/images/blog/future.svg',
    });
    expect(await blog.bannerInUse('/api/publics/blog/banners/x.png')).toBe(true);
    expect(await blog.setPublication(future, { status: 'draft', publishAt: null }, at)).toBe(true);
    expect(await slugs('draft')).toEqual(['draft', 'future']);
    expect(await blog.deletePost(future)).toEqual({ banner: '/api/publics/blog/banners/x.png' });
    expect(await blog.deletePost(future)).toBeNull();
    expect(await blog.bannerInUse('/api/publics/blog/banners/x.png')).toBe(false);
    expect(await blog.setBanner(future, 'x', at)).toBeNull();
  });
});
