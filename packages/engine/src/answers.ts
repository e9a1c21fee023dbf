/**
 * The JSON answers of the engine CLI's `chart`, `dasha`, `panchang` and `match` commands, exactly
 * in the shapes of docs/CONVENTIONS.md ("The engine CLI"); the API returns the same objects in `data`.
 * Browser-safe: the CLI adds only the reading of stdin and the zone lookup.
 *
 * Longitudes are sidereal degrees [0, 360) rounded to 1e-6° (0.004″); instants of births and
 * dashas are ISO 8601 UTC strings, those of a panchang ISO 8601 local times with the zone's
 * offset ("2020-12-31T07:13:36+05:30"), to the second.
 */
import type { Birth } from './birth';
import { type Chart, chart, chartLongitudes } from './chart';
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
import { type MatchConcern, type MatchConclusion, match } from './match';
import type { KootaRow } from './matching/kootas';
import type { MangalDosha } from './doshas';
import type { ElementSpan } from './lunisolar';
import {
  type ChoghadiyaName,
  type Interval,
  type LunarMonth,
  type Panchang,
  type PanchangInput,
  panchang,
} from './panchang';
import { zoneOffsetSeconds } from './time';
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

/** The `chart --positions-only` answer: the instant, the ayanamsa, the ascendant and the grahas. */
export interface ChartPositionsAnswer {
  utc: string;
  ayanamsa: { name: string; degrees: number };
  ascendant: AnswerPoint;
  planets: Record<PlanetKey, AnswerPlanet>;
}

/** The `chart` answer. */
export interface ChartAnswer extends ChartPositionsAnswer {
  vargas: Record<VargaName, VargaChart>;
  kp: {
    ayanamsa: number;
    cusps: number[];
    /** The contract's sign, star and sub lords, plus the sub-sub lord. */
    planets: Record<PlanetKey, { longitude: number } & KpLords>;
    cuspLords: KpLords[];
  };
}

const point = (p: AnswerPoint): AnswerPoint => ({
  longitude: round6(p.longitude),
  // Rounding must not carry 29.9999996° into the next sign.
  degree: Math.min(round6(p.degree), 29.999999),
  sign: p.sign,
  nakshatra: p.nakshatra,
  pada: p.pada,
  nakshatraLord: p.nakshatraLord,
});

function positionsOf(birth: Birth, c: Chart): ChartPositionsAnswer {
  const planets = {} as Record<PlanetKey, AnswerPlanet>;
  // Field by field: spreading point(p) into the object is several times slower in V8.
  for (const key of PLANET_KEYS) {
    const p = c.planets[key];
    planets[key] = {
      longitude: round6(p.longitude),
      degree: Math.min(round6(p.degree), 29.999999),
      sign: p.sign,
      nakshatra: p.nakshatra,
      pada: p.pada,
      nakshatraLord: p.nakshatraLord,
      speed: round6(p.speed),
      retrograde: p.retrograde,
      house: p.house,
    };
  }
  return {
    utc: iso(birth.utcMs),
    ayanamsa: { name: c.sky.ayanamsa.name, degrees: round6(c.sky.ayanamsa.mean) },
    ascendant: point(c.ascendant),
    planets,
  };
}

/**
 * The `chart --positions-only` answer for one birth: the same fields as {@link chartAnswer}
 * without the vargas and KP, the positions alone.
 */
export function chartPositionsAnswer(birth: Birth): ChartPositionsAnswer {
  return positionsOf(birth, chart(birth));
}

