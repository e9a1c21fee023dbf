/**
 * Vimshottari and Yogini dashas.
 *
 * Both start from the Moon's sidereal longitude (degrees) at birth: the nakshatra gives the first
 * period's lord and the fraction of the nakshatra already traversed gives how much of that period
 * had elapsed at birth, so the first period starts before birth. Instants are UTC milliseconds
 * since 1970; a dasha "year" is `yearDays` days (default the sidereal year, 365.256364 days).
 *
 * Sub-periods are computed on demand ({@link vimshottariSubperiods}, {@link yoginiSubperiods}):
 * a full kundali needs only the levels it shows, and the running period at an instant
 * ({@link vimshottariAt}) walks down one branch instead of expanding 9⁵ periods.
 */
import { NAKSHATRA_SPAN, nakshatraOf, norm360, type PlanetKey, VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from './zodiac';

/** The sidereal year in days: the default dasha year. */
export const SIDEREAL_YEAR_DAYS = 365.256364;
/** Dasha year lengths the engine accepts, in days. */
export const DASHA_YEAR_OPTIONS = [365.256364, 365.25, 360] as const;

const DAY_MS = 86_400_000;
const VIMSHOTTARI_TOTAL = 120;

/** Names of the Vimshottari levels, 1 = mahadasha. */
export const DASHA_LEVELS = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;

/** One Vimshottari period. */
export interface VimshottariPeriod {
  lord: PlanetKey;
  /** Start, UTC milliseconds. */
  start: number;
  /** End (the next period's start), UTC milliseconds. */
  end: number;
  /** 1 = mahadasha … 5 = prana. */
  level: number;
}

/** Where the Moon stands in its nakshatra at birth. */
export interface DashaBalance {
  /** Moon's nakshatra 1–27. */
  nakshatra: number;
  /** Fraction of the nakshatra traversed, [0, 1). */
  elapsed: number;
}

/** Nakshatra and fraction traversed for a sidereal Moon longitude in degrees. */
export function dashaBalance(moonLongitude: number): DashaBalance {
  const lon = norm360(moonLongitude);
  const nakshatra = nakshatraOf(lon);
  return { nakshatra, elapsed: (lon - (nakshatra - 1) * NAKSHATRA_SPAN) / NAKSHATRA_SPAN };
}

function lordIndex(lord: PlanetKey): number {
  return VIMSHOTTARI_ORDER.indexOf(lord);
}

/**
 * The nine mahadashas covering 120 years, the first of which contains the birth instant.
 * `moonLongitude` sidereal degrees; `birthMs` UTC milliseconds; `yearDays` the dasha year in days.
 */
export function vimshottariMahadashas(
  moonLongitude: number,
  birthMs: number,
  yearDays: number = SIDEREAL_YEAR_DAYS,
): VimshottariPeriod[] {
  const { nakshatra, elapsed } = dashaBalance(moonLongitude);
  const first = (nakshatra - 1) % 9;
  const yearMs = yearDays * DAY_MS;
  const firstLord = VIMSHOTTARI_ORDER[first]!;
  let start = birthMs - elapsed * VIMSHOTTARI_YEARS[firstLord] * yearMs;
  const periods: VimshottariPeriod[] = [];
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_ORDER[(first + i) % 9]!;
    const end = start + VIMSHOTTARI_YEARS[lord] * yearMs;
    periods.push({ lord, start, end, level: 1 });
    start = end;
  }
  return periods;
}

/**
 * The nine sub-periods of a Vimshottari period, each lasting its lord's share (years/120) of the
 * parent and beginning with the parent's own lord.
 */
export function vimshottariSubperiods(parent: VimshottariPeriod): VimshottariPeriod[] {
  const first = lordIndex(parent.lord);
  const span = parent.end - parent.start;
  const periods: VimshottariPeriod[] = [];
  let start = parent.start;
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_ORDER[(first + i) % 9]!;
    const end = i === 8 ? parent.end : start + (span * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_TOTAL;
    periods.push({ lord, start, end, level: parent.level + 1 });
    start = end;
  }
  return periods;
}

function findContaining<P extends { start: number; end: number }>(periods: readonly P[], atMs: number): P | undefined {
  return periods.find((p) => atMs >= p.start && atMs < p.end);
}

/**
 * The chain of Vimshottari periods running at `atMs` (UTC milliseconds), mahadasha first, down to
 * `depth` levels (1–5). Empty when the instant is outside the 120 years.
 */
export function vimshottariAt(mahadashas: readonly VimshottariPeriod[], atMs: number, depth = 5): VimshottariPeriod[] {
  const chain: VimshottariPeriod[] = [];
  let current = findContaining(mahadashas, atMs);
  while (current) {
    chain.push(current);
    if (chain.length >= depth) break;
    current = findContaining(vimshottariSubperiods(current), atMs);
  }
  return chain;
}

