import { otpRequestBody, otpSentResponse, otpVerifyBody, userResponse } from '@drishti/contracts/auth';
import { applicationInput, applicationResponse, applicationStatusResponse } from '@drishti/contracts/registration';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { applicationView as out } from '@drishti/core/views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { apiText } from '../errors';
import { requireUser, sessionCookieOptions } from '../plugins/auth';

const tags = ['astrologer registration'];

/** /api/publics/astrologer/*: phone verification and the application to consult. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.post(
    '/publics/astrologer/send-otp',
    {
      schema: {
        tags,
        summary: "Send a code to the applicant's phone",
        body: otpRequestBody,
        response: { 200: otpSentResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.signIn.start(request.body, request.ip, 'astrologer'),
      message: apiText(request, 'otp-sent'),
    }),
  );

  app.post(
    '/publics/astrologer/confirm-otp',
    {
      schema: {
        tags,
        summary: 'Verify the phone; signs the applicant in',
        body: otpVerifyBody,
        response: { 200: userResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await ctx.services.sessions.end(request.cookies[SESSION_COOKIE]);
      const { user, token, expiresAt } = await ctx.services.signIn.finish(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        'astrologer',
      );
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, expiresAt));
      return {
        success: true as const,
        data: { id: user.id, phone: user.phone, name: user.name, role: user.role, locale: user.locale },
      };
    },
  );

  app.post(
    '/publics/astrologer/registration',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Submit (or correct) the application',
        body: applicationInput,
        response: { 200: applicationResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return {
        success: true as const,
        data: out(await ctx.services.applications.submit(user.id, request.body)),
        message: apiText(request, 'application-received'),
      };
    },
  );

  app.get(
    '/publics/astrologer/get-registered',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: "The applicant's application and its status (null when none)",
        response: { 200: applicationStatusResponse },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      const a = await ctx.services.applications.status(user.id);
      return { success: true as const, data: a ? out(a) : null };
    },
  );
};
