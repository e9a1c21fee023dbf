import { z } from 'zod';
import { dashaAnswer, planetKey, reportData } from './astrology';
import { envelope } from './envelope';

/**
 * The answers of the astrology API, field by field (docs/CALCULATIONS.md): the functions of
 * @drishti/readings answer each path, these schemas describe what they answer, so the OpenAPI
 * document shows the fields and the web imports the types instead of restating them.
 */

const sevenPlanet = z.enum(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA']);
const sign = z.number().int().min(1).max(12);
const house = z.number().int().min(1).max(12);
const byPlanet = <T extends z.ZodType>(value: T) => z.record(planetKey, value);
const bySeven = <T extends z.ZodType>(value: T) => z.record(sevenPlanet, value);

/** The birth as the calculations read it: the instant, the zone, the place and the options. */
export const birthSummary = z.object({
  utc: z.string(),
  /** The local time given, "YYYY-MM-DDTHH:mm". */
  local: z.string(),
  /** IANA zone, or null when hours east of UTC were given. */
  timezone: z.string().nullable(),
  /** Hours east of UTC at the birth. */
  utcOffset: z.number(),
  lat: z.number(),
  lon: z.number(),
  ayanamsa: z.string(),
  node: z.string(),
  positions: z.string(),
});

/** A sidereal point: longitude, sign, degree in the sign, nakshatra, pada and its lord. */
export const astroPoint = z.object({
  longitude: z.number(),
  sign,
  degree: z.number(),
  nakshatra: z.number().int(),
  pada: z.number().int(),
  nakshatraLord: planetKey,
});
const ayanamsaValue = z.object({ name: z.string(), degrees: z.number() });

/** Why a Mangal dosha does not stand (listed whether or not it is present). */
const mangalCancellation = z.enum([
  'mars-own-sign',
  'mars-exalted',
  'mars-in-leo-or-aquarius',
  'exempt-house-sign',
  'jupiter-conjunct-mars',
  'jupiter-aspects-mars',
  'moon-conjunct-mars',
  'benefic-in-lagna',
]);
const kaalSarpType = z.enum([
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachud',
  'ghatak',
  'vishdhar',
  'sheshnag',
]);

const mangalDosha = z.object({
  present: z.boolean(),
  from: z.record(z.enum(['lagna', 'moon', 'venus']), z.object({ house: z.number().int(), afflicted: z.boolean() })),
  count: z.number().int(),
  cancellations: z.array(mangalCancellation),
  cancelled: z.boolean(),
  effective: z.boolean(),
});

/** POST /users/astrology/kundali-details. */
export const kundaliDetailsAnswer = z.object({
  birth: birthSummary,
  ayanamsa: ayanamsaValue,
  ascendant: astroPoint,
  mc: z.object({ longitude: z.number(), sign }),
  planets: byPlanet(
    astroPoint.extend({
      house,
      /** House in the bhava chalit. */
      bhava: house,
      speed: z.number(),
      retrograde: z.boolean(),
      dignity: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own', 'friendly', 'neutral', 'enemy']),
      combust: z.boolean(),
    }),
  ),
  houseSigns: z.array(sign),
  bhavaChalit: z.object({ madhya: z.array(z.number()), sandhi: z.array(z.number()) }),
  /** House of each point counted from the Moon's sign (AS: the ascendant). */
  chandra: z.record(z.enum(['AS', ...planetKey.options]), house),
  friendships: z.object({
    natural: bySeven(z.partialRecord(sevenPlanet, z.enum(['friend', 'neutral', 'enemy']))),
    temporal: bySeven(z.partialRecord(sevenPlanet, z.enum(['friend', 'enemy']))),
    compound: bySeven(
      z.partialRecord(sevenPlanet, z.enum(['great-friend', 'friend', 'neutral', 'enemy', 'great-enemy'])),
    ),
  }),
  yogas: z.array(
    z.object({
      key: z.string(),
      planets: z.array(planetKey),
      houses: z.array(z.number().int()),
      link: z.enum(['conjunction', 'aspect', 'exchange', 'single-lord']).optional(),
      weakened: z.boolean().optional(),
    }),
  ),
  doshas: z.object({
    mangal: mangalDosha,
    kaalSarp: z.object({
      present: z.boolean(),
      kind: z.enum(['full', 'by-sign', 'partial', 'none']),
      direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).nullable(),
      type: kaalSarpType.nullable(),
      rahuHouse: house,
      outside: z.array(planetKey),
    }),
  }),
});

const lunarMonth = z.object({ index: z.number().int(), adhika: z.boolean() });

