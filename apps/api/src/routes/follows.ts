import { followListResponse, followSlugParams, followStateResponse } from '@drishti/contracts/follows';
import { configureFollowNotices, followNoticesSettled, followService } from '@drishti/core/follows';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['follows'];
const ok = <T>(data: T) => ({ success: true as const, data });
const uid = async (request: FastifyRequest) => (await request.currentUser())!.id;

/**
 * Following astrologers (docs/FOLLOW.md): anyone sees whether they follow one and how many do;
 * signed-in users follow, unfollow and list theirs.
 */
export const followRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const service = followService({ db: ctx.database.db, now: () => ctx.services.now() });
  // The caps on follower notices, whichever part of the product triggers them (packages/core/src/follows.ts).
  configureFollowNotices(ctx.env.followNotices);
  // Notices being sent finish before the server (and its database) closes.
  app.addHook('onClose', async () => followNoticesSettled());
  const writeLimit = {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: async (request: FastifyRequest) => {
        const user = await request.currentUser();
        return user ? `follow:${user.id}` : request.ip;
      },
    },
  };

  app.get(
    '/publics/astrologers/:slug/follow',
    {
      schema: {
        tags,
        summary: 'Whether I follow this astrologer, and how many do',
        params: followSlugParams,
        response: { 200: followStateResponse },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      // Personal when signed in: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return ok({ signedIn: user !== null, ...(await service.status(user?.id ?? null, request.params.slug)) });
    },
  );

  app.put(
    '/users/follows/:slug',
    {
      preValidation: requireUser(),
      config: writeLimit,
      schema: {
        tags,
        summary: 'Follow an astrologer',
        params: followSlugParams,
        response: { 200: followStateResponse },
      },
    },
    async (request) => ok({ signedIn: true, ...(await service.follow(await uid(request), request.params.slug)) }),
  );

  app.delete(
    '/users/follows/:slug',
    {
      preValidation: requireUser(),
      config: writeLimit,
      schema: {
        tags,
        summary: 'Unfollow an astrologer',
        params: followSlugParams,
        response: { 200: followStateResponse },
      },
    },
    async (request) => ok({ signedIn: true, ...(await service.unfollow(await uid(request), request.params.slug)) }),
  );

  app.get(
    '/users/follows',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'The astrologers I follow', response: { 200: followListResponse } },
    },
    async (request) => {
      const items = await service.list(await uid(request));
      return ok({ items: items.map((a) => ({ ...a, followedAt: a.followedAt.toISOString() })) });
    },
  );
};
