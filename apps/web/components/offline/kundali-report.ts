/**
 * The readable kundali report worked out in the browser (the `get-report` entry of the table in
 * @drishti/readings/road): a chunk of its own, because its texts in both languages are the bulk
 * of the offline code.
 */
import type { Locale } from '@drishti/content/types';
import { ASTROLOGY_ANSWERS } from '@drishti/readings/road';
import type { KundaliReport } from '@drishti/readings/report';
import { computedOnDevice, type OfflineBirthRequest } from './kundali-answers';

export function kundaliReport(req: OfflineBirthRequest, lang: Locale, atMs: number): KundaliReport {
  return ASTROLOGY_ANSWERS['get-report'](computedOnDevice(req), { atMs, lang });
}
