import { cspReportBody, cspViolations } from '@drishti/contracts/csp-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reports are small; a batch of many is still well under this. */
const REPORT_BODY_LIMIT = 32 * 1024;

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (`report-uri` and
 * `report-to`, see docs/CSP.md). Each violation is logged as a warning; nothing is stored. Register
 * under the /api prefix.
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The two report media types, parsed as JSON in this plugin's scope only (plain JSON too: this
  // scope's own parser replaces the application-wide one, with the report's size limit).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json', 'application/json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, raw, done) => {
      try {
        done(null, JSON.parse(String(raw)));
      } catch {
        done(Object.assign(new Error('The report is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post(
    '/csp-report',
    {
      schema: {
        tags: ['system'],
        summary: 'Content-Security-Policy violation reports (report-uri and report-to)',
        body: cspReportBody,
      },
      bodyLimit: REPORT_BODY_LIMIT,
      // A page with a broken policy reports every violation, from every visitor: a few a minute each.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      for (const violation of cspViolations(request.body)) request.log.warn({ violation }, 'CSP violation');
      return reply.status(204).send();
    },
  );
};
