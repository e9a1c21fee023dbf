import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_POLICY, apiHtmlPolicy } from '../csp';

/**
 * The Content-Security-Policy of every answer Fastify sends itself (the API, /ws, the app-link
 * files; pages handed to Next get theirs from applyPageCsp). JSON and every other non-HTML answer
 * allows nothing; an HTML page (the sandbox checkout) gets the narrow policy of pages under /api.
 * A route that sets its own policy keeps it. See docs/CSP.md.
 */
export const apiCspPlugin = fp<{ publicUrl: string }>(async (app: FastifyInstance, { publicUrl }) => {
  const htmlPolicy = apiHtmlPolicy(publicUrl);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', html ? htmlPolicy : API_POLICY);
    return payload;
  });
});
