import { kundaliPdfQuery } from '@drishti/contracts/kundali-pdf';
import { kundaliPdfFileName } from '@drishti/core/pdf/file-name';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';

/**
 * A PDF takes a few hundred milliseconds of CPU: fewer per minute than the JSON calculations, and
 * off the event loop (packages/core/src/pdf/pool.ts), so that a storm of downloads does not slow
 * the other routes.
 */
const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** GET /api/users/astrology/kundali-pdf: the kundali as an A4 PDF in English or Hindi. */
export const kundaliPdfRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  app.get(
    '/users/astrology/kundali-pdf',
    {
      schema: {
        tags: ['astrology'],
        summary:
          'The kundali as a PDF (A4): birth details and settings, planets, charts (North or South Indian), dashas, ashtakavarga and the report, in English or Hindi',
        querystring: kundaliPdfQuery,
      },
      config: limited,
    },
    async (request, reply) => {
      const { name, gender, place, lang, style, ...birth } = request.query;
      // Rendered in the worker pool (PDF_WORKERS); a full queue answers 503 with a retry-after.
      const pdf = await ctx.services.kundaliPdf.render(
        { birth: { ...birth, lang }, name, gender, place, lang, style },
        { now: ctx.services.now(), siteUrl: ctx.env.publicUrl },
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', kundaliPdfFileName(name, birth).contentDisposition)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
};
