import { okResponse, otpRequestBody, otpSentResponse, otpVerifyBody, userResponse } from '@drishti/contracts/auth';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { DomainError } from '@drishti/core/errors';
import { publicUser } from '@drishti/core/views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { apiText } from '../errors';
import { sessionCookieOptions } from '../plugins/auth';

/** Phone + OTP sign-in for users, sign-out and the current user. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-in code by SMS',
        body: otpRequestBody,
        response: { 200: otpSentResponse },
      },
      config: { rateLimit: { max: ctx.env.otpPerIpPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.signIn.start(request.body, request.ip),
      message: apiText(request, 'otp-sent'),
    }),
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code',
        body: otpVerifyBody,
        response: { 200: userResponse },
      },
      config: { rateLimit: { max: 2 * ctx.env.otpPerIpPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A new session token at every sign-in; the old one, if any, ends.
      await ctx.services.sessions.end(request.cookies[SESSION_COOKIE]);
      const { user, token, expiresAt } = await ctx.services.signIn.finish(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, expiresAt));
      return { success: true as const, data: publicUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out (ends the session on the server)', response: { 200: okResponse } } },
    async (request, reply) => {
      await ctx.services.sessions.end(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userResponse } } },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw new DomainError('unauthenticated', 'Please sign in to continue.', { code: 'unauthenticated' });
      return { success: true as const, data: publicUser(user) };
    },
  );
};