/** The `chart` command's answer for one birth. */
export function chartAnswer(birth: Birth): ChartAnswer {
  const c = chart(birth);
  const { utc, ayanamsa, ascendant, planets } = positionsOf(birth, c);
  // chartLongitudes lists AS first, then the grahas: the contract's key order.
  const vargas = vargaCharts(chartLongitudes(c));
  const kp = kpChart(c.sky, c.angles, birth.lat);
  const kpPlanets = {} as ChartAnswer['kp']['planets'];
  for (const key of PLANET_KEYS) {
    const { longitude, signLord, starLord, subLord, subSubLord } = kp.planets[key];
    kpPlanets[key] = { longitude: round6(longitude), signLord, starLord, subLord, subSubLord };
  }
  return {
    utc,
    ayanamsa,
    ascendant,
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

/**
 * An instant as local ISO 8601 time with the zone's offset, to the second: "2020-12-31T07:13:36+05:30".
 * Offsets that are not whole minutes (local mean time before 1900) are written as UTC ("…Z").
 */
export function isoWithOffset(ms: number, zone: string | number): string {
  const whole = Math.round(ms / 1000) * 1000;
  const offset = typeof zone === 'number' ? Math.round(zone * 3600) : zoneOffsetSeconds(zone, whole);
  if (offset % 60 !== 0) return new Date(whole).toISOString().replace('.000Z', 'Z');
  const local = new Date(whole + offset * 1000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / 60;
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An element of a panchang list. */
export interface AnswerElement {
  index: number;
  end: string;
}

/** A span of the panchang answer. */
export interface AnswerInterval {
  start: string;
  end: string;
}

/** The `panchang` answer: docs/CONVENTIONS.md's fields first, then the rest of the day. */
export interface PanchangAnswer {
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  vara: number;
  tithi: AnswerElement[];
  nakshatra: AnswerElement[];
  yoga: AnswerElement[];
  karana: AnswerElement[];
  rahuKaal: AnswerInterval | null;
  yamaganda: AnswerInterval | null;
  gulika: AnswerInterval | null;
  abhijit: AnswerInterval | null;
  choghadiya: {
    day: (AnswerInterval & { name: ChoghadiyaName })[];
    night: (AnswerInterval & { name: ChoghadiyaName })[];
  };
  date: string;
  tz: string | number;
  /** Which sunrise opens and divides the day. */
  sunriseKind: 'standard' | 'hindu';
  /** `day` / `night` when the Sun does not both rise and set (polar regions), else null. */
  polar: 'day' | 'night' | null;
  nextSunrise: string | null;
  /** Both sunrise definitions. */
  sun: Record<'standard' | 'hindu', { sunrise: string | null; sunset: string | null; nextSunrise: string | null }>;
  paksha: 'shukla' | 'krishna';
  padas: { nakshatra: number; pada: number; end: string }[];
  sunSign: AnswerElement[];
  moonSign: AnswerElement[];
  month: { amanta: LunarMonth; purnimanta: LunarMonth };
  samvat: { vikram: number; shaka: number };
  samvatsara: { north: number; south: number };
  ritu: { vedic: number; drik: number };
  ayana: { vedic: 'uttarayana' | 'dakshinayana'; drik: 'uttarayana' | 'dakshinayana' };
  brahmaMuhurta: AnswerInterval | null;
  durMuhurat: AnswerInterval[];
  varjyam: AnswerInterval[];
  amritKaal: AnswerInterval[];
  hora: { day: (AnswerInterval & { lord: string })[]; night: (AnswerInterval & { lord: string })[] };
}

/** The `panchang` answer in a zone's local time, from a computed {@link Panchang}. */
export function panchangToAnswer(p: Panchang): PanchangAnswer {
  const t = (ms: number | null) => (ms === null ? null : isoWithOffset(ms, p.zone));
  const iv = (i: Interval | null): AnswerInterval | null =>
    i === null ? null : { start: isoWithOffset(i.startMs, p.zone), end: isoWithOffset(i.endMs, p.zone) };
  const ivs = (list: Interval[]) => list.map((i) => iv(i)!);
  const els = (list: ElementSpan[]) => list.map((e) => ({ index: e.index, end: isoWithOffset(e.endMs, p.zone) }));
  const d = p.date;
  const sun = (k: 'standard' | 'hindu') => ({
    sunrise: t(p.sun[k].sunrise),
    sunset: t(p.sun[k].sunset),
    nextSunrise: t(p.sun[k].nextSunrise),
  });
  return {
    sunrise: t(p.sunrise),
    sunset: t(p.sunset),
    moonrise: t(p.moonrise),
    moonset: t(p.moonset),
    vara: p.vara,
    tithi: els(p.tithi),
    nakshatra: els(p.nakshatra),
    yoga: els(p.yoga),
    karana: els(p.karana),
    rahuKaal: iv(p.rahuKaal),
    yamaganda: iv(p.yamaganda),
    gulika: iv(p.gulika),
    abhijit: iv(p.abhijit),
    choghadiya: {
      day: p.choghadiya.day.map((c) => ({ name: c.name, ...iv(c)! })),
      night: p.choghadiya.night.map((c) => ({ name: c.name, ...iv(c)! })),
    },
    date: `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`,
    tz: p.zone,
    sunriseKind: p.sunriseKind,
    polar: p.polar,
    nextSunrise: t(p.nextSunrise),
    sun: { standard: sun('standard'), hindu: sun('hindu') },
    paksha: p.paksha,
    padas: p.padas.map((x) => ({ nakshatra: x.nakshatra, pada: x.pada, end: isoWithOffset(x.endMs, p.zone) })),
    sunSign: els(p.sunSign),
    moonSign: els(p.moonSign),
    month: { amanta: p.month.amanta, purnimanta: p.month.purnimanta },
    samvat: p.samvat,
    samvatsara: p.samvatsara,
    ritu: p.ritu,
    ayana: p.ayana,
    brahmaMuhurta: iv(p.brahmaMuhurta),
    durMuhurat: ivs(p.durMuhurat),
    varjyam: ivs(p.varjyam),
    amritKaal: ivs(p.amritKaal),
    hora: {
      day: p.hora.day.map((h) => ({ lord: h.lord, ...iv(h)! })),
      night: p.hora.night.map((h) => ({ lord: h.lord, ...iv(h)! })),
    },
  };
}

/** The `panchang` command's answer for one validated input. */
export function panchangAnswer(input: PanchangInput): PanchangAnswer {
  return panchangToAnswer(panchang(input));
}

/** The `match` answer (docs/CONVENTIONS.md "npx drishti match"). */
export interface MatchAnswer {
  /** Eight rows: varna, vashya, tara, yoni, graha_maitri, gana, bhakoot, nadi. */
  kootas: KootaRow[];
  total: number;
  outOf: 36;
  manglik: { boy: MangalDosha; girl: MangalDosha };
  conclusion: MatchConclusion;
  concerns: MatchConcern[];
  doshas: ReturnType<typeof match>['doshas'];
  moons: ReturnType<typeof match>['moons'];
}

/** The `match` command's answer for two validated births. */
export function matchAnswer(boy: Birth, girl: Birth): MatchAnswer {
  const r = match(boy, girl);
  return {
    kootas: r.kootas,
    total: r.total,
    outOf: r.outOf,
    manglik: r.manglik,
    conclusion: r.conclusion,
    concerns: r.concerns,
    doshas: r.doshas,
    moons: r.moons,
  };
}
