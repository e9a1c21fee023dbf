import { createHmac } from 'node:crypto';
import {
  astrologerConsultationsResponse,
  consultationCreateBody,
  consultationIdParams,
  consultationListResponse,
  consultationResponse,
  iceServersResponse,
  messagesQuery,
  messagesResponse,
  presenceBody,
  presenceResponse,
  refundRequestBody,
} from '@drishti/contracts/consultations';
import { statementQuery, statementResponse } from '@drishti/contracts/statement';
import { refundTicketResponse } from '@drishti/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requestLanguage } from '../errors';
import { requireUser } from '../plugins/auth';

const tags = ['consultations'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).passthrough();
/** TURN credentials stay valid this long (the client asks again before a new call or after a reconnect). */
const TURN_TTL_SECONDS = 3600;

/**
 * Short-lived TURN credentials (the TURN REST convention that coturn's `use-auth-secret` checks):
 * username `<expiry>:<user>`, password base64(HMAC-SHA1(secret, username)).
 */
export function turnCredentials(secret: string, userId: string, nowMs: number, ttlSeconds = TURN_TTL_SECONDS) {
  const username = `${Math.floor(nowMs / 1000) + ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** Live consultations: start, accept, end, history, transcripts, refunds, call servers, live switches. */
export const consultationRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const consult = ctx.services.consultations;
  const uid = async (request: { currentUser(): Promise<{ id: string } | null> }) => (await request.currentUser())!.id;
  const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const refundTickets = ctx.services.support;

  app.post(
    '/users/consultations',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Ask an online astrologer for a consultation now: coins for 5 minutes are reserved; the request waits up to 60 s, or joins the waitlist',
        body: consultationCreateBody,
        headers: idempotencyHeaders,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({
      success: true as const,
      data: await consult.request(await uid(request), request.body, request.headers['idempotency-key']),
    }),
  );

  app.get(
    '/users/consultations',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'My consultations, newest first', response: { 200: consultationListResponse } },
    },
    async (request) => ({ success: true as const, data: await consult.listForUser(await uid(request)) }),
  );

  app.get(
    '/consultations/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'One consultation (either side)',
        params: consultationIdParams,
        response: { 200: consultationResponse },
      },
    },
    async (request) => {
      const { c, role } = await consult.participant(request.params.id, await uid(request));
      return { success: true as const, data: await consult.view(c, role) };
    },
  );

  app.get(
    '/consultations/:id/messages',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Chat messages after a sequence number, in order',
        params: consultationIdParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await consult.messages(
        await uid(request),
        request.params.id,
        request.query.afterSeq ?? request.query.after,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/users/consultations/:id/cancel',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Withdraw a waiting request (coins released)',
        params: consultationIdParams,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await consult.cancel(await uid(request), request.params.id) }),
  );

  app.post(
    '/consultations/:id/end',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'End a consultation (either side); it is settled at once. Ending again returns the same result',
        params: consultationIdParams,
        headers: idempotencyHeaders,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await consult.end(await uid(request), request.params.id) }),
  );

  app.get(
    '/users/consultations/:id/transcript',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'Download the chat transcript as text', params: consultationIdParams },
    },
    async (request, reply) => {
      const t = await consult.transcript(await uid(request), request.params.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${t.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(t.text);
    },
  );

  app.delete(
    '/users/consultations/:id/transcript',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Delete the chat transcript (billing records stay)',
        params: consultationIdParams,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({
      success: true as const,
      data: await consult.deleteTranscript(await uid(request), request.params.id),
    }),
  );

  app.post(
    '/users/consultations/:id/refund-request',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Ask for a refund of a paid consultation: also opens a support ticket about it (category consultation, the reason as its first message)',
        params: consultationIdParams,
        body: refundRequestBody,
        response: { 200: refundTicketResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      const userId = await uid(request);
      const view = await consult.requestRefund(userId, request.params.id, request.body.reason);
      const supportTicket = await refundTickets.openForRefund(
        userId,
        request.params.id,
        request.body.reason,
        requestLanguage(request),
      );
      return { success: true as const, data: { ...view, supportTicket } };
    },
  );

  app.get(
    '/consultations/:id/ice',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'STUN/TURN servers for the call (TURN credentials are short-lived)',
        params: consultationIdParams,
        response: { 200: iceServersResponse },
      },
    },
    async (request) => {
      const userId = await uid(request);
      await consult.participant(request.params.id, userId);
      const iceServers: { urls: string[]; username?: string; credential?: string }[] = [];
      if (ctx.env.stunUrls.length > 0) iceServers.push({ urls: ctx.env.stunUrls });
      if (ctx.env.turn.urls.length > 0) {
        if (ctx.env.turn.secret) {
          iceServers.push({ urls: ctx.env.turn.urls, ...turnCredentials(ctx.env.turn.secret, userId, Date.now()) });
        } else iceServers.push({ urls: ctx.env.turn.urls });
      }
      return { success: true as const, data: { iceServers, ttlSeconds: TURN_TTL_SECONDS } };
    },
  );

  // ---- astrologers -------------------------------------------------------------------------------

  app.get(
    '/astrologer/consultations',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Live switches, incoming requests, waitlist, the active session, earnings and history',
        response: { 200: astrologerConsultationsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await consult.astrologerOverview(await uid(request)) }),
  );

  app.post(
    '/astrologer/consultations/:id/accept',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Accept a waiting request',
        params: consultationIdParams,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await consult.accept(await uid(request), request.params.id) }),
  );

  app.post(
    '/astrologer/consultations/:id/decline',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Decline a request (the user’s coins are released)',
        params: consultationIdParams,
        response: { 200: consultationResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await consult.decline(await uid(request), request.params.id) }),
  );

  app.get(
    '/astrologer/earnings',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'My earnings as lines, newest first: one per consultation and per booking (gross, commission, net)',
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.statement.earningsOfUser(await uid(request), request.query),
    }),
  );

  app.get(
    '/astrologer/presence',
    {
      preValidation: requireUser('astrologer'),
      schema: { tags, summary: 'My live switches', response: { 200: presenceResponse } },
    },
    async (request) => ({ success: true as const, data: await consult.presence(await uid(request)) }),
  );

  app.post(
    '/astrologer/presence',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Go live or offline per channel',
        body: presenceBody,
        response: { 200: presenceResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await consult.setPresence(await uid(request), request.body) }),
  );
};
