import { z } from 'zod';
import { envelope } from './envelope';

const int = (min: number, max: number, name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** Options of the engine (docs/CONVENTIONS.md, the engine CLI). */
export const engineOptions = z.object({
  ayanamsa: z.enum(['lahiri', 'kp', 'raman', 'true-chitra']).optional(),
  node: z.enum(['mean', 'true']).optional(),
  positions: z.enum(['apparent', 'geometric']).optional(),
  yearDays: z.union([z.literal(365.256364), z.literal(365.25), z.literal(360)]).optional(),
});

const birthFields = z.object({
  day: int(1, 31, 'day'),
  month: int(1, 12, 'month'),
  year: int(1600, 2400, 'year'),
  hour: int(0, 23, 'hour'),
  min: int(0, 59, 'min'),
  sec: int(0, 59, 'sec').optional(),
  lat: z.coerce.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lon: z.coerce.number().min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180'),
  /** Hours east of UTC; absent: from the place and date (historical offsets included). */
  tzone: z.coerce.number().min(-14).max(14).optional(),
  lang: z.enum(['en', 'hi']).optional(),
});

const realDate = (b: { day: number; month: number; year: number }) => {
  const d = new Date(Date.UTC(b.year, b.month - 1, b.day));
  return d.getUTCDate() === b.day && d.getUTCMonth() === b.month - 1;
};

/** The birth input of the astrology calls: `{day, month, year, hour, min, lat, lon, tzone?}` plus options. */
export const birthRequest = birthFields
  .merge(engineOptions)
  .refine(realDate, { message: 'Not a real date', path: ['day'] });
export type BirthRequest = z.infer<typeof birthRequest>;

/**
 * Male/female match: `{boy, girl}` birth inputs, or the flat `m_day … m_tzone` / `f_day … f_tzone`
 * fields of the widely used astrology API convention.
 */
const flatFields = ['day', 'month', 'year', 'hour', 'min', 'sec', 'lat', 'lon', 'tzone'] as const;

/** Turns flat `m_*`/`f_*` fields into `{boy, girl}`; other bodies pass unchanged. */
export function nestMatchFields(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || 'boy' in raw || !('m_day' in raw)) return raw;
  const r = raw as Record<string, unknown>;
  const pick = (p: string) =>
    Object.fromEntries(flatFields.filter((k) => r[`${p}_${k}`] !== undefined).map((k) => [k, r[`${p}_${k}`]]));
  return { ...r, boy: pick('m'), girl: pick('f') };
}

export const maleFemaleMatchRequest = z.object({
  boy: birthRequest,
  girl: birthRequest,
  lang: z.enum(['en', 'hi']).optional(),
});

export const chartIdQuery = z.object({
  chartId: z
    .string()
    .regex(
      /^(D(1|2|3|4|7|9|10|12|16|20|24|27|30|40|45|60)|chalit|MOON|SUN)$/i,
      'chartId is one of D1…D60, chalit, MOON, SUN',
    ),
});

