/**
 * Horoscopes (rashifal) for the twelve Moon signs, from the real transits of the period: the
 * Moon's house from the sign day by day, the houses of the Sun, Mercury, Venus, Mars, Jupiter,
 * Saturn, Rahu and Ketu, their ingresses, retrograde stations and the solar and lunar eclipses of
 * the period (astronomy-engine's eclipse search).
 *
 * The result is structured: six sections (personal, profession, health, emotions, travel, luck),
 * each with a `theme` key, a phrase `variant`, a `tone` from −2 to +2 and the transit facts it
 * rests on; a lucky number and a lucky colour key. It is deterministic for (sign, period, date,
 * zone). {@link composeHoroscope} turns it into text with phrase tables the caller passes in (the
 * English and Hindi tables live in the content package).
 *
 * Rules:
 * - Houses are counted from the sign as the 1st (the sign read as the Moon sign, as Vedic
 *   rashifal does; whole signs, sidereal Lahiri, mean node).
 * - Each section has a driving planet whose house names its theme (`personal-5` is the Moon, or
 *   the period's slower driver, in the 5th): daily and weekly the Moon for personal, monthly the
 *   Sun, yearly Jupiter; profession the Sun (Saturn monthly and yearly), health Mars (Saturn
 *   yearly), emotions Venus (Ketu yearly), travel Mercury (Rahu yearly), luck Jupiter. Since a
 *   planet stands in a different house from every sign, no two signs share a theme on the same
 *   day; the `variant` alternates from one day (week, month, year) to the next, so a sign's
 *   (theme, variant) pair changes between consecutive periods even while the driver stays put.
 * - Tone: each of the section's planets in a house its transit favours counts +1, elsewhere −1
 *   (the gochara results of Phaladeepika 26 and Brihat Samhita 104: Sun good in 3, 6, 10, 11;
 *   Moon 1, 3, 6, 7, 10, 11; Mars, Saturn, Rahu and Ketu 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11;
 *   Jupiter 2, 5, 7, 9, 11; Venus 1–5, 8, 9, 11, 12); a retrograde station of one of them in the
 *   period or an eclipse in a house the section reads counts −1; clamped to −2…+2.
 * - Lucky number, colour and time: see {@link Lucky} (the day lord, the Moon's nakshatra lord and
 *   the sign lord; planet numbers Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7,
 *   Saturn 8, Mars 9).
 * - Events also list the new and full moons of the period (every period, the day's included).
 */
import {
  type AstroTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
} from 'astronomy-engine';
import { computeSky, type Sky } from './ephemeris';
import { addDays, type CivilDate, HORA_ORDER, localMidnight, VARA_LORDS, weekday } from './panchang';
import { nextRiseSet } from './sunrise';
import { astroTime, DAY_MS, J2000_MS } from './time';
import { houseFrom, nakshatraLord, nakshatraOf, type PlanetKey, type SevenPlanetKey, signLord, signOf } from './zodiac';

/** Horoscope periods. `daily` covers yesterday, today and tomorrow: they are just dates. */
export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** The sections of a horoscope, in order. */
export const HOROSCOPE_SECTIONS = ['personal', 'profession', 'health', 'emotions', 'travel', 'luck'] as const;
export type HoroscopeSection = (typeof HOROSCOPE_SECTIONS)[number];

/** The planets a horoscope follows (the Moon day by day, the others through the period). */
const TRANSIT_PLANETS: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];

/** What happened. */
export type TransitEvent =
  | 'transit'
  | 'ingress'
  | 'retrograde-station'
  | 'direct-station'
  | 'solar-eclipse'
  | 'lunar-eclipse'
  | 'new-moon'
  | 'full-moon';

