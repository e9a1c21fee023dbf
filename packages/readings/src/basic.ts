import type { Birth } from '@drishti/engine/birth';
import type { Kundali } from '@drishti/engine/kundali';
import type { ElementSpan } from '@drishti/engine/lunisolar';
import { vashyaOf } from '@drishti/engine/matching/kootas';
import { NAKSHATRA_GANA, NAKSHATRA_NADI, NAKSHATRA_YONI, SIGN_VARNA } from '@drishti/engine/matching/tables';
import { addDays } from '@drishti/engine/panchang';
import { type PlanetKey, signLord } from '@drishti/engine/zodiac';
import { birthSummary, type LocalTime } from './kundali';
import type { DayPanchang } from './panchang';

const running = (list: ElementSpan[], atMs: number) => list.find((e) => e.endMs > atMs) ?? list[list.length - 1];

/** The panchang elements running at an instant: its Hindu day starts at the sunrise before it. */
function panchangAt(birth: Birth, req: LocalTime, dayPanchang: DayPanchang) {
  const local = { year: req.year, month: req.month, day: req.day };
  let p = dayPanchang(birth, local);
  if (p.sunrise !== null && birth.utcMs < p.sunrise) p = dayPanchang(birth, addDays(local, -1));
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
export function basicDetails(birth: Birth, k: Kundali, req: LocalTime, dayPanchang: DayPanchang) {
  const c = k.chart;
  const moon = c.planets.MO;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const point = (p: {
    longitude: number;
    sign: number;
    degree: number;
    nakshatra: number;
    pada: number;
    nakshatraLord: PlanetKey;
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
      varna: SIGN_VARNA[moon.sign - 1]!,
      vashya: vashyaOf({ sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada, longitude: moon.longitude }),
      yoni: NAKSHATRA_YONI[moon.nakshatra - 1]!,
      gana: NAKSHATRA_GANA[moon.nakshatra - 1]!,
      nadi: NAKSHATRA_NADI[moon.nakshatra - 1]!,
      signLord: signLord(moon.sign),
      nakshatraLord: moon.nakshatraLord,
    },
    panchang: panchangAt(birth, req, dayPanchang),
  };
}