export const planetKey = z.enum(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE']);
/** A Vimshottari period with its sub-periods. */
export type Period = { lord: string; start: string; end: string; sub?: Period[] };
const vimshottari: z.ZodType<Period> = z.lazy(() =>
  z.object({ lord: planetKey, start: z.string(), end: z.string(), sub: z.array(vimshottari).optional() }),
);
/** A Yogini period with its sub-periods. */
export type YPeriod = { name: string; lord: string; start: string; end: string; sub?: YPeriod[] };
const yogini: z.ZodType<YPeriod> = z.lazy(() =>
  z.object({ name: z.string(), lord: planetKey, start: z.string(), end: z.string(), sub: z.array(yogini).optional() }),
);

/** The `dasha` answer of the engine CLI. */
export const dashaAnswer = z.object({
  yearDays: z.number(),
  vimshottari: z.array(vimshottari),
  yogini: z.array(yogini),
});

export type DashaAnswer = z.infer<typeof dashaAnswer>;
export const dashaResponse = envelope(dashaAnswer);

export const reportData = z.object({
  locale: z.enum(['en', 'hi']),
  title: z.string(),
  sections: z.array(
    z.object({
      key: z.enum(['ascendant', 'moon', 'planets', 'yogas', 'doshas', 'dasha']),
      heading: z.string(),
      paragraphs: z.array(z.string()),
      items: z
        .array(z.object({ title: z.string(), text: z.string(), tags: z.array(z.string()).optional() }))
        .optional(),
    }),
  ),
  disclaimer: z.string(),
});
export type ReportData = z.infer<typeof reportData>;
export const reportResponse = envelope(reportData);

/** Nakshatra information: by number, or the Moon's nakshatra of a birth. */
export const nakshatraRequest = z.union([z.object({ nakshatra: int(1, 27, 'nakshatra') }), birthRequest]);
const bilingualText = z.object({ en: z.string(), hi: z.string() });
export const nakshatraData = z.object({
  index: z.number().int(),
  key: z.string(),
  name: bilingualText,
  lord: planetKey,
  deity: bilingualText,
  symbol: bilingualText,
  gana: z.string(),
  nadi: z.string(),
  yoni: z.object({ animal: z.string(), gender: z.string(), label: bilingualText }),
  span: bilingualText,
  description: bilingualText,
  goodFor: bilingualText,
  /** For a birth: the Moon's pada and sidereal longitude. */
  pada: z.number().int().optional(),
  moonLongitude: z.number().optional(),
});
export const nakshatraResponse = envelope(nakshatraData);

/** A date and place for the panchang: `{day, month, year, lat, lon, tzone?}` (time fields ignored). */
export const panchangRequest = z
  .object({
    day: int(1, 31, 'day'),
    month: int(1, 12, 'month'),
    year: int(1600, 2400, 'year'),
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    tzone: z.coerce.number().min(-14).max(14).optional(),
    sunrise: z.enum(['standard', 'hindu']).optional(),
    ayanamsa: z.enum(['lahiri', 'kp', 'raman', 'true-chitra']).optional(),
  })
  .passthrough()
  .refine(realDate, { message: 'Not a real date', path: ['day'] });

export const zodiacSign = z.enum([
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
]);
export const horoscopePeriod = z.enum([
  'daily-horoscope',
  'today-horoscope',
  'tomorrow-horoscope',
  'yesterday-horoscope',
  'weekly-horoscope',
  'monthly-horoscope',
  'yearly-horoscope',
]);
export const horoscopeRequest = z.object({
  sign: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), zodiacSign),
  period: horoscopePeriod.default('daily-horoscope'),
  /** The language of the texts; without it, `?lang=`, the `x-lang` header, the site's cookie or Accept-Language. */
  lang: z.enum(['en', 'hi']).optional(),
});
/** The sections of a horoscope, in reading order. */
export const horoscopeSectionKey = z.enum(['love', 'career', 'money', 'health', 'family', 'travel', 'luck']);
/** One of the period's dated events, houses counted from the sign (UTC instant in `atMs`). */
export const horoscopeEvent = z.object({
  planet: planetKey,
  event: z.enum([
    'ingress',
    'retrograde-station',
    'direct-station',
    'solar-eclipse',
    'lunar-eclipse',
    'new-moon',
    'full-moon',
  ]),
  sign: z.number().int(),
  house: z.number().int(),
  date: z.string(),
  atMs: z.number().optional(),
  kind: z.string().optional(),
});
export const horoscopeData = z.object({
  sign: zodiacSign,
  period: horoscopePeriod,
  lang: z.enum(['en', 'hi']),
  start: z.string(),
  end: z.string(),
  /** The period's sky in words: the Moon and the events in order (a year: the slow planets). */
  intro: z.string(),
  /** A year month by month; empty for shorter periods. */
  months: z.array(z.object({ month: z.number().int(), title: z.string(), text: z.string() })),
  sections: z.array(
    z.object({
      key: horoscopeSectionKey,
      title: z.string(),
      text: z.string(),
      planet: planetKey,
      situation: z.enum(['good', 'mixed', 'careful']),
    }),
  ),
  /** Each section's text by key (the same texts as `sections`). */
  prediction: z.record(horoscopeSectionKey, z.string()),
  remedy: z.object({ planet: planetKey, section: horoscopeSectionKey, text: z.string() }),
  lucky: z.object({
    planet: planetKey,
    number: z.number().int(),
    colour: z.string(),
    colourName: z.string(),
    time: z.string().nullable(),
    basis: z.object({ factors: z.string(), number: z.string(), colour: z.string(), time: z.string().nullable() }),
  }),
  /** The planets the prose does not name. */
  basis: z.array(z.string()),
  events: z.array(horoscopeEvent),
});
export type HoroscopeData = z.infer<typeof horoscopeData>;
export const horoscopeResponse = envelope(horoscopeData);
/** The personal horoscope of the signed-in user: a saved profile (default: "self", else the first). */
export const personalHoroscopeQuery = z.object({
  profileId: z.uuid().optional(),
  lang: z.enum(['en', 'hi']).optional(),
});
export const personalHoroscopeData = z.object({
  lang: z.enum(['en', 'hi']),
  date: z.string(),
  profile: z.object({ id: z.string(), name: z.string() }),
  moonSign: zodiacSign,
  ascendant: zodiacSign,
  dasha: z.object({ maha: planetKey, antar: planetKey, until: z.string() }),
  /** The day from the ascendant, and the running dasha, in words. */
  ascendantText: z.string(),
  dashaText: z.string(),
  /** The day's reading for the Moon sign. */
  intro: z.string(),
  sections: z.array(z.object({ key: horoscopeSectionKey, title: z.string(), text: z.string() })),
  remedy: z.object({ text: z.string() }),
  lucky: z.object({ number: z.number().int(), colourName: z.string(), time: z.string().nullable() }),
});
export type PersonalHoroscopeData = z.infer<typeof personalHoroscopeData>;
/** `null` when the user has saved no birth details yet: an ordinary state, not an error. */
export const personalHoroscopeResponse = envelope(personalHoroscopeData.nullable());
export const allTodayQuery = z.object({ lang: z.enum(['en', 'hi']).optional() });
export const allTodayResponse = envelope(z.record(zodiacSign, horoscopeData));
