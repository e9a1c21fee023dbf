import { type PanchangAnswer, panchangToAnswer } from '@drishti/engine/answers';
import { InputError } from '@drishti/engine/birth';
import type { Panchang } from '@drishti/engine/panchang';
import { panchangOn } from '@drishti/readings/panchang';
import { DomainError } from '../errors';
import { zoneAt } from './birth';

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

/** The panchang through the one cache of @drishti/readings (docs/CALCULATIONS.md). */
function compute(req: PanchangRequest): Panchang {
  const zone = req.tzone ?? zoneAt(req.lat, req.lon);
  if (zone === undefined) {
    throw new DomainError('invalid', 'No time zone found for this place; send tzone.', {
      code: 'time-zone-unknown',
      fields: [{ field: 'tzone', message: 'required for this place' }],
    });
  }
  try {
    return panchangOn({
      date: { year: req.year, month: req.month, day: req.day },
      lat: req.lat,
      lon: req.lon,
      zone,
      sunrise: req.sunrise,
      ayanamsa: req.ayanamsa,
    });
  } catch (e) {
    if (e instanceof InputError) {
      throw new DomainError('invalid', `Invalid ${e.field}: ${e.message}`, {
        code: 'invalid-request',
        fields: [{ field: e.field, message: e.message }],
      });
    }
    throw e;
  }
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
