import { type DashaAnswer, dashaAnswer } from '@drishti/engine/answers';
import type { Birth } from '@drishti/engine/birth';
import type { Kundali } from '@drishti/engine/kundali';
import type { PlanetKey } from '@drishti/engine/zodiac';
import type { Locale } from '@drishti/content/types';
import { basicDetails, type DayPanchang } from './basic';
import {
  ashtakavargaOf,
  chartById,
  kpDetails,
  kundaliDetails,
  type LocalTime,
  vimshottariBranch,
  vimshottariDetails,
} from './kundali';
import { kundaliReport } from './report';

/**
 * Every kundali answer of the API for a request, given how this side turns a request into the
 * engine's birth and kundali (`kundaliFor`, which may cache) and how it reads a day's panchang.
 * The tabs call these by the API's paths; the browser calls the same functions offline.
 */
export function kundaliAnswers<R extends LocalTime>(
  kundaliFor: (req: R) => { birth: Birth; k: Kundali },
  dayPanchang: DayPanchang,
) {
  return {
    kundaliDetails(req: R) {
      const { birth, k } = kundaliFor(req);
      return kundaliDetails(birth, k, req);
    },
    basicDetails(req: R) {
      const { birth, k } = kundaliFor(req);
      return basicDetails(birth, k, req, dayPanchang);
    },
    /** The engine CLI's `dasha` answer: Vimshottari to three levels, Yogini to two. */
    dashasOf(req: R): DashaAnswer {
      return dashaAnswer(kundaliFor(req).birth);
    },
    /** Vimshottari to three levels, and the five periods running at `atMs`. */
    vimshottariDetails(req: R, atMs: number) {
      const { birth, k } = kundaliFor(req);
      return vimshottariDetails(birth, k, atMs);
    },
    vimshottariBranch(req: R, path: PlanetKey[]) {
      const { birth, k } = kundaliFor(req);
      return vimshottariBranch(birth, k, path);
    },
    kpDetails(req: R) {
      const { birth, k } = kundaliFor(req);
      return kpDetails(birth, k, req);
    },
    chartById(req: R, rawId: string) {
      return chartById(kundaliFor(req).k, rawId);
    },
    ashtakavargaOf(req: R) {
      return ashtakavargaOf(kundaliFor(req).k);
    },
    kundaliReport(req: R, locale: Locale, atMs: number) {
      const { birth, k } = kundaliFor(req);
      return kundaliReport(birth, k, locale, atMs);
    },
  };
}
