/**
 * The panchang of one Hindu day, from a date's sunrise to the next sunrise, at one place.
 *
 * Everything is structured data with stable indices and keys; names and prose in English and
 * Hindi live in the content package. Instants are UTC milliseconds; angles sidereal degrees.
 *
 * Conventions (docs/CONVENTIONS.md, "npx drishti panchang"):
 * - The day runs from sunrise to the next sunrise. Sunrise is the standard one (upper limb, with
 *   refraction), or with `sunrise: 'hindu'` the centre of the disc without refraction
 *   (see {@link ./sunrise}); every timed period below is reckoned from the chosen sunrise.
 * - Tithi 1–30 (elongation of the Moon from the Sun / 12°; 16–30 Krishna, 30 Amavasya), karana
 *   1–60 (elongation / 6°: 1 Kimstughna, 2–57 Bava…Vishti seven times over, 58 Shakuni,
 *   59 Chatushpada, 60 Naga), nakshatra 1–27 (sidereal Moon / 13°20′), yoga 1–27 ((sidereal Sun
 *   + sidereal Moon) / 13°20′, 1 Vishkambha), vara 0–6 (0 Sunday: the weekday of the civil date
 *   whose sunrise opens the day). Each list holds every element running during the day with the
 *   instant it ends, found by root finding on the ephemeris (see {@link ./lunisolar}); the last
 *   ends after the next sunrise.
 * - Rahu kaal, yamaganda and gulika are eighths of the daytime (sunrise to sunset); which eighth
 *   depends on the weekday (tables below). Abhijit is the 8th of the 15 muhurtas of the daytime
 *   (SPEC part 2, decision 5). Dur muhurat: the muhurtas of the day (and on Tuesday one of the
 *   night) that the weekday makes inauspicious. Choghadiya: eight equal parts of the day and of
 *   the night. Hora: twelve equal parts of each, lords in the Chaldean order from the weekday's
 *   lord. Varjyam and amrit kaal: 4 ghatis (1/15 of the nakshatra's duration) starting a fixed
 *   number of ghatis after each nakshatra begins (tables below).
 * - Months: amanta months run from new moon to new moon and are named by the sidereal sign the
 *   Sun is in at the new moon that begins them (Sun in Pisces → Chaitra, …); a month during which
 *   the Sun changes no sign is adhika and shares its name with the month after it. Purnimanta
 *   months end at full moon: in the Krishna paksha they take the name of the next amanta month
 *   (except in an adhika month, which both systems place from new moon to new moon).
 * - Years: Vikram samvat (Chaitradi, North Indian) and Shaka samvat turn at the new moon that
 *   begins Chaitra. Samvatsaras, 1 Prabhava to 60 Akshaya: the South Indian (luni-solar) cycle
 *   follows the Shaka year; the North Indian one is the Jovian (Barhaspatya) year by the Surya
 *   Siddhanta with bija (Sewell & Dikshit, The Indian Calendar, 1896, art. 59c), the one that
 *   begins during the year, as Drik Panchang and printed North Indian panchangs name it (VS 2077
 *   Pramadi, VS 2082 Kalayukta).
 * - Polar day and night: when the Sun does not rise or set within the day, `polar` says which,
 *   the day runs from local midnight to midnight and the periods tied to sunrise are empty.
 */
import { AYANAMSA_NAMES, type AyanamsaName, meanAyanamsa } from './ayanamsa';
import { InputError, MAX_YEAR, MIN_YEAR, type ZoneLookup, zoneOf } from './birth';
import type { PositionKind } from './ephemeris';
import { ANGLE_RATE, type ElementSpan, LuniSolar, type SunMoon } from './lunisolar';
import { aboveHorizon, nextRiseSet, type RiseSetKind } from './sunrise';
import { DAY_MS, wallTimeToUtcMs } from './time';
import { norm360, type SevenPlanetKey } from './zodiac';

/** A calendar date. */
export interface CivilDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** What a panchang is computed for. */
export interface PanchangInput {
  date: CivilDate;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  /** IANA zone or hours east of UTC: what "date" means (its midnight) and how times are shown. */
  zone: string | number;
  /** Which sunrise opens the day and divides it: `standard` (default) or `hindu`. */
  sunrise?: RiseSetKind;
  /** Default `lahiri`. */
  ayanamsa?: AyanamsaName;
  /** Default `apparent`. */
  positions?: PositionKind;
}

