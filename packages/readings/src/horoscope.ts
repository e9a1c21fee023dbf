/**
 * Horoscopes in words: the engine's structured horoscope (packages/engine/src/horoscope.ts)
 * written out in English or Hindi from the texts in packages/content/src/horoscope-texts.ts. The
 * same code runs on the server (the API) and in the web pages. The rules are in
 * docs/horoscope-writing.md; in short:
 *
 * - The opening follows the whole period: the day's Moon with the time it changes sign; the
 *   week's Moon day by day; every ingress, station, eclipse, new and full moon of the week or month
 *   with its date; a year month by month.
 * - Seven sections, each read through a driving planet's house from the sign. The house falls in a
 *   situation (good, mixed, careful) with at most six houses, and the passage is chosen by the
 *   period's number plus the house's position in its situation: signs sharing a situation on a day
 *   read different passages, and a sign reads a new passage the next day.
 * - A planet's place is stated once: in the prose where a section names it, otherwise in the
 *   "based on" list.
 * - A remedy for the planet the reading leans on most, with its reason.
 */
import { luckyColourNames } from '@drishti/content/horoscope-phrases';
import {
  basisTemplate,
  eclipseKinds,
  eventTemplates,
  houseDomains,
  houseOrdinals,
  luckyBasisTemplates,
  luckyPlanetTemplates,
  luckyRoles,
  monthNames,
  moonIngressToday,
  moonStartTemplates,
  passages,
  periodWhen,
  personalTemplates,
  planetInSentence,
  planetNatures,
  quietMonth,
  READING_SECTIONS,
  type ReadingSection,
  readingSectionTitles,
  remedies,
  remedyTemplate,
  type Situation,
  transitTemplates,
  weekdayNames,
  yearOpening,
} from '@drishti/content/horoscope-texts';
import { NAKSHATRAS } from '@drishti/content/nakshatras';
import { planet, RETROGRADE_MARK } from '@drishti/content/planets';
import type { Bilingual, Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';
import {
  type Horoscope,
  type HoroscopePeriod,
  PLANET_COLOUR,
  PLANET_NUMBER,
  type TransitFact,
} from '@drishti/engine/horoscope';
import type { PlanetKey } from '@drishti/engine/zodiac';

export { READING_SECTIONS, type ReadingSection } from '@drishti/content/horoscope-texts';

/**
 * The houses of each situation, per planet (counted from the sign). The good houses are the
 * gochara results of Phaladeepika 26 (Venus's nine split into good and mixed); each situation
 * holds at most six houses, so six passages are enough for the signs that share it on one day.
 */
export const SITUATION_HOUSES: Readonly<Record<PlanetKey, Record<Situation, readonly number[]>>> = {
  SU: { good: [3, 6, 10, 11], mixed: [1, 2, 5, 7, 9], careful: [4, 8, 12] },
  MO: { good: [1, 3, 6, 7, 10, 11], mixed: [2, 5, 9], careful: [4, 8, 12] },
  MA: { good: [3, 6, 11], mixed: [2, 5, 9, 10], careful: [1, 4, 7, 8, 12] },
  ME: { good: [2, 4, 6, 8, 10, 11], mixed: [1, 3, 5, 9], careful: [7, 12] },
  JU: { good: [2, 5, 7, 9, 11], mixed: [1, 4, 6, 10], careful: [3, 8, 12] },
  VE: { good: [2, 4, 5, 9, 11, 12], mixed: [1, 3, 8], careful: [6, 7, 10] },
  SA: { good: [3, 6, 11], mixed: [5, 9, 10], careful: [1, 2, 4, 7, 8, 12] },
  RA: { good: [3, 6, 11], mixed: [2, 5, 9, 10], careful: [1, 4, 7, 8, 12] },
  KE: { good: [3, 6, 11], mixed: [2, 5, 9, 10], careful: [1, 4, 7, 8, 12] },
};

export const situationOf = (planet: PlanetKey, house: number): Situation =>
  SITUATION_HOUSES[planet].good.includes(house)
    ? 'good'
    : SITUATION_HOUSES[planet].mixed.includes(house)
      ? 'mixed'
      : 'careful';

type DrivenSection = Exclude<ReadingSection, 'luck'>;

/** The planet each section is read through, by period (luck follows the day's lucky planet). */
export const READING_DRIVERS: Readonly<Record<HoroscopePeriod, Record<DrivenSection, PlanetKey>>> = {
  daily: { love: 'VE', career: 'SU', money: 'JU', health: 'MA', family: 'MO', travel: 'ME' },
  weekly: { love: 'VE', career: 'SU', money: 'JU', health: 'MA', family: 'MO', travel: 'ME' },
  monthly: { love: 'VE', career: 'SU', money: 'JU', health: 'MA', family: 'SA', travel: 'ME' },
  yearly: { love: 'VE', career: 'SA', money: 'JU', health: 'MA', family: 'KE', travel: 'RA' },
};

/** Which section's situation picks the remedy first. */
const REMEDY_ORDER: readonly DrivenSection[] = ['health', 'career', 'money', 'love', 'family', 'travel'];

const PLANET_ORDER: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];

