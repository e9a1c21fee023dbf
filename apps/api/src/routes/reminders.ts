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
import { reminderService } from '@drishti/core/reminders/service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import type { JobRunner } from '../jobs';
import { requireUser } from '../plugins/auth';

const tags = ['reminders'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** How often the due-reminder job runs (ms). */
export const DEFAULT_REMINDER_TICK_MS = 30_000;

/**
 * The job's interval: REMINDER_TICK_MS (e2e tests shorten it; 0 switches the job off, as DB
 * tests that drive it themselves do), else 30 s. Read here rather than in env.ts because this
 * plugin owns the job (env.ts belongs to the foundation).
 */
export function reminderTickMs(raw: string | undefined = process.env.REMINDER_TICK_MS): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_REMINDER_TICK_MS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 3_600_000 ? n : DEFAULT_REMINDER_TICK_MS;
}

type Uid = { currentUser(): Promise<{ id: string } | null> };
const uid = async (request: Uid) => (await request.currentUser())!.id;

/** Remedy reminders, their astrologer suggestions, and the job that fires them. */
export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext; jobs: JobRunner }> = async (
  app,
  { ctx, jobs },
) => {
  const service = reminderService({ db: ctx.database.db, now: () => ctx.services.now() });

  // The job: once per tick across instances (jobs.ts); claims are row-level too (see the service).
  const tick = reminderTickMs();
  app.addHook('onReady', async () => {
    if (tick === 0) return;
    jobs.schedule({ name: 'remedy-reminders', everyMs: tick, run: () => service.runDue() });
  });

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
