import type { AyanamsaName } from '@drishti/engine/ayanamsa';
import type { Birth } from '@drishti/engine/birth';
import type { ElementSpan } from '@drishti/engine/lunisolar';
import { type CivilDate, type Panchang, panchang, panchangContext } from '@drishti/engine/panchang';
import { cached } from './cache';

/**
 * Panchangs through the one cache (docs/CALCULATIONS.md): the API's panchang and choghadiya, the
 * panchang at a birth (the kundali's basic details) and the panchang page's day with every
 * element's start, on the server and in the browser.
 */
export interface PanchangQuery {
  date: CivilDate;
  lat: number;
  lon: number;
  /** IANA zone or hours east of UTC: what the date means. */
  zone: string | number;
  sunrise?: 'standard' | 'hindu' | undefined;
  ayanamsa?: AyanamsaName | undefined;
}

const keyOf = (q: PanchangQuery) =>
  `${q.date.year}-${q.date.month}-${q.date.day}|${q.lat.toFixed(4)}|${q.lon.toFixed(4)}|${q.zone}|${q.sunrise ?? 'standard'}|${q.ayanamsa ?? 'lahiri'}`;

/** The Hindu day of a civil date at a place (throws the engine's InputError on bad input). */
export function panchangOn(q: PanchangQuery): Panchang {
  return cached('panchang', keyOf(q), () =>
    panchang({
      date: q.date,
      lat: q.lat,
      lon: q.lon,
      zone: q.zone,
      sunrise: q.sunrise ?? 'standard',
      ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}),
    }),
  );
}

/**
 * The panchang of a civil date at the birth's place, read in the birth's zone (standard sunrise).
 * The server's births carry the zone found from the coordinates (or the hours given), the
 * browser's the zone the place was chosen with.
 */
export type DayPanchang = (birth: Birth, date: CivilDate) => Panchang;

export const birthDayPanchang: DayPanchang = (birth, date) =>
  panchangOn({ date, lat: birth.lat, lon: birth.lon, zone: birth.zone ?? 0 });

type SpanKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'pada';

/** A day's panchang with every element running during it, each with its start and end. */
export interface PanchangDay {
  p: Panchang;
  spans: Record<SpanKind, Required<ElementSpan>[]>;
}

function withStarts(list: ElementSpan[]): Required<ElementSpan>[] {
  return list.map((e, i) => ({ index: e.index, endMs: e.endMs, startMs: e.startMs ?? list[i - 1]?.endMs ?? NaN }));
}

/**
 * The day's panchang (Lahiri ayanamsa, standard sunrise, apparent positions: the API's defaults)
 * with the start of every element: the engine gives the end of each and the start of the first
 * nakshatra; the rest are searched in the same run, so the boundaries found for the day are reused.
 */
export function panchangDay(date: CivilDate, place: { lat: number; lon: number; timezone: string }): PanchangDay {
  const key = `${date.year}-${date.month}-${date.day}|${place.lat}|${place.lon}|${place.timezone}`;
  return cached('panchangDay', key, () => {
    const context = panchangContext();
    const p = panchang({ date, lat: place.lat, lon: place.lon, zone: place.timezone }, context);
    const run = (kind: SpanKind) => withStarts(context.elements(kind, p.day.startMs, p.day.endMs, true));
    return {
      p,
      spans: {
        tithi: run('tithi'),
        nakshatra: run('nakshatra'),
        yoga: run('yoga'),
        karana: run('karana'),
        pada: run('pada'),
      },
    };
  });
}
