import type { BirthRequest } from '@drishti/contracts/astrology';
import { type PanchangAnswer, panchangToAnswer } from '@drishti/engine/answers';
import { type Birth, InputError } from '@drishti/engine/birth';
import { vashyaOf } from '@drishti/engine/matching/kootas';
import { NAKSHATRA_GANA, NAKSHATRA_NADI, NAKSHATRA_YONI, SIGN_VARNA } from '@drishti/engine/matching/tables';
import type { ElementSpan } from '@drishti/engine/lunisolar';
import { addDays, type Panchang, panchang } from '@drishti/engine/panchang';
import { signLord } from '@drishti/engine/zodiac';
import { DomainError } from '../errors';
import { zoneAt } from './birth';
import { birthSummary, kundaliFor } from './kundali';
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

const running = (list: ElementSpan[], atMs: number) => list.find((e) => e.endMs > atMs) ?? list[list.length - 1];

/** The panchang elements running at an instant: its Hindu day starts at the sunrise before it. */
function panchangAt(birth: Birth, req: BirthRequest) {
  const local = { year: req.year, month: req.month, day: req.day };
  const base = { lat: birth.lat, lon: birth.lon, ...(typeof birth.zone === 'number' ? { tzone: birth.zone } : {}) };
  let p = compute({ ...local, ...base });
  if (p.sunrise !== null && birth.utcMs < p.sunrise) {
    const prev = addDays(local, -1);
    p = compute({ ...prev, ...base });
  }
  const at = birth.utcMs;
  return {
    vara: p.vara,
    paksha: p.paksha,
    tithi: running(p.tithi, at)?.index ?? null,
    nakshatra: running(p.nakshatra, at)?.index ?? null,
    yoga: running(p.yoga, at)?.index ?? null,
    karana: running(p.karana, at)?.index ?? null,
    sunrise: p.sunrise === null ? null : new Date(p.sunrise).toISOString(),
    sunset: p.sunset === null ? null : new Date(p.sunset).toISOString(),
    month: p.month,
    samvat: p.samvat,
  };
}

/** Birth summary, ascendant, Sun and Moon, avakhada details and the panchang at birth. */
export function basicDetails(req: BirthRequest) {
  const { birth, k } = kundaliFor(req);
  const c = k.chart;
  const moon = c.planets.MO;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const point = (p: {
    longitude: number;
    sign: number;
    degree: number;
    nakshatra: number;
    pada: number;
    nakshatraLord: string;
  }) => ({
    longitude: round(p.longitude),
    sign: p.sign,
    degree: round(p.degree),
    nakshatra: p.nakshatra,
    pada: p.pada,
    nakshatraLord: p.nakshatraLord,
  });
  return {
    birth: birthSummary(birth, req),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round(c.sky.ayanamsa.mean) },
    ascendant: point(c.ascendant),
    sun: point(c.planets.SU),
    moon: point(moon),
    avakhada: {
      varna: SIGN_VARNA[moon.sign - 1],
      vashya: vashyaOf({ sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada, longitude: moon.longitude }),
      yoni: NAKSHATRA_YONI[moon.nakshatra - 1],
      gana: NAKSHATRA_GANA[moon.nakshatra - 1],
      nadi: NAKSHATRA_NADI[moon.nakshatra - 1],
      signLord: signLord(moon.sign),
      nakshatraLord: moon.nakshatraLord,
    },
    panchang: panchangAt(birth, req),
  };
}
