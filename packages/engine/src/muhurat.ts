/**
 * Shubh muhurat finder: the good windows for an event at a place over a range of dates, by the
 * traditional rules of tithi, nakshatra, vara, yoga and karana, avoiding rahu kaal, yamaganda,
 * gulika, dur muhurat, varjyam and bhadra (Vishti karana), optionally personalised with tara bala
 * (from the person's birth nakshatra) and chandra bala (from the birth Moon sign).
 *
 * The day (sunrise to sunset) is divided into 15 muhurtas, the night into 15 more (SPEC part 2,
 * decision 5); windows are muhurtas or the parts of them where every rule holds, joined when they
 * touch and share their panchang elements. Each window carries its reasons as stable keys; text
 * is written elsewhere.
 *
 * Sources. The rules common to all auspicious work and the per-event lists below follow Muhurta
 * Chintamani (Daivajna Rama, 1600: shubhashubha, samskara, vivaha, yatra, griha-pravesha and
 * vastu prakaranas) as B. V. Raman's "Muhurtha (Electional Astrology)" restates them:
 * - every event avoids the rikta tithis (4, 9, 14 of either paksha) and Amavasya, the nine
 *   inauspicious yogas (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha,
 *   Vaidhriti), Vishti karana (bhadra) and the four fixed karanas around the new moon (Shakuni,
 *   Chatushpada, Naga, Kimstughna), rahu kaal, yamaganda, gulika, dur muhurat and varjyam;
 * - tara bala: counting from the birth nakshatra to the day's, the 3rd, 5th and 7th taras (vipat,
 *   pratyak, naidhana) are rejected;
 * - chandra bala: the Moon in the 1st, 3rd, 6th, 7th, 10th or 11th sign from the birth Moon is
 *   good, and in the bright fortnight the 2nd, 5th and 9th as well; the 4th, 8th and 12th never;
 * - travel also avoids disha shool: east on Monday and Saturday, west on Sunday and Friday, north
 *   on Tuesday and Wednesday, south on Thursday.
 * Per event ({@link MUHURAT_RULES}): the favourable nakshatras, tithis (1–15 Shukla, 16–30
 * Krishna), weekdays (0 Sunday) and amanta months (1 Chaitra), whether the night may be used, and
 * whether Jupiter or Venus must not be combust (guru/shukra asta) and the month not adhika.
 */
import { computeSky } from './ephemeris';
import { isCombust } from './dignity';
import type { ElementSpan } from './lunisolar';
import { addDays, type CivilDate, type Interval, type Panchang, panchang, panchangContext } from './panchang';
import type { RiseSetKind } from './sunrise';
import { houseFrom } from './zodiac';

/** The events the finder knows. */
export const MUHURAT_EVENTS = [
  'marriage',
  'griha-pravesh',
  'vehicle-purchase',
  'property-purchase',
  'naamkaran',
  'mundan',
  'business-start',
  'travel',
] as const;
/** An event key. */
export type MuhuratEvent = (typeof MUHURAT_EVENTS)[number];

/** The rules of one event. */
export interface MuhuratRule {
  /** Favourable nakshatras 1–27. */
  nakshatras: readonly number[];
  /** Favourable tithis 1–30. */
  tithis: readonly number[];
  /** Favourable weekdays, 0 Sunday. */
  varas: readonly number[];
  /**
   * Favourable amanta months 1–12, each with the tithis it is open from and to (inclusive);
   * absent: any month.
   */
  months?: readonly (readonly [month: number, fromTithi: number, toTithi: number])[];
  /** The night's muhurtas may be used too. */
  night: boolean;
  /** Rejected in an adhika (intercalary) month. */
  avoidAdhika: boolean;
  /** Rejected while Jupiter or Venus is combust (guru/shukra asta). */
  avoidCombust: boolean;
  /** Rejected in kharmas: while the Sun is in sidereal Sagittarius or Pisces (Dhanu and Mina). */
  avoidKharmas: boolean;
}

const ALL = (month: number): readonly [number, number, number] => [month, 1, 30];