/** POST /users/astrology/basic-details. */
export const basicDetailsAnswer = z.object({
  birth: birthSummary,
  ayanamsa: ayanamsaValue,
  ascendant: astroPoint,
  sun: astroPoint,
  moon: astroPoint,
  avakhada: z.object({
    varna: z.string(),
    vashya: z.string(),
    yoni: z.string(),
    gana: z.string(),
    nadi: z.string(),
    signLord: planetKey,
    nakshatraLord: planetKey,
  }),
  /** The panchang elements running at the birth (indices; null in a polar day or night). */
  panchang: z.object({
    vara: z.number().int(),
    paksha: z.enum(['shukla', 'krishna']),
    tithi: z.number().int().nullable(),
    nakshatra: z.number().int().nullable(),
    yoga: z.number().int().nullable(),
    karana: z.number().int().nullable(),
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    month: z.object({
      amanta: lunarMonth,
      purnimanta: lunarMonth,
      /** UTC milliseconds of the new moons that open and close the month. */
      newMoon: z.number(),
      nextNewMoon: z.number(),
    }),
    samvat: z.object({ vikram: z.number().int(), shaka: z.number().int() }),
  }),
});

const kpLords = z.object({ signLord: planetKey, starLord: planetKey, subLord: planetKey, subSubLord: planetKey });

/** POST /users/astrology/kp-kundali. */
export const kpAnswer = z.object({
  birth: birthSummary,
  /** Krishnamurti ayanamsa, degrees. */
  ayanamsa: z.number(),
  cusps: z.array(z.number()),
  system: z.enum(['placidus', 'porphyry']),
  cuspLords: z.array(kpLords),
  planets: byPlanet(kpLords.extend({ longitude: z.number(), house })),
  houseSignificators: z.array(
    z.object({
      house,
      occupantsStar: z.array(planetKey),
      occupants: z.array(planetKey),
      ownerStar: z.array(planetKey),
      owner: planetKey,
    }),
  ),
  planetSignifications: byPlanet(
    z.object({
      starLordOccupies: z.array(house),
      occupies: z.array(house),
      starLordOwns: z.array(house),
      owns: z.array(house),
      all: z.array(house),
    }),
  ),
});

type VimshottariNode = { lord: z.infer<typeof planetKey>; start: string; end: string; sub?: VimshottariNode[] };
const vimshottariNode: z.ZodType<VimshottariNode> = z.lazy(() =>
  z.object({ lord: planetKey, start: z.string(), end: z.string(), sub: z.array(vimshottariNode).optional() }),
);

/** POST /users/astrology/kundali-details-vmshotri-dasha. */
export const vimshottariNowAnswer = z.object({
  yearDays: z.number(),
  /** The instant the running periods are for. */
  at: z.string(),
  /** Mahadasha, antardasha, pratyantar, sookshma and prana running at `at`. */
  current: z.array(
    z.object({
      level: z.enum(['maha', 'antar', 'pratyantar', 'sookshma', 'prana']),
      lord: planetKey,
      start: z.string(),
      end: z.string(),
    }),
  ),
  vimshottari: z.array(vimshottariNode),
});

const signByPlanet = byPlanet(z.object({ sign }));
const houseByPlanet = byPlanet(house);

/** POST /users/astrology/get-chart: a varga, the bhava chalit, or the chart from the Moon or the Sun. */
export const chartDrawing = z.union([
  z.object({
    chartId: z.literal('chalit'),
    ascendantSign: sign,
    planets: signByPlanet,
    houses: houseByPlanet,
    /** Bhava madhya of houses 1–12, degrees. */
    cusps: z.array(z.number()),
  }),
  z.object({
    chartId: z.enum(['MOON', 'SUN']),
    ascendantSign: sign,
    planets: signByPlanet,
    houses: houseByPlanet,
    natalAscendantSign: sign,
  }),
  z.object({ chartId: z.string(), ascendantSign: sign, planets: signByPlanet, houses: houseByPlanet }),
]);

const ashtakaPoint = z.enum(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'AS']);
const twelve = z.array(z.number().int());

/** POST /users/astrology/ashtakvarga-planet-chart. */
export const ashtakavargaAnswer = z.object({
  ascendantSign: sign,
  /** Bindus of each planet's (and the lagna's) bhinnashtakavarga in signs 1–12. */
  bhinna: z.record(ashtakaPoint, twelve),
  /** contributions[chart][contributor]: 1 where the contributor gives a bindu in that sign. */
  contributions: z.record(ashtakaPoint, z.record(ashtakaPoint, twelve)),
  /** Sarvashtakavarga of signs 1–12. */
  sarva: twelve,
});