/** A span of time, UTC milliseconds. */
export interface Interval {
  startMs: number;
  endMs: number;
}

/** A nakshatra pada of the day. */
export interface PadaSpan {
  /** 1–27. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
  endMs: number;
}

/** Choghadiya names, as docs/CONVENTIONS.md writes them. */
export type ChoghadiyaName = 'Amrit' | 'Shubh' | 'Labh' | 'Char' | 'Rog' | 'Kaal' | 'Udveg';

/** One choghadiya. */
export interface ChoghadiyaSpan extends Interval {
  name: ChoghadiyaName;
}

/** One hora. */
export interface HoraSpan extends Interval {
  lord: SevenPlanetKey;
}

/** Sunrise, sunset and the next sunrise in one definition (null when the Sun does not rise or set). */
export interface SunTimes {
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
}

/** A lunar month: index 1 (Chaitra) to 12 (Phalguna), and whether it is adhika (intercalary). */
export interface LunarMonth {
  index: number;
  adhika: boolean;
}

/** The panchang of one Hindu day. */
export interface Panchang {
  date: CivilDate;
  lat: number;
  lon: number;
  zone: string | number;
  /** The sunrise definition the day and its periods use. */
  sunriseKind: RiseSetKind;
  /** `day` or `night` when the Sun does not both rise and set (polar regions), else null. */
  polar: 'day' | 'night' | null;
  /** The day: sunrise to next sunrise (local midnight to midnight in polar conditions). */
  day: Interval;
  /** Sunrise, sunset and next sunrise in the chosen definition. */
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  /** Both definitions. */
  sun: Record<RiseSetKind, SunTimes>;
  /** Moonrise and moonset during the day (same definition as the sunrise), or null. */
  moonrise: number | null;
  moonset: number | null;
  /** 0 Sunday – 6 Saturday. */
  vara: number;
  /** From the tithi at sunrise. */
  paksha: 'shukla' | 'krishna';
  tithi: ElementSpan[];
  /** The first nakshatra carries its start (varjyam and amrit kaal are counted from it). */
  nakshatra: ElementSpan[];
  padas: PadaSpan[];
  yoga: ElementSpan[];
  karana: ElementSpan[];
  /** Sidereal signs 1–12 of the Sun and the Moon during the day. */
  sunSign: ElementSpan[];
  moonSign: ElementSpan[];
  month: {
    amanta: LunarMonth;
    purnimanta: LunarMonth;
    /** The new moons that begin and end the amanta month. */
    newMoon: number;
    nextNewMoon: number;
  };
  samvat: { vikram: number; shaka: number };
  /** 1 Prabhava – 60 Akshaya. */
  samvatsara: { north: number; south: number };
  /**
   * Ritu 1 Vasanta – 6 Shishira: `vedic` by the amanta month (Chaitra–Vaishakha Vasanta, …),
   * `drik` by the tropical Sun (Vasanta from 330°, Grishma from 30°, …, Shishira from 270°).
   */
  ritu: { vedic: number; drik: number };
  /** Ayana of the sidereal Sun (`vedic`, from Makara sankranti) and of the tropical Sun (`drik`). */
  ayana: { vedic: 'uttarayana' | 'dakshinayana'; drik: 'uttarayana' | 'dakshinayana' };
  rahuKaal: Interval | null;
  yamaganda: Interval | null;
  gulika: Interval | null;
  /** The 8th of the 15 day muhurtas (many panchangs leave it out on Wednesdays). */
  abhijit: Interval | null;
  /** The two muhurtas before sunrise (the 14th of the night that ends at this sunrise). */
  brahmaMuhurta: Interval | null;
  durMuhurat: Interval[];
  /** Varjyam and amrit kaal spans that overlap the day (in full, even when they start before it). */
  varjyam: Interval[];
  amritKaal: Interval[];
  choghadiya: { day: ChoghadiyaSpan[]; night: ChoghadiyaSpan[] };
  hora: { day: HoraSpan[]; night: HoraSpan[] };
  /** The 15 muhurtas of the daytime and the 15 of the night. */
  muhurtas: { day: Interval[]; night: Interval[] };
}

/** Part (1–8) of the daytime that is rahu kaal, by weekday (0 Sunday). */
export const RAHU_KAAL_PART: readonly number[] = [8, 2, 7, 5, 6, 4, 3];
/** Part (1–8) of the daytime that is yamaganda, by weekday. */
export const YAMAGANDA_PART: readonly number[] = [5, 4, 3, 2, 1, 7, 6];
/** Part (1–8) of the daytime that is gulika kaal, by weekday. */
export const GULIKA_PART: readonly number[] = [7, 6, 5, 4, 3, 2, 1];

/**
 * Dur muhurat by weekday: day muhurtas (1–15 from sunrise) and night muhurtas (1–15 from sunset).
 * Sunday 14th; Monday 9th and 12th; Tuesday 4th, and the 7th of the night; Wednesday 8th;
 * Thursday 6th and 12th; Friday 4th and 9th; Saturday 1st and 2nd (Muhurta Chintamani,
 * shubhashubha prakarana, as Drik Panchang and printed panchangs list them).
 */
export const DUR_MUHURAT: readonly { day: readonly number[]; night: readonly number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];

/**
 * Ghatis (sixtieths of the nakshatra's duration) from the start of each nakshatra (index 0 =
 * Ashwini) to the start of its varjyam (tyajya, vishaghati) and of its amrit kaal (amrita
 * ghati); each lasts 4 ghatis. The tables common to North and South Indian panchangs (Ardra 21;
 * Mula's varjyam at 56, where some South Indian tables add a second one at 20).
 */
export const VARJYAM_GHATI: readonly number[] = [
  50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 56, 24, 20, 10, 10, 18, 16, 24, 30,
];
/** Amrit kaal: see {@link VARJYAM_GHATI}. */
export const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];