/**
 * The per-event rules (Muhurta Chintamani; Raman, Muhurtha):
 * - marriage (vivaha prakarana): Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati,
 *   Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati; Shukla 2, 3, 5, 7, 10, 11, 12, 13,
 *   Purnima and Krishna 1, 2, 3, 5, 7, 10; Monday, Wednesday, Thursday, Friday; the months
 *   Vaishakha, Jyeshtha, Margashirsha, Magha, Phalguna, Ashadha up to Shukla Dashami and Kartika
 *   from Shukla Ekadashi (outside chaturmas); no adhika month, no guru or shukra asta, no
 *   kharmas (the Sun in Sagittarius or Pisces); day or night (the evening and night ceremonies).
 * - griha-pravesh (griha pravesha prakarana): Rohini, Mrigashira, Uttara Phalguni, Chitra,
 *   Anuradha, Uttara Ashadha, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati; Shukla 2, 3, 5,
 *   6, 7, 10, 11, 12, 13 and Krishna 1, 2, 3, 5; any weekday but Sunday and Tuesday; Vaishakha,
 *   Jyeshtha, Kartika, Margashirsha, Magha, Phalguna; no adhika month, no asta, no kharmas;
 *   daytime.
 * - vehicle-purchase (vahana): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati,
 *   Anuradha, Shravana, Dhanishta, Shatabhisha, Revati (the light, movable and soft nakshatras);
 *   the non-rikta tithis but Ashtami and Krishna after Dashami; Sunday, Monday, Wednesday,
 *   Thursday, Friday; daytime.
 * - property-purchase (bhumi and griha kraya): Mrigashira, Punarvasu, Magha, Purva Phalguni,
 *   Vishakha, Anuradha, Mula, Purva Ashadha, Purva Bhadrapada, Revati; tithis as for vehicles;
 *   Monday, Wednesday, Thursday, Friday; daytime.
 * - naamkaran (nama karana, samskara prakarana): Ashwini, Rohini, Mrigashira, Punarvasu, Pushya,
 *   Uttara Phalguni, Hasta, Chitra, Swati, Anuradha, Uttara Ashadha, Shravana, Dhanishta,
 *   Shatabhisha, Uttara Bhadrapada, Revati; tithis as for vehicles; Monday, Wednesday, Thursday,
 *   Friday; daytime; no asta.
 * - mundan (chudakarana): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Jyeshtha,
 *   Shravana, Dhanishta, Shatabhisha, Revati; Shukla 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday,
 *   Thursday, Friday; Chaitra, Vaishakha, Jyeshtha, Ashadha up to Shukla Dashami, Magha,
 *   Phalguna; no adhika month, no asta, no kharmas; daytime.
 * - business-start (vyapara arambha): Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra,
 *   Anuradha, Uttara Ashadha, Shravana, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati;
 *   Shukla 2, 3, 5, 6, 7, 10, 11, 12, 13, Purnima and Krishna 1, 2, 3, 5, 6, 7; Monday,
 *   Wednesday, Thursday, Friday; daytime.
 * - travel (yatra prakarana): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana,
 *   Dhanishta, Revati; Shukla 2, 3, 5, 7, 10, 11, 13 and Krishna 2, 3, 5, 7; Monday, Wednesday,
 *   Thursday, Friday; day or night; disha shool when a direction is given.
 */