/** One transit fact, with houses counted from the horoscope's sign. */
export interface TransitFact {
  planet: PlanetKey;
  event: TransitEvent;
  /** Sidereal sign 1–12 the planet is in (after an ingress: the sign it enters). */
  sign: number;
  /** House 1–12 of that sign from the horoscope's sign. */
  house: number;
  /** Local date "YYYY-MM-DD": the period's first day for a `transit`, else the day it happens. */
  date: string;
  /** The instant (UTC ms) of an ingress, station or eclipse peak. */
  atMs?: number;
  /** The Moon's nakshatra 1–27 (Moon transits only). */
  nakshatra?: number;
  /** Eclipses: `total`, `partial`, `annular` or `penumbral`. */
  kind?: string;
}

/** One section of a horoscope. */
export interface HoroscopeSectionResult {
  /** `${section}-${house}`: the section read through its driving planet's house, e.g. `personal-5`. */
  theme: string;
  /** Phrase variant, 0 or 1, alternating between consecutive periods. */
  variant: number;
  /** −2 (hard) … +2 (very good). */
  tone: number;
  /** The facts it rests on, its driving planet's first. */
  facts: TransitFact[];
}

/** Lucky colour keys (the planets' colours in the tradition). */
export type LuckyColour = 'red' | 'white' | 'green' | 'yellow' | 'pink' | 'blue' | 'orange' | 'grey' | 'brown';

/** A horoscope. */
export interface Horoscope {
  /** 1–12, 1 = Aries. */
  sign: number;
  period: HoroscopePeriod;
  /** First and last local dates of the period (a week runs Monday to Sunday). */
  start: string;
  end: string;
  /** The Moon at local noon of each day of the period. */
  moon: { date: string; sign: number; house: number; nakshatra: number }[];
  /** Where each planet is on the period's first day (local noon). */
  positions: Record<PlanetKey, { sign: number; house: number; retrograde: boolean }>;
  /** Ingresses, stations and eclipses of the period, in time order (Moon ingresses: daily and weekly only). */
  events: TransitFact[];
  sections: Record<HoroscopeSection, HoroscopeSectionResult>;
  /** The mean of the sections' tones, rounded. */
  tone: number;
  lucky: Lucky;
}

/**
 * The lucky number, colour and time of a horoscope, from the first day's own factors: the
 * weekday's lord, the lord of the Moon's nakshatra at local noon and the sign's lord.
 * - planet: the first of the nakshatra lord, the day lord and the sign lord whose transit from
 *   the sign is favourable (gochara), else the nakshatra lord;
 * - number: the three factors' planet numbers added and reduced to one digit (1–9);
 * - colour: the lucky planet's colour;
 * - time: the first daytime hora (sunrise to sunset at the reference place, in twelve equal
 *   parts from the day lord in the Chaldean order) ruled by the lucky planet, or by the sign lord
 *   when the lucky planet is Rahu or Ketu (they rule no hora).
 */
export interface Lucky {
  planet: PlanetKey;
  number: number;
  colour: LuckyColour;
  factors: { dayLord: SevenPlanetKey; nakshatraLord: PlanetKey; nakshatra: number; signLord: SevenPlanetKey };
  /** The hora: its ruler and UTC instants (null near the poles, when the Sun does not rise). */
  time: { planet: SevenPlanetKey; startMs: number; endMs: number } | null;
}

/** Where the lucky hora is reckoned when the caller names no place: New Delhi. */
export const HORA_PLACE = { lat: 28.6139, lon: 77.209 } as const;

/** Houses each planet's transit favours (counted from the Moon sign). */
export const GOCHARA_GOOD: Readonly<Record<PlanetKey, readonly number[]>> = {
  SU: [3, 6, 10, 11],
  MO: [1, 3, 6, 7, 10, 11],
  MA: [3, 6, 11],
  ME: [2, 4, 6, 8, 10, 11],
  JU: [2, 5, 7, 9, 11],
  VE: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  SA: [3, 6, 11],
  RA: [3, 6, 11],
  KE: [3, 6, 11],
};

/** Planet numbers of numerology and the lucky number. */
export const PLANET_NUMBER: Readonly<Record<PlanetKey, number>> = {
  SU: 1,
  MO: 2,
  JU: 3,
  RA: 4,
  ME: 5,
  VE: 6,
  KE: 7,
  SA: 8,
  MA: 9,
};