/** POST /users/vedic-tools/male-female-match-report. */
export const matchAnswer = z.object({
  kootas: z.array(
    z.object({
      attribute: z.enum(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']),
      male_koot_attribute: z.string(),
      female_koot_attribute: z.string(),
      received_points: z.number(),
      total_points: z.number(),
      meaning: z.string(),
    }),
  ),
  total: z.number(),
  outOf: z.literal(36),
  manglik: z.object({ boy: mangalDosha, girl: mangalDosha }),
  conclusion: z.enum(['not-recommended', 'proceed-with-caution', 'average', 'good', 'excellent']),
  concerns: z.array(z.enum(['low-score', 'nadi-dosha', 'bhakoot-dosha', 'manglik-mismatch'])),
  doshas: z.object({
    bhakoot: z.object({ present: z.boolean(), kind: z.string().nullable(), exceptions: z.array(z.string()) }),
    nadi: z.object({ present: z.boolean(), nadi: z.string().nullable(), exceptions: z.array(z.string()) }),
  }),
  moons: z.record(
    z.enum(['boy', 'girl']),
    z.object({ sign, nakshatra: z.number().int(), pada: z.number().int(), longitude: z.number() }),
  ),
});

const element = z.object({ index: z.number().int(), end: z.string() });
const interval = z.object({ start: z.string(), end: z.string() });
const choghadiyaSpan = interval.extend({ name: z.string() });
const sunTimes = z.object({
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  nextSunrise: z.string().nullable(),
});
const ayana = z.enum(['uttarayana', 'dakshinayana']);

/** POST /publics/astrology/panchang: the engine CLI's panchang answer (local times with the zone's offset). */
export const panchangAnswer = z.object({
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  vara: z.number().int(),
  tithi: z.array(element),
  nakshatra: z.array(element),
  yoga: z.array(element),
  karana: z.array(element),
  rahuKaal: interval.nullable(),
  yamaganda: interval.nullable(),
  gulika: interval.nullable(),
  abhijit: interval.nullable(),
  choghadiya: z.object({ day: z.array(choghadiyaSpan), night: z.array(choghadiyaSpan) }),
  date: z.string(),
  tz: z.union([z.string(), z.number()]),
  sunriseKind: z.enum(['standard', 'hindu']),
  polar: z.enum(['day', 'night']).nullable(),
  nextSunrise: z.string().nullable(),
  sun: z.object({ standard: sunTimes, hindu: sunTimes }),
  paksha: z.enum(['shukla', 'krishna']),
  padas: z.array(z.object({ nakshatra: z.number().int(), pada: z.number().int(), end: z.string() })),
  sunSign: z.array(element),
  moonSign: z.array(element),
  month: z.object({ amanta: lunarMonth, purnimanta: lunarMonth }),
  samvat: z.object({ vikram: z.number().int(), shaka: z.number().int() }),
  samvatsara: z.object({ north: z.number().int(), south: z.number().int() }),
  ritu: z.object({ vedic: z.number().int(), drik: z.number().int() }),
  ayana: z.object({ vedic: ayana, drik: ayana }),
  brahmaMuhurta: interval.nullable(),
  durMuhurat: z.array(interval),
  varjyam: z.array(interval),
  amritKaal: z.array(interval),
  hora: z.object({
    day: z.array(interval.extend({ lord: z.string() })),
    night: z.array(interval.extend({ lord: z.string() })),
  }),
});

/** POST /publics/astrology/get-chaughadiya-muhurta. */
export const choghadiyaAnswer = z.object({
  date: z.string(),
  tz: z.union([z.string(), z.number()]),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  nextSunrise: z.string().nullable(),
  vara: z.number().int(),
  polar: z.enum(['day', 'night']).nullable(),
  day: z.array(choghadiyaSpan),
  night: z.array(choghadiyaSpan),
});

/** The answer of each POST /users/astrology/<path>, by path (the table of @drishti/readings/road). */
export const astrologyAnswers = {
  'kundali-details': kundaliDetailsAnswer,
  'basic-details': basicDetailsAnswer,
  'kp-kundali': kpAnswer,
  'kundali-details-vmshotri-dasha': vimshottariNowAnswer,
  'vimshotri-and-yogini': dashaAnswer,
  'get-chart': chartDrawing,
  'ashtakvarga-planet-chart': ashtakavargaAnswer,
  'get-report': reportData,
} as const;

export type AstrologyAnswerPath = keyof typeof astrologyAnswers;
/** The answer of one astrology path, as the web reads it. */
export type AstrologyAnswerOf<P extends AstrologyAnswerPath> = z.infer<(typeof astrologyAnswers)[P]>;

export type BirthSummary = z.infer<typeof birthSummary>;
export type AstroPoint = z.infer<typeof astroPoint>;
export type KundaliDetailsAnswer = z.infer<typeof kundaliDetailsAnswer>;
export type BasicDetailsAnswer = z.infer<typeof basicDetailsAnswer>;
export type KpAnswer = z.infer<typeof kpAnswer>;
export type KpLords = z.infer<typeof kpLords>;
export type VimshottariNowAnswer = z.infer<typeof vimshottariNowAnswer>;
export type ChartDrawing = z.infer<typeof chartDrawing>;
export type AshtakavargaAnswer = z.infer<typeof ashtakavargaAnswer>;
export type MatchAnswer = z.infer<typeof matchAnswer>;
export type PanchangAnswer = z.infer<typeof panchangAnswer>;
export type ChoghadiyaAnswer = z.infer<typeof choghadiyaAnswer>;

export const kundaliDetailsResponse = envelope(kundaliDetailsAnswer);
export const basicDetailsResponse = envelope(basicDetailsAnswer);
export const kpResponse = envelope(kpAnswer);
export const vimshottariNowResponse = envelope(vimshottariNowAnswer);
export const chartDrawingResponse = envelope(chartDrawing);
export const ashtakavargaResponse = envelope(ashtakavargaAnswer);
export const matchResponse = envelope(matchAnswer);
export const panchangResponse = envelope(panchangAnswer);
export const choghadiyaResponse = envelope(choghadiyaAnswer);
