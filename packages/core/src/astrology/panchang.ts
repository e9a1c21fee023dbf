import { type PanchangAnswer, panchangToAnswer } from '@drishti/engine/answers';
import { type Birth, InputError } from '@drishti/engine/birth';
import { type CivilDate, type Panchang, panchang } from '@drishti/engine/panchang';
import { DomainError } from '../errors';
import { zoneAt } from './birth';
import { Lru } from './lru';

export interface PanchangRequest {
  day: number;
  month: number;
  year: number;
  lat: number;
  lon: number;
  tzone?: number | undefined;
  sunrise?: 'standard' | 'hindu' | undefined;
  ayanamsa?: 'lahiri' | 'kp' | 'raman' | 'true-chitra' | undefined;
}

/** Panchangs are the same for everyone at a place and date: cache them. */
const cache = new Lru<string, Panchang>(2000);

function compute(req: PanchangRequest): Panchang {
  const zone = req.tzone ?? zoneAt(req.lat, req.lon);
  if (zone === undefined) {
    throw new DomainError('invalid', 'No time zone found for this place; send tzone.', {
      fields: [{ field: 'tzone', message: 'required for this place' }],
    });
  }
  const key = `${req.year}-${req.month}-${req.day}|${req.lat.toFixed(4)}|${req.lon.toFixed(4)}|${zone}|${req.sunrise ?? 'standard'}|${req.ayanamsa ?? 'lahiri'}`;
  return cache.getOrCompute(key, () => {
    try {
      return panchang({
        date: { year: req.year, month: req.month, day: req.day },
        lat: req.lat,
        lon: req.lon,
        zone,
        sunrise: req.sunrise ?? 'standard',
        ...(req.ayanamsa ? { ayanamsa: req.ayanamsa } : {}),
      });
    } catch (e) {
      if (e instanceof InputError) {
        throw new DomainError('invalid', `Invalid ${e.field}: ${e.message}`, {
          fields: [{ field: e.field, message: e.message }],
        });
      }
      throw e;
    }
  });
}

/** The Hindu day from that date's sunrise to the next: the engine CLI's panchang answer. */
export function panchangOf(req: PanchangRequest): PanchangAnswer {
  return panchangToAnswer(compute(req));
}

/** Day and night choghadiya (and the sunrise and sunset that divide them). */
export function choghadiyaOf(req: PanchangRequest) {
  const a = panchangOf(req);
  return {
    date: a.date,
    tz: a.tz,
    sunrise: a.sunrise,
    sunset: a.sunset,
    nextSunrise: a.nextSunrise,
    vara: a.vara,
    polar: a.polar,
    day: a.choghadiya.day,
    night: a.choghadiya.night,
  };
}

/** A civil day's panchang at a birth's place, from the cache (the kundali's basic details). */
export function dayPanchang(birth: Birth, date: CivilDate): Panchang {
  return compute({
    ...date,
    lat: birth.lat,
    lon: birth.lon,
    ...(typeof birth.zone === 'number' ? { tzone: birth.zone } : {}),
  });
}
