import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import next from 'next';

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
  opts: { dev: boolean; dir: string; port: number },
): Promise<WebPart> {
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

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.hijack();
        await handle(request.raw, reply.raw);
      },
    });
  });

  return {
    upgrades,
    close: () => nextApp.close(),
  };
}
