import {
  adminAstrologerResponse,
  adminAstrologersResponse,
  adminStatementResponse,
  adminUsersResponse,
  applicationDetailResponse,
  applicationIdParams,
  applicationListQuery,
  applicationListResponse,
  approveResponse,
  astrologerIdParams,
  astrologerPatchBody,
  fileKindParams,
  payoutsQuery,
  payoutsResponse,
  priceBounds,
  priceBoundsResponse,
  recordRoundBody,
  refundBody,
  refundResponse,
  rejectBody,
  scheduleRoundBody,
  userIdParams,
  userSearchQuery,
} from '@drishti/contracts/admin';
import {
  adminReviewListQuery,
  adminReviewListResponse,
  reviewHideBody,
  reviewIdParams,
  reviewResponse,
} from '@drishti/contracts/reviews';
import { statementQuery, statementResponse } from '@drishti/contracts/statement';
import type { ApplicationDetail } from '@drishti/core/admin';
import { DomainError } from '@drishti/core/errors';
import type { ApplicationWithUser } from '@drishti/db/repositories/applications';
import { type Astrologer, astrologersRepository } from '@drishti/db/repositories/astrologers';
import { usersRepository } from '@drishti/db/repositories/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['admin'];

const summary = (a: ApplicationWithUser) => ({
  id: a.id,
  userId: a.userId,
  name: a.name,
  gender: a.gender,
  dateOfBirth: a.dateOfBirth,
  languages: a.languages,
  skills: a.skills,
  experienceYears: a.experienceYears,
  bio: a.bio,
  expectedPrice: a.expectedPrice,
  status: a.status,
  rejectionReason: a.rejectionReason,
  createdAt: a.createdAt.toISOString(),
});
const detail = (a: ApplicationDetail) => ({
  ...summary(a),
  interviews: a.interviews.map((i) => ({
    round: i.round,
    scheduledAt: i.scheduledAt.toISOString(),
    interviewer: i.interviewer,
    result: i.result,
    notes: i.notes,
    recordedAt: i.recordedAt?.toISOString() ?? null,
  })),
  files: a.files.map((f) => ({ kind: f.kind, contentType: f.contentType, size: f.size })),
  passed: a.passed,
});

/** /api/admin/*: admins only (every route checks the role on the server). */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { applicationReview: review, marketplaceAdmin: market, reviews } = ctx.services;
  const astrologers = astrologersRepository(ctx.database.db, { now: ctx.services.now });
  const admin = requireUser('admin');
  const actor = async (request: {
    currentUser(): Promise<{ id: string; role: 'user' | 'astrologer' | 'admin' } | null>;
  }) => (await request.currentUser())!;
  const adminAstrologer = async (a: Astrologer) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    nameHi: a.nameHi,
    status: a.status,
    pricePerMinute: a.pricePerMinute,
    commissionPercent: a.commissionPercent,
    skills: a.skills,
    linkedAccount: (await astrologers.userIdOf(a.id)) !== null,
  });

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

  app.get(
    '/admin/price-bounds',
    {
      preValidation: admin,
      schema: { tags, summary: 'Allowed price per minute, coins', response: { 200: priceBoundsResponse } },
    },
    async () => ({ success: true as const, data: await review.priceBounds() }),
  );
  app.put(
    '/admin/price-bounds',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Set the allowed price per minute',
        body: priceBounds,
        response: { 200: priceBoundsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await market.setPriceBounds(request.body) }),
  );

  app.get(
    '/admin/astrologers',
    {
      preValidation: admin,
      schema: { tags, summary: 'Every astrologer, suspended ones too', response: { 200: adminAstrologersResponse } },
    },
    async () => ({ success: true as const, data: await Promise.all((await astrologers.all()).map(adminAstrologer)) }),
  );
  app.patch(
    '/admin/astrologers/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Price (within bounds), commission, suspend or reinstate',
        params: astrologerIdParams,
        body: astrologerPatchBody,
        response: { 200: adminAstrologerResponse },
      },
    },
    async (request) => {
      const updated = await market.updateAstrologer(request.params.id, request.body, await review.priceBounds());
      return { success: true as const, data: await adminAstrologer(updated) };
    },
  );

  app.post(
    '/admin/refunds',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Put coins back in a user’s wallet; the Idempotency-Key makes it happen once',
        body: refundBody,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100) }).passthrough(),
        response: { 200: refundResponse },
      },
    },
    async (request) => {
      const target = await usersRepository(ctx.database.db).findById(request.body.userId);
      if (!target) throw new DomainError('not-found', 'No such user.');
      return {
        success: true as const,
        data: await market.refundToWallet(
          await actor(request),
          request.body.userId,
          request.body.coins,
          request.body.reason,
          request.headers['idempotency-key'],
        ),
      };
    },
  );

  app.get(
    '/admin/payouts',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Earnings per astrologer for a period (Indian dates, end inclusive)',
        querystring: payoutsQuery,
        response: { 200: payoutsResponse },
      },
    },
    async (request) => {
      const from = new Date(`${request.query.from}T00:00:00+05:30`);
      const to = new Date(new Date(`${request.query.to}T00:00:00+05:30`).getTime() + 86_400_000);
      if (!(from < to))
        throw new DomainError('invalid', 'The period must end after it starts.', {
          fields: [{ field: 'to', message: 'The period must end after it starts.' }],
        });
      return { success: true as const, data: await market.payouts(from, to) };
    },
  );

  app.get(
    '/admin/users',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Users, newest first; search by phone or name',
        querystring: userSearchQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request) => {
      const found = await usersRepository(ctx.database.db).search({ text: request.query.search });
      const balances = await Promise.all(found.map((u) => ctx.services.wallet.balance(u.id)));
      return {
        success: true as const,
        data: found.map((u, i) => ({
          id: u.id,
          phone: u.phone,
          name: u.name,
          role: u.role,
          createdAt: u.createdAt.toISOString(),
          coins: balances[i]!.coins,
        })),
      };
    },
  );

  app.get(
    '/admin/users/:id/wallet',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'A user’s wallet statement: one line per consultation and per booking, newest first',
        params: userIdParams,
        querystring: statementQuery,
        response: { 200: adminStatementResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.statement.wallet(request.params.id, {
        limit: request.query.limit ?? 100,
        before: request.query.before,
      }),
    }),
  );

  app.get(
    '/admin/astrologers/:id/earnings',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'An astrologer’s earnings: one line per consultation and per booking (gross, commission, net)',
        params: astrologerIdParams,
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.statement.earnings(request.params.id, {
        limit: request.query.limit ?? 100,
        before: request.query.before,
      }),
    }),
  );

  app.get(
    '/admin/reviews',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Every review, newest first, 20 a page; hidden=true only hidden ones, hidden=false only visible ones',
        querystring: adminReviewListQuery,
        response: { 200: adminReviewListResponse },
      },
    },
    async (request) => {
      const { hidden, page } = request.query;
      const filter = hidden === 'true' ? 'hidden' : hidden === 'false' ? 'visible' : 'all';
      return { success: true as const, data: await reviews.list({ filter, page }) };
    },
  );

  app.post(
    '/admin/reviews/:id/hidden',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Hide or show an abusive review',
        params: reviewIdParams,
        body: reviewHideBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.setHidden(request.params.id, request.body.hidden),
    }),
  );
};
