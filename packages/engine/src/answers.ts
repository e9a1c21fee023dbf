/**
 * The JSON answers of the engine CLI's `chart` and `dasha` commands, exactly in the shapes of
 * CONTRACTS.md ("The engine CLI"); the API returns the same objects in `data`. Browser-safe: the
 * CLI adds only the reading of stdin and the zone lookup.
 *
 * Longitudes are sidereal degrees [0, 360) rounded to 1e-6° (0.004″); instants are ISO 8601 UTC
 * strings.
 */
import type { Birth } from './birth';
import { chart, chartLongitudes } from './chart';
import {
  type DashaNode,
  expandVimshottari,
  expandYogini,
  type VimshottariPeriod,
  vimshottariMahadashas,
  type YoginiPeriod,
  yoginiMahadashas,
} from './dasha';
import { computeSky } from './ephemeris';
import { type KpLords, kpChart } from './kp';
import { type VargaChart, type VargaName, vargaCharts } from './vargas';
import { PLANET_KEYS, type PlanetKey } from './zodiac';

function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  // 359.9999996 rounds up to 360, which is outside [0, 360).
  return r >= 360 ? 0 : r === 0 ? 0 : r;
}

function iso(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

/** A point of the `chart` answer. */
export interface AnswerPoint {
  longitude: number;
  /** Degrees within the sign. */
  degree: number;
  sign: number;
  nakshatra: number;
  pada: number;
  nakshatraLord: PlanetKey;
}

/** A graha of the `chart` answer. */
export interface AnswerPlanet extends AnswerPoint {
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
  /** Whole-sign house from the ascendant. */
  house: number;
}

/** The `chart` answer. */
export interface ChartAnswer {
  utc: string;
  ayanamsa: { name: string; degrees: number };
  ascendant: AnswerPoint;
  planets: Record<PlanetKey, AnswerPlanet>;
  vargas: Record<VargaName, VargaChart>;
  kp: {
    ayanamsa: number;
    cusps: number[];
    /** The contract's sign, star and sub lords, plus the sub-sub lord. */
    planets: Record<PlanetKey, { longitude: number } & KpLords>;
    cuspLords: KpLords[];
  };
}

/** The `chart` command's answer for one birth. */
export function chartAnswer(birth: Birth): ChartAnswer {
  const c = chart(birth);
  const point = (p: AnswerPoint): AnswerPoint => ({
    longitude: round6(p.longitude),
    // Rounding must not carry 29.9999996° into the next sign.
    degree: Math.min(round6(p.degree), 29.999999),
    sign: p.sign,
    nakshatra: p.nakshatra,
    pada: p.pada,
    nakshatraLord: p.nakshatraLord,
  });
  const planets = {} as Record<PlanetKey, AnswerPlanet>;
  for (const key of PLANET_KEYS) {
    const p = c.planets[key];
    planets[key] = { ...point(p), speed: round6(p.speed), retrograde: p.retrograde, house: p.house };
  }
  // chartLongitudes lists AS first, then the grahas: the contract's key order.
  const vargas = vargaCharts(chartLongitudes(c));
  const kp = kpChart(c.sky, c.angles, birth.lat);
  const kpPlanets = {} as ChartAnswer['kp']['planets'];
  for (const key of PLANET_KEYS) {
    const { longitude, signLord, starLord, subLord, subSubLord } = kp.planets[key];
    kpPlanets[key] = { longitude: round6(longitude), signLord, starLord, subLord, subSubLord };
  }
  return {
    utc: iso(birth.utcMs),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round6(c.sky.ayanamsa.mean) },
    ascendant: point(c.ascendant),
    planets,
    vargas,
    kp: { ayanamsa: round6(kp.ayanamsa), cusps: kp.cusps.map(round6), planets: kpPlanets, cuspLords: kp.cuspLords },
  };
}

/** A Vimshottari period of the `dasha` answer. */
export interface AnswerVimshottari {
  lord: PlanetKey;
  start: string;
  end: string;
  sub?: AnswerVimshottari[];
}

/** A Yogini period of the `dasha` answer. */
export interface AnswerYogini {
  name: string;
  lord: PlanetKey;
  start: string;
  end: string;
  sub?: AnswerYogini[];
}

/** The `dasha` answer. */
export interface DashaAnswer {
  /** Dasha year used, days. */
  yearDays: number;
  vimshottari: AnswerVimshottari[];
  yogini: AnswerYogini[];
}

/**
 * The `dasha` command's answer for one birth: Vimshottari to three levels over 120 years from
 * the first mahadasha (which starts before birth), Yogini to two levels over 108 years.
 */
export function dashaAnswer(birth: Birth): DashaAnswer {
  const moon = computeSky(birth.utcMs, birth.options).planets.MO.longitude;
  const toVim = (nodes: DashaNode<VimshottariPeriod>[]): AnswerVimshottari[] =>
    nodes.map((n) => ({
      lord: n.lord,
      start: iso(n.start),
      end: iso(n.end),
      ...(n.sub ? { sub: toVim(n.sub) } : {}),
    }));
  const toYog = (nodes: DashaNode<YoginiPeriod>[]): AnswerYogini[] =>
    nodes.map((n) => ({
      name: n.name,
      lord: n.lord,
      start: iso(n.start),
      end: iso(n.end),
      ...(n.sub ? { sub: toYog(n.sub) } : {}),
    }));
  return {
    yearDays: birth.yearDays,
    vimshottari: toVim(expandVimshottari(vimshottariMahadashas(moon, birth.utcMs, birth.yearDays), 3)),
    yogini: toYog(expandYogini(yoginiMahadashas(moon, birth.utcMs, birth.yearDays), 2)),
  };
}
