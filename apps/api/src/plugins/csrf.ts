import { DomainError } from '@drishti/core/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiContext } from '../context';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests from other sites. Browsers set `Sec-Fetch-Site` themselves
 * (pages cannot forge it): `same-origin` passes, `cross-site` is refused outright. Otherwise an
 * Origin header, when sent, must be our own — a page served with `Referrer-Policy: no-referrer`
 * makes Chromium send `Origin: null` for its own forms, which only the first rule lets through.
 */
export const csrfPlugin = fp<{ ctx: ApiContext; extraOrigins?: string[] }>(
  async (app: FastifyInstance, { ctx, extraOrigins = [] }) => {
    const allowed = new Set([new URL(ctx.env.publicUrl).origin, ...extraOrigins]);
    app.addHook('onRequest', async (request) => {
      if (!unsafe.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.url.startsWith('/api/webhooks/')) return; // signed by the sender instead
      const site = request.headers['sec-fetch-site'];
      if (site === 'same-origin') return;
      if (site === 'cross-site')
        throw new DomainError('forbidden', 'Cross-site requests are not allowed.', { code: 'cross-site-request' });
      const origin = request.headers.origin;
      if (!origin) return;
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowed.has(origin))
        throw new DomainError('forbidden', 'Cross-site requests are not allowed.', { code: 'cross-site-request' });
    });
  },
);