/** Planet colours. */
export const PLANET_COLOUR: Readonly<Record<PlanetKey, LuckyColour>> = {
  SU: 'orange',
  MO: 'white',
  MA: 'red',
  ME: 'green',
  JU: 'yellow',
  VE: 'pink',
  SA: 'blue',
  RA: 'grey',
  KE: 'brown',
};

/** The driving planet of each section, by period. */
export const SECTION_DRIVERS: Readonly<Record<HoroscopePeriod, Record<HoroscopeSection, PlanetKey>>> = {
  daily: { personal: 'MO', profession: 'SU', health: 'MA', emotions: 'VE', travel: 'ME', luck: 'JU' },
  weekly: { personal: 'MO', profession: 'SU', health: 'MA', emotions: 'VE', travel: 'ME', luck: 'JU' },
  monthly: { personal: 'SU', profession: 'SA', health: 'MA', emotions: 'VE', travel: 'ME', luck: 'JU' },
  yearly: { personal: 'JU', profession: 'SA', health: 'SA', emotions: 'KE', travel: 'RA', luck: 'JU' },
};

/** The planets whose transits colour each section (besides its driver). */
export const SECTION_PLANETS: Readonly<Record<HoroscopeSection, readonly PlanetKey[]>> = {
  personal: ['SU', 'JU'],
  profession: ['SU', 'SA', 'ME'],
  health: ['MA', 'SA'],
  emotions: ['MO', 'VE'],
  travel: ['ME', 'RA'],
  luck: ['JU', 'VE'],
};

/** The houses whose eclipses touch each section. */
const SECTION_HOUSES: Readonly<Record<HoroscopeSection, readonly number[]>> = {
  personal: [1, 7],
  profession: [10, 6, 2],
  health: [6, 8, 1],
  emotions: [4, 5, 12],
  travel: [3, 9, 12],
  luck: [9, 5, 11],
};

