import type { KUNDALI_PDF_PATH as ContractPath, kundaliPdfQuery } from '@drishti/contracts/kundali-pdf';
import type { z } from 'zod';

/**
 * The kundali PDF's download URL, built as `kundaliPdfUrl` of @drishti/contracts/kundali-pdf
 * builds it (pdf-url.test.ts checks they agree) but without importing that module: it defines the
 * query's zod schema, and the kundali page should not download a schema library for a link.
 */
export const KUNDALI_PDF_PATH: typeof ContractPath = '/api/users/astrology/kundali-pdf';

export function kundaliPdfUrl(query: z.input<typeof kundaliPdfQuery>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  return `${KUNDALI_PDF_PATH}?${params.toString()}`;
}
