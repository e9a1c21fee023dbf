/** The published blog as readers see it: lists, one article, search and categories. */
import type { Db } from '@drishti/db/connection';
import { type BlogPostSummary, blogRepository } from '@drishti/db/repositories/blog';
import { DomainError } from './errors';

const summary = (p: BlogPostSummary) => ({ ...p, createdAt: p.createdAt.toISOString() });

/** Scheduled posts appear from their publish instant, by the services' clock. */
export function blogService({ db, now }: { db: Db; now: () => Date }) {
  const blog = blogRepository(db, { now });
  return {
    /** One page of posts, newest first, and how many there are. */
    async page(q: { category?: string | undefined; page: number; limit: number }) {
      const filter = q.category ? { category: q.category } : {};
      const posts = await blog.list({ ...filter, limit: q.limit, offset: (q.page - 1) * q.limit });
      return { data: posts.map(summary), total: await blog.count(filter) };
    },
    async article(contentType: string, slug: string) {
      const post = await blog.findBySlug(contentType, slug);
      if (!post) throw new DomainError('not-found', 'This article does not exist.', { code: 'no-such-article' });
      return { ...post, createdAt: post.createdAt.toISOString() };
    },
    /** Titles and texts in English and Hindi, 20 at most. */
    search: async (text: string) => (await blog.list({ search: text, limit: 20 })).map(summary),
    categories: async () =>
      (await blog.categories()).map(({ slug, title, description }) => ({ slug, title, description })),
  };
}