export const MUHURAT_RULES: Readonly<Record<MuhuratEvent, MuhuratRule>> = {
  marriage: {
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 22, 25],
    varas: [1, 3, 4, 5],
    months: [ALL(2), ALL(3), [4, 1, 10], [8, 11, 30], ALL(9), ALL(11), ALL(12)],
    night: true,
    avoidAdhika: true,
    avoidCombust: true,
    avoidKharmas: true,
  },
  'griha-pravesh': {
    nakshatras: [4, 5, 12, 14, 17, 21, 23, 24, 26, 27],
    tithis: [2, 3, 5, 6, 7, 10, 11, 12, 13, 16, 17, 18, 20],
    varas: [1, 3, 4, 5, 6],
    months: [ALL(2), ALL(3), ALL(8), ALL(9), ALL(11), ALL(12)],
    night: false,
    avoidAdhika: true,
    avoidCombust: true,
    avoidKharmas: true,
  },
  'vehicle-purchase': {
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25],
    varas: [0, 1, 3, 4, 5],
    night: false,
    avoidAdhika: false,
    avoidCombust: false,
    avoidKharmas: false,
  },
  'property-purchase': {
    nakshatras: [5, 7, 10, 11, 16, 17, 19, 20, 25, 27],
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25],
    varas: [1, 3, 4, 5],
    night: false,
    avoidAdhika: false,
    avoidCombust: false,
    avoidKharmas: false,
  },
  naamkaran: {
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25],
    varas: [1, 3, 4, 5],
    night: false,
    avoidAdhika: false,
    avoidCombust: true,
    avoidKharmas: false,
  },
  mundan: {
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27],
    tithis: [2, 3, 5, 7, 10, 11, 13],
    varas: [1, 3, 4, 5],
    months: [ALL(1), ALL(2), ALL(3), [4, 1, 10], ALL(11), ALL(12)],
    night: false,
    avoidAdhika: true,
    avoidCombust: true,
    avoidKharmas: true,
  },
  'business-start': {
    nakshatras: [1, 4, 8, 12, 13, 14, 17, 21, 22, 23, 24, 26, 27],
    tithis: [2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22],
    varas: [1, 3, 4, 5],
    night: false,
    avoidAdhika: false,
    avoidCombust: false,
    avoidKharmas: false,
  },
  travel: {
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22],
    varas: [1, 3, 4, 5],
    night: true,
    avoidAdhika: false,
    avoidCombust: false,
    avoidKharmas: false,
  },
};

/** Yogas (1–27) no auspicious work begins in. */
export const INAUSPICIOUS_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27];

/** True for Vishti (bhadra), the 7th of the movable karanas (karana 1–60). */
export function isVishti(karana: number): boolean {
  return karana >= 2 && karana <= 57 && (karana - 2) % 7 === 6;
}

/** True for the four fixed karanas: Kimstughna (1), Shakuni, Chatushpada, Naga (58–60). */
export function isFixedKarana(karana: number): boolean {
  return karana === 1 || karana >= 58;
}

/** Tara 1–9 of the day's nakshatra counted from the birth nakshatra (1 janma … 9 parama mitra). */
export function taraOf(birthNakshatra: number, nakshatra: number): number {
  return (((nakshatra - birthNakshatra + 27) % 27) % 9) + 1;
}

/** Tara bala: the 3rd (vipat), 5th (pratyak) and 7th (naidhana) taras are bad. */
export function taraBalaGood(tara: number): boolean {
  return tara !== 3 && tara !== 5 && tara !== 7;
}

/** Chandra bala of the transit Moon's sign from the birth Moon sign. */
export function chandraBalaGood(birthMoonSign: number, moonSign: number, paksha: 'shukla' | 'krishna'): boolean {
  const house = houseFrom(birthMoonSign, moonSign);
  if ([1, 3, 6, 7, 10, 11].includes(house)) return true;
  return paksha === 'shukla' && [2, 5, 9].includes(house);
}

/** Weekdays on which travel towards a direction meets disha shool. */
export const DISHA_SHOOL: Readonly<Record<'east' | 'west' | 'north' | 'south', readonly number[]>> = {
  east: [1, 6],
  west: [0, 5],
  north: [2, 3],
  south: [4],
};

/** A search for muhurats. */
export interface MuhuratQuery {
  event: MuhuratEvent;
  /** First and last (inclusive) dates whose Hindu days are searched. */
  from: CivilDate;
  to: CivilDate;
  /** Degrees, north and east positive. */
  lat: number;
  lon: number;
  /** IANA zone or hours east of UTC. */
  zone: string | number;
  /** Which sunrise divides the day; default `standard`. */
  sunrise?: RiseSetKind;
  /** For tara bala and chandra bala: the birth nakshatra (1–27) and birth Moon sign (1–12). */
  person?: { nakshatra: number; moonSign: number };
  /** For travel: the direction of the journey (disha shool). */
  direction?: 'east' | 'west' | 'north' | 'south';
  /** Shortest window worth reporting, minutes; default 12. */
  minMinutes?: number;
}

