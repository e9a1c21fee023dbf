import {
  accountDeleteBody,
  accountDeletedResponse,
  accountDeletionCheckResponse,
  accountPatchBody,
  accountResponse,
} from '@drishti/contracts/account';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['account'];

/**
 * The signed-in user's own data: name and language, the JSON export of everything we hold, and
 * deleting the account (see packages/core/src/account-data.ts for exactly what goes and what stays).
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const account = ctx.services.accountData;
  const uid = async (request: { currentUser(): Promise<{ id: string } | null> }) => (await request.currentUser())!.id;

  app.patch(
    '/users/me',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Change my name or my language (the site’s and the SMS’)',
        body: accountPatchBody,
        response: { 200: accountResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const u = await account.updateProfile(await uid(request), request.body);
      return {
        success: true as const,
        data: { id: u.id, phone: u.phone, name: u.name, role: u.role, locale: u.locale },
      };
    },
  );

  app.get(
    '/users/me/export',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Download everything Drishti holds about me as one JSON file (account, kundalis, wallet, payments, bookings, consultations with transcripts, reviews, community, reminders, notifications, support, push endpoints)',
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await account.exportData(await uid(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="drishti-my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/users/me/deletion',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Before deleting my account: coins that would be forfeited and what must happen first',
        response: { 200: accountDeletionCheckResponse },
      },
    },
    async (request) => ({ success: true as const, data: await account.deletionCheck(await uid(request)) }),
  );

  app.post(
    '/users/me/delete',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Delete my account (type DELETE or हटाएँ to confirm): signs out everywhere; personal data is deleted, money records stay',
        body: accountDeleteBody,
        response: { 200: accountDeletedResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await account.deleteAccount(await uid(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};