const ISO_DATE = (d: CivilDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The dates a period covers: the day; Monday to Sunday; the calendar month; the calendar year. */
export function periodDates(period: HoroscopePeriod, date: CivilDate): CivilDate[] {
  let start = date;
  let length = 1;
  if (period === 'weekly') {
    start = addDays(date, -((weekday(date) + 6) % 7));
    length = 7;
  } else if (period === 'monthly') {
    start = { year: date.year, month: date.month, day: 1 };
    length = addDays({ year: date.year, month: date.month + 1, day: 1 }, -1).day;
  } else if (period === 'yearly') {
    start = { year: date.year, month: 1, day: 1 };
    length = dayCount(date.year);
  }
  return Array.from({ length }, (_, i) => addDays(start, i));
}

function dayCount(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/** An ordinal of the period (days, weeks, months or years since an epoch): the variant's clock. */
function periodNumber(period: HoroscopePeriod, start: CivilDate): number {
  const days = Math.round((Date.UTC(start.year, start.month - 1, start.day) - Date.UTC(2000, 0, 3)) / DAY_MS);
  if (period === 'daily') return days;
  if (period === 'weekly') return Math.floor(days / 7);
  if (period === 'monthly') return start.year * 12 + start.month;
  return start.year;
}

/** The sky of a period, shared by the twelve signs. */
export interface TransitSky {
  period: HoroscopePeriod;
  zone: string | number;
  dates: CivilDate[];
  /** Sidereal signs and retrograde flags at local noon of the first day. */
  start: Record<PlanetKey, { sign: number; retrograde: boolean }>;
  /** The Moon at local noon of each day. */
  moon: { date: string; sign: number; nakshatra: number }[];
  /** Events with signs (houses are added per sign). */
  events: Omit<TransitFact, 'house'>[];
  number: number;
  /** The first day's weekday lord, and its daytime horas at {@link HORA_PLACE} (null without sunrise). */
  dayLord: SevenPlanetKey;
  horas: { planet: SevenPlanetKey; startMs: number; endMs: number }[] | null;
}

/** The twelve daytime horas of a date at a place: sunrise to sunset in equal parts, from the day lord. */
export function dayHoras(
  date: CivilDate,
  zone: string | number,
  place: { lat: number; lon: number } = HORA_PLACE,
): { planet: SevenPlanetKey; startMs: number; endMs: number }[] | null {
  const midnight = localMidnight(date, zone);
  const rise = nextRiseSet('sun', 'standard', 'rise', place.lat, place.lon, midnight);
  const set = rise === null ? null : nextRiseSet('sun', 'standard', 'set', place.lat, place.lon, rise);
  if (rise === null || set === null) return null;
  const first = HORA_ORDER.indexOf(VARA_LORDS[weekday(date)]!);
  const len = (set - rise) / 12;
  return Array.from({ length: 12 }, (_, i) => ({
    planet: HORA_ORDER[(first + i) % 7]!,
    startMs: Math.round(rise + i * len),
    endMs: Math.round(rise + (i + 1) * len),
  }));
}

function bisect(lo: number, hi: number, above: (ms: number) => boolean, tolMs: number): number {
  // `above(lo)` is false and `above(hi)` true.
  while (hi - lo > tolMs) {
    const mid = (lo + hi) / 2;
    if (above(mid)) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

const msOf = (t: AstroTime) => J2000_MS + t.ut * DAY_MS;

/** Everything the period's horoscopes need from the ephemeris: one pass for all twelve signs. */
export function transitSky(period: HoroscopePeriod, date: CivilDate, zone: string | number = 5.5): TransitSky {
  const dates = periodDates(period, date);
  const first = dates[0]!;
  const after = addDays(dates.at(-1)!, 1);
  const startMs = localMidnight(first, zone);
  const endMs = localMidnight(after, zone);
  const midnights = [...dates.map((d) => localMidnight(d, zone)), endMs];
  const samples: Sky[] = midnights.map((ms) => computeSky(ms));
  const noon = (d: CivilDate) => localMidnight(d, zone) + DAY_MS / 2;
  const startSky = computeSky(noon(first));
  const moon: TransitSky['moon'] = dates.map((d, i) => {
    const lon = (i === 0 ? startSky : computeSky(noon(d))).planets.MO.longitude;
    return { date: ISO_DATE(d), sign: signOf(lon), nakshatra: nakshatraOf(lon) };
  });
  const start = {} as TransitSky['start'];
  for (const p of TRANSIT_PLANETS)
    start[p] = { sign: signOf(startSky.planets[p].longitude), retrograde: startSky.planets[p].retrograde };

  const localDate = (ms: number) => {
    for (let i = dates.length - 1; i >= 0; i--) if (ms >= midnights[i]!) return ISO_DATE(dates[i]!);
    return ISO_DATE(first);
  };
  const events: Omit<TransitFact, 'house'>[] = [];
  const withMoon = period === 'daily' || period === 'weekly';
  for (const p of TRANSIT_PLANETS) {
    if (p === 'MO' && !withMoon) continue;
    if (p === 'KE') continue; // Ketu's ingress is Rahu's, opposite
    for (let i = 0; i + 1 < samples.length; i++) {
      const a = samples[i]!.planets[p];
      const b = samples[i + 1]!.planets[p];
      const lo = midnights[i]!;
      const hi = midnights[i + 1]!;
      if (signOf(a.longitude) !== signOf(b.longitude)) {
        // One sign change a day at most (the Moon's included); the Moon may need the exact crossing.
        const from = signOf(a.longitude);
        const at = bisect(lo, hi, (ms) => signOf(computeSky(ms).planets[p].longitude) !== from, 60_000);
        const sign = signOf(b.longitude);
        events.push({ planet: p, event: 'ingress', sign, date: localDate(at), atMs: Math.round(at) });
        if (p === 'RA')
          events.push({
            planet: 'KE',
            event: 'ingress',
            sign: ((sign + 5) % 12) + 1,
            date: localDate(at),
            atMs: Math.round(at),
          });
      }
      if (p !== 'RA' && p !== 'MO' && p !== 'SU' && a.retrograde !== b.retrograde) {
        const at = bisect(lo, hi, (ms) => computeSky(ms).planets[p].retrograde === b.retrograde, 60_000);
        events.push({
          planet: p,
          event: b.retrograde ? 'retrograde-station' : 'direct-station',
          sign: signOf(computeSky(at).planets[p].longitude),
          date: localDate(at),
          atMs: Math.round(at),
        });
      }
    }
  }
  // Eclipses whose greatest phase falls in the period.
  for (let e = SearchLunarEclipse(astroTime(startMs)); msOf(e.peak) < endMs; e = NextLunarEclipse(e.peak)) {
    const at = msOf(e.peak);
    const sign = signOf(computeSky(at).planets.MO.longitude);
    events.push({
      planet: 'MO',
      event: 'lunar-eclipse',
      sign,
      date: localDate(at),
      atMs: Math.round(at),
      kind: e.kind,
    });
  }
  for (let e = SearchGlobalSolarEclipse(astroTime(startMs)); msOf(e.peak) < endMs; e = NextGlobalSolarEclipse(e.peak)) {
    const at = msOf(e.peak);
    const sign = signOf(computeSky(at).planets.SU.longitude);
    events.push({
      planet: 'SU',
      event: 'solar-eclipse',
      sign,
      date: localDate(at),
      atMs: Math.round(at),
      kind: e.kind,
    });
  }
  // New and full moons: the instants the Moon's elongation from the Sun is 0° and 180° (the
  // sidereal zodiac shifts both bodies alike), with the sign the Moon is in.
  for (const [target, event] of [
    [0, 'new-moon'],
    [180, 'full-moon'],
  ] as const) {
    for (let from = startMs; ; ) {
      const t = SearchMoonPhase(target, astroTime(from), (endMs - from) / DAY_MS);
      if (!t) break;
      const at = msOf(t);
      if (at >= endMs) break;
      const sign = signOf(computeSky(at).planets.MO.longitude);
      events.push({ planet: 'MO', event, sign, date: localDate(at), atMs: Math.round(at) });
      from = at + DAY_MS;
    }
  }
  events.sort((x, y) => x.atMs! - y.atMs! || TRANSIT_PLANETS.indexOf(x.planet) - TRANSIT_PLANETS.indexOf(y.planet));
  return {
    period,
    zone,
    dates,
    start,
    moon,
    events,
    number: periodNumber(period, first),
    dayLord: VARA_LORDS[weekday(first)]!,
    horas: dayHoras(first, zone),
  };
}

const clampTone = (x: number) => Math.max(-2, Math.min(2, Math.round(x)));

/** The horoscope of one sign from a period's {@link transitSky}. */
export function horoscopeFromSky(sign: number, sky: TransitSky): Horoscope {
  if (!Number.isInteger(sign) || sign < 1 || sign > 12) throw new RangeError(`sign must be 1–12, got ${sign}`);
  const h = (s: number) => houseFrom(sign, s);
  const firstDate = ISO_DATE(sky.dates[0]!);
  const positions = {} as Horoscope['positions'];
  for (const p of TRANSIT_PLANETS)
    positions[p] = { sign: sky.start[p].sign, house: h(sky.start[p].sign), retrograde: sky.start[p].retrograde };
  // The Moon's sign for the period: the day's at noon; over longer periods the one it holds most days.
  const moonDays = new Map<number, number>();
  for (const m of sky.moon) moonDays.set(m.sign, (moonDays.get(m.sign) ?? 0) + 1);
  const moonSign =
    sky.period === 'daily' ? sky.moon[0]!.sign : [...moonDays].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const events: TransitFact[] = sky.events.map((e) => ({ ...e, house: h(e.sign) }));
  const transitFact = (p: PlanetKey): TransitFact => {
    if (p === 'MO') {
      const m = sky.moon.find((x) => x.sign === moonSign)!;
      return {
        planet: 'MO',
        event: 'transit',
        sign: moonSign,
        house: h(moonSign),
        date: m.date,
        nakshatra: m.nakshatra,
      };
    }
    return { planet: p, event: 'transit', sign: positions[p].sign, house: positions[p].house, date: firstDate };
  };
  const good = (p: PlanetKey, house: number) => GOCHARA_GOOD[p].includes(house);
  const drivers = SECTION_DRIVERS[sky.period];
  const sections = {} as Record<HoroscopeSection, HoroscopeSectionResult>;
  HOROSCOPE_SECTIONS.forEach((section, s) => {
    const driver = drivers[section];
    const planets = [driver, ...SECTION_PLANETS[section].filter((p) => p !== driver)];
    const facts = planets.map(transitFact);
    let tone = 0;
    for (const f of facts) tone += good(f.planet, f.house) ? 1 : -1;
    for (const e of events) {
      const stations = e.event === 'retrograde-station' && planets.includes(e.planet);
      const eclipse =
        (e.event === 'solar-eclipse' || e.event === 'lunar-eclipse') && SECTION_HOUSES[section].includes(e.house);
      const ingress =
        e.event === 'ingress' && planets.includes(e.planet) && (e.planet !== 'MO' || section === 'personal');
      if (stations || eclipse || ingress) facts.push(e);
      if (stations || eclipse) tone -= 1;
    }
    sections[section] = {
      theme: `${section}-${facts[0]!.house}`,
      variant: (((sky.number + s) % 2) + 2) % 2,
      tone: clampTone(tone),
      facts,
    };
  });
  const tone = clampTone(HOROSCOPE_SECTIONS.reduce((sum, s) => sum + sections[s].tone, 0) / HOROSCOPE_SECTIONS.length);
  const nakshatra = sky.moon[0]!.nakshatra;
  const factors = {
    dayLord: sky.dayLord,
    nakshatraLord: nakshatraLord(nakshatra),
    nakshatra,
    signLord: signLord(sign),
  };
  const candidates: PlanetKey[] = [factors.nakshatraLord, factors.dayLord, factors.signLord];
  const houseOf = (p: PlanetKey) => (p === 'MO' ? h(sky.moon[0]!.sign) : positions[p].house);
  const luckyPlanet = candidates.find((p) => good(p, houseOf(p))) ?? factors.nakshatraLord;
  const digit = (n: number) => ((n - 1) % 9) + 1;
  const horaLord: SevenPlanetKey = luckyPlanet === 'RA' || luckyPlanet === 'KE' ? factors.signLord : luckyPlanet;
  return {
    sign,
    period: sky.period,
    start: firstDate,
    end: ISO_DATE(sky.dates.at(-1)!),
    moon: sky.moon.map((m) => ({ ...m, house: h(m.sign) })),
    positions,
    events,
    sections,
    tone,
    lucky: {
      planet: luckyPlanet,
      number: digit(candidates.reduce((sum, p) => sum + PLANET_NUMBER[p], 0)),
      colour: PLANET_COLOUR[luckyPlanet],
      factors,
      time: sky.horas?.find((x) => x.planet === horaLord) ?? null,
    },
  };
}

/** The horoscope of `sign` (1–12) for the period containing `date`, days reckoned in `zone`. */
export function horoscope(
  sign: number,
  period: HoroscopePeriod,
  date: CivilDate,
  zone: string | number = 5.5,
): Horoscope {
  return horoscopeFromSky(sign, transitSky(period, date, zone));
}

/** The twelve horoscopes of a period from one ephemeris pass, index 0 = Aries. */
export function allSigns(date: CivilDate, period: HoroscopePeriod = 'daily', zone: string | number = 5.5): Horoscope[] {
  const sky = transitSky(period, date, zone);
  return Array.from({ length: 12 }, (_, i) => horoscopeFromSky(i + 1, sky));
}

/**
 * Phrase tables for {@link composeHoroscope}, one per language. Templates take `{planet}`,
 * `{house}` (an ordinal from `houses`), `{sign}`, `{date}`, `{nakshatra}` and `{kind}`.
 */
export interface HoroscopePhrases {
  /** Per section, per theme key: phrase variants (the horoscope's `variant` picks one, cyclically). */
  themes: Record<HoroscopeSection, Record<string, readonly string[]>>;
  /** Per tone, −2 … 2 as keys "-2" … "2": a closing phrase. */
  tones: Record<string, string>;
  /** Per event: a template for a fact (new and full moons are never a section's fact). */
  facts: Record<Exclude<TransitEvent, 'new-moon' | 'full-moon'>, string> & Partial<Record<TransitEvent, string>>;
  planets: Record<PlanetKey, string>;
  /** Sign names, index 0 = Aries. */
  signs: readonly string[];
  /** House ordinals, index 0 = the 1st house. */
  houses: readonly string[];
  /** Nakshatra names, index 0 = Ashwini. */
  nakshatras: readonly string[];
  /** How facts are joined, e.g. " " or "; ". */
  joiner: string;
  /** How many facts a section mentions (its driver's first); default 2. */
  factsPerSection?: number;
}

/** One fact in words. */
export function composeFact(fact: TransitFact, phrases: HoroscopePhrases): string {
  return (phrases.facts[fact.event] ?? '')
    .replaceAll('{planet}', phrases.planets[fact.planet])
    .replaceAll('{house}', phrases.houses[fact.house - 1] ?? String(fact.house))
    .replaceAll('{sign}', phrases.signs[fact.sign - 1] ?? String(fact.sign))
    .replaceAll('{date}', fact.date)
    .replaceAll('{nakshatra}', fact.nakshatra ? (phrases.nakshatras[fact.nakshatra - 1] ?? '') : '')
    .replaceAll('{kind}', fact.kind ?? '');
}

/**
 * The text of each section: the theme's phrase (its variant), the section's leading facts in
 * words, and the tone's closing phrase. Two horoscopes with different (theme, variant, facts)
 * give different text as long as the fact templates name the house (every section's first fact
 * is its driver's house, which differs from sign to sign).
 */
export function composeHoroscope(h: Horoscope, phrases: HoroscopePhrases): Record<HoroscopeSection, string> {
  const out = {} as Record<HoroscopeSection, string>;
  const count = phrases.factsPerSection ?? 2;
  for (const section of HOROSCOPE_SECTIONS) {
    const s = h.sections[section];
    const variants = phrases.themes[section][s.theme] ?? [];
    const theme = variants.length > 0 ? variants[s.variant % variants.length]! : '';
    const facts = s.facts.slice(0, count).map((f) => composeFact(f, phrases));
    out[section] = [theme, ...facts, phrases.tones[String(s.tone)] ?? '']
      .filter((x) => x.length > 0)
      .join(phrases.joiner);
  }
  return out;
}

/** The values of the product's horoscope period selector (stable URL slugs), in its order. */
export const PERIOD_VALUES = [
  'daily-horoscope',
  'today-horoscope',
  'tomorrow-horoscope',
  'yesterday-horoscope',
  'weekly-horoscope',
  'monthly-horoscope',
  'yearly-horoscope',
] as const;
export type PeriodValue = (typeof PERIOD_VALUES)[number];

export const isPeriodValue = (value: string): value is PeriodValue =>
  (PERIOD_VALUES as readonly string[]).includes(value);

/** The civil date at an instant (UTC ms) in a fixed offset (hours east of UTC). */
export function civilDateAt(utcMs: number, offsetHours: number): CivilDate {
  const d = new Date(utcMs + offsetHours * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The engine period and the date inside it that a selector value means on `today`. */
export function resolvePeriodValue(value: PeriodValue, today: CivilDate): { period: HoroscopePeriod; date: CivilDate } {
  switch (value) {
    case 'tomorrow-horoscope':
      return { period: 'daily', date: addDays(today, 1) };
    case 'yesterday-horoscope':
      return { period: 'daily', date: addDays(today, -1) };
    case 'weekly-horoscope':
      return { period: 'weekly', date: today };
    case 'monthly-horoscope':
      return { period: 'monthly', date: today };
    case 'yearly-horoscope':
      return { period: 'yearly', date: today };
    default:
      return { period: 'daily', date: today };
  }
}
