import type { Birth } from '@drishti/engine/birth';
import {
  type DashaNode,
  expandVimshottari,
  vimshottariAt,
  vimshottariMahadashas,
  type VimshottariPeriod,
} from '@drishti/engine/dasha';
import type { Kundali } from '@drishti/engine/kundali';
import { findYogas, type YogaFound } from '@drishti/engine/yogas';
import { houseFrom, PLANET_KEYS, type PlanetKey } from '@drishti/engine/zodiac';

/**
 * The kundali answers of the astrology API, as pure functions of a computed birth and kundali:
 * the server (packages/core/src/astrology) and the browser offline (apps/web/components/offline)
 * run this same code, each finding the birth's instant its own way (the server from the place's
 * coordinates, the browser from the zone the place was chosen with).
 */

/** The local civil time the birth was given in (shown back in the answers' birth summary). */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  min: number;
  sec?: number | undefined;
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

export function birthSummary(birth: Birth, req: LocalTime) {
  const zone = birth.zone;
  return {
    utc: iso(birth.utcMs),
    local: `${req.year}-${String(req.month).padStart(2, '0')}-${String(req.day).padStart(2, '0')}T${String(req.hour).padStart(2, '0')}:${String(req.min).padStart(2, '0')}`,
    timezone: typeof zone === 'string' ? zone : null,
    utcOffset: round(
      typeof zone === 'number'
        ? zone
        : (Date.UTC(req.year, req.month - 1, req.day, req.hour, req.min, req.sec ?? 0) - birth.utcMs) / 3_600_000,
      4,
    ),
    lat: birth.lat,
    lon: birth.lon,
    ayanamsa: birth.options.ayanamsa,
    node: birth.options.node,
    positions: birth.options.positions,
  };
}

interface PlanetRow {
  longitude: number;
  sign: number;
  degree: number;
  nakshatra: number;
  pada: number;
  nakshatraLord: PlanetKey;
  house: number;
  bhava: number;
  speed: number;
  retrograde: boolean;
  dignity: Kundali['states'][PlanetKey]['dignity'];
  combust: boolean;
}

/** Planets with sign, degree, nakshatra, house, dignity, combustion and bhava (kundali-details). */
export function kundaliDetails(birth: Birth, k: Kundali, req: LocalTime) {
  const c = k.chart;
  const planets = Object.fromEntries(
    PLANET_KEYS.map((key) => {
      const p = c.planets[key];
      return [
        key,
        {
          longitude: round(p.longitude),
          sign: p.sign,
          degree: round(p.degree),
          nakshatra: p.nakshatra,
          pada: p.pada,
          nakshatraLord: p.nakshatraLord,
          house: p.house,
          bhava: k.bhavaChalit.planets[key],
          speed: round(p.speed),
          retrograde: p.retrograde,
          dignity: k.states[key].dignity,
          combust: k.states[key].combust,
        },
      ];
    }),
  ) as Record<PlanetKey, PlanetRow>;
  return {
    birth: birthSummary(birth, req),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round(c.sky.ayanamsa.mean) },
    ascendant: {
      longitude: round(c.ascendant.longitude),
      sign: c.ascendant.sign,
      degree: round(c.ascendant.degree),
      nakshatra: c.ascendant.nakshatra,
      pada: c.ascendant.pada,
      nakshatraLord: c.ascendant.nakshatraLord,
    },
    mc: { longitude: round(c.mc.longitude), sign: c.mc.sign },
    planets,
    houseSigns: c.houseSigns,
    bhavaChalit: {
      madhya: k.bhavaChalit.madhya.map((x) => round(x)),
      sandhi: k.bhavaChalit.sandhi.map((x) => round(x)),
    },
    chandra: k.chandra,
    friendships: k.friendships,
    yogas: yogasOf(k),
    doshas: k.doshas,
  };
}

export function yogasOf(k: Kundali): YogaFound[] {
  const c = k.chart;
  const signs = Object.fromEntries(PLANET_KEYS.map((p) => [p, c.planets[p].sign])) as Record<PlanetKey, number>;
  const combust = Object.fromEntries(PLANET_KEYS.map((p) => [p, k.states[p].combust])) as Record<PlanetKey, boolean>;
  return findYogas({ ascendantSign: c.ascendant.sign, signs, combust });
}

type Node = { lord: PlanetKey; start: string; end: string; sub?: Node[] };
function toNodes(nodes: DashaNode<VimshottariPeriod>[]): Node[] {
  return nodes.map((n) => ({
    lord: n.lord,
    start: iso(n.start),
    end: iso(n.end),
    ...(n.sub ? { sub: toNodes(n.sub) } : {}),
  }));
}

/** Vimshottari to three levels, and the five periods running at `at` (default: now). */
export function vimshottariDetails(birth: Birth, k: Kundali, atMs: number) {
  const mahas = vimshottariMahadashas(k.chart.planets.MO.longitude, birth.utcMs, birth.yearDays);
  const running = vimshottariAt(mahas, atMs, 5);
  const levels = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;
  return {
    yearDays: birth.yearDays,
    at: iso(atMs),
    current: running.map((p, i) => ({ level: levels[i]!, lord: p.lord, start: iso(p.start), end: iso(p.end) })),
    vimshottari: toNodes(expandVimshottari(mahas, 3)),
  };
}

/** The KP chart: cusps, lords and significators. */
export function kpDetails(birth: Birth, k: Kundali, req: LocalTime) {
  return { birth: birthSummary(birth, req), ...k.kp };
}

export type ChartId = `D${number}` | 'chalit' | 'MOON' | 'SUN';

/** One chart for drawing: the sign of house 1 and the house of each point. */
export function chartById(k: Kundali, rawId: string) {
  const id = /^d/i.test(rawId)
    ? rawId.toUpperCase()
    : rawId.toLowerCase() === 'chalit'
      ? 'chalit'
      : rawId.toUpperCase();
  const c = k.chart;
  const houses = (ascSign: number, signOf: (p: PlanetKey) => number) =>
    Object.fromEntries(PLANET_KEYS.map((p) => [p, houseFrom(ascSign, signOf(p))])) as Record<PlanetKey, number>;
  const signs = (signOf: (p: PlanetKey) => number) =>
    Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: signOf(p) }])) as Record<PlanetKey, { sign: number }>;
  if (id === 'chalit') {
    return {
      chartId: 'chalit',
      ascendantSign: c.ascendant.sign,
      planets: signs((p) => c.planets[p].sign),
      houses: k.bhavaChalit.planets,
      cusps: k.bhavaChalit.madhya.map((x) => round(x)),
    };
  }
  if (id === 'MOON' || id === 'SUN') {
    const from = c.planets[id === 'MOON' ? 'MO' : 'SU'].sign;
    return {
      chartId: id,
      ascendantSign: from,
      planets: signs((p) => c.planets[p].sign),
      houses: houses(from, (p) => c.planets[p].sign),
      natalAscendantSign: c.ascendant.sign,
    };
  }
  const varga = k.vargas[id as keyof typeof k.vargas];
  // The API validates the id first; a caller that does not gets a clear error, not a TypeError.
  if (!varga) throw new RangeError(`no chart ${rawId}`);
  const asc = varga.AS!;
  return {
    chartId: id,
    ascendantSign: asc,
    planets: signs((p) => varga[p]!),
    houses: houses(asc, (p) => varga[p]!),
  };
}

export function ashtakavargaOf(k: Kundali) {
  return { ascendantSign: k.chart.ascendant.sign, ...k.ashtakavarga };
}
