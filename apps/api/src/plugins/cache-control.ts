import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { sessionConsulted } from './auth';

export const PER_USER = 'private, no-store';
/** Public answers that set nothing themselves: any cache must check with the server before reuse. */
export const PUBLIC_DEFAULT = 'public, max-age=0, must-revalidate';

/**
 * Cache-Control on every /api answer. An answer that looked at the session (everything signed in,
 * and public routes that vary for a signed-in caller), that sets or clears the session cookie, that
 * answers a request carrying the session cookie with anything but a public read, or that reports
 * an error: `private, no-store`, whatever the route set. A public read keeps the policy its route
 * chose (given an explicit max-age when it has none) or gets `public, max-age=0, must-revalidate`.
 */
export function cacheControlPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api')) return payload;
    const read = request.method === 'GET' || request.method === 'HEAD';
    const setsCookie = String(reply.getHeader('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`);
    const signedInWrite = !read && Boolean(request.cookies?.[SESSION_COOKIE]);
    if (sessionConsulted(request) || setsCookie || signedInWrite || reply.statusCode >= 400) {
      reply.header('cache-control', PER_USER);
      return payload;
    }
    const set = reply.getHeader('cache-control');
    if (!read) {
      if (set === undefined) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (set === undefined) reply.header('cache-control', PUBLIC_DEFAULT);
    else if (!/max-age|no-store/.test(String(set))) reply.header('cache-control', `${String(set)}, max-age=0`);
    return payload;
  });
}
