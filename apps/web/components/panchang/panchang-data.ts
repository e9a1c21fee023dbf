import type { ElementSpan } from '@drishti/engine/lunisolar';
import { type Panchang, panchang, panchangContext } from '@drishti/engine/panchang';
import type { QueryPlace, Ymd } from './panchang-model';

/**
 * The panchang of one day at one place, computed by the engine in the web server (as the API's
 * /api/publics/astrology/panchang does), with the start of every element: the engine gives the
 * end of each and the start of the first nakshatra; the rest are searched in the same run, so the
 * boundaries found for the day are reused.
 */
export interface DayPanchang {
  p: Panchang;
  /** Every element running during the day, each with its start and end. */
  spans: Record<'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'pada', Required<ElementSpan>[]>;
}

const memo = new Map<string, DayPanchang>();
const MEMO_SIZE = 64;

function withStarts(list: ElementSpan[]): Required<ElementSpan>[] {
  return list.map((e, i) => ({ index: e.index, endMs: e.endMs, startMs: e.startMs ?? list[i - 1]?.endMs ?? NaN }));
}

/** The day's panchang (Lahiri ayanamsa, standard sunrise, apparent positions: the API's defaults). */
export function dayPanchang(date: Ymd, place: Omit<QueryPlace, 'label'>): DayPanchang {
  const key = `${date.year}-${date.month}-${date.day}|${place.lat}|${place.lon}|${place.timezone}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const context = panchangContext();
  const p = panchang({ date, lat: place.lat, lon: place.lon, zone: place.timezone }, context);
  const run = (kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'pada') =>
    withStarts(context.elements(kind, p.day.startMs, p.day.endMs, true));
  const result: DayPanchang = {
    p,
    spans: {
      tithi: run('tithi'),
      nakshatra: run('nakshatra'),
      yoga: run('yoga'),
      karana: run('karana'),
      pada: run('pada'),
    },
  };
  memo.set(key, result);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return result;
}
