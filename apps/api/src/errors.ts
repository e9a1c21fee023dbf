import { API_MESSAGES_HI, hindiApiMessage } from '@drishti/content/api-messages';
import { isDomainError } from '@drishti/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const GENERIC_MESSAGE = 'Something went wrong!';

const statusOf = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
} as const;

/** Maps every failure to the `{success: false, message, errors?}` envelope; never leaks a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || String(error.validationContext ?? '');
      return { field, message: v.message ?? 'Invalid value' };
    });
    const first = errors[0];
    const message = first ? `Invalid ${first.field || 'request'}: ${first.message}` : 'Invalid request';
    return reply.status(400).send({ success: false, message, errors });
  }
  if (isDomainError(error)) {
    const status = statusOf[error.kind];
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(status).send({
      success: false,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.details ? { data: error.details } : {}),
      ...(error.fields ? { errors: error.fields } : {}),
    });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter): safe to show.
    return reply.status(status).send({ success: false, message: error.message || GENERIC_MESSAGE });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ success: false, message: GENERIC_MESSAGE });
}

/** The language a caller asked for: `?lang=`, `x-lang`, the body's `lang`/`locale`, the site's cookie, Accept-Language. */
export function requestLanguage(request: FastifyRequest): 'en' | 'hi' {
  const pick = (v: unknown) => (v === 'hi' || v === 'en' ? v : null);
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  // Routes with a querystring schema keep only the fields it names: read `lang` from the URL too.
  const search = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?'))) : null;
  const explicit =
    pick(query?.lang) ??
    pick(search?.get('lang')) ??
    pick(request.headers['x-lang']) ??
    (body && typeof body === 'object' ? (pick(body.lang) ?? pick(body.locale)) : null) ??
    pick(request.cookies?.NEXT_LOCALE);
  if (explicit) return explicit;
  const accept = String(request.headers['accept-language'] ?? '');
  return /^\s*hi\b/i.test(accept) ? 'hi' : 'en';
}

/**
 * preSerialization: the envelope's `message` and field messages in the caller's language.
 * English texts are the keys of the Hindi catalogue in packages/content.
 */
export async function localizeEnvelope(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (!payload || typeof payload !== 'object' || !request.url.startsWith('/api/')) return payload;
  const p = payload as { success?: unknown; message?: unknown; errors?: unknown };
  if (typeof p.success !== 'boolean' || (p.message === undefined && p.errors === undefined)) return payload;
  if (requestLanguage(request) !== 'hi') return payload;
  const out: Record<string, unknown> = { ...p };
  if (typeof p.message === 'string') out.message = hindiApiMessage(p.message) ?? p.message;
  if (Array.isArray(p.errors)) {
    out.errors = p.errors.map((e: { field: string; message: string }) => ({
      field: e.field,
      message: hindiApiMessage(e.message) ?? API_MESSAGES_HI['Invalid value']!,
    }));
  }
  return out;
}