/** Why a window is good (every rule it passes, and what makes it better), as stable keys. */
export type MuhuratReason =
  | 'good-vara'
  | 'good-month'
  | 'good-tithi'
  | 'good-nakshatra'
  | 'good-yoga'
  | 'good-karana'
  | 'no-bad-period'
  | 'tara-bala'
  | 'chandra-bala'
  | 'no-disha-shool'
  | 'abhijit-muhurta'
  | 'amrit-kaal'
  | 'amrit-choghadiya'
  | 'shubh-choghadiya'
  | 'labh-choghadiya';

/** Why a day or a stretch of it was rejected, as stable keys. */
export type MuhuratRejection =
  | 'polar'
  | 'vara'
  | 'month'
  | 'adhika-masa'
  | 'jupiter-combust'
  | 'venus-combust'
  | 'kharmas'
  | 'disha-shool'
  | 'tithi'
  | 'nakshatra'
  | 'yoga'
  | 'bhadra'
  | 'karana'
  | 'tara-bala'
  | 'chandra-bala'
  | 'bad-periods';

/** A good window. */
export interface MuhuratWindow {
  startMs: number;
  endMs: number;
  /** The date whose Hindu day (sunrise to sunrise) holds the window. */
  date: CivilDate;
  /** The muhurtas it lies in: day or night, 1–15. */
  muhurtas: { part: 'day' | 'night'; index: number }[];
  vara: number;
  tithi: number;
  nakshatra: number;
  yoga: number;
  karana: number;
  moonSign: number;
  /** With a person: their tara (1–9) in this nakshatra. */
  tara?: number;
  reasons: MuhuratReason[];
  /** How many of the bonus reasons (abhijit, amrit kaal, a good choghadiya) it has. */
  score: number;
}

/** One searched day. */
export interface MuhuratDay {
  date: CivilDate;
  vara: number;
  /** Tithi and nakshatra at sunrise. */
  tithi: number;
  nakshatra: number;
  windows: number;
  /** Day-level rejections, or (when no window survived) what ruled the candidates out. */
  rejected: MuhuratRejection[];
}

/** The finder's answer. */
export interface MuhuratResult {
  event: MuhuratEvent;
  windows: MuhuratWindow[];
  days: MuhuratDay[];
}

const REJECTION_ORDER: readonly MuhuratRejection[] = [
  'polar',
  'vara',
  'month',
  'adhika-masa',
  'jupiter-combust',
  'venus-combust',
  'kharmas',
  'disha-shool',
  'tithi',
  'nakshatra',
  'yoga',
  'bhadra',
  'karana',
  'tara-bala',
  'chandra-bala',
  'bad-periods',
];

/** The element of a list in force at an instant (lists are ordered by end). */
function elementAt(list: ElementSpan[], ms: number): number {
  for (const e of list) if (e.endMs > ms) return e.index;
  return list.at(-1)!.index;
}

/** `piece` minus every interval of `bad`. */
function subtract(piece: Interval, bad: Interval[]): Interval[] {
  let parts = [piece];
  for (const b of bad) {
    const next: Interval[] = [];
    for (const p of parts) {
      if (b.endMs <= p.startMs || b.startMs >= p.endMs) {
        next.push(p);
        continue;
      }
      if (b.startMs > p.startMs) next.push({ startMs: p.startMs, endMs: b.startMs });
      if (b.endMs < p.endMs) next.push({ startMs: b.endMs, endMs: p.endMs });
    }
    parts = next;
  }
  return parts;
}

const overlaps = (a: Interval, b: Interval | null | undefined) =>
  b !== null && b !== undefined && a.startMs < b.endMs && b.startMs < a.endMs;

