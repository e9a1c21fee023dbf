import { ConsoleSmsProvider } from '@drishti/core/sms';
import { DomainError } from '@drishti/core/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@drishti/contracts/envelope';
import type { ApiContext } from '../context';

const outboxResponse = envelope(
  z.array(z.object({ to: z.string(), text: z.string(), template: z.string(), sentAt: z.string() })),
);

/** Headers a proxy adds: a request carrying any of them came through one, whatever its socket says. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * Whether a request comes straight from this machine: a loopback peer with no forwarded headers
 * (behind a proxy on the same machine every visitor's socket is loopback; the headers give it away).
 */
export function directLocalRequest(request: FastifyRequest): boolean {
  if (!LOOPBACK.includes(request.socket.remoteAddress ?? '')) return false;
  return FORWARDED_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * The development SMS outbox: exists only while SMS_PROVIDER=console with the demo features on
 * (never in production mode without DRISHTI_DEMO=1), and answers only direct local callers.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const sms = ctx.services.sms;
  if (!ctx.env.demo || !(sms instanceof ConsoleSmsProvider)) return;
  // Shared by every instance (what the console provider sent is also written there: context.ts).
  const { outbox } = ctx.services.operations;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the console SMS provider "sent" (development only)',
        querystring: z.object({
          phone: z
            .string()
            .regex(/^\d{6,15}$/)
            .optional(),
        }),
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      if (!directLocalRequest(request))
        throw new DomainError('forbidden', 'The outbox is readable from this machine only.', {
          code: 'outbox-local-only',
        });
      return {
        success: true as const,
        data: (await outbox.list(request.query.phone)).map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })),
      };
    },
  );
};
