import {
  blogCategoriesResponse,
  blogListBody,
  blogListResponse,
  blogSearchQuery,
  blogSearchResponse,
  blogSingleQuery,
  blogSingleResponse,
} from '@drishti/contracts/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/** /api/publics/blog/*: list, single article, search, categories. */
export const blogRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { blog } = ctx.services;

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
      const { limit = 10, page = 1, filter } = request.body;
      return { success: true as const, data: await blog.page({ category: filter?.category, page, limit }) };
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
    async (request) => ({
      success: true as const,
      data: await blog.article(request.query.contentType ?? 'blog', request.query.slug),
    }),
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
      data: await blog.search(request.query.search),
    }),
  );

  app.get(
    '/publics/blog/categories',
    { schema: { tags: ['blog'], summary: 'The blog categories', response: { 200: blogCategoriesResponse } } },
    async () => ({
      success: true as const,
      data: await blog.categories(),
    }),
  );
};
