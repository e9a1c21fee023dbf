/**
 * The birth chart (rashi chart): the nine grahas and the ascendant with their signs, nakshatras,
 * padas and whole-sign houses. The light computation; {@link ../kundali} adds everything else.
 *
 * Longitudes are sidereal degrees on the chosen ayanamsa; the instant is UTC milliseconds.
 */
import type { Birth } from './birth';
import { computeSky, type GrahaPosition, type Sky } from './ephemeris';
import { type Angles, angles } from './houses';
import { houseFrom, PLANET_KEYS, type PlanetKey, placeOf, type ZodiacPlace } from './zodiac';

/** A graha in the chart. */
export interface ChartPlanet extends ZodiacPlace, Omit<GrahaPosition, 'longitude'> {
  /** Whole-sign house 1–12 counted from the ascendant's sign. */
  house: number;
}

/** The ascendant or the MC. */
export interface ChartAngle extends ZodiacPlace {
  /** Tropical longitude, degrees (true equinox of date). */
  tropical: number;
}

/** A birth chart. */
export interface Chart {
  /** The instant, UTC milliseconds since 1970. */
  utcMs: number;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  /** The positions of the instant (ayanamsa, nutation, obliquity, sidereal time). */
  sky: Sky;
  /** RAMC and the angles, degrees. */
  angles: Angles;
  ascendant: ChartAngle;
  mc: ChartAngle;
  planets: Record<PlanetKey, ChartPlanet>;
  /** Sign 1–12 occupying each whole-sign house, index 0 = house 1 (the ascendant's sign). */
  houseSigns: number[];
}

/** Computes the chart of a validated birth (see `parseBirth`). */
export function chart(birth: Birth): Chart {
  const sky = computeSky(birth.utcMs, birth.options);
  const a = angles(sky.gast, birth.lat, birth.lon, sky.trueObliquity, sky.ayanamsa.true);
  const ascendant: ChartAngle = { ...placeOf(a.ascendant), tropical: a.ascendantTropical };
  const mc: ChartAngle = { ...placeOf(a.mc), tropical: a.mcTropical };
  const planets = {} as Record<PlanetKey, ChartPlanet>;
  for (const key of PLANET_KEYS) {
    const p = sky.planets[key];
    const place = placeOf(p.longitude);
    planets[key] = { ...p, ...place, house: houseFrom(ascendant.sign, place.sign) };
  }
  const houseSigns = Array.from({ length: 12 }, (_, i) => ((ascendant.sign - 1 + i) % 12) + 1);
  return { utcMs: birth.utcMs, lat: birth.lat, lon: birth.lon, sky, angles: a, ascendant, mc, planets, houseSigns };
}

/** Sidereal longitudes (degrees) of the nine grahas and the ascendant (`AS`) of a chart. */
export function chartLongitudes(c: Chart): Record<PlanetKey | 'AS', number> {
  const out = { AS: c.ascendant.longitude } as Record<PlanetKey | 'AS', number>;
  for (const key of PLANET_KEYS) out[key] = c.planets[key].longitude;
  return out;
}
