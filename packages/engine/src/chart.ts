/**
 * The birth chart (rashi chart): the nine grahas and the ascendant with their signs, nakshatras,
 * padas and whole-sign houses. The light computation; {@link ../kundali} adds everything else.
 *
 * Longitudes are sidereal degrees on the chosen ayanamsa; the instant is UTC milliseconds.
 */
import { type Birth, type BirthInput, toBirth } from './birth';
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

// Objects are built field by field: spreading one object into another is several times slower
// in V8, and a chart is built thousands of times a second.
function chartAngle(longitude: number, tropical: number): ChartAngle {
  const p = placeOf(longitude);
  return {
    longitude: p.longitude,
    sign: p.sign,
    degree: p.degree,
    nakshatra: p.nakshatra,
    pada: p.pada,
    nakshatraLord: p.nakshatraLord,
    tropical,
  };
}

function chartPlanet(g: GrahaPosition, ascendantSign: number): ChartPlanet {
  const p = placeOf(g.longitude);
  return {
    longitude: p.longitude,
    sign: p.sign,
    degree: p.degree,
    nakshatra: p.nakshatra,
    pada: p.pada,
    nakshatraLord: p.nakshatraLord,
    latitude: g.latitude,
    speed: g.speed,
    retrograde: g.retrograde,
    tropical: g.tropical,
    distance: g.distance,
    house: houseFrom(ascendantSign, p.sign),
  };
}

/**
 * Computes the chart of a birth: a validated {@link Birth}, or raw {@link BirthInput} (validated
 * here; without `tz` it then needs `utc`, since the core has no zone map).
 */
export function chart(input: Birth | BirthInput): Chart {
  const birth = toBirth(input);
  const sky = computeSky(birth.utcMs, birth.options);
  const a = angles(sky.gast, birth.lat, birth.lon, sky.trueObliquity, sky.ayanamsa.true);
  const ascendant = chartAngle(a.ascendant, a.ascendantTropical);
  const mc = chartAngle(a.mc, a.mcTropical);
  const planets = {} as Record<PlanetKey, ChartPlanet>;
  for (const key of PLANET_KEYS) planets[key] = chartPlanet(sky.planets[key], ascendant.sign);
  const houseSigns = Array.from({ length: 12 }, (_, i) => ((ascendant.sign - 1 + i) % 12) + 1);
  return { utcMs: birth.utcMs, lat: birth.lat, lon: birth.lon, sky, angles: a, ascendant, mc, planets, houseSigns };
}

/** Sidereal longitudes (degrees) of the nine grahas and the ascendant (`AS`) of a chart. */
export function chartLongitudes(c: Chart): Record<PlanetKey | 'AS', number> {
  const out = { AS: c.ascendant.longitude } as Record<PlanetKey | 'AS', number>;
  for (const key of PLANET_KEYS) out[key] = c.planets[key].longitude;
  return out;
}
