import { EventEmitter } from 'node:events';
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
import type { ApiContext } from './context';
import { errorHandler, localizeEnvelope } from './errors';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { adminRoutes } from './routes/admin';
import { communityRoutes } from './routes/community';
import { reminderRoutes } from './routes/reminders';
import { notificationRoutes } from './routes/notifications';
import { nativePushRoutes } from './routes/native-push';
import { supportRoutes } from './routes/support';
import { accountRoutes } from './routes/account';
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
import { healthRoutes } from './routes/health';
import { wellKnownRoutes } from './routes/well-known';
import { consultationRoutes } from './routes/consultations';
import { wsRoutes } from './ws';

export interface BuildOptions {
  ctx: ApiContext;
  logger?: FastifyServerOptions['logger'];
  /** Development mode: the page CSP allows what Next's dev server needs. */
  dev?: boolean;
  /** Rate limits on (default). Only the load benchmarks switch them off. */
  rateLimits?: boolean;
  /** Serve the sandbox checkout page when the gateway is the sandbox (default true). */
  sandboxCheckout?: boolean;
}

export interface BuiltApi {
  app: FastifyInstance;
  /** Upgrade requests meant for the WebSocket gateway are emitted here by the HTTP server. */
  wsUpgrades: EventEmitter;
}

/** The Content-Security-Policy for pages and API alike. */
function contentSecurityPolicy(publicUrl: string, dev: boolean) {
  const secure = publicUrl.startsWith('https://');
  const wsOrigin = publicUrl.replace(/^http/, 'ws');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Next's App Router streams its payload in inline scripts.
      scriptSrc: ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", wsOrigin, ...(dev ? ['ws:'] : [])],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Builds the API: plugins, the error envelope, /api routes and the /ws gateway. */
export async function buildApi({
  ctx,
  logger = false,
  dev = false,
  rateLimits = true,
  sandboxCheckout = true,
}: BuildOptions): Promise<BuiltApi> {
  const app = Fastify({
    logger,
    trustProxy: true,
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
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every response against its schema; production trusts the tested code and
  // serializes directly (the check costs more than the work on large astrology answers).
  app.setSerializerCompiler(ctx.env.production ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', localizeEnvelope);
  // PostgreSQL text cannot hold U+0000: it is dropped from every JSON body before validation, so a
  // NUL in any free-text field is harmless instead of a server error.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && request.headers['content-type']?.includes('json')) {
      request.body = withoutNul(request.body);
    }
  });

  const production = ctx.env.production && ctx.env.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(ctx.env.publicUrl, dev),
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: ctx.env.sessionSecret });
  await app.register(authPlugin, { ctx });
  await app.register(csrfPlugin, { ctx });

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
      max: 600,
      timeWindow: '1 minute',
      allowList: (request) => !(request.url.startsWith('/api') || request.url.startsWith('/ws')),
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });

  const wsUpgrades = new EventEmitter();
  await app.register(websocket, { options: { server: wsUpgrades as never, maxPayload: 64 * 1024 } });
  await app.register(wsRoutes, { ctx });
  await app.register(wellKnownRoutes, { ctx }); // root paths: app-link verification for the store shells

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(devRoutes, { ctx });
      await api.register(commonsRoutes, { ctx });
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
      await api.register(meditationRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(communityRoutes, { ctx });
      await api.register(reminderRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(nativePushRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(blogAdminRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      if (sandboxCheckout && ctx.gateway instanceof SandboxGateway)
        await api.register(sandboxCheckoutRoutes, { ctx, sandbox: ctx.gateway });
      // Unknown /api paths get the API's JSON 404, never the web app's HTML page.
      const unknownRoute = async (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send({ success: false, message: `No such API route: ${request.method} ${request.url}` });
      api.all('/', { schema: { hide: true }, config: { rateLimit: false } }, unknownRoute);
      api.all('/*', { schema: { hide: true }, config: { rateLimit: false } }, unknownRoute);
    },
    { prefix: '/api' },
  );

  // The sandbox gateway delivers its webhooks to our own route, as Razorpay would over HTTP.
  ctx.webhookSink.deliver = async (d) => {
    await app.inject({ method: 'POST', url: '/api/webhooks/razorpay', headers: d.headers, payload: d.body });
  };

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url}` }),
  );
  return { app, wsUpgrades };
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
