import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import next from 'next';
import { checkBuildOrigin } from './build-origin';
import type { Metrics } from './metrics';
import { PageCache } from './page-cache';
import { applyPageCsp } from './page-csp';
import { renewPagesOnListen } from './renew-pages';
import { serveDevIslands, servePrecompressed } from './static-precompressed';

export interface WebPart {
  /** Upgrade requests for Next (hot reload in development) are emitted here. */
  upgrades: EventEmitter;
  close(): Promise<void>;
}

/**
 * Hands every request that is not /api or /ws to Next's request handler, in the same
 * process and port. Next gets a stand-in emitter as its HTTP server so that it never
 * attaches its own upgrade listener, and Fastify's body parsing is switched off in this
 * scope so that Next reads the raw request stream itself.
 */
export async function attachWeb(
  app: FastifyInstance,
  opts: {
    dev: boolean;
    dir: string;
    port: number;
    /** For the pages' Content-Security-Policy (docs/CSP.md). */
    publicUrl: string;
    /** A build made for another PUBLIC_URL: refuse to start, or warn (docs/PERFORMANCE.md). */
    publicUrlCheck?: 'refuse' | 'warn';
    /** Razorpay keys are configured: paying pages may load its checkout. */
    razorpay: boolean;
    /** Set to a function that renders cached pages again now (renew-pages.ts). */
    pages: { renew: ((paths: readonly string[]) => Promise<void>) | null };
    /** The in-process page cache's bound in bytes (PAGE_CACHE_MB; 0: off) and where it counts (docs/PERFORMANCE.md). */
    pageCache?: { maxBytes: number; metrics?: Metrics };
  },
): Promise<WebPart> {
  // Prerendered pages carry the build's origin; development renders every page with the current one.
  if (!opts.dev)
    checkBuildOrigin({ webDir: opts.dir, publicUrl: opts.publicUrl, mode: opts.publicUrlCheck ?? 'refuse' }, (m) =>
      app.log.error(m),
    );
  const upgrades = new EventEmitter();
  // next-intl resolves its request config from the working directory.
  process.chdir(opts.dir);
  const nextApp = next({
    dev: opts.dev,
    dir: opts.dir,
    // 'localhost', never 127.0.0.1: the locale redirect loops otherwise.
    hostname: 'localhost',
    port: opts.port,
    httpServer: upgrades as never,
  });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  const metrics = opts.pageCache?.metrics;
  // Development renders every page afresh: nothing is kept.
  const pageCache = new PageCache({
    maxBytes: opts.dev ? 0 : (opts.pageCache?.maxBytes ?? 0),
    onResult: (result) => metrics?.pageCache.inc({ result }),
    onBytes: (bytes) => metrics?.pageCacheBytes.set(bytes),
    onError: (err) => app.log.warn({ err }, 'a page could not be kept in the page cache'),
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.hijack();
        // Public pages from memory; otherwise what Next writes may be kept (before the CSP wrapper,
        // so that the page is kept with its policy).
        if (pageCache.answer(request.raw, reply.raw)) return;
        applyPageCsp(request.raw, reply.raw, {
          publicUrl: opts.publicUrl,
          dev: opts.dev,
          razorpay: opts.razorpay,
          onError: (err) => request.log.error({ err }, 'page could not be read for its CSP hashes'),
        });
        // Script and style files from the brotli/gzip copies made at build time (docs/PERFORMANCE.md).
        if (!opts.dev && servePrecompressed(request.raw, reply.raw, opts.dir)) return;
        if (opts.dev && serveDevIslands(request.raw, reply.raw, opts.dir)) return;
        await handle(request.raw, reply.raw);
      },
    });
  });

  // The home pages hold the API's astrologers and posts: rendered again once the API answers.
  // Pages renewed on demand leave the page cache at once.
  if (!opts.dev) renewPagesOnListen(app, opts.dir, opts.pages, (paths) => pageCache.drop(paths));

  return {
    upgrades,
    close: () => nextApp.close(),
  };
}