export interface WrittenSection {
  key: ReadingSection;
  title: string;
  text: string;
  planet: PlanetKey;
  situation: Situation;
}

export interface WrittenHoroscope {
  sign: number;
  period: HoroscopePeriod;
  start: string;
  end: string;
  locale: Locale;
  /** The period's sky: the Moon and the events, in order (a year: the slow planets). */
  intro: string;
  /** A year month by month (empty for shorter periods). */
  months: { month: number; title: string; text: string }[];
  sections: WrittenSection[];
  remedy: { planet: PlanetKey; section: ReadingSection; text: string };
  lucky: {
    planet: PlanetKey;
    number: number;
    colour: Horoscope['lucky']['colour'];
    colourName: string;
    /** "HH:MM–HH:MM" (daily only, the reading's zone). */
    time: string | null;
    basis: { factors: string; number: string; colour: string; time: string | null };
  };
  /** The planets the prose does not name, as list items (not sentences). */
  basis: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoToDmy = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/** The period's clock: days, weeks, months or years since an epoch (as the engine counts). */
function periodNumber(period: HoroscopePeriod, start: string): number {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(2000, 0, 3)) / 86_400_000);
  if (period === 'daily') return days;
  if (period === 'weekly') return Math.floor(days / 7);
  if (period === 'monthly') return y * 12 + m;
  return y;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * Writes a horoscope in one language. `zoneHours`: the zone its days are reckoned in (India: 5.5);
 * `when`: how a day other than today is named in sentences ("tomorrow", "that day").
 */
