import {
  astrologerListQuery,
  astrologerListResponse,
  astrologerProfileResponse,
  astrologerSlugParams,
} from '@drishti/contracts/astrologers';
import { slotsQuery, slotsResponse } from '@drishti/contracts/bookings';
import { DomainError } from '@drishti/core/errors';
import { type Astrologer, type AstrologerStats, astrologersRepository } from '@drishti/db/repositories/astrologers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const tags = ['astrologers'];

function card(a: Astrologer & AstrologerStats) {
  const s = a.sessionsStatus;
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    nameHi: a.nameHi,
    gender: a.gender,
    profileImage: a.profileImage,
    skills: a.skills,
    languages: a.languages,
    specializations: a.specializations,
    experienceYears: a.experienceYears,
    price: { perMinute: a.pricePerMinute, currency: 'INR' as const },
    rating: a.rating,
    reviewCount: a.reviewCount,
    problemSolved: a.problemSolved,
    isOnline: s.isChatLive || s.isVoiceLive || s.isVideoLive,
    sessionsStatus: s,
  };
}

/** /api/publics/astrologers: the consultants users can choose from, with their real ratings and hours. */
export const astrologerRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const repo = astrologersRepository(ctx.database.db, { now: ctx.services.now });

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
      const { items, total } = await repo.listWithStats({
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
      return { success: true as const, data: { items: items.map(card), total } };
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
    async (request) => {
      const a = await repo.findBySlugWithStats(request.params.slug);
      if (a?.status !== 'active') throw new DomainError('not-found', 'No such astrologer.');
      return { success: true as const, data: { ...card(a), bio: a.bio } };
    },
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