/** Lords of the choghadiyas, and the Chaldean (hora) order of the seven planets. */
const CHOGHADIYA_OF: Readonly<Record<SevenPlanetKey, ChoghadiyaName>> = {
  SU: 'Udveg',
  MO: 'Amrit',
  MA: 'Rog',
  ME: 'Labh',
  JU: 'Shubh',
  VE: 'Char',
  SA: 'Kaal',
};
/** Weekday lords, 0 Sunday. */
export const VARA_LORDS: readonly SevenPlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'];
/** The hora sequence (descending orbital period order as seen from the weekday cycle). */
export const HORA_ORDER: readonly SevenPlanetKey[] = ['SU', 'VE', 'ME', 'MO', 'SA', 'JU', 'MA'];

/** The lords of the eight choghadiyas of the day or night of weekday `vara`. */
export function choghadiyaLords(vara: number, part: 'day' | 'night'): SevenPlanetKey[] {
  const lords: SevenPlanetKey[] = [];
  for (let k = 0; k < 8; k++) lords.push(VARA_LORDS[part === 'day' ? (vara + 5 * k) % 7 : (vara + 4 + 4 * k) % 7]!);
  return lords;
}

/** Equal parts of an interval. */
export function divide(interval: Interval, parts: number): Interval[] {
  const len = (interval.endMs - interval.startMs) / parts;
  return Array.from({ length: parts }, (_, i) => ({
    startMs: interval.startMs + i * len,
    endMs: i === parts - 1 ? interval.endMs : interval.startMs + (i + 1) * len,
  }));
}

/** Weekday (0 Sunday) of a calendar date. */
export function weekday(date: CivilDate): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getUTCDay();
}

/** The calendar date `days` after `date`. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day + days);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** UTC instant of local midnight at the start of `date` in `zone`. */
export function localMidnight(date: CivilDate, zone: string | number): number {
  return wallTimeToUtcMs({ year: date.year, month: date.month, day: date.day, hour: 0, minute: 0, second: 0 }, zone);
}

/** The amanta month and its new moons around an instant. */
function lunarMonthAt(ls: LuniSolar, atMs: number, sm: SunMoon) {
  const elongation = norm360(sm.moon - sm.sun);
  const rate = ANGLE_RATE.tithi;
  const newMoon = ls.boundary('tithi', 0, atMs - (elongation / rate) * DAY_MS);
  const nextNewMoon = ls.boundary('tithi', 0, atMs + ((360 - elongation) / rate) * DAY_MS);
  const signAtStart = Math.floor(ls.atMemo(newMoon).sun / 30) + 1;
  const signAtEnd = Math.floor(ls.atMemo(nextNewMoon).sun / 30) + 1;
  return { index: (signAtStart % 12) + 1, adhika: signAtStart === signAtEnd, newMoon, nextNewMoon };
}

