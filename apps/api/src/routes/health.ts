import { healthResponse, notReadyResponse, type ReadyData, readyResponse } from '@drishti/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ApiContext } from '../context';

const startedAt = Date.now();
/** A dependency that has not answered within this long counts as not ready. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const failure = (err: unknown) => `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200);

export interface HealthOptions {
  ctx: ApiContext;
  /** The instance's Redis connection (rate limits), when REDIS_URL is set. */
  redis?: Redis | undefined;
}

/**
 * `/api/health`: liveness only (the process answers; a load balancer restarts it when not).
 * `/api/ready`: whether this instance should get traffic: the database answers, its schema is
 * migrated to this version, and Redis answers when configured; 503 naming what is not.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ctx, redis }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: healthResponse } },
      config: { rateLimit: false },
    },
    async () => ({
      success: true as const,
      data: {
        status: 'ok' as const,
        database: ctx.database.kind,
        version: ctx.version,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      },
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations and Redis (503 naming what is not ready)',
        response: { 200: readyResponse, 503: notReadyResponse },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const checks: ReadyData['checks'] = { database: 'ok', migrations: 'ok' };
      try {
        await withTimeout(ctx.ping(), 'the database');
        const pending = await withTimeout(ctx.database.pendingMigrations(), 'the database');
        if (pending > 0) checks.migrations = `failed: ${pending} migration(s) not applied (run npm run db:migrate)`;
      } catch (err) {
        checks.database = failure(err);
        checks.migrations = 'unknown: the database did not answer';
      }
      if (redis) {
        try {
          const pong = await withTimeout(redis.ping(), 'Redis');
          checks.redis = pong === 'PONG' ? 'ok' : `failed: answered ${pong}`;
        } catch (err) {
          checks.redis = failure(err);
        }
      }
      const failing = Object.entries(checks)
        .filter(([, v]) => v !== 'ok')
        .map(([k]) => k);
      if (failing.length === 0) return { success: true as const, data: { status: 'ready' as const, checks } };
      return reply.status(503).send({
        success: false as const,
        message: `Not ready: ${failing.join(', ')}`,
        data: { status: 'not-ready' as const, checks },
      });
    },
  );
};
