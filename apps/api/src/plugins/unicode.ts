import { isUtf8 } from 'node:buffer';
import { DomainError } from '@drishti/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The field message for text that is not valid Unicode (a lone surrogate, or bytes that are not UTF-8). */
export const INVALID_UNICODE = 'Invalid Unicode text';

/** A lone surrogate (in `u` mode a surrogate pair reads as one code point, so only lone ones match). */
const LONE_SURROGATE = /\p{Cs}/u;
/** True when the string is well-formed UTF-16. */
export const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/**
 * Where the first string that is not well-formed UTF-16 (a lone surrogate) sits in a parsed
 * value, as a dotted path (`items.0.name`; keys count too), or null when every string is sound.
 */
export function malformedPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return wellFormed(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = malformedPath(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const here = path ? `${path}.${k}` : k;
      if (!wellFormed(k)) return here;
      const found = malformedPath(v, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The 400 that names the field holding malformed text. */
export function malformedError(field: string): DomainError {
  return new DomainError('invalid', `Invalid ${field || 'request'}: ${INVALID_UNICODE}`, {
    fields: [{ field, message: INVALID_UNICODE }],
    code: 'invalid-unicode',
    values: { field: field || 'request' },
  });
}

/** Length of the well-formed UTF-8 sequence starting at `i`, or 0 (RFC 3629: no overlongs, no surrogates). */
function sequenceLength(b: Buffer, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/**
 * JSON text from bytes. Valid UTF-8 decodes as is; each byte that is not part of a valid sequence
 * becomes the escape `\udfff` (a lone surrogate once parsed), so the field that held it can be
 * named; outside a string the escape makes the JSON itself invalid, which is a 400 as well.
 */
export function jsonTextMarkingBadBytes(body: Buffer): string {
  if (isUtf8(body)) return body.toString('utf8');
  let out = '';
  let start = 0;
  let i = 0;
  while (i < body.length) {
    const n = sequenceLength(body, i);
    if (n > 0) {
      i += n;
      continue;
    }
    out += body.toString('utf8', start, i);
    // After an odd run of backslashes the escape would be read as text: leave an invalid escape instead.
    const slashes = /\\*$/.exec(out)![0].length;
    out += slashes % 2 === 1 ? '\u0001' : '\\udfff';
    i += 1;
    start = i;
  }
  return out + body.toString('utf8', start);
}

type Part = { type: string; fieldname: string; value?: unknown; filename?: string };

/**
 * Text must be valid Unicode everywhere it enters: JSON bodies (bytes that are not UTF-8, and
 * lone surrogates written as escapes), query strings, and the fields of multipart forms (whose
 * invalid bytes the form parser has turned into U+FFFD, which no form field legitimately holds).
 * Each is refused with a 400 that names the field. WebSocket frames are checked in ws.ts.
 */
export function unicodePlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) =>
    parseJson(request, jsonTextMarkingBadBytes(body as Buffer), done),
  );

  app.addHook('preValidation', async (request) => {
    for (const value of [request.query, request.body]) {
      if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
      const field = malformedPath(value);
      if (field !== null) throw malformedError(field);
    }
    if (typeof request.body === 'string' && !wellFormed(request.body)) throw malformedError('');
  });

  // Multipart forms are read by the handlers through request.parts(): check each part as it comes.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const r = request as FastifyRequest & { parts?: (...a: unknown[]) => AsyncIterableIterator<Part> };
    if (typeof r.parts !== 'function' || !request.isMultipart?.()) return;
    const parts = r.parts.bind(request);
    Object.defineProperty(request, 'parts', {
      configurable: true,
      value: async function* checkedParts(...args: unknown[]) {
        for await (const part of parts(...args)) {
          const name = part.fieldname;
          const sound = (s: unknown) => typeof s !== 'string' || (wellFormed(s) && !s.includes('\uFFFD'));
          if (!sound(name)) throw malformedError('');
          if (!sound(part.filename) || (part.type !== 'file' && !sound(part.value))) throw malformedError(name);
          yield part;
        }
      },
    });
  });
}