/** The eight yoginis in order, with their planets and years (they sum to 36). */
export const YOGINIS = [
  { name: 'Mangala', lord: 'MO', years: 1 },
  { name: 'Pingala', lord: 'SU', years: 2 },
  { name: 'Dhanya', lord: 'JU', years: 3 },
  { name: 'Bhramari', lord: 'MA', years: 4 },
  { name: 'Bhadrika', lord: 'ME', years: 5 },
  { name: 'Ulka', lord: 'SA', years: 6 },
  { name: 'Siddha', lord: 'VE', years: 7 },
  { name: 'Sankata', lord: 'RA', years: 8 },
] as const satisfies readonly { name: string; lord: PlanetKey; years: number }[];
/** A yogini's name. */
export type YoginiName = (typeof YOGINIS)[number]['name'];
const YOGINI_TOTAL = 36;

/** One Yogini period. */
export interface YoginiPeriod {
  name: YoginiName;
  lord: PlanetKey;
  /** Start, UTC milliseconds. */
  start: number;
  /** End, UTC milliseconds. */
  end: number;
  /** 1 = mahadasha, 2 = antardasha, 3 = pratyantardasha. */
  level: number;
}

/**
 * Yogini mahadashas over `cycles` 36-year cycles (default 3 = 108 years), the first containing
 * birth. The first yogini is number (nakshatra + 3) mod 8, counting Mangala as 1 and reading 0 as
 * 8 (Sankata): Ashwini begins with Bhramari, Swati with Pingala.
 */
export function yoginiMahadashas(
  moonLongitude: number,
  birthMs: number,
  yearDays: number = SIDEREAL_YEAR_DAYS,
  cycles = 3,
): YoginiPeriod[] {
  const { nakshatra, elapsed } = dashaBalance(moonLongitude);
  const first = ((nakshatra + 3) % 8 || 8) - 1;
  const yearMs = yearDays * DAY_MS;
  let start = birthMs - elapsed * YOGINIS[first]!.years * yearMs;
  const periods: YoginiPeriod[] = [];
  for (let i = 0; i < 8 * cycles; i++) {
    const y = YOGINIS[(first + i) % 8]!;
    const end = start + y.years * yearMs;
    periods.push({ name: y.name, lord: y.lord, start, end, level: 1 });
    start = end;
  }
  return periods;
}

const YOGINI_INDEX = new Map<YoginiName, number>(YOGINIS.map((y, i) => [y.name, i]));

/** The eight sub-periods of a Yogini period: each yogini's share (years/36), the parent's first. */
export function yoginiSubperiods(parent: YoginiPeriod): YoginiPeriod[] {
  const first = YOGINI_INDEX.get(parent.name)!;
  const span = parent.end - parent.start;
  const periods: YoginiPeriod[] = [];
  let start = parent.start;
  for (let i = 0; i < 8; i++) {
    const y = YOGINIS[(first + i) % 8]!;
    const end = i === 7 ? parent.end : start + (span * y.years) / YOGINI_TOTAL;
    periods.push({ name: y.name, lord: y.lord, start, end, level: parent.level + 1 });
    start = end;
  }
  return periods;
}

/** The chain of Yogini periods running at `atMs`, mahadasha first, down to `depth` levels (1–3). */
export function yoginiAt(mahadashas: readonly YoginiPeriod[], atMs: number, depth = 3): YoginiPeriod[] {
  const chain: YoginiPeriod[] = [];
  let current = findContaining(mahadashas, atMs);
  while (current) {
    chain.push(current);
    if (chain.length >= depth) break;
    current = findContaining(yoginiSubperiods(current), atMs);
  }
  return chain;
}

/** A period with its sub-periods expanded, as the CLI and API print them. */
export type DashaNode<P> = P & { sub?: DashaNode<P>[] };

/**
 * Vimshottari periods with their sub-periods expanded to `depth` levels (1 = the periods
 * themselves), as new nodes; the periods passed in are not changed.
 */
export function expandVimshottari(
  periods: readonly VimshottariPeriod[],
  depth: number,
): DashaNode<VimshottariPeriod>[] {
  const nodes: DashaNode<VimshottariPeriod>[] = [];
  for (const p of periods) {
    // Built field by field: a generic copy (spread, Object.assign) costs several times more.
    const node: DashaNode<VimshottariPeriod> = { lord: p.lord, start: p.start, end: p.end, level: p.level };
    if (p.level < depth) node.sub = expandVimshottari(vimshottariSubperiods(p), depth);
    nodes.push(node);
  }
  return nodes;
}

/** Yogini periods with their sub-periods expanded to `depth` levels, as new nodes. */
export function expandYogini(periods: readonly YoginiPeriod[], depth: number): DashaNode<YoginiPeriod>[] {
  const nodes: DashaNode<YoginiPeriod>[] = [];
  for (const p of periods) {
    const node: DashaNode<YoginiPeriod> = { name: p.name, lord: p.lord, start: p.start, end: p.end, level: p.level };
    if (p.level < depth) node.sub = expandYogini(yoginiSubperiods(p), depth);
    nodes.push(node);
  }
  return nodes;
}