/**
 * The Jovian (Barhaspatya) samvatsara, 1–60, current at the Mesha sankranti that begins the solar
 * year after `kaliExpired` Kali years, by the Surya Siddhanta with bija (Sewell & Dikshit 59c).
 */
function barhaspatyaAtMesha(kaliExpired: number): number {
  const q = Math.floor((kaliExpired * 117 - 60) / 10_000);
  const r = (q + kaliExpired + 27) % 60;
  return r === 0 ? 60 : r;
}

function pushSpan(list: Interval[], span: Interval, day: Interval) {
  if (span.endMs > day.startMs && span.startMs < day.endMs) list.push(span);
}

/** A run of panchang computations sharing one ephemeris evaluator and its boundary cache. */
export function panchangContext(options: { ayanamsa?: AyanamsaName; positions?: PositionKind } = {}): LuniSolar {
  return new LuniSolar(options);
}

/**
 * The panchang of `input.date` at the place. Pass the same `context` (from
 * {@link panchangContext}, with the same ayanamsa and positions) to a run of days to share the
 * boundary searches between them.
 */
export function panchang(input: PanchangInput, context?: LuniSolar): Panchang {
  const { date, lat, lon, zone } = input;
  const kind: RiseSetKind = input.sunrise ?? 'standard';
  const other: RiseSetKind = kind === 'standard' ? 'hindu' : 'standard';
  const ls = context ?? new LuniSolar({ ayanamsa: input.ayanamsa, positions: input.positions });
  const midnight = localMidnight(date, zone);
  const nextMidnight = localMidnight(addDays(date, 1), zone);

  // The chosen definition first; the other starts from its answers (3.5–4.5 minutes apart in
  // India, up to half an hour near the polar circles) and tomorrow's sunrise from today's.
  const span = (nextMidnight - midnight) / DAY_MS;
  const sunTimes = (k: RiseSetKind, near?: SunTimes): SunTimes => {
    const sunrise = nextRiseSet('sun', k, 'rise', lat, lon, midnight, span, near?.sunrise ?? undefined);
    const sunset =
      sunrise === null ? null : nextRiseSet('sun', k, 'set', lat, lon, sunrise, 1, near?.sunset ?? undefined);
    const nextSunrise =
      sunset === null
        ? null
        : nextRiseSet('sun', k, 'rise', lat, lon, sunset, 1, near?.nextSunrise ?? (sunrise ?? 0) + DAY_MS);
    return { sunrise, sunset, nextSunrise };
  };
  const chosen = sunTimes(kind);
  const sun = { [kind]: chosen, [other]: sunTimes(other, chosen) } as Record<RiseSetKind, SunTimes>;
  const { sunrise, sunset, nextSunrise } = sun[kind];
  let polar: Panchang['polar'] = null;
  if (sunrise === null || sunset === null || nextSunrise === null) {
    if (sunrise === null)
      polar = aboveHorizon('sun', kind, lat, lon, (midnight + nextMidnight) / 2) > 0 ? 'day' : 'night';
    else polar = sunset === null ? 'day' : 'night';
  }
  const day: Interval =
    polar === null ? { startMs: sunrise!, endMs: nextSunrise! } : { startMs: midnight, endMs: nextMidnight };

  const moonrise = nextRiseSet('moon', kind, 'rise', lat, lon, day.startMs, (day.endMs - day.startMs) / DAY_MS);
  const moonset = nextRiseSet('moon', kind, 'set', lat, lon, day.startMs, (day.endMs - day.startMs) / DAY_MS);

  // The five limbs.
  const first = ls.at(day.startMs);
  const tithi = ls.elements('tithi', day.startMs, day.endMs, false, first);
  const nakshatra = ls.elements('nakshatra', day.startMs, day.endMs, true, first);
  const yoga = ls.elements('yoga', day.startMs, day.endMs, false, first);
  const karana = ls.elements('karana', day.startMs, day.endMs, false, first);
  const padas = ls.elements('pada', day.startMs, day.endMs, false, first).map((p) => ({
    nakshatra: Math.floor((p.index - 1) / 4) + 1,
    pada: ((p.index - 1) % 4) + 1,
    endMs: p.endMs,
  }));
  const sunSign = ls.elements('sunSign', day.startMs, day.endMs, false, first);
  const moonSign = ls.elements('moonSign', day.startMs, day.endMs, false, first);
  const vara = weekday(date);
  const paksha = tithi[0]!.index <= 15 ? 'shukla' : 'krishna';

  // Months and years, at sunrise.
  const m = lunarMonthAt(ls, day.startMs, first);
  const amanta: LunarMonth = { index: m.index, adhika: m.adhika };
  const purnimanta: LunarMonth =
    paksha === 'krishna' && !m.adhika ? { index: (m.index % 12) + 1, adhika: false } : { ...amanta };
  const lunarYear = date.year - (m.index >= 10 && date.month <= 6 ? 1 : 0);
  const shaka = lunarYear - 78;
  const vikram = lunarYear + 57;
  const samvatsara = {
    north: barhaspatyaAtMesha(shaka + 3179),
    south: ((shaka + 11) % 60) + 1,
  };
  const tropicalSun = norm360(first.sun + meanAyanamsa(input.ayanamsa ?? 'lahiri', day.startMs));
  const ritu = {
    vedic: Math.ceil(m.index / 2),
    drik: (Math.floor(norm360(tropicalSun + 30) / 60) % 6) + 1,
  };
  const ayanaOf = (lon: number): 'uttarayana' | 'dakshinayana' =>
    norm360(lon - 270) < 180 ? 'uttarayana' : 'dakshinayana';
  const ayana = { vedic: ayanaOf(first.sun), drik: ayanaOf(tropicalSun) };

  // Periods of the day and the night.
  const durMuhurat: Interval[] = [];
  let rahuKaal: Interval | null = null;
  let yamaganda: Interval | null = null;
  let gulika: Interval | null = null;
  let abhijit: Interval | null = null;
  let brahmaMuhurta: Interval | null = null;
  const choghadiya: Panchang['choghadiya'] = { day: [], night: [] };
  const hora: Panchang['hora'] = { day: [], night: [] };
  const muhurtas: Panchang['muhurtas'] = { day: [], night: [] };
  if (polar === null) {
    const daytime = { startMs: sunrise!, endMs: sunset! };
    const night = { startMs: sunset!, endMs: nextSunrise! };
    const eighths = divide(daytime, 8);
    rahuKaal = eighths[RAHU_KAAL_PART[vara]! - 1]!;
    yamaganda = eighths[YAMAGANDA_PART[vara]! - 1]!;
    gulika = eighths[GULIKA_PART[vara]! - 1]!;
    muhurtas.day = divide(daytime, 15);
    muhurtas.night = divide(night, 15);
    abhijit = muhurtas.day[7]!;
    for (const i of DUR_MUHURAT[vara]!.day) durMuhurat.push(muhurtas.day[i - 1]!);
    for (const i of DUR_MUHURAT[vara]!.night) durMuhurat.push(muhurtas.night[i - 1]!);
    const previousSunset = nextRiseSet('sun', kind, 'set', lat, lon, sunrise! - DAY_MS, 1, sunset! - DAY_MS);
    if (previousSunset !== null && previousSunset < sunrise!) {
      const part = (sunrise! - previousSunset) / 15;
      brahmaMuhurta = { startMs: sunrise! - 2 * part, endMs: sunrise! - part };
    }
    const dayLords = choghadiyaLords(vara, 'day');
    const nightLords = choghadiyaLords(vara, 'night');
    choghadiya.day = divide(daytime, 8).map((s, i) => ({ name: CHOGHADIYA_OF[dayLords[i]!], ...s }));
    choghadiya.night = divide(night, 8).map((s, i) => ({ name: CHOGHADIYA_OF[nightLords[i]!], ...s }));
    const firstHora = HORA_ORDER.indexOf(VARA_LORDS[vara]!);
    hora.day = divide(daytime, 12).map((s, i) => ({ lord: HORA_ORDER[(firstHora + i) % 7]!, ...s }));
    hora.night = divide(night, 12).map((s, i) => ({ lord: HORA_ORDER[(firstHora + 12 + i) % 7]!, ...s }));
  }

  // Varjyam and amrit kaal of every nakshatra that touches the day.
  const varjyam: Interval[] = [];
  const amritKaal: Interval[] = [];
  let start = nakshatra[0]!.startMs!;
  for (const n of nakshatra) {
    const ghati = (n.endMs - start) / 60;
    const v = start + VARJYAM_GHATI[n.index - 1]! * ghati;
    const a = start + AMRIT_GHATI[n.index - 1]! * ghati;
    pushSpan(varjyam, { startMs: v, endMs: v + 4 * ghati }, day);
    pushSpan(amritKaal, { startMs: a, endMs: a + 4 * ghati }, day);
    start = n.endMs;
  }

  return {
    date,
    lat,
    lon,
    zone,
    sunriseKind: kind,
    polar,
    day,
    sunrise,
    sunset,
    nextSunrise,
    sun,
    moonrise,
    moonset,
    vara,
    paksha,
    tithi,
    nakshatra,
    padas,
    yoga,
    karana,
    sunSign,
    moonSign,
    month: { amanta, purnimanta, newMoon: m.newMoon, nextNewMoon: m.nextNewMoon },
    samvat: { vikram, shaka },
    samvatsara,
    ritu,
    ayana,
    rahuKaal,
    yamaganda,
    gulika,
    abhijit,
    brahmaMuhurta,
    durMuhurat,
    varjyam,
    amritKaal,
    choghadiya,
    hora,
    muhurtas,
  };
}

