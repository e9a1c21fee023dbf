import { createHash } from 'node:crypto';
import {
  BOOKING_ATTACHMENT_MAX_BYTES,
  bookingCancelBody,
  bookingCreateResponse,
  bookingFields,
  bookingIdParams,
  bookingListResponse,
  bookingResponse,
  bookingVerifyBody,
} from '@drishti/contracts/bookings';
import { DomainError } from '@drishti/core/errors';
import { type SniffedType, sniffType } from '@drishti/core/storage';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';
import { fingerprintRequest } from '../plugins/idempotency';

const tags = ['bookings'];
const FIELD_NAMES = new Set(Object.keys(bookingFields.shape));

/**
 * Booked consultations: `consultant-booking` (multipart form: the slot, channel, note and an
 * optional photo or document), `consultant-booking-verify` (the gateway's payment report), and
 * the user's own bookings.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { bookings } = ctx.services;
  await app.register(multipart, {
    limits: { fileSize: BOOKING_ATTACHMENT_MAX_BYTES, files: 1, fields: 16, parts: 17, fieldSize: 4096 },
  });

  const me = async (request: {
    currentUser(): Promise<{ id: string; role: 'user' | 'astrologer' | 'admin' } | null>;
  }) => (await request.currentUser())!;

  app.post(
    '/publics/consultant-booking',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Book a slot (multipart/form-data: astrologerId, startsAt, durationMinutes, channel, note?, payWith, lang?, returnUrl?, attachment? file). Send an Idempotency-Key to make retries safe.',
        consumes: ['multipart/form-data'],
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).passthrough(),
        response: { 200: bookingCreateResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new DomainError('invalid', 'Send the booking as multipart/form-data.', {
          code: 'send-booking-multipart',
          fields: [{ field: '', message: 'multipart/form-data expected' }],
        });
      }
      const raw: Record<string, string> = {};
      let attachment: { bytes: Uint8Array; type: SniffedType } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'attachment') {
              await part.toBuffer();
              throw new DomainError('invalid', 'Only one file named attachment is accepted.', {
                code: 'only-one-attachment',
                fields: [{ field: part.fieldname, message: 'Unexpected file' }],
              });
            }
            const bytes = new Uint8Array(await part.toBuffer());
            if (bytes.length === 0) continue;
            const type = sniffType(bytes);
            if (!type) {
              throw new DomainError('invalid', 'Attach a JPEG, PNG or WebP photo or a PDF.', {
                code: 'attachment-type-unsupported',
                fields: [{ field: 'attachment', message: 'Unsupported file type' }],
              });
            }
            attachment = { bytes, type };
          } else if (FIELD_NAMES.has(part.fieldname)) {
            raw[part.fieldname] = String(part.value);
          }
        }
      } catch (e) {
        if (e instanceof DomainError) throw e;
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('invalid', 'The file is larger than 5 MB.', {
            code: 'file-too-large',
            fields: [{ field: 'attachment', message: 'Larger than 5 MB' }],
          });
        }
        if (code?.startsWith('FST_')) {
          throw new DomainError('invalid', 'The form could not be read.', {
            code: 'form-unreadable',
            fields: [{ field: '', message: 'Malformed multipart body' }],
          });
        }
        throw e;
      }
      await fingerprintRequest(request, {
        fields: raw,
        attachment: attachment ? createHash('sha256').update(attachment.bytes).digest('hex') : null,
      });
      const parsed = bookingFields.safeParse(raw);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        throw new DomainError('invalid', `Invalid ${errors[0]!.field}: ${errors[0]!.message}`, {
          code: 'invalid-request',
          fields: errors,
        });
      }
      const f = parsed.data;
      const user = await me(request);
      const result = await bookings.create(user.id, {
        astrologerId: f.astrologerId,
        startsAt: new Date(f.startsAt),
        durationMinutes: f.durationMinutes,
        channel: f.channel,
        note: f.note,
        attachment,
        payWith: f.payWith,
        idempotencyKey: request.headers['idempotency-key'],
        lang: f.lang,
        returnUrl: f.returnUrl,
      });
      return {
        success: true as const,
        data: {
          booking: result.booking,
          payment: result.payment ? { order: result.payment.order, checkout: { ...result.payment.checkout } } : null,
        },
      };
    },
  );

  app.post(
    '/publics/consultant-booking-verify',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'Report the payment of a booking (signature verified on the server); confirms the booking',
        body: bookingVerifyBody,
        response: { 200: bookingResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.verify((await me(request)).id, {
        bookingId: request.body.bookingId,
        orderId: request.body.razorpay_order_id,
        paymentId: request.body.razorpay_payment_id,
        signature: request.body.razorpay_signature,
      }),
    }),
  );

  app.get(
    '/users/bookings',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'My bookings, latest first', response: { 200: bookingListResponse } },
    },
    async (request) => ({ success: true as const, data: await bookings.mine((await me(request)).id) }),
  );

  app.get(
    '/users/bookings/:id',
    {
      preValidation: requireUser(),
      schema: { tags, summary: 'One booking', params: bookingIdParams, response: { 200: bookingResponse } },
    },
    async (request) => ({ success: true as const, data: await bookings.get(await me(request), request.params.id) }),
  );

  app.get(
    '/users/bookings/:id/attachment',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary: 'The file attached to a booking (its user, its astrologer, admins)',
        params: bookingIdParams,
      },
    },
    async (request, reply) => {
      const file = await bookings.attachment(await me(request), request.params.id);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', 'attachment')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );

  app.post(
    '/users/bookings/:id/cancel',
    {
      preValidation: requireUser(),
      schema: {
        tags,
        summary:
          'Cancel a booking: 24 h or more before the start refunds every coin, 2–24 h half, later not at all; the astrologer or an admin cancelling refunds everything',
        params: bookingIdParams,
        body: bookingCancelBody,
        response: { 200: bookingResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.cancel(await me(request), request.params.id, request.body.reason),
    }),
  );
};
