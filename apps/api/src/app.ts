import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DomainError } from '@drishti/core/errors';
import type { ApiContext } from './context';
import { errorHandler, localizeEnvelope, refuse } from './errors';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { idempotencyPlugin } from './plugins/idempotency';
import { unicodePlugin } from './plugins/unicode';
import { cacheControlPlugin } from './plugins/cache-control';
import { apiCspPlugin } from './plugins/csp';
import { cspReportRoutes } from './routes/csp-report';
import { adminRoutes } from './routes/admin';
import { communityRoutes } from './routes/community';
import { reminderRoutes } from './routes/reminders';
import { notificationRoutes } from './routes/notifications';
import { nativePushRoutes } from './routes/native-push';
import { supportRoutes } from './routes/support';
import { accountRoutes } from './routes/account';
import { sessionRoutes } from './routes/sessions';
import { blogAdminRoutes } from './routes/blog-admin';
import { astrologerRoutes } from './routes/astrologers';
import { astrologyRoutes } from './routes/astrology';
import { kundaliPdfRoutes } from './routes/kundali-pdf';
import { bookingRoutes } from './routes/bookings';
import { authRoutes } from './routes/auth';
import { blogRoutes } from './routes/blog';
import { commonsRoutes } from './routes/commons';
import { marketplaceRoutes } from './routes/marketplace';
import { meditationRoutes } from './routes/meditation';
import { profileRoutes } from './routes/profiles';
import { personalHoroscopeRoutes } from './routes/personal-horoscope';
import { publicAstrologyRoutes } from './routes/public-astrology';
import { registrationRoutes } from './routes/registration';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout';
import { walletRoutes, webhookRoutes } from './routes/wallet';
import { SandboxGateway } from '@drishti/core/payments/sandbox';
import { devRoutes } from './routes/dev';
import { smsRoutes } from './routes/sms';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { wellKnownRoutes } from './routes/well-known';
import { consultationRoutes } from './routes/consultations';
import { LIVE_MEDIA_CHECK_SECONDS, liveService } from '@drishti/core/live';
import { janusMedia } from './live/janus-media';
import { janusProxyRoutes } from './live/janus-proxy';
import { liveRoutes } from './routes/live';
import { followRoutes } from './routes/follows';
import { wsRoutes } from './ws';
import { type JobRunner, jobRunner } from '@drishti/core/jobs';
import { addressMatcher, metricsAccess, recordHttpMetrics } from './metrics';

export interface BuildOptions {
  ctx: ApiContext;
  logger?: FastifyServerOptions['logger'];
  /** Development mode (Next's dev server serves the pages; their CSP is set in web.ts). */
  dev?: boolean;
  /** Rate limits on (default). Only the load benchmarks switch them off. */
  rateLimits?: boolean;
  /** Serve the sandbox checkout page when the gateway is the sandbox (default true). */
  sandboxCheckout?: boolean;
  /** The live media check every LIVE_MEDIA_CHECK_SECONDS (default true); tests run it themselves. */
  liveMediaCheck?: boolean;
}

export interface BuiltApi {
  app: FastifyInstance;
  /** Upgrade requests meant for the WebSocket gateway are emitted here by the HTTP server. */
  wsUpgrades: EventEmitter;
  /** Background jobs, once per tick across instances; stopped when the app closes. */
  jobs: JobRunner;
}