/** The panchang input as the CLI and the API receive it (JSON). */
export interface PanchangInputJson {
  /** Local date "YYYY-MM-DD". */
  date?: string;
  lat?: number;
  lon?: number;
  /** IANA zone or hours east of UTC; found from lat/lon when absent. */
  tz?: string | number;
  /** `standard` (default) or `hindu`. */
  sunrise?: string;
  ayanamsa?: string;
  positions?: string;
}

/** A calendar date "YYYY-MM-DD", validated; `field` names it in errors. */
export function parseCivilDate(value: unknown, field = 'date'): CivilDate {
  if (value === undefined || value === null) throw new InputError(field, 'required');
  if (typeof value !== 'string') throw new InputError(field, 'must be a string "YYYY-MM-DD"');
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw new InputError(field, 'must look like 2025-11-22');
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (date.year < MIN_YEAR || date.year > MAX_YEAR)
    throw new InputError(field, `year must be between ${MIN_YEAR} and ${MAX_YEAR}`);
  if (date.month < 1 || date.month > 12) throw new InputError(field, 'month must be 01–12');
  const check = addDays(date, 0);
  if (date.day < 1 || check.month !== date.month || check.day !== date.day)
    throw new InputError(field, 'no such day in that month');
  return date;
}

function parseNumber(raw: Record<string, unknown>, field: string, min: number, max: number): number {
  const value = raw[field];
  if (value === undefined || value === null) throw new InputError(field, 'required');
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InputError(field, 'must be a number');
  if (value < min || value > max) throw new InputError(field, `must be between ${min} and ${max}`);
  return value;
}

