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
    return reply
      .status(status)
      .send({ success: false, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter): safe to show.
    return reply.status(status).send({ success: false, message: error.message || GENERIC_MESSAGE });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ success: false, message: GENERIC_MESSAGE });
}
