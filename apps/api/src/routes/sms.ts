import { timingSafeEqual } from 'node:crypto';
import { msg91WebhookQuery, smsFailuresResponse, smsWebhookResponse } from '@drishti/contracts/sms';
import { DomainError } from '@drishti/core/errors';
import { type DeliveryReport, msg91DeliveryReports } from '@drishti/core/sms/msg91';
import { twilioDeliveryReport, validTwilioSignature } from '@drishti/core/sms/twilio';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';

const NOT_VALID = 'Not a valid webhook request.';

/** A URL as the request log shows it: a shared secret in `token=` (MSG91's webhook) is hidden. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

/** Fastify's request log entry, with {@link loggedUrl}. */
export function requestLogView(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * SMS delivery reports from the providers (MSG91: the shared secret in the URL's `token`; Twilio:
 * `X-Twilio-Signature` checked with the SDK) and the admin console's list of recent failures.
 */
export const smsRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const reports = ctx.services.smsReports;
  const record = async (provider: string, list: DeliveryReport[]) => {
    let recorded = 0;
    for (const r of list) if (await reports.report(provider, r.id, r.status, r.error)) recorded++;
    return recorded;
  };

  app.get(
    '/admin/sms/failures',
    {
      preValidation: requireUser('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Recent SMS the provider refused or could not deliver',
        response: { 200: smsFailuresResponse },
      },
    },
    async () => ({ success: true as const, data: await reports.recentFailures(20) }),
  );

  // The providers post JSON or forms; the body is read as text and parsed here (Twilio's signature
  // covers the form's fields, MSG91's version 2 reports put JSON in a form field).
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    hooks.post(
      '/webhooks/sms/msg91',
      {
        schema: {
          tags: ['webhooks'],
          summary: 'MSG91 delivery reports (shared secret in ?token=)',
          querystring: msg91WebhookQuery,
          response: { 200: smsWebhookResponse },
        },
        config: { rateLimit: false },
      },
      async (request) => {
        const expected = ctx.env.sms?.msg91?.webhookToken;
        if (!expected || !sameSecret((request.query as { token?: string }).token ?? '', expected))
          throw new DomainError('forbidden', NOT_VALID, { code: 'webhook-not-valid' });
        const raw = typeof request.body === 'string' ? request.body : '';
        const list = msg91DeliveryReports(String(request.headers['content-type'] ?? ''), raw);
        return { success: true as const, data: { recorded: await record('msg91', list) } };
      },
    );

    hooks.post(
      '/webhooks/sms/twilio',
      {
        schema: {
          tags: ['webhooks'],
          summary: 'Twilio status callbacks (X-Twilio-Signature)',
          response: { 200: smsWebhookResponse },
        },
        config: { rateLimit: false },
      },
      async (request) => {
        const twilio = ctx.env.sms?.twilio;
        const raw = typeof request.body === 'string' ? request.body : '';
        const params = Object.fromEntries(new URLSearchParams(raw));
        const signature = String(request.headers['x-twilio-signature'] ?? '');
        // The URL Twilio signed: the status callback we gave it, on the public origin.
        const url = `${ctx.env.publicUrl.replace(/\/+$/, '')}/api/webhooks/sms/twilio`;
        if (!twilio || !validTwilioSignature(twilio.authToken, signature, url, params)) {
          throw new DomainError('forbidden', NOT_VALID, { code: 'webhook-not-valid' });
        }
        const report = twilioDeliveryReport(params);
        return { success: true as const, data: { recorded: report ? await record('twilio', [report]) : 0 } };
      },
    );
  });
};
