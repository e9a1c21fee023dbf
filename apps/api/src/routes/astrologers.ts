import {
  astrologerListQuery,
  astrologerListResponse,
  astrologerProfileResponse,
  astrologerSlugParams,
} from '@drishti/contracts/astrologers';
import { slotsQuery, slotsResponse } from '@drishti/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const tags = ['astrologers'];

/** /api/publics/astrologers: the consultants users can choose from, with their real ratings and hours. */
export const astrologerRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const directory = ctx.services.astrologers;

  app.get(
    '/publics/astrologers',
    {
      schema: {
        tags,
        summary: 'Active astrologers: search by name, filter by skill, language, price, rating, online now; sort',
        querystring: astrologerListQuery,
        response: { 200: astrologerListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const data = await directory.list({
        search: q.search || undefined,
        skill: q.skill,
        language: q.language,
        onlineOnly: q.online,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        minRating: q.minRating,
        sort: q.sort,
        limit: q.limit ?? 20,
        offset: q.offset ?? 0,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/publics/astrologers/:slug',
    {
      schema: {
        tags,
        summary: 'One astrologer’s profile',
        params: astrologerSlugParams,
        response: { 200: astrologerProfileResponse },
      },
    },
    async (request) => ({ success: true as const, data: await directory.profile(request.params.slug) }),
  );

  app.get(
    '/publics/astrologers/:slug/slots',
    {
      schema: {
        tags,
        summary: 'Free booking slots (Indian time hours, next 14 days)',
        params: astrologerSlugParams,
        querystring: slotsQuery,
        response: { 200: slotsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.bookings.slots(request.params.slug, {
        duration: request.query.duration,
        days: request.query.days,
      }),
    }),
  );
};
