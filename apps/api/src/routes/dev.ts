import { ConsoleSmsProvider } from '@drishti/core/sms';
import { DomainError } from '@drishti/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@drishti/contracts/envelope';
import type { ApiContext } from '../context';

const outboxResponse = envelope(
  z.array(z.object({ to: z.string(), text: z.string(), template: z.string(), sentAt: z.string() })),
);

/** The development SMS outbox: exists only while SMS_PROVIDER=console, and only for local callers. */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const sms = ctx.services.sms;
  if (!(sms instanceof ConsoleSmsProvider)) return;
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
      const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
      if (!local) throw new DomainError('forbidden', 'The outbox is readable from this machine only.');
      return {
        success: true as const,
        data: sms.outbox(request.query.phone).map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })),
      };
    },
  );
};