function dayRejections(p: Panchang, rule: MuhuratRule, query: MuhuratQuery): MuhuratRejection[] {
  const out: MuhuratRejection[] = [];
  if (p.polar !== null) return ['polar'];
  if (!rule.varas.includes(p.vara)) out.push('vara');
  if (query.direction && DISHA_SHOOL[query.direction].includes(p.vara)) out.push('disha-shool');
  if (rule.avoidAdhika && p.month.amanta.adhika) out.push('adhika-masa');
  const sunSign = p.sunSign[0]!.index;
  if (rule.avoidKharmas && (sunSign === 9 || sunSign === 12)) out.push('kharmas');
  if (rule.avoidCombust) {
    const sky = computeSky(p.sunrise!);
    const sun = sky.planets.SU.longitude;
    if (isCombust('JU', sky.planets.JU.longitude, sun, sky.planets.JU.retrograde)) out.push('jupiter-combust');
    if (isCombust('VE', sky.planets.VE.longitude, sun, sky.planets.VE.retrograde)) out.push('venus-combust');
  }
  return REJECTION_ORDER.filter((r) => out.includes(r));
}

function monthOk(rule: MuhuratRule, month: number, tithi: number): boolean {
  if (!rule.months) return true;
  return rule.months.some(([m, from, to]) => m === month && tithi >= from && tithi <= to);
}

/**
 * The good windows for `query.event` from `query.from` to `query.to` (at most 400 days), in time
 * order, with a summary of every day searched.
 */
