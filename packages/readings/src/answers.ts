import { dashaAnswer } from '@drishti/engine/answers';
import type { Birth } from '@drishti/engine/birth';
import { type Kundali, kundali } from '@drishti/engine/kundali';
import { basicDetails } from './basic';
import { birthKey } from './birth';
import { cached } from './cache';
import { ashtakavargaOf, chartById, kpDetails, kundaliDetails, type LocalTime, vimshottariDetails } from './kundali';
import { birthDayPanchang } from './panchang';

/**
 * The kundali answers of the astrology API by path (POST /api/users/astrology/<path>), as pure
 * functions of a computed birth (docs/CALCULATIONS.md). The server answers with this table, and the
 * browser works the same answers out with it when the API cannot be reached. The report's entry
 * (`get-report`) is in ./road.ts beside these: its texts in both languages are a quarter of a
 * megabyte, which the browser loads apart.
 */

/** A birth with its kundali (from the cache) and the local time it was given in. */
export interface Computed {
  birth: Birth;
  k: Kundali;
  local: LocalTime;
}

/** What some answers need besides the birth. */
export interface AnswerOptions {
  /** The instant "now" of the running dasha and the report. */
  atMs: number;
  /** `get-chart`: D1…D60, chalit, MOON or SUN. */
  chartId?: string | undefined;
}

/** The birth's kundali, computed once for recent births. */
export function computed(birth: Birth, local: LocalTime): Computed {
  return { birth, k: cached('kundali', birthKey(birth), () => kundali(birth)), local };
}

export const KUNDALI_ANSWERS = {
  'kundali-details': (c: Computed) => kundaliDetails(c.birth, c.k, c.local),
  'basic-details': (c: Computed) => basicDetails(c.birth, c.k, c.local, birthDayPanchang),
  'kp-kundali': (c: Computed) => kpDetails(c.birth, c.k, c.local),
  'kundali-details-vmshotri-dasha': (c: Computed, o: AnswerOptions) => vimshottariDetails(c.birth, c.k, o.atMs),
  /** The engine CLI's `dasha` answer: Vimshottari to three levels, Yogini to two. */
  'vimshotri-and-yogini': (c: Computed) => dashaAnswer(c.birth),
  'get-chart': (c: Computed, o: AnswerOptions) => chartById(c.k, o.chartId ?? 'D1'),
  'ashtakvarga-planet-chart': (c: Computed) => ashtakavargaOf(c.k),
} as const;

export type KundaliPath = keyof typeof KUNDALI_ANSWERS;
export type KundaliAnswer<P extends KundaliPath> = ReturnType<(typeof KUNDALI_ANSWERS)[P]>;

export const isKundaliPath = (path: string): path is KundaliPath => Object.hasOwn(KUNDALI_ANSWERS, path);
