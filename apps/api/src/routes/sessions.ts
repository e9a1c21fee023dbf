import { sessionIdParams, sessionListResponse, sessionsEndedResponse } from '@drishti/contracts/sessions';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { DomainError } from '@drishti/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['account'];

/** The signed-in user's sessions: where and when they are signed in; ending one, or all. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const sessions = ctx.services.sessions;
  const uid = async (request: { currentUser(): Promise<{ id: string } | null> }) => (await request.currentUser())!.id;
  const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    '/users/me/sessions',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'My signed-in sessions: the device (from its browser), when it signed in and was last seen',
        response: { 200: sessionListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.list(await uid(request), request.cookies[SESSION_COOKIE]),
    }),
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'End one of my sessions (that device is signed out at its next request)',
        params: sessionIdParams,
        response: { 200: sessionsEndedResponse },
      },
      config: writeLimit,
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const { ended, own } = await sessions.endById(await uid(request), request.params.id, token);
      if (!ended) throw new DomainError('not-found', 'No such session.', { code: 'no-such-session' });
      if (own) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, data: { ended: 1, signedOut: own } };
    },
  );

  app.delete(
    '/users/me/sessions',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Sign out everywhere: end every one of my sessions, this one included',
        response: { 200: sessionsEndedResponse },
      },
      config: writeLimit,
    },
    async (request, reply) => {
      const ended = await sessions.endAll(await uid(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, data: { ended, signedOut: true } };
    },
  );
};