export function findMuhurats(query: MuhuratQuery): MuhuratResult {
  const rule = MUHURAT_RULES[query.event];
  if (!rule) throw new RangeError(`unknown event "${query.event}"`);
  const minMs = (query.minMinutes ?? 12) * 60_000;
  const span =
    (Date.UTC(query.to.year, query.to.month - 1, query.to.day) -
      Date.UTC(query.from.year, query.from.month - 1, query.from.day)) /
    86_400_000;
  if (span > 400) throw new RangeError('a muhurat search covers at most 400 days');
  const context = panchangContext();
  const windows: MuhuratWindow[] = [];
  const days: MuhuratDay[] = [];
  let date = query.from;
  for (let n = 0; n < 400; n++, date = addDays(date, 1)) {
    if (
      date.year > query.to.year ||
      (date.year === query.to.year &&
        (date.month > query.to.month || (date.month === query.to.month && date.day > query.to.day)))
    )
      break;
    const p = panchang(
      { date, lat: query.lat, lon: query.lon, zone: query.zone, sunrise: query.sunrise ?? 'standard' },
      context,
    );
    const summary: MuhuratDay = {
      date,
      vara: p.vara,
      tithi: p.tithi[0]!.index,
      nakshatra: p.nakshatra[0]!.index,
      windows: 0,
      rejected: dayRejections(p, rule, query),
    };
    days.push(summary);
    if (summary.rejected.length > 0) continue;

    const ruledOut = new Set<MuhuratRejection>();
    const bad: Interval[] = [p.rahuKaal!, p.yamaganda!, p.gulika!, ...p.durMuhurat, ...p.varjyam];
    const slots: (Interval & { part: 'day' | 'night'; index: number })[] = p.muhurtas.day.map((m, i) => ({
      ...m,
      part: 'day',
      index: i + 1,
    }));
    if (rule.night) slots.push(...p.muhurtas.night.map((m, i) => ({ ...m, part: 'night' as const, index: i + 1 })));
    const lists = [p.tithi, p.nakshatra, p.yoga, p.karana, p.moonSign];
    const dayWindows: MuhuratWindow[] = [];
    for (const slot of slots) {
      // Cut the muhurta where an element changes, then judge each piece.
      const cuts = [slot.startMs];
      for (const list of lists)
        for (const e of list) if (e.endMs > slot.startMs && e.endMs < slot.endMs) cuts.push(e.endMs);
      cuts.sort((a, b) => a - b);
      cuts.push(slot.endMs);
      for (let c = 0; c + 1 < cuts.length; c++) {
        const piece = { startMs: cuts[c]!, endMs: cuts[c + 1]! };
        if (piece.endMs - piece.startMs < 1000) continue;
        const mid = (piece.startMs + piece.endMs) / 2;
        const tithi = elementAt(p.tithi, mid);
        const nakshatra = elementAt(p.nakshatra, mid);
        const yoga = elementAt(p.yoga, mid);
        const karana = elementAt(p.karana, mid);
        const moonSign = elementAt(p.moonSign, mid);
        const rejections: MuhuratRejection[] = [];
        if (!monthOk(rule, p.month.amanta.index, tithi)) rejections.push('month');
        if (!rule.tithis.includes(tithi)) rejections.push('tithi');
        if (!rule.nakshatras.includes(nakshatra)) rejections.push('nakshatra');
        if (INAUSPICIOUS_YOGAS.includes(yoga)) rejections.push('yoga');
        if (isVishti(karana)) rejections.push('bhadra');
        else if (isFixedKarana(karana)) rejections.push('karana');
        let tara: number | undefined;
        if (query.person) {
          tara = taraOf(query.person.nakshatra, nakshatra);
          if (!taraBalaGood(tara)) rejections.push('tara-bala');
          const paksha = tithi <= 15 ? 'shukla' : 'krishna';
          if (!chandraBalaGood(query.person.moonSign, moonSign, paksha)) rejections.push('chandra-bala');
        }
        if (rejections.length > 0) {
          for (const r of rejections) ruledOut.add(r);
          continue;
        }
        const good = subtract(piece, bad);
        if (good.length === 0) ruledOut.add('bad-periods');
        for (const g of good) {
          const reasons: MuhuratReason[] = ['good-vara'];
          if (rule.months) reasons.push('good-month');
          reasons.push('good-tithi', 'good-nakshatra', 'good-yoga', 'good-karana', 'no-bad-period');
          if (query.person) reasons.push('tara-bala', 'chandra-bala');
          if (query.direction) reasons.push('no-disha-shool');
          if (slot.part === 'day' && slot.index === 8) reasons.push('abhijit-muhurta');
          if (p.amritKaal.some((a) => overlaps(g, a))) reasons.push('amrit-kaal');
          const chog = [...p.choghadiya.day, ...p.choghadiya.night].filter((x) => overlaps(g, x)).map((x) => x.name);
          if (chog.includes('Amrit')) reasons.push('amrit-choghadiya');
          if (chog.includes('Shubh')) reasons.push('shubh-choghadiya');
          if (chog.includes('Labh')) reasons.push('labh-choghadiya');
          const window: MuhuratWindow = {
            startMs: g.startMs,
            endMs: g.endMs,
            date,
            muhurtas: [{ part: slot.part, index: slot.index }],
            vara: p.vara,
            tithi,
            nakshatra,
            yoga,
            karana,
            moonSign,
            reasons,
            score: 0,
          };
          if (tara !== undefined) window.tara = tara;
          // Join a window that continues the previous one with the same elements.
          const last = dayWindows.at(-1);
          if (
            last &&
            Math.abs(last.endMs - window.startMs) < 1000 &&
            last.tithi === tithi &&
            last.nakshatra === nakshatra &&
            last.yoga === yoga &&
            last.karana === karana &&
            last.moonSign === moonSign
          ) {
            last.endMs = window.endMs;
            const m = last.muhurtas.at(-1)!;
            if (m.part !== slot.part || m.index !== slot.index)
              last.muhurtas.push({ part: slot.part, index: slot.index });
            for (const r of reasons) if (!last.reasons.includes(r)) last.reasons.push(r);
          } else dayWindows.push(window);
        }
      }
    }
    const ORDER: readonly MuhuratReason[] = [
      'good-vara',
      'good-month',
      'good-tithi',
      'good-nakshatra',
      'good-yoga',
      'good-karana',
      'no-bad-period',
      'tara-bala',
      'chandra-bala',
      'no-disha-shool',
      'abhijit-muhurta',
      'amrit-kaal',
      'amrit-choghadiya',
      'shubh-choghadiya',
      'labh-choghadiya',
    ];
    const BONUS = ORDER.slice(ORDER.indexOf('abhijit-muhurta'));
    for (const w of dayWindows) {
      if (w.endMs - w.startMs < minMs) {
        ruledOut.add('bad-periods');
        continue;
      }
      w.reasons.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
      w.score = w.reasons.filter((r) => BONUS.includes(r)).length;
      windows.push(w);
      summary.windows += 1;
    }
    if (summary.windows === 0) summary.rejected = REJECTION_ORDER.filter((r) => ruledOut.has(r));
  }
  return { event: query.event, windows, days };
}
