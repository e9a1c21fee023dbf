import { API_MESSAGES_HI, hindiApiMessage } from '@drishti/content/api-messages';
import { apiMessage } from '@drishti/content/api-messages-codes';
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

/** Answers errorHandler already put in the caller's language (by code): localizeEnvelope leaves them. */
const answeredByCode = new WeakSet<object>();

/** The code of a failure that names none of its own: its kind, or its HTTP status. */
const codeOfStatus: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  503: 'unavailable',
};

/**
 * An error's message and field messages in the caller's language, by its code
 * (packages/content/src/api-messages-codes.ts); null when the code is not catalogued yet.
 */
function byCode(
  code: string,
  lang: 'en' | 'hi',
  values: Readonly<Record<string, string>> | undefined,
  fields: readonly { field: string; message: string }[] | undefined,
) {
  const message = apiMessage(code, lang, values);
  if (message === null) return null;
  const errors = fields?.map((f) => ({
    field: f.field,
    message: apiMessage(`${code}:${f.field}`, lang, values) ?? message,
  }));
  return { message, ...(errors ? { errors } : {}) };
}

/**
 * Maps every failure to the `{success: false, message, code, errors?}` envelope; never leaks a
 * stack. Every failure carries a code: the domain error's own, else its kind or HTTP status.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || String(error.validationContext ?? '');
      return { field, message: v.message ?? 'Invalid value' };
    });
    const first = errors[0];
    const message = first ? `Invalid ${first.field || 'request'}: ${first.message}` : 'Invalid request';
    return reply.status(400).send({ success: false, message, code: 'invalid-request', errors });
  }
  if (isDomainError(error)) {
    const status = statusOf[error.kind];
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    const code = error.code ?? error.kind;
    const localized = error.code ? byCode(error.code, requestLanguage(request), error.details, error.fields) : null;
    const body = {
      success: false,
      message: localized?.message ?? error.message,
      code,
      ...(error.details ? { data: error.details } : {}),
      ...(localized?.errors ? { errors: localized.errors } : error.fields ? { errors: error.fields } : {}),
    };
    if (localized) answeredByCode.add(body);
    return reply.status(status).send(body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter): safe to show.
    return reply.status(status).send({
      success: false,
      message: error.message || GENERIC_MESSAGE,
      code: codeOfStatus[status] ?? 'invalid-request',
    });
  }
  request.log.error({ err: error }, 'request failed');
  const body = {
    success: false,
    message: apiMessage('internal', requestLanguage(request)) ?? GENERIC_MESSAGE,
    code: 'internal',
  };
  answeredByCode.add(body);
  return reply.status(500).send(body);
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
 * preSerialization: the envelope's `message` and field messages in the caller's language. A
 * failure whose code is catalogued was answered by code already (errorHandler); the rest, until
 * their errors carry catalogued codes, through the English-keyed catalogue in packages/content.
 */
export async function localizeEnvelope(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (!payload || typeof payload !== 'object' || !request.url.startsWith('/api/')) return payload;
  const p = payload as { success?: unknown; message?: unknown; errors?: unknown; code?: unknown };
  if (typeof p.success !== 'boolean' || (p.message === undefined && p.errors === undefined)) return payload;
  if (answeredByCode.has(payload)) return payload;
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
