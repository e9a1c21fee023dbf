import {
  LIVE_HOST_FEED,
  LIVE_STAGE_FEED,
  liveChatBody,
  liveChatMessageResponse,
  liveEventCreateBody,
  liveEventListResponse,
  liveEventResponse,
  liveGiftBody,
  liveGiftHeaders,
  liveGiftResponse,
  liveHeartsResponse,
  liveIdParams,
  liveMessageParams,
  liveMuteBody,
  liveMyEventsResponse,
  liveOkResponse,
  liveStateQuery,
  liveStateResponse,
  liveStageAskBody,
  liveStagePickBody,
  liveStatusResponse,
  liveTokenResponse,
} from '@drishti/contracts/live';
import type { LiveRole, LiveService } from '@drishti/core/live';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';
import { turnCredentials } from './consultations';

const tags = ['live'];
type Me = { id: string; role: 'user' | 'astrologer' | 'admin' };
const caller = async (request: FastifyRequest) => ((await request.currentUser()) as Me | null) ?? null;
const me = async (request: FastifyRequest) => (await caller(request))!;
const ok = <T>(data: T) => ({ success: true as const, data });

/** Live events: the list and watching for anyone, chat for members, broadcasting for astrologers (docs/LIVE.md). */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext; live: LiveService }> = async (app, { ctx, live }) => {
  const perUser = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: async (request: FastifyRequest) => {
        const user = await request.currentUser();
        return user ? `live:${user.id}` : request.ip;
      },
    },
  });

  const token = async (request: FastifyRequest, id: string, role: LiveRole) => {
    const who = await caller(request);
    const t = await live.token(who, id, role);
    const iceServers: { urls: string[]; username?: string; credential?: string }[] = [];
    if (ctx.env.stunUrls.length > 0) iceServers.push({ urls: ctx.env.stunUrls });
    if (ctx.env.turn.urls.length > 0) {
      if (ctx.env.turn.secret)
        iceServers.push({
          urls: ctx.env.turn.urls,
          ...turnCredentials(ctx.env.turn.secret, who?.id ?? 'viewer', Date.now()),
        });
      else iceServers.push({ urls: ctx.env.turn.urls });
    }
    return ok({
      token: t.token,
      role: t.role,
      room: t.room,
      feed: role === 'stage' ? LIVE_STAGE_FEED : LIVE_HOST_FEED,
      expiresAt: t.expiresAt.toISOString(),
      iceServers,
    });
  };

  // --- anyone ---

  app.get(
    '/publics/live/status',
    {
      schema: {
        tags,
        summary: 'Whether live events are on (a Janus server is configured)',
        response: { 200: liveStatusResponse },
      },
    },
    async () => ok({ enabled: live.enabled() }),
  );

  app.get(
    '/publics/live/events',
    {
      schema: {
        tags,
        summary: 'Live events (most watched first) and upcoming ones (soonest first)',
        response: { 200: liveEventListResponse },
      },
    },
    async () => ok(await live.list()),
  );

  app.get(
    '/publics/live/events/:id',
    { schema: { tags, summary: 'One live event', params: liveIdParams, response: { 200: liveEventResponse } } },
    async (request) => ok(await live.get(request.params.id)),
  );

  app.get(
    '/publics/live/events/:id/state',
    {
      schema: {
        tags,
        summary: 'What a watching page polls: the event, its viewer count, the latest chat and what I may do',
        params: liveIdParams,
        querystring: liveStateQuery,
        response: { 200: liveStateResponse },
      },
      // Polled every 2 s by each watching page: only the global per-client limit applies, so that
      // many viewers behind one network address are not refused.
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await live.state(await caller(request), request.params.id, request.query.viewer));
    },
  );

  app.post(
    '/publics/live/events/:id/token',
    {
      schema: {
        tags,
        summary: 'A short-lived token to watch a live event through /janus (anyone, signed in or not)',
        params: liveIdParams,
        response: { 200: liveTokenResponse },
      },
      config: perUser(30),
    },
    async (request) => token(request, request.params.id, 'viewer'),
  );

  app.post(
    '/publics/live/events/:id/hearts',
    {
      schema: {
        tags,
        summary: 'Send a heart to a live event',
        params: liveIdParams,
        response: { 200: liveHeartsResponse },
      },
      config: perUser(60),
    },
    async (request) => ok({ hearts: await live.heart(request.params.id) }),
  );

  // --- members ---

  app.post(
    '/users/live/events/:id/messages',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Write in a live event chat (no phone numbers, e-mail addresses, UPI ids or links; 10 a minute)',
        params: liveIdParams,
        body: liveChatBody,
        response: { 200: liveChatMessageResponse },
      },
      config: perUser(30),
    },
    async (request) => ok(await live.chat(await me(request), request.params.id, request.body.body)),
  );

  app.post(
    '/users/live/events/:id/gifts',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Send a gift from the fixed list, paid in coins from the wallet; the Idempotency-Key makes it happen once',
        params: liveIdParams,
        body: liveGiftBody,
        headers: liveGiftHeaders,
        response: { 200: liveGiftResponse },
      },
      config: perUser(30),
    },
    async (request) =>
      ok(
        await live.gift(await me(request), request.params.id, request.body.giftId, request.headers['idempotency-key']),
      ),
  );

  app.delete(
    '/users/live/events/:id/messages/:messageId',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "Remove a chat message (the event's astrologer or an admin); it disappears for everyone",
        params: liveMessageParams,
        response: { 200: liveOkResponse },
      },
    },
    async (request) => {
      await live.removeMessage(await me(request), request.params.id, request.params.messageId);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/users/live/events/:id/mutes',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "Mute a viewer in this event's chat (the event's astrologer or an admin)",
        params: liveIdParams,
        body: liveMuteBody,
        response: { 200: liveOkResponse },
      },
    },
    async (request) => {
      await live.mute(await me(request), request.params.id, request.body.userId);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/users/live/events/:id/end',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "End a live or scheduled event (the event's astrologer or an admin)",
        params: liveIdParams,
        response: { 200: liveEventResponse },
      },
    },
    async (request) => ok(await live.end(await me(request), request.params.id)),
  );

  // --- the paid stage (docs/LIVE.md, "The paid stage") ---

  const done = { ok: true as const };
  app.post(
    '/users/live/events/:id/stage/requests',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Ask to join the call on stage (coins for 5 minutes needed), with an optional spending cap',
        params: liveIdParams,
        body: liveStageAskBody,
        response: { 200: liveOkResponse },
      },
      config: perUser(20),
    },
    async (request) => {
      await live.askStage(await me(request), request.params.id, request.body);
      return ok(done);
    },
  );

  app.delete(
    '/users/live/events/:id/stage/requests',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'Leave the stage queue', params: liveIdParams, response: { 200: liveOkResponse } },
      config: perUser(20),
    },
    async (request) => {
      await live.leaveStage(await me(request), request.params.id);
      return ok(done);
    },
  );

  app.post(
    '/users/live/events/:id/stage/pick',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "Put a viewer from the queue on stage (the event's astrologer)",
        params: liveIdParams,
        body: liveStagePickBody,
        response: { 200: liveOkResponse },
      },
      config: perUser(20),
    },
    async (request) => {
      await live.pickStage(await me(request), request.params.id, request.body.requestId);
      return ok(done);
    },
  );

  app.post(
    '/users/live/events/:id/stage/end',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'End the stage call (the astrologer, an admin or the guest); it is settled once',
        params: liveIdParams,
        response: { 200: liveOkResponse },
      },
    },
    async (request) => {
      await live.endStage(await me(request), request.params.id);
      return ok(done);
    },
  );

  app.post(
    '/users/live/events/:id/stage/connected',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "The stage guest's media reached the media server: the meter starts",
        params: liveIdParams,
        response: { 200: liveOkResponse },
      },
      config: perUser(20),
    },
    async (request) => {
      await live.stageConnected(await me(request), request.params.id);
      return ok(done);
    },
  );

  app.post(
    '/users/live/events/:id/stage/token',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'A short-lived token to publish on stage through /janus (the viewer on stage only)',
        params: liveIdParams,
        response: { 200: liveTokenResponse },
      },
      config: perUser(30),
    },
    async (request) => token(request, request.params.id, 'stage'),
  );

  // --- astrologers ---

  app.get(
    '/astrologer/live/events',
    {
      preValidation: requireUser('astrologer'),
      schema: { tags, summary: 'My live events, newest first', response: { 200: liveMyEventsResponse } },
    },
    async (request) => ok({ items: await live.mine((await me(request)).id), enabled: live.enabled() }),
  );

  app.post(
    '/astrologer/live/events',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Schedule a live event, or (without startsAt) go live now',
        body: liveEventCreateBody,
        response: { 200: liveEventResponse },
      },
      config: perUser(10),
    },
    async (request) => ok(await live.create((await me(request)).id, request.body)),
  );

  app.post(
    '/astrologer/live/events/:id/start',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Go live in a scheduled event',
        params: liveIdParams,
        response: { 200: liveEventResponse },
      },
      config: perUser(10),
    },
    async (request) => ok(await live.start((await me(request)).id, request.params.id)),
  );

  app.post(
    '/astrologer/live/events/:id/token',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'A short-lived token to broadcast in my live event through /janus',
        params: liveIdParams,
        response: { 200: liveTokenResponse },
      },
      config: perUser(30),
    },
    async (request) => token(request, request.params.id, 'publisher'),
  );
};
