import {
  blogCategoriesResponse,
  blogListBody,
  blogListResponse,
  blogSearchQuery,
  blogSearchResponse,
  blogSingleQuery,
  blogSingleResponse,
} from '@drishti/contracts/blog';
import { DomainError } from '@drishti/core/errors';
import { blogRepository, type BlogPostSummary } from '@drishti/db/repositories/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const summary = (p: BlogPostSummary) => ({ ...p, createdAt: p.createdAt.toISOString() });

/** /api/publics/blog/*: list, single article, search, categories. */
export const blogRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  // Scheduled posts appear from their publish instant, by the services' clock.
  const blog = blogRepository(ctx.database.db, { now: ctx.services.now });

  app.post(
    '/publics/blog/list',
    {
      schema: {
        tags: ['blog'],
        summary: 'Posts, newest first',
        body: blogListBody,
        response: { 200: blogListResponse },
      },
    },
    async (request, reply) => {
      // Lists change when a post is published: browsers check again each time.
      reply.header('cache-control', 'no-cache');
      const limit = request.body.limit ?? 10;
      const page = request.body.page ?? 1;
      const category = request.body.filter?.category;
      const posts = await blog.list({ ...(category ? { category } : {}), limit, offset: (page - 1) * limit });
      return {
        success: true as const,
        data: { data: posts.map(summary), total: await blog.count(category ? { category } : {}) },
      };
    },
  );

  app.get(
    '/publics/blog/single',
    {
      schema: {
        tags: ['blog'],
        summary: 'One article',
        querystring: blogSingleQuery,
        response: { 200: blogSingleResponse },
      },
    },
    async (request) => {
      const post = await blog.findBySlug(request.query.contentType ?? 'blog', request.query.slug);
      if (!post) throw new DomainError('not-found', 'This article does not exist.');
      return { success: true as const, data: { ...post, createdAt: post.createdAt.toISOString() } };
    },
  );

  app.get(
    '/publics/blog/search',
    {
      schema: {
        tags: ['blog'],
        summary: 'Search titles and texts in English and Hindi',
        querystring: blogSearchQuery,
        response: { 200: blogSearchResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await blog.list({ search: request.query.search, limit: 20 })).map(summary),
    }),
  );

  app.get(
    '/publics/blog/categories',
    { schema: { tags: ['blog'], summary: 'The blog categories', response: { 200: blogCategoriesResponse } } },
    async () => ({
      success: true as const,
      data: (await blog.categories()).map(({ slug, title, description }) => ({ slug, title, description })),
    }),
  );
};