export function writeHoroscope(h: Horoscope, locale: Locale, zoneHours = 5.5, when_?: Bilingual): WrittenHoroscope {
  const L = (b: Bilingual) => b[locale];
  const n = periodNumber(h.period, h.start);
  const when = L(when_ ?? periodWhen[h.period]);
  const signName = (s: number) => L(ZODIAC_SIGNS[s - 1]!.name);
  const planetName = (p: PlanetKey) => L(planetInSentence[p]);
  const houseOf = (sign: number) => ((sign - h.sign + 12) % 12) + 1;
  const localTime = (ms: number) => {
    const d = new Date(ms + zoneHours * 3_600_000);
    return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  };
  const weekdayOf = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return L(weekdayNames[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!);
  };
  const dateText = (iso: string) => (h.period === 'weekly' ? `${weekdayOf(iso)} ${isoToDmy(iso)}` : isoToDmy(iso));
  const fill = (template: Bilingual, vars: Record<string, string>) => {
    let out = L(template);
    for (const [k, v] of Object.entries(vars)) out = out.replaceAll(`{${k}}`, v);
    out = out.replaceAll('{when}', when);
    return locale === 'en' ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  };
  const place = (sign: number) => ({
    sign: signName(sign),
    house: L(houseOrdinals[houseOf(sign) - 1]!),
    domain: L(houseDomains[houseOf(sign) - 1]!),
  });
  const eventSentence = (e: TransitFact): string => {
    const vars = {
      ...place(e.sign),
      planet: planetName(e.planet),
      nature: L(planetNatures[e.planet]),
      date: dateText(e.date),
      time: e.atMs === undefined ? '' : localTime(e.atMs),
      kind: e.kind ? L(eclipseKinds[e.kind] ?? { en: e.kind, hi: '' }) : '',
    };
    const key = e.planet === 'MO' && e.event === 'ingress' ? 'moon-ingress' : e.event;
    if (key === 'transit') return '';
    return fill(eventTemplates[key], vars).replaceAll('  ', ' ');
  };

  // Where each planet spends most of the period (its sign at the start, then its ingresses).
  const startMs = Date.parse(`${h.start}T00:00:00Z`) - zoneHours * 3_600_000;
  const endMs = Date.parse(`${h.end}T00:00:00Z`) - zoneHours * 3_600_000 + 86_400_000;
  const mainSign = (p: PlanetKey): number => {
    if (p === 'MO') {
      if (h.period === 'daily') return h.moon[0]!.sign;
      const days = new Map<number, number>();
      for (const m of h.moon) days.set(m.sign, (days.get(m.sign) ?? 0) + 1);
      return [...days].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    }
    const time = new Map<number, number>();
    let sign = h.positions[p].sign;
    let from = startMs;
    for (const e of h.events) {
      if (e.planet !== p || e.event !== 'ingress' || e.atMs === undefined) continue;
      time.set(sign, (time.get(sign) ?? 0) + (e.atMs - from));
      sign = e.sign;
      from = e.atMs;
    }
    time.set(sign, (time.get(sign) ?? 0) + (endMs - from));
    return [...time].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  };

  const stated = new Set<PlanetKey>();
  const introParts: string[] = [];
  const months: WrittenHoroscope['months'] = [];
  const notMoonIngress = (e: TransitFact) => !(e.planet === 'MO' && e.event === 'ingress');

  if (h.period === 'daily' || h.period === 'weekly') {
    const moonIngresses = h.events.filter((e) => e.planet === 'MO' && e.event === 'ingress');
    const firstIngress = moonIngresses[0];
    // The Moon's sign at the start of the period: the one before its first ingress, if any.
    const first = firstIngress ? ((firstIngress.sign + 10) % 12) + 1 : h.moon[0]!.sign;
    introParts.push(fill(moonStartTemplates[mod(n, moonStartTemplates.length)]!, place(first)));
    for (const e of h.events) {
      if (e.planet === 'MO' && e.event === 'ingress') {
        introParts.push(
          h.period === 'daily'
            ? fill(moonIngressToday, { ...place(e.sign), time: localTime(e.atMs!) })
            : eventSentence(e),
        );
      } else introParts.push(eventSentence(e));
    }
    stated.add('MO');
  } else if (h.period === 'monthly') {
    for (const e of h.events.filter(notMoonIngress)) introParts.push(eventSentence(e));
  } else {
    (['JU', 'SA', 'RA', 'KE'] as const).forEach((p, i) => {
      introParts.push(
        fill(transitTemplates[mod(n + i, transitTemplates.length)]!, {
          ...place(h.positions[p].sign),
          planet: planetName(p),
        }),
      );
      stated.add(p);
    });
    introParts.push(fill(yearOpening, {}));
    for (let m = 1; m <= 12; m++) {
      const prefix = `${h.start.slice(0, 4)}-${pad(m)}-`;
      const list = h.events.filter((e) => notMoonIngress(e) && e.date.startsWith(prefix));
      const text = list.map(eventSentence);
      const title = L(monthNames[m - 1]!);
      if (!list.some((e) => e.planet !== 'SU' && e.planet !== 'MO')) text.push(fill(quietMonth, { month: title }));
      months.push({ month: m, title, text: text.join(' ') });
    }
  }

  const drivers = READING_DRIVERS[h.period];
  const sections: WrittenSection[] = READING_SECTIONS.map((key, s) => {
    const planet = key === 'luck' ? h.lucky.planet : drivers[key];
    const house = houseOf(mainSign(planet));
    const situation = situationOf(planet, house);
    const ordinal = SITUATION_HOUSES[planet][situation].indexOf(house);
    const pool = passages[key][situation];
    const offset = key === 'luck' ? PLANET_ORDER.indexOf(planet) : 0;
    const parts: string[] = [];
    if (key !== 'luck' && !stated.has(planet) && h.period !== 'yearly') {
      const at = h.positions[planet];
      parts.push(
        fill(transitTemplates[mod(n + s, transitTemplates.length)]!, { ...place(at.sign), planet: planetName(planet) }),
      );
      stated.add(planet);
    }
    if (key === 'luck' && h.period === 'daily') {
      const f = h.lucky.factors;
      const role = planet === f.nakshatraLord ? 'nakshatra' : planet === f.dayLord ? 'day' : 'sign';
      parts.push(
        fill(luckyPlanetTemplates[mod(n, luckyPlanetTemplates.length)]!, {
          planet: planetName(planet),
          role: L(luckyRoles[role]),
          domain: L(houseDomains[house - 1]!),
        }),
      );
    }
    parts.push(fill(pool[mod(n + ordinal + offset, pool.length)]!, {}));
    return { key, title: L(readingSectionTitles[key]), text: parts.join(' '), planet, situation };
  });

  // The remedy: for the first section in a careful situation, else a mixed one, else the sign lord.
  const bySection = new Map(sections.map((x) => [x.key, x]));
  const pickRemedy = (sit: Situation) => REMEDY_ORDER.map((k) => bySection.get(k)!).find((x) => x.situation === sit);
  const chosen = pickRemedy('careful') ?? pickRemedy('mixed');
  const remedyPlanet: PlanetKey = chosen?.planet ?? h.lucky.factors.signLord;
  const remedySection: ReadingSection = chosen?.key ?? 'luck';
  const r = remedies[remedyPlanet];
  const c = mod(n + houseOf(mainSign(remedyPlanet)), 9);
  const remedyText = fill(remedyTemplate, {
    mantra: L(r.mantras[c % 3]!),
    charity: L(r.charities[Math.floor(c / 3)]!),
    fast: L(r.fast),
    colour: L(luckyColourNames[PLANET_COLOUR[remedyPlanet]]).toLocaleLowerCase(locale === 'hi' ? 'hi' : 'en'),
    planet: planetName(remedyPlanet),
    section: L(readingSectionTitles[remedySection]).toLocaleLowerCase(locale === 'hi' ? 'hi' : 'en'),
  });

  // The planets the prose does not name.
  const basis = PLANET_ORDER.filter((p) => !stated.has(p)).map((p) => {
    const at = h.positions[p];
    return `${fill(basisTemplate, { planet: planetName(p), sign: signName(at.sign), house: String(at.house) })}${
      at.retrograde ? ` ${L(RETROGRADE_MARK)}` : ''
    }`;
  });

  const f = h.lucky.factors;
  const nk = L(NAKSHATRAS[f.nakshatra - 1]!.name);
  const names = {
    dayLord: planetName(f.dayLord),
    nakshatraLord: planetName(f.nakshatraLord),
    signLord: planetName(f.signLord),
  };
  const sum = PLANET_NUMBER[f.dayLord] + PLANET_NUMBER[f.nakshatraLord] + PLANET_NUMBER[f.signLord];
  const timeText =
    h.period === 'daily' && h.lucky.time ? `${localTime(h.lucky.time.startMs)}–${localTime(h.lucky.time.endMs)}` : null;
  const lucky: WrittenHoroscope['lucky'] = {
    planet: h.lucky.planet,
    number: h.lucky.number,
    colour: h.lucky.colour,
    colourName: L(luckyColourNames[h.lucky.colour]),
    time: timeText,
    basis: {
      factors: fill(luckyBasisTemplates.factors, { ...names, nakshatra: nk }),
      number: fill(luckyBasisTemplates.number, {
        ...names,
        sum: String(sum),
        a: String(PLANET_NUMBER[f.dayLord]),
        b: String(PLANET_NUMBER[f.nakshatraLord]),
        c: String(PLANET_NUMBER[f.signLord]),
      }),
      colour: fill(luckyBasisTemplates.colour, { planet: planetName(h.lucky.planet) }),
      time:
        timeText && h.lucky.time ? fill(luckyBasisTemplates.time, { planet: planetName(h.lucky.time.planet) }) : null,
    },
  };

  return {
    sign: h.sign,
    period: h.period,
    start: h.start,
    end: h.end,
    locale,
    intro: introParts.filter(Boolean).join(' '),
    months,
    sections,
    remedy: { planet: remedyPlanet, section: remedySection, text: remedyText },
    lucky,
    basis,
  };
}