function parseChoice<T extends string>(
  raw: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): T | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new InputError(field, `must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
  return value as T;
}

/** A time zone field: IANA name or hours east of UTC; from `findZone` when absent. */
export function parseZone(
  raw: Record<string, unknown>,
  lat: number,
  lon: number,
  findZone?: ZoneLookup,
): string | number {
  return zoneOf(raw.tz, lat, lon, findZone);
}

/** Validates the panchang input; throws {@link InputError} naming the field at fault. */
export function parsePanchangInput(input: unknown, findZone?: ZoneLookup): PanchangInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InputError('input', 'must be a JSON object');
  const raw = input as Record<string, unknown>;
  const date = parseCivilDate(raw.date);
  const lat = parseNumber(raw, 'lat', -90, 90);
  const lon = parseNumber(raw, 'lon', -180, 180);
  const out: PanchangInput = { date, lat, lon, zone: parseZone(raw, lat, lon, findZone) };
  const sunrise = parseChoice(raw, 'sunrise', ['standard', 'hindu'] as const);
  if (sunrise) out.sunrise = sunrise;
  const ayanamsa = parseChoice(raw, 'ayanamsa', AYANAMSA_NAMES);
  if (ayanamsa) out.ayanamsa = ayanamsa;
  const positions = parseChoice(raw, 'positions', ['apparent', 'geometric'] as const);
  if (positions) out.positions = positions;
  return out;
}
