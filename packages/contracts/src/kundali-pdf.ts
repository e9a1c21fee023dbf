import { z } from 'zod';
import { birthRequest } from './astrology';

/**
 * `GET /api/users/astrology/kundali-pdf`: the birth input of the astrology calls (as query
 * parameters), who the kundali is for, the language and the chart style. Answers
 * `application/pdf` as an attachment; errors use the usual JSON envelope.
 */
export const kundaliPdfQuery = birthRequest.safeExtend({
  name: z.string().trim().min(1, 'Enter a name').max(80, 'must be at most 80 characters'),
  gender: z.enum(['male', 'female', 'other']).optional(),
  place: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  lang: z.enum(['en', 'hi']).default('en'),
  style: z.enum(['north', 'south']).default('north'),
});
export type KundaliPdfQuery = z.infer<typeof kundaliPdfQuery>;

/** The path of the download, for links and the API client. */
export const KUNDALI_PDF_PATH = '/api/users/astrology/kundali-pdf';

/** The download's URL for a query (web pages link to it; the browser saves the attachment). */
export function kundaliPdfUrl(query: z.input<typeof kundaliPdfQuery>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  return `${KUNDALI_PDF_PATH}?${params.toString()}`;
}
