import { APPLICATION_FILE_MAX_BYTES } from '@drishti/core/admin';
import { bookingIdParams, bookingListResponse, bookingResponse } from '@drishti/contracts/bookings';
import {
  myReviewListResponse,
  reviewCreateBody,
  reviewIdParams,
  reviewListResponse,
  reviewReplyBody,
  reviewResponse,
} from '@drishti/contracts/reviews';
import { astrologerSlugParams } from '@drishti/contracts/astrologers';
import { DomainError } from '@drishti/core/errors';
import { sniffType } from '@drishti/core/storage';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@drishti/contracts/envelope';
import type { ApiContext } from '../context';
import { requireUser } from '../plugins/auth';
import { PAGES_SHOWING_REVIEWS } from '../renew-pages';

type Me = { id: string; role: 'user' | 'astrologer' | 'admin' };
const me = async (request: { currentUser(): Promise<Me | null> }) => (await request.currentUser())!;

const availabilityWindow = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startMinute: z.number().int().min(0).max(1439),
    endMinute: z.number().int().min(1).max(1440),
  })
  .refine((w) => w.startMinute < w.endMinute, { message: 'A window must end after it starts', path: ['endMinute'] });
const availabilityBody = z.object({ windows: z.array(availabilityWindow).max(50) });
const availabilityResponse = envelope(
  z.array(z.object({ weekday: z.number(), startMinute: z.number(), endMinute: z.number() })),
);

/** Reviews, applicants' documents and the astrologer's own dashboard calls. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { reviews, bookings, applicationReview } = ctx.services;
  await app.register(multipart, {
    limits: { fileSize: APPLICATION_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /** The astrologer profile that the signed-in account acts as (one query). */
  const myAstrologer = (user: Me) => ctx.services.astrologers.actingAs(user.id);

  app.get(
    '/publics/astrologers/:slug/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Visible reviews of an astrologer, newest first',
        params: astrologerSlugParams,
        response: { 200: reviewListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await reviews.forAstrologer(request.params.slug) }),
  );

  app.post(
    '/users/reviews',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed paid consultation (once)',
        body: reviewCreateBody,
        response: { 200: reviewResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const review = await reviews.create((await me(request)).id, request.body);
      // In the background: the reviewer is not kept waiting for two page renders.
      void ctx.pages.renew?.(PAGES_SHOWING_REVIEWS);
      return { success: true as const, data: review };
    },
  );

  app.get(
    '/users/reviews',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['reviews'],
        summary: 'The reviews I wrote, with the booking each is about (hidden ones too)',
        response: { 200: myReviewListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await reviews.mine((await me(request)).id) }),
  );

  app.get(
    '/astrologer/reviews',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of my consultations (as the astrologer), newest first; hidden ones flagged',
        response: { 200: reviewListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.ofAstrologer((await myAstrologer(await me(request))).id),
    }),
  );

  app.post(
    '/astrologer/reviews/:id/reply',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review of one’s own consultation',
        params: reviewIdParams,
        body: reviewReplyBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.reply(await me(request), request.params.id, request.body.reply),
    }),
  );

  app.get(
    '/astrologer/bookings',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['astrologer'],
        summary: 'My upcoming and recent bookings (as the astrologer)',
        response: { 200: bookingListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.forAstrologer((await myAstrologer(await me(request))).id),
    }),
  );

  app.post(
    '/astrologer/bookings/:id/complete',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['astrologer'],
        summary:
          'Mark my booking as completed once its slot has started: the held coins become my earnings, less the commission, and the user may review it',
        params: bookingIdParams,
        response: { 200: bookingResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const a = await myAstrologer(await me(request));
      return { success: true as const, data: await bookings.complete(request.params.id, { astrologerId: a.id }) };
    },
  );

  app.get(
    '/astrologer/availability',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['astrologer'],
        summary: 'My weekly booking hours (Indian time)',
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.availability((await myAstrologer(await me(request))).id),
    }),
  );

  app.put(
    '/astrologer/availability',
    {
      preValidation: requireUser('astrologer'),
      schema: {
        tags: ['astrologer'],
        summary: 'Replace my weekly booking hours',
        body: availabilityBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const a = await myAstrologer(await me(request));
      await bookings.setAvailability(a.id, request.body.windows);
      return { success: true as const, data: await bookings.availability(a.id) };
    },
  );

  app.post(
    '/publics/astrologer/documents',
    {
      preValidation: requireUser(),
      schema: {
        tags: ['registration'],
        summary:
          'Upload the applicant’s ID document or photo (multipart: kind = id-document | photo, file). JPEG, PNG, WebP (photo) or PDF (ID) up to 5 MB, checked by content; stored privately.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ kind: z.string(), contentType: z.string(), size: z.number() })) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new DomainError('invalid', 'Send the file as multipart/form-data.', {
          code: 'send-file-multipart',
          fields: [{ field: '', message: 'multipart/form-data expected' }],
        });
      }
      let kind: string | undefined;
      let file: Uint8Array | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') file = new Uint8Array(await part.toBuffer());
          else if (part.fieldname === 'kind') kind = String(part.value);
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('invalid', 'The file is larger than 5 MB.', {
            code: 'file-too-large',
            fields: [{ field: 'file', message: 'Larger than 5 MB' }],
          });
        }
        throw new DomainError('invalid', 'The form could not be read.', {
          code: 'form-unreadable',
          fields: [{ field: '', message: 'Malformed multipart body' }],
        });
      }
      if (kind !== 'id-document' && kind !== 'photo') {
        throw new DomainError('invalid', 'Say which document this is.', {
          code: 'document-kind-missing',
          fields: [{ field: 'kind', message: 'id-document or photo' }],
        });
      }
      const type = file && file.length > 0 ? sniffType(file) : null;
      if (!file || !type) {
        throw new DomainError('invalid', 'Attach a JPEG, PNG or WebP photo or a PDF.', {
          code: 'attachment-type-unsupported',
          fields: [{ field: 'file', message: 'Unsupported file type' }],
        });
      }
      return {
        success: true as const,
        data: await applicationReview.uploadFile((await me(request)).id, kind, file, type),
      };
    },
  );
};
