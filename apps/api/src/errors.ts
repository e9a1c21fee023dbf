import { apiMessage } from '@drishti/content/api-messages-codes';
import { SCHEMA_FIELD_MESSAGES_HI } from '@drishti/content/api-messages-fields';
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

/** Answers already in the caller's language (by code): localizeEnvelope leaves them. */
const answeredByCode = new WeakSet<object>();

/** The code of a failure that names none of its own: its HTTP status. */
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

/** The catalogue entry that words a status's failure when Fastify raised it (its English text is kept). */
const keyOfStatus: Record<number, string> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  413: 'request-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

type Lang = 'en' | 'hi';
type Values = Readonly<Record<string, string | number>> | undefined;
type FieldMessage = { field: string; message: string };

/**
 * A message of ours in a language, by its code (packages/content/src/api-messages-codes.ts).
 * Routes that answer with a fixed message of their own word it through here.
 */
export function apiText(request: FastifyRequest, code: string, values?: Values): string {
  return apiMessage(code, requestLanguage(request), values) ?? apiMessage(code, 'en', values) ?? code;
}

/** Sends a failure envelope of ours, worded by its code in the caller's language. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  options: { key?: string; values?: Values } = {},
) {
  const body = { success: false, message: apiText(request, options.key ?? code, options.values), code };
  answeredByCode.add(body);
  return reply.status(status).send(body);
}

/** An error's message and field messages by its catalogue entry; null when the entry is missing. */
function byCode(key: string, lang: Lang, values: Values, fields: readonly FieldMessage[] | undefined) {
  const message = apiMessage(key, lang, values);
  if (message === null) return null;
  const errors = fields?.map((f) => ({
    field: f.field,
    message: apiMessage(`${key}:${f.field}`, lang, values) ?? apiMessage(`${key}:*`, lang, values) ?? message,
  }));
  return { message, ...(errors ? { errors } : {}) };
}

/**
 * A request schema's verdict (`invalid-request`): English as the schema worded each field; Hindi
 * for the schemas' own texts (packages/content/src/api-messages-fields.ts), else `invalid-value`.
 */
function schemaAnswer(english: string | null, fields: readonly FieldMessage[], lang: Lang) {
  const first = fields[0];
  if (lang === 'en') {
    const message = english ?? (first ? `Invalid ${first.field || 'request'}: ${first.message}` : 'Invalid request');
    return { message, errors: fields.map((f) => ({ field: f.field, message: f.message })) };
  }
  const hi = (text: string) => SCHEMA_FIELD_MESSAGES_HI[text] ?? apiMessage('invalid-value', 'hi')!;
  const errors = fields.map((f) => ({ field: f.field, message: hi(f.message) }));
  const head = errors[0];
  const message = !head
    ? apiMessage('invalid-request', 'hi')!
    : first?.field
      ? `${first.field}: ${head.message}`
      : head.message;
  return { message, errors };
}

/**
 * Maps every failure to the `{success: false, message, code, errors?}` envelope; never leaks a
 * stack. Every failure carries a code and is worded by it in the caller's language: the domain
 * error's own code (or `key`), a schema's `invalid-request`, else the HTTP status's code.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || String(error.validationContext ?? '');
      return { field, message: v.message ?? apiMessage('invalid-value', 'en')! };
    });
    const body = { success: false, code: 'invalid-request', ...schemaAnswer(null, fields, lang) };
    answeredByCode.add(body);
    return reply.status(400).send(body);
  }
  if (isDomainError(error)) {
    const status = statusOf[error.kind];
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    const worded =
      error.code === 'invalid-request' && error.fields
        ? schemaAnswer(error.message, error.fields, lang)
        : byCode(error.key, lang, error.values, error.fields);
    if (!worded) request.log.error({ code: error.code, key: error.key }, 'an error code missing from the catalogue');
    const body = {
      success: false,
      message: worded?.message ?? error.message,
      code: error.code,
      ...(error.details ? { data: error.details } : {}),
      ...(worded?.errors ? { errors: worded.errors } : error.fields ? { errors: error.fields } : {}),
    };
    answeredByCode.add(body);
    return reply.status(status).send(body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large): safe to show; Hindi by the status's code.
    const key = keyOfStatus[status] ?? 'invalid-request';
    const message = lang === 'en' ? error.message || GENERIC_MESSAGE : apiMessage(key, 'hi')!;
    const body = { success: false, message, code: codeOfStatus[status] ?? 'invalid-request' };
    answeredByCode.add(body);
    return reply.status(status).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  const body = { success: false, message: apiMessage('internal', lang) ?? GENERIC_MESSAGE, code: 'internal' };
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
 * preSerialization: a failure envelope a route sent with a catalogued code of its own (and no
 * values to fill in) gets that code's message in the caller's language. Answers errorHandler or
 * `refuse` already worded are left as they are; nothing is ever matched by its English text.
 */
export async function localizeEnvelope(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (!payload || typeof payload !== 'object' || !request.url.startsWith('/api/')) return payload;
  if (answeredByCode.has(payload)) return payload;
  const p = payload as { success?: unknown; code?: unknown };
  if (p.success !== false || typeof p.code !== 'string') return payload;
  const message = apiMessage(p.code, requestLanguage(request));
  return message === null || /\{\w+\}/.test(message) ? payload : { ...p, message };
}
