import type { BirthRequest } from '@drishti/contracts/astrology';
import { type ChartAnswer, chartAnswer, type DashaAnswer, dashaAnswer } from '@drishti/engine/answers';
import type { Birth } from '@drishti/engine/birth';
import {
  type DashaNode,
  expandVimshottari,
  vimshottariAt,
  vimshottariMahadashas,
  type VimshottariPeriod,
  vimshottariSubperiods,
} from '@drishti/engine/dasha';
import { type Kundali, kundali } from '@drishti/engine/kundali';
import { findYogas, type YogaFound } from '@drishti/engine/yogas';
import { houseFrom, PLANET_KEYS, type PlanetKey } from '@drishti/engine/zodiac';
import { birthKey, toEngineBirth } from './birth';
import { Lru } from './lru';

/**
 * The astrology calculations behind the API, on the engine. Results are pure functions of the
 * birth, so the full kundali of recent births is kept in a small cache (a person opening the
 * tabs of one kundali asks for the same birth several times).
 */
const kundalis = new Lru<string, Kundali>(500);
const answers = new Lru<string, ChartAnswer>(500);

export function kundaliFor(req: BirthRequest): { birth: Birth; k: Kundali } {
  // The birth is parsed afresh: two requests for one instant may name its zone differently.
  const birth = toEngineBirth(req);
  return { birth, k: kundalis.getOrCompute(birthKey(birth), () => kundali(birth)) };
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The engine CLI's `chart` answer (CONTRACTS.md). */
export function chartOf(req: BirthRequest): ChartAnswer {
  const birth = toEngineBirth(req);
  return answers.getOrCompute(birthKey(birth), () => chartAnswer(birth));
}

/** The engine CLI's `dasha` answer: Vimshottari to three levels, Yogini to two. */
export function dashasOf(req: BirthRequest): DashaAnswer {
  return dashaAnswer(toEngineBirth(req));
}

export function birthSummary(birth: Birth, req: BirthRequest) {
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

/** Planets with sign, degree, nakshatra, house, dignity, combustion and bhava (kundali-details). */
export function kundaliDetails(req: BirthRequest) {
  const { birth, k } = kundaliFor(req);
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
  );
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
export function vimshottariDetails(req: BirthRequest, atMs: number) {
  const { birth, k } = kundaliFor(req);
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

/** Sub-periods of one period, for drilling down to prana level: path of lords from the mahadasha. */
export function vimshottariBranch(req: BirthRequest, path: PlanetKey[]) {
  const { birth, k } = kundaliFor(req);
  let periods: VimshottariPeriod[] = vimshottariMahadashas(k.chart.planets.MO.longitude, birth.utcMs, birth.yearDays);
  for (const lord of path) {
    const parent = periods.find((p) => p.lord === lord);
    if (!parent) return [];
    periods = vimshottariSubperiods(parent);
  }
  return periods.map((p) => ({ lord: p.lord, start: iso(p.start), end: iso(p.end) }));
}

/** The KP chart: cusps, lords and significators. */
export function kpDetails(req: BirthRequest) {
  const { birth, k } = kundaliFor(req);
  return { birth: birthSummary(birth, req), ...k.kp };
}

export type ChartId = `D${number}` | 'chalit' | 'MOON' | 'SUN';

/** One chart for drawing: the sign of house 1 and the house of each point. */
export function chartById(req: BirthRequest, rawId: string) {
  const { k } = kundaliFor(req);
  const id = /^d/i.test(rawId)
    ? rawId.toUpperCase()
    : rawId.toLowerCase() === 'chalit'
      ? 'chalit'
      : rawId.toUpperCase();
  const c = k.chart;
  const houses = (ascSign: number, signOf: (p: PlanetKey) => number) =>
    Object.fromEntries(PLANET_KEYS.map((p) => [p, houseFrom(ascSign, signOf(p))])) as Record<PlanetKey, number>;
  if (id === 'chalit') {
    return {
      chartId: 'chalit',
      ascendantSign: c.ascendant.sign,
      planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: c.planets[p].sign }])),
      houses: k.bhavaChalit.planets,
      cusps: k.bhavaChalit.madhya.map((x) => round(x)),
    };
  }
  if (id === 'MOON' || id === 'SUN') {
    const from = c.planets[id === 'MOON' ? 'MO' : 'SU'].sign;
    return {
      chartId: id,
      ascendantSign: from,
      planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: c.planets[p].sign }])),
      houses: houses(from, (p) => c.planets[p].sign),
      natalAscendantSign: c.ascendant.sign,
    };
  }
  const varga = k.vargas[id as keyof typeof k.vargas];
  const asc = varga.AS!;
  return {
    chartId: id,
    ascendantSign: asc,
    planets: Object.fromEntries(PLANET_KEYS.map((p) => [p, { sign: varga[p]! }])),
    houses: houses(asc, (p) => varga[p]!),
  };
}

export function ashtakavargaOf(req: BirthRequest) {
  const { k } = kundaliFor(req);
  return { ascendantSign: k.chart.ascendant.sign, ...k.ashtakavarga };
}
