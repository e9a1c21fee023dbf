import { z } from 'zod';

/**
 * Content-Security-Policy violation reports, as browsers post them to /api/csp-report: the
 * `report-uri` form (`application/csp-report`, one report) and the Reporting API form of
 * `report-to` (`application/reports+json`, a batch). Unknown fields are dropped; every string is
 * bounded so a report cannot flood the log.
 */
const url = z.string().max(2048);
const text = z.string().max(512);
const line = z.number().int().nonnegative().max(10_000_000);

/** `report-uri`: `{ "csp-report": { "document-uri": …, … } }` (CSP Level 2, kebab-case keys). */
export const legacyCspReport = z.object({
  'csp-report': z.object({
    'document-uri': url,
    referrer: url.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'original-policy': z.string().max(16_384).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'blocked-uri': url.optional(),
    'source-file': url.optional(),
    'line-number': line.optional(),
    'column-number': line.optional(),
    'status-code': z.number().int().min(0).max(999).optional(),
    'script-sample': text.optional(),
  }),
});

/** One report of a Reporting API batch; only `csp-violation` reports are accepted. */
export const cspViolationReport = z.object({
  type: z.literal('csp-violation'),
  age: z.number().nonnegative().optional(),
  url: url.optional(),
  user_agent: text.optional(),
  body: z.object({
    documentURL: url,
    referrer: url.nullish(),
    blockedURL: url.nullish(),
    effectiveDirective: text,
    originalPolicy: z.string().max(16_384).optional(),
    sourceFile: url.nullish(),
    sample: text.nullish(),
    disposition: z.enum(['enforce', 'report']).optional(),
    statusCode: z.number().int().min(0).max(999).optional(),
    lineNumber: line.nullish(),
    columnNumber: line.nullish(),
  }),
});

export const cspReportBody = z.union([legacyCspReport, z.array(cspViolationReport).min(1).max(100)]);
export type CspReportBody = z.infer<typeof cspReportBody>;

/** A violation as the API logs it, whichever form it came in. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: 'enforce' | 'report';
}

export function cspViolations(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const r = body['csp-report'];
    return [
      {
        documentUrl: r['document-uri'],
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        blocked: r['blocked-uri'],
        sourceFile: r['source-file'],
        line: r['line-number'],
        column: r['column-number'],
        sample: r['script-sample'],
        disposition: r.disposition,
      },
    ];
  }
  return body.map(({ body: r }) => ({
    documentUrl: r.documentURL,
    directive: r.effectiveDirective,
    blocked: r.blockedURL ?? undefined,
    sourceFile: r.sourceFile ?? undefined,
    line: r.lineNumber ?? undefined,
    column: r.columnNumber ?? undefined,
    sample: r.sample ?? undefined,
    disposition: r.disposition,
  }));
}