/** A text's sentences (split after . ! ? or the danda). */
export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?।])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence of a written horoscope's prose, in page order. */
export function horoscopeSentences(w: WrittenHoroscope): string[] {
  return [w.intro, ...w.months.map((m) => m.text), ...w.sections.map((s) => s.text), w.remedy.text].flatMap(
    sentencesIn,
  );
}

/** What a personal horoscope needs from a birth chart. */
export interface PersonalChart {
  /** Sidereal signs 1–12. */
  moonSign: number;
  ascendantSign: number;
  /** The running Vimshottari mahadasha and antardasha, and when the antardasha ends (UTC ms). */
  maha: PlanetKey;
  antar: PlanetKey;
  antarEndMs: number;
}

export interface WrittenPersonal {
  moonSign: number;
  ascendantSign: number;
  dasha: { maha: PlanetKey; antar: PlanetKey; until: string };
  /** The day from the ascendant and the running dasha, in words. */
  ascendantText: string;
  dashaText: string;
  /** The day's horoscope for the Moon sign. */
  reading: WrittenHoroscope;
}

/**
 * A personal daily horoscope: the day's reading for the Moon sign, then the Moon and the Sun
 * counted from the ascendant, and the running dasha with its antardasha lord's transit from the
 * ascendant. `fromMoon` and `fromAscendant` are the same day's horoscope for the two signs.
 */
