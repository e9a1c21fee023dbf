import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { openDatabase } from '@drishti/core/database';
import type { FastifyInstance } from 'fastify';
import { buildApi } from './app';
import { redisHub } from './realtime/redis-hub';
import { type ApiContext, createContext } from './context';
import type { Env } from './env';
import { attachWeb } from './web';
import { requestLogView } from './routes/sms';
import { loadSandboxSecrets } from '@drishti/core/payments/sandbox-secrets';
import { loadStartData } from '@drishti/core/database';

export interface StartOptions {
  env: Env;
  /** Serve the Next.js pages from this process too (the one-port production server). */
  web?: { dev: boolean; dir: string } | false;
  logger?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  ctx: ApiContext;
  url: string;
  /** Finishes in-flight requests, closes sockets, Next and the database. */
  close(): Promise<void>;
}

/** Opens the database (migrating it and loading demo data once), builds the app and listens. */
export async function startServer({ env, web = false, logger = true }: StartOptions): Promise<RunningServer> {
  const dbErrors: { log: (err: unknown) => void } = { log: (err) => console.error('database connection:', err) };
  const database = await openDatabase({
    url: env.databaseUrl,
    directUrl: env.databaseDirectUrl,
    poolSize: env.databasePoolSize,
    dataDir: env.databaseUrl ? undefined : env.pgliteDir,
    onConnectionError: (err) => dbErrors.log(err),
  });
  await database.migrate();
  const seeded = await loadStartData(env, database.db);
  const hubErrors: { log: (err: unknown) => void } = { log: (err) => console.error('redis hub:', err) };
  const hub = env.redisUrl ? await redisHub(env.redisUrl, (err) => hubErrors.log(err)) : undefined;
  const sandboxSecrets = env.razorpay ? undefined : await loadSandboxSecrets(database.db);
  const ctx = createContext(env, database, { ...(hub ? { hub } : {}), ...(sandboxSecrets ? { sandboxSecrets } : {}) });
  const dev = web ? web.dev : false;
  const { app, wsUpgrades, jobs } = await buildApi({
    ctx,
    dev,
    logger: logger ? { level: env.logLevel, serializers: { req: requestLogView } } : false,
  });
  if (env.demoInProduction) {
    const warning =
      'DRISHTI_DEMO=1 in production mode: demo data, the SMS outbox and the sandbox payment gateway are ON. ' +
      'Sign-in codes are not sent by SMS and recharges collect no money. Never use this for real customers.';
    app.log.warn(warning);
    process.stderr.write(`\n*** ${warning} ***\n\n`);
  }
  if (seeded.loaded) {
    app.log.info(
      { astrologers: seeded.astrologers, blogPosts: seeded.blogPosts, communityPosts: seeded.communityPosts },
      `demo data loaded; the demo admin signs in with +${seeded.adminPhone} (code from the SMS outbox at /api/dev/outbox)`,
    );
  }

  // A single instance (no Redis) held every consultation socket: after a crash none is still
  // connected, so live sessions are metered up to their last signs of life before anyone rejoins.
  if (!env.redisUrl) {
    const recovered = await ctx.services.consultations.recover();
    if (recovered.recovered > 0) app.log.warn(recovered, 'live consultations recovered after a restart');
  }

  const webPart = web
    ? await attachWeb(app, {
        dev: web.dev,
        dir: web.dir,
        port: env.port,
        publicUrl: env.publicUrl,
        publicUrlCheck: env.publicUrlCheck,
        razorpay: env.razorpay !== undefined,
        pages: ctx.pages,
        pageCache: { maxBytes: env.pageCacheMb * 1024 * 1024, metrics: ctx.metrics },
      })
    : undefined;

  // Route upgrades ourselves: Next must never see /ws (it would close those sockets).
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (webPart && req.url?.startsWith('/_next/')) webPart.upgrades.emit('upgrade', req, socket, head);
    else wsUpgrades.emit('upgrade', req, socket, head);
  });

  // Every background job createServices lists, scheduled here (packages/core/src/jobs.ts).
  const { consultationMeter, ...claimed } = ctx.services.jobs;
  for (const job of Object.values(claimed)) if (job) jobs.schedule(job);
  jobs.schedule({ ...consultationMeter, onLag: (seconds) => ctx.metrics.meterLag.observe(seconds) });
  hubErrors.log = (err) => app.log.error({ err }, 'redis hub failed');
  dbErrors.log = (err) => app.log.warn({ err }, 'an idle database connection failed; the pool opens a new one');
  app.addHook('onClose', async () => {
    await ctx.services.hub.close();
  });

  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  return {
    app,
    ctx,
    url: `http://localhost:${port}`,
    async close() {
      await app.close();
      await webPart?.close();
      await database.close();
    },
  };
}
