import {
  banBody,
  bannedListResponse,
  commentCreateBody,
  commentResponse,
  communityIdParams,
  communityTargetParams,
  communityUserParams,
  memberResponse,
  moderationItemResponse,
  moderationListResponse,
  okResponse,
  postCreateBody,
  postDetailResponse,
  postListQuery,
  postPageResponse,
  postResponse,
  reactionBody,
  reactionResponse,
  reportCreateBody,
  reportResponse,
} from '@drishti/contracts/community';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

type Me = { id: string; role: 'user' | 'astrologer' | 'admin' };
const me = async (request: { currentUser(): Promise<Me | null> }) => (await request.currentUser())!;

/**
 * Writes are limited per member in the service (per hour, counted in the database, so every
 * instance agrees); these per-member limits only stop bursts. Keyed by the signed-in account (a
 * cookie only counts once the session behind it is valid, so made-up cookies share their address's
 * budget) so that people behind one network address do not share a budget.
 */
const burst = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const user = await request.currentUser();
      return user ? `member:${user.id}` : request.ip;
    },
  },
});

/** The anonymous community: public reading, members' writing, admins' moderation. */
export const communityRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const community = ctx.services.community;
  const ok = <T>(data: T) => ({ success: true as const, data });
  const viewerId = async (request: FastifyRequest) => (await request.currentUser())?.id ?? null;

  // --- Reading (anyone) ---

  app.get(
    '/publics/community/posts',
    {
      schema: {
        tags: ['community'],
        summary:
          'Visible community posts, newest first, 10 a page (optionally of one topic; `cursor` for the next page)',
        querystring: postListQuery,
        response: { 200: postPageResponse },
      },
    },
    async (request) =>
      ok(
        await community.listPosts({
          topic: request.query.topic,
          cursor: request.query.cursor,
          viewerId: await viewerId(request),
        }),
      ),
  );

  app.get(
    '/publics/community/posts/:id',
    {
      schema: {
        tags: ['community'],
        summary: 'A visible community post with its visible comments, oldest first',
        params: communityIdParams,
        response: { 200: postDetailResponse },
      },
    },
    async (request) => ok(await community.getPost(request.params.id, await viewerId(request))),
  );

  // --- Members ---

  app.get(
    '/users/community/me',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'My community handle (created on first use) and whether I may write',
        response: { 200: memberResponse },
      },
    },
    async (request) => ok(await community.me((await me(request)).id)),
  );

  app.post(
    '/users/community/posts',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Post in a topic under my handle (10–2000 characters; 5 posts an hour)',
        body: postCreateBody,
        response: { 200: postResponse },
      },
      config: burst(10),
    },
    async (request) => ok(await community.createPost((await me(request)).id, request.body)),
  );

  app.post(
    '/users/community/posts/:id/comments',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Comment on a visible post (1–1000 characters; 30 comments an hour)',
        params: communityIdParams,
        body: commentCreateBody,
        response: { 200: commentResponse },
      },
      config: burst(20),
    },
    async (request) => ok(await community.createComment((await me(request)).id, request.params.id, request.body.body)),
  );

  app.post(
    '/users/community/posts/:id/reactions',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Toggle one of my reactions (support, relate, thanks) on a post',
        params: communityIdParams,
        body: reactionBody,
        response: { 200: reactionResponse },
      },
      config: burst(60),
    },
    async (request) => ok(await community.react((await me(request)).id, request.params.id, request.body.kind)),
  );

  app.post(
    '/users/community/reports',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Report a post or comment to the moderators (once per item; 20 reports an hour)',
        body: reportCreateBody,
        response: { 200: reportResponse },
      },
      config: burst(20),
    },
    async (request) => ok(await community.report((await me(request)).id, request.body)),
  );

  app.delete(
    '/users/community/posts/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Delete my own post',
        params: communityIdParams,
        response: { 200: okResponse },
      },
      config: burst(20),
    },
    async (request) => ok(await community.deletePost((await me(request)).id, request.params.id)),
  );

  app.delete(
    '/users/community/comments/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['community'],
        summary: 'Delete my own comment',
        params: communityIdParams,
        response: { 200: okResponse },
      },
      config: burst(20),
    },
    async (request) => ok(await community.deleteComment((await me(request)).id, request.params.id)),
  );

  // --- Admins ---

  app.get(
    '/admin/community/queue',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['community', 'admin'],
        summary: 'The moderation queue: self-harm (urgent) first, then the most reported posts and comments',
        response: { 200: moderationListResponse },
      },
    },
    async () => ok({ items: await community.queue() }),
  );

  app.get(
    '/admin/community/hidden',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['community', 'admin'],
        summary: 'Hidden posts and comments, most recently hidden first',
        response: { 200: moderationListResponse },
      },
    },
    async () => ok({ items: await community.hidden() }),
  );

  app.get(
    '/admin/community/members',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['community', 'admin'],
        summary: 'Banned community members, most recent first',
        response: { 200: bannedListResponse },
      },
    },
    async () => ok({ items: await community.banned() }),
  );

  for (const action of ['hide', 'restore', 'dismiss'] as const) {
    app.post(
      `/admin/community/:kind/:id/${action}`,
      {
        preValidation: requireUser('admin'),
        schema: {
          tags: ['community', 'admin'],
          summary:
            action === 'hide'
              ? 'Hide a post or comment for everyone (its open reports are closed)'
              : action === 'restore'
                ? 'Show a hidden post or comment again'
                : 'Dismiss the reports of a post or comment and mark a self-harm flag as seen',
          params: communityTargetParams,
          response: { 200: moderationItemResponse },
        },
        config: burst(60),
      },
      async (request) => {
        const type = request.params.kind === 'posts' ? 'post' : 'comment';
        const adminId = (await me(request)).id;
        return ok(await community[action](type, request.params.id, adminId));
      },
    );
  }

  app.post(
    '/admin/community/members/:userId/ban',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['community', 'admin'],
        summary: 'Ban a member from writing in the community (they can still read), with a reason',
        params: communityUserParams,
        body: banBody,
        response: { 200: memberResponse },
      },
      config: burst(30),
    },
    async (request) => ok(await community.ban(request.params.userId, request.body.reason, (await me(request)).id)),
  );

  app.post(
    '/admin/community/members/:userId/unban',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['community', 'admin'],
        summary: 'Lift a member’s ban',
        params: communityUserParams,
        response: { 200: memberResponse },
      },
      config: burst(30),
    },
    async (request) => ok(await community.unban(request.params.userId)),
  );
};