export function writePersonal(
  chart: PersonalChart,
  fromMoon: Horoscope,
  fromAscendant: Horoscope,
  locale: Locale,
  zoneHours = 5.5,
): WrittenPersonal {
  const L = (b: Bilingual) => b[locale];
  const when = L(periodWhen[fromMoon.period]);
  const fill = (template: Bilingual, vars: Record<string, string>) => {
    let out = L(template);
    for (const [k, v] of Object.entries(vars)) out = out.replaceAll(`{${k}}`, v);
    out = out.replaceAll('{when}', when);
    return locale === 'en' ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  };
  const place = (sign: number) => {
    const house = ((sign - chart.ascendantSign + 12) % 12) + 1;
    return {
      sign: L(ZODIAC_SIGNS[sign - 1]!.name),
      house: L(houseOrdinals[house - 1]!),
      domain: L(houseDomains[house - 1]!),
    };
  };
  const ascendant = L(ZODIAC_SIGNS[chart.ascendantSign - 1]!.name);
  const until = isoToDmy(new Date(chart.antarEndMs + zoneHours * 3_600_000).toISOString().slice(0, 10));
  const ascendantText = [
    fill(personalTemplates.ascendantMoon, { ...place(fromAscendant.moon[0]!.sign), ascendant }),
    fill(personalTemplates.ascendantSun, place(fromAscendant.positions.SU.sign)),
  ].join(' ');
  const dashaText = fill(personalTemplates.dasha, {
    ...place(fromAscendant.positions[chart.antar].sign),
    maha: L(planet(chart.maha).name),
    antar: L(planet(chart.antar).name),
    planet: L(planetInSentence[chart.antar]),
    date: until,
  });
  return {
    moonSign: chart.moonSign,
    ascendantSign: chart.ascendantSign,
    dasha: { maha: chart.maha, antar: chart.antar, until },
    ascendantText,
    dashaText,
    reading: writeHoroscope(fromMoon, locale, zoneHours),
  };
}