/** Builds the API: plugins, the error envelope, /api routes and the /ws gateway. */
export async function buildApi({
  ctx,
  logger = false,
  rateLimits = true,
  sandboxCheckout = true,
  liveMediaCheck = true,
}: BuildOptions): Promise<BuiltApi> {
  // Request ids: a trusted proxy's X-Request-Id (nginx's $request_id) so that its log and ours
  // share one id; otherwise a fresh UUID. Every log line of a request carries it as `reqId`.
  const fromProxy = addressMatcher(ctx.env.trustedProxies);
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) && fromProxy(req.socket.remoteAddress))
        return given;
      return randomUUID();
    },
    // Forwarded headers count only from the configured proxies (none by default): anyone else's
    // X-Forwarded-For is ignored, so no rate limit or recorded address follows what a client writes.
    trustProxy: ctx.env.trustedProxies.length > 0 ? ctx.env.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // Stop accepting keep-alive reuse on close, but let in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  // Node closes idle keep-alive sockets only once, when close() starts; a socket whose request
  // finishes afterwards would hold the shutdown until its keep-alive timeout. Sweep until closed.
  app.addHook('preClose', (done) => {
    if (app.server.listening) {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
    }
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  recordHttpMetrics(app, ctx.metrics);
  const jobs = jobRunner({ db: ctx.database.db, log: app.log, metrics: ctx.metrics });
  app.addHook('onClose', async () => {
    jobs.stop();
    await ctx.services.close();
  });
  // One Redis connection per instance for the shared rate-limit counters and the readiness check.
  const redis = ctx.env.redisUrl
    ? new Redis(ctx.env.redisUrl, {
        lazyConnect: true,
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) failed'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every response against its schema; production trusts the tested code and
  // serializes directly (the check costs more than the work on large astrology answers).
  app.setSerializerCompiler(ctx.env.production ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', localizeEnvelope);
  // PostgreSQL text cannot hold U+0000: it is dropped from every JSON body before validation, so a
  // NUL in any free-text field is harmless instead of a server error.
  // Text that is not valid Unicode is refused at the edge with a 400 naming the field.
  unicodePlugin(app);
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && request.headers['content-type']?.includes('json')) {
      request.body = withoutNul(request.body);
    }
  });

  const production = ctx.env.production && ctx.env.publicUrl.startsWith('https://');
  await app.register(helmet, {
    // Set per answer by apiCspPlugin (API) and applyPageCsp (pages): see docs/CSP.md.
    contentSecurityPolicy: false,
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(apiCspPlugin, { publicUrl: ctx.env.publicUrl });
  await app.register(cookie, { secret: ctx.env.sessionSecret });
  await app.register(authPlugin, { ctx });
  await app.register(csrfPlugin, { ctx });
  // Every route declaring an Idempotency-Key header: keys per caller and route, parameters fingerprinted.
  idempotencyPlugin(app, ctx);
  // Per-user answers are never stored by a cache; public ones say how long they may be.
  cacheControlPlugin(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Drishti API',
        version: ctx.version,
        description: 'Astrology calculations, accounts and consultations.',
      },
      servers: [{ url: ctx.env.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Every /api route and the /ws handshake are rate-limited per client; routes set tighter limits.
  if (rateLimits)
    await app.register(rateLimit, {
      global: true,
      // Counted in Redis when it is configured, so that every instance shares each client's budget
      // (round-robin routing would otherwise multiply it by the number of instances). When Redis
      // fails, requests pass (skipOnError) and /api/ready reports it.
      ...(redis ? { redis, nameSpace: 'drishti:rl:', skipOnError: true } : {}),
      max: ctx.env.apiPerIpPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => !(request.url.startsWith('/api') || request.url.startsWith('/ws')),
      // Thrown by the plugin: the error handler words it by code in the caller's language.
      errorResponseBuilder: (_req, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new DomainError('rate-limited', `Too many requests. Please try again in ${seconds} seconds.`, {
          code: 'rate-limited',
          key: 'rate-limited-for',
          values: { seconds },
        });
      },
    });

  const wsUpgrades = new EventEmitter();
  await app.register(websocket, {
    options: { server: wsUpgrades as never, maxPayload: 64 * 1024 },
    // Shutdown drains the sockets: each is closed with 1001 "going away", so that clients reconnect
    // (through the load balancer, to another instance) and resume from their last sequence. Those
    // that do not finish the closing handshake within 3 s are cut.
    preClose(this: FastifyInstance, done: () => void) {
      const server = this.websocketServer;
      const open = [...server.clients];
      const drained = open.map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.readyState === client.CLOSED) return resolve();
            client.once('close', () => resolve());
            client.close(1001, 'going away');
          }),
      );
      const cut = setTimeout(() => {
        for (const client of open) client.terminate();
      }, 3000);
      cut.unref();
      Promise.all(drained).then(() => {
        clearTimeout(cut);
        server.close(() => done());
      });
    },
  });
  await app.register(wsRoutes, { ctx });
  // Live events on Janus (docs/LIVE.md): off without JANUS_URL; browsers reach Janus only through /janus.
  const liveMedia = ctx.env.janus
    ? janusMedia({
        urls: ctx.env.janus.urls,
        apiSecret: ctx.env.janus.apiSecret,
        adminKey: ctx.env.janus.adminKey,
      })
    : null;
  const live = liveService({
    db: ctx.database.db,
    secret: ctx.env.sessionSecret,
    media: liveMedia,
    hostGraceSeconds: ctx.env.janus?.hostGraceSeconds,
    maxViewersPerServer: ctx.env.janus?.maxViewers,
    consultations: ctx.services.consultations,
    now: ctx.services.now,
  });
  if (liveMedia && liveMediaCheck) {
    // The media check (docs/LIVE.md): hosts who dropped, Janus servers that failed.
    let checking = false;
    const check = setInterval(() => {
      if (checking) return;
      checking = true;
      live
        .monitor()
        .then((r) => {
          if (r.down.length || r.moved.length || r.ended.length) app.log.warn({ live: r }, 'live media check');
        })
        .catch((err) => app.log.error({ err }, 'live media check failed'))
        .finally(() => {
          checking = false;
        });
    }, LIVE_MEDIA_CHECK_SECONDS * 1000);
    check.unref();
    app.addHook('onClose', async () => clearInterval(check));
  }
  if (liveMedia) app.addHook('onClose', async () => liveMedia.close());
  await app.register(janusProxyRoutes, { ctx, live });
  await app.register(wellKnownRoutes, { ctx }); // root paths: app-link verification for the store shells

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx, redis });
      await api.register(cspReportRoutes);
      await api.register(authRoutes, { ctx });
      await api.register(devRoutes, { ctx });
      await api.register(commonsRoutes, { ctx });
      await api.register(homeRoutes, { ctx });
      await api.register(blogRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(astrologyRoutes, { ctx });
      await api.register(kundaliPdfRoutes, { ctx });
      await api.register(publicAstrologyRoutes, { ctx });
      await api.register(personalHoroscopeRoutes, { ctx });
      await api.register(registrationRoutes, { ctx });
      await api.register(walletRoutes, { ctx });
      await api.register(astrologerRoutes, { ctx });
      await api.register(bookingRoutes, { ctx });
      await api.register(marketplaceRoutes, { ctx });
      await api.register(consultationRoutes, { ctx });
      await api.register(liveRoutes, { ctx, live });
      await api.register(followRoutes, { ctx });
      await api.register(meditationRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(communityRoutes, { ctx });
      await api.register(reminderRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(nativePushRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(sessionRoutes, { ctx });
      await api.register(blogAdminRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      await api.register(smsRoutes, { ctx });
      if (sandboxCheckout && ctx.env.demo && ctx.gateway instanceof SandboxGateway)
        await api.register(sandboxCheckoutRoutes, { ctx, sandbox: ctx.gateway });
      // Unknown /api paths get the API's JSON 404, never the web app's HTML page.
      const unknownRoute = async (request: FastifyRequest, reply: FastifyReply) =>
        refuse(request, reply, 404, 'not-found', {
          key: 'no-such-api-route',
          values: { method: request.method, url: request.url },
        });
      api.all('/', { schema: { hide: true }, config: { rateLimit: false } }, unknownRoute);
      api.all('/*', { schema: { hide: true }, config: { rateLimit: false } }, unknownRoute);
    },
    { prefix: '/api' },
  );

  // The sandbox gateway delivers its webhooks to our own route, as Razorpay would over HTTP.
  ctx.webhookSink.deliver = async (d) => {
    await app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: d.headers, payload: d.body });
  };

  // Prometheus metrics, for METRICS_ALLOW addresses or the METRICS_TOKEN bearer; 404 to anyone else.
  const mayReadMetrics = metricsAccess(ctx.env.metrics.allow, ctx.env.metrics.token);
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!mayReadMetrics(request))
      return refuse(request, reply, 404, 'not-found', {
        key: 'no-such-path',
        values: { method: 'GET', url: '/metrics' },
      });
    try {
      ctx.metrics.activeConsultations.set(await ctx.services.operations.activeConsultations());
    } catch (err) {
      request.log.warn({ err }, 'active consultations could not be counted');
    }
    reply.header('content-type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });

  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, 404, 'not-found', {
      key: 'no-such-path',
      values: { method: request.method, url: request.url },
    }),
  );
  return { app, wsUpgrades, jobs };
}

/** A copy of a parsed JSON value with U+0000 removed from every string (keys included). */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k) as string, withoutNul(v)]));
  }
  return value;
}
