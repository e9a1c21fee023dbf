import {
  balanceResponse,
  checkBody,
  checkResponse,
  historyQuery,
  historyResponse,
  packsResponse,
  rechargeBody,
  rechargeResponse,
  verifyBody,
  verifyResponse,
} from '@drishti/contracts/wallet';
import { statementQuery, statementResponse } from '@drishti/contracts/statement';
import { DomainError } from '@drishti/core/errors';
import { GST_PERCENT, RECHARGE_PACKS } from '@drishti/core/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const tags = ['wallet'];
const uid = async (request: { currentUser(): Promise<{ id: string } | null> }) => (await request.currentUser())!.id;

/** The coin wallet: packs, balance, history, recharge and its verification. */
export const walletRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { wallet, recharge } = ctx.services;

  app.get(
    '/wallet/packs',
    { schema: { tags, summary: 'Recharge packs with GST, in paise', response: { 200: packsResponse } } },
    async () => ({ success: true as const, data: { gstPercent: GST_PERCENT, packs: [...RECHARGE_PACKS] } }),
  );

  app.get(
    '/wallet',
    { preValidation: requireUser(), schema: { tags, summary: 'My coin balance', response: { 200: balanceResponse } } },
    async (request) => ({ success: true as const, data: await wallet.balance(await uid(request)) }),
  );

  app.get(
    '/wallet/history',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'My wallet’s ledger entries one by one, newest first (the statement as lines: /wallet/statement)',
        querystring: historyQuery,
        response: { 200: historyResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await wallet.history(await uid(request), request.query)).map((l) => ({
        entryId: l.entryId,
        kind: l.kind,
        memo: l.memo,
        amount: l.amount,
        balanceAfter: l.balanceAfter,
        createdAt: l.createdAt.toISOString(),
      })),
    }),
  );

  app.get(
    '/wallet/statement',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'My wallet statement as lines, newest first: one per consultation and per booking (hold, charge and refund folded in), one per other entry',
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.services.statement.wallet(await uid(request), request.query),
    }),
  );

  app.post(
    '/wallet/recharge',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Start a recharge: the server prices the pack; send an Idempotency-Key to reuse the order on retries',
        body: rechargeBody,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).passthrough(),
        response: { 200: rechargeResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const intent = await recharge.createIntent(await uid(request), {
        packId: request.body.packId,
        idempotencyKey: request.headers['idempotency-key'],
        ...(request.body.lang ? { lang: request.body.lang } : {}),
        ...(request.body.returnUrl ? { returnUrl: request.body.returnUrl } : {}),
      });
      return { success: true as const, data: { ...intent, checkout: { ...intent.checkout } } };
    },
  );

  app.post(
    '/wallet/recharge/verify',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Report a completed checkout (signature verified on the server)',
        body: verifyBody,
        response: { 200: verifyResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await recharge.verify(await uid(request), {
        orderId: request.body.razorpay_order_id,
        paymentId: request.body.razorpay_payment_id,
        signature: request.body.razorpay_signature,
      }),
    }),
  );

  app.post(
    '/wallet/recharge/check',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'After a checkout closed without a result: ask the gateway where the order stands',
        body: checkBody,
        response: { 200: checkResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await recharge.check(await uid(request), request.body.razorpay_order_id),
    }),
  );
};

/**
 * Razorpay webhooks: the body is kept as raw text (the signature covers the exact bytes), checked
 * before anything is parsed, and answered at once.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/webhooks/razorpay',
    {
      schema: { tags: ['webhooks'], summary: 'Razorpay events (signed)' },
      // Signed by the gateway, which sends bursts from few addresses: no per-IP limit.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      const eventId = request.headers['x-razorpay-event-id'];
      if (!raw) throw new DomainError('invalid', 'Empty webhook body.', { code: 'empty-webhook-body' });
      const result = await ctx.services.recharge.webhook(
        raw,
        signature,
        typeof eventId === 'string' ? eventId : undefined,
      );
      return reply.send({ success: true, data: result });
    },
  );
};
