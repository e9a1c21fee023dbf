import {
  adminAstrologerResponse,
  adminAstrologersResponse,
  adminStatementResponse,
  adminUsersResponse,
  astrologerIdParams,
  astrologerPatchBody,
  payoutsQuery,
  payoutsResponse,
  priceBounds,
  priceBoundsResponse,
  refundBody,
  refundResponse,
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
import { DomainError } from '@drishti/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';
import { PAGES_SHOWING_REVIEWS } from '../renew-pages';
import { adminApplicationRoutes } from './admin-applications';

const tags = ['admin'];

/** /api/admin/*: admins only (every route checks the role on the server). */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { applicationReview: review, marketplaceAdmin: market, reviews, astrologers, adminUsers } = ctx.services;
  const admin = requireUser('admin');
  const actor = async (request: {
    currentUser(): Promise<{ id: string; role: 'user' | 'astrologer' | 'admin' } | null>;
  }) => (await request.currentUser())!;
  await app.register(adminApplicationRoutes, { ctx });

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
    async () => ({ success: true as const, data: await astrologers.adminList() }),
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
      return { success: true as const, data: await astrologers.adminView(updated) };
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
      await adminUsers.mustExist(request.body.userId);
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
          code: 'period-ends-before-start',
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
      return { success: true as const, data: await adminUsers.search(request.query.search) };
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
    async (request) => {
      const review = await reviews.setHidden(request.params.id, request.body.hidden);
      void ctx.pages.renew?.(PAGES_SHOWING_REVIEWS);
      return { success: true as const, data: review };
    },
  );
};
