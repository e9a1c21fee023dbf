import { type PanchangDay, panchangDay } from '@drishti/readings/panchang';
import type { QueryPlace, Ymd } from './panchang-model';

/**
 * The panchang of one day at one place with the start and end of every element, computed by the
 * engine in the web server (as the API's /api/publics/astrology/panchang does) through the one
 * cache of @drishti/readings (docs/CALCULATIONS.md).
 */
export type DayPanchang = PanchangDay;

/** The day's panchang (Lahiri ayanamsa, standard sunrise, apparent positions: the API's defaults). */
export function dayPanchang(date: Ymd, place: Omit<QueryPlace, 'label'>): DayPanchang {
  return panchangDay(date, place);
}
