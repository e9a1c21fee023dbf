import {
  consultationIdParams,
  deletedResponse,
  reminderCreateBody,
  reminderIdParams,
  reminderListQuery,
  reminderListResponse,
  reminderPreviewBody,
  reminderPreviewResponse,
  reminderResponse,
  reminderSuggestBody,
  reminderUpdateBody,
  snoozeBody,
} from '@drishti/contracts/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['reminders'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

type Uid = { currentUser(): Promise<{ id: string } | null> };
const uid = async (request: Uid) => (await request.currentUser())!.id;

/** Remedy reminders and their astrologer suggestions (the job that fires them: createServices). */
export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const service = ctx.services.reminders;

  app.get(
    '/users/reminders',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'My reminders (suggestions first), or the ones suggested in one consultation',
        querystring: reminderListQuery,
        response: { 200: reminderListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(await uid(request), { consultationId: request.query.consultationId }),
    }),
  );

  app.post(
    '/users/reminders',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Create a remedy reminder (its next due instant is computed at the place)',
        body: reminderCreateBody,
        response: { 200: reminderResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await service.create(await uid(request), request.body) }),
  );

  app.post(
    '/users/reminders/preview',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'The next three due instants of a schedule at a place (nothing is saved)',
        body: reminderPreviewBody,
        response: { 200: reminderPreviewResponse },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: { next: service.preview(request.body.schedule, request.body.place) },
    }),
  );

  app.patch(
    '/users/reminders/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Edit, pause or resume one of my reminders',
        params: reminderIdParams,
        body: reminderUpdateBody,
        response: { 200: reminderResponse },
      },
      config: writeLimit,
    },
    async (request) => ({
      success: true as const,
      data: await service.update(await uid(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/reminders/:id',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Delete one of my reminders',
        params: reminderIdParams,
        response: { 200: deletedResponse },
      },
      config: writeLimit,
    },
    async (request) => {
      await service.remove(await uid(request), request.params.id);
      return { success: true as const, data: { deleted: true as const } };
    },
  );

  app.post(
    '/users/reminders/:id/done',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Mark the reminder that fell due as done (keeps the streak)',
        params: reminderIdParams,
        response: { 200: reminderResponse },
      },
      config: writeLimit,
    },
    async (request) => ({ success: true as const, data: await service.done(await uid(request), request.params.id) }),
  );

  app.post(
    '/users/reminders/:id/snooze',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Remind me again in 10 minutes or an hour',
        params: reminderIdParams,
        body: snoozeBody,
        response: { 200: reminderResponse },
      },
      config: writeLimit,
    },
    async (request) => ({
      success: true as const,
      data: await service.snooze(await uid(request), request.params.id, request.body.minutes),
    }),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/users/reminders/:id/${action}`,
      {
        preValidation: requireUser(),
        schema: {
          tags,
          summary: accept ? 'Accept a reminder my astrologer suggested' : 'Decline a reminder my astrologer suggested',
          params: reminderIdParams,
          response: { 200: reminderResponse },
        },
        config: writeLimit,
      },
      async (request) => ({
        success: true as const,
        data: await service.answer(await uid(request), request.params.id, accept),
      }),
    );
  }

  app.post(
    '/astrologer/consultations/:id/reminder-suggestions',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'Suggest a remedy reminder to the user of my active or ended consultation',
        params: consultationIdParams,
        body: reminderSuggestBody,
        response: { 200: reminderResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await service.suggest(await uid(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/astrologer/consultations/:id/reminder-suggestions',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags,
        summary: 'The reminders I suggested in one of my consultations, with their answers',
        params: consultationIdParams,
        response: { 200: reminderListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.suggestionsOf(await uid(request), request.params.id),
    }),
  );
};
