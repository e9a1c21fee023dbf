import { healthResponse } from '@drishti/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness and the database in use', response: { 200: healthResponse } },
      config: { rateLimit: false },
    },
    async () => {
      await ctx.ping();
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          database: ctx.database.kind,
          version: ctx.version,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        },
      };
    },
  );
};
