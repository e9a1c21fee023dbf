import {
  applicationDetailResponse,
  applicationIdParams,
  applicationListQuery,
  applicationListResponse,
  approveResponse,
  fileKindParams,
  recordRoundBody,
  rejectBody,
  scheduleRoundBody,
} from '@drishti/contracts/admin';
import { applicationDetail as detail, applicationSummary as summary } from '@drishti/core/admin-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['admin'];

/** /api/admin/applications/*: consultant applications, their interview rounds and documents (admins only). */
export const adminApplicationRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { applicationReview: review } = ctx.services;
  const admin = requireUser('admin');
  const actor = async (request: {
    currentUser(): Promise<{ id: string; role: 'user' | 'astrologer' | 'admin' } | null>;
  }) => (await request.currentUser())!;

  app.get(
    '/admin/applications',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Consultant applications',
        querystring: applicationListQuery,
        response: { 200: applicationListResponse },
      },
    },
    async (request) => ({ success: true as const, data: (await review.list(request.query.status)).map(summary) }),
  );

  app.get(
    '/admin/applications/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'One application with its rounds and files',
        params: applicationIdParams,
        response: { 200: applicationDetailResponse },
      },
    },
    async (request) => ({ success: true as const, data: detail(await review.get(request.params.id)) }),
  );

  app.post(
    '/admin/applications/:id/rounds',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Schedule an interview round (round n needs round n−1 passed)',
        params: applicationIdParams,
        body: scheduleRoundBody,
        response: { 200: applicationDetailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: detail(
        await review.schedule(await actor(request), request.params.id, {
          round: request.body.round,
          scheduledAt: new Date(request.body.scheduledAt),
          interviewer: request.body.interviewer,
        }),
      ),
    }),
  );

  app.post(
    '/admin/applications/:id/rounds/result',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Record a round as passed or failed, with notes',
        params: applicationIdParams,
        body: recordRoundBody,
        response: { 200: applicationDetailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: detail(await review.record(await actor(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/admin/applications/:id/approve',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Approve after three passed rounds (never one’s own application)',
        params: applicationIdParams,
        response: { 200: approveResponse },
      },
    },
    async (request) => {
      const result = await review.approve(await actor(request), request.params.id);
      return {
        success: true as const,
        data: { application: detail(result.application), astrologerSlug: result.astrologerSlug },
      };
    },
  );

  app.post(
    '/admin/applications/:id/reject',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Reject with a reason the applicant sees',
        params: applicationIdParams,
        body: rejectBody,
        response: { 200: applicationDetailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: detail(await review.reject(await actor(request), request.params.id, request.body.reason)),
    }),
  );

  app.get(
    '/admin/applications/:id/files/:kind',
    {
      preValidation: admin,
      schema: { tags, summary: 'An applicant’s ID document or photo', params: fileKindParams },
    },
    async (request, reply) => {
      const file = await review.file(await actor(request), request.params.id, request.params.kind);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', 'attachment')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};
