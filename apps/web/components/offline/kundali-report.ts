/**
 * The readable kundali report worked out in the browser (the server's @drishti/readings report):
 * a chunk of its own, because its texts in both languages are the bulk of the offline code.
 */
import type { Locale } from '@drishti/content/types';
import { type KundaliReport, kundaliReport as reportOf } from '@drishti/readings/report';
import { kundaliFor, type OfflineBirthRequest } from './kundali-answers';

export function kundaliReport(req: OfflineBirthRequest, locale: Locale, atMs: number): KundaliReport {
  const { birth, k } = kundaliFor(req);
  return reportOf(birth, k, locale, atMs);
}
