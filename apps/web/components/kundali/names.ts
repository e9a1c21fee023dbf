import { DIGNITY_LABELS, type DignityKey, PLANETS } from '@drishti/content/planets';
import { GANAS, NADIS, NAKSHATRA_VARNAS, NAKSHATRAS, YONIS } from '@drishti/content/nakshatras';
import { karanaName, LUNAR_MONTHS, PAKSHAS, TITHIS, VARAS, YOGAS } from '@drishti/content/panchang-names';
import type { Locale } from '@drishti/content/types';
import { ZODIAC_SIGNS } from '@drishti/content/zodiac';

/** The engine's yoni keys in the order of the content's yoni animals (horse … lion). */
const ENGINE_YONIS = [
  'ashwa',
  'gaja',
  'mesha',
  'sarpa',
  'shwan',
  'marjara',
  'mushaka',
  'gau',
  'mahisha',
  'vyaghra',
  'mriga',
  'vanara',
  'nakula',
  'simha',
] as const;

/**
 * The names a kundali result shows, in one language, computed on the server and handed to the
 * client component (so that the full bilingual content does not travel with the page's JavaScript).
 */
export interface KundaliNames {
  /** Index 0 = Aries. */
  signs: string[];
  /** Index 0 = Ashwini. */
  nakshatras: string[];
  planets: Record<string, { name: string; abbr: string }>;
  retrograde: string;
  dignities: Record<string, string>;
  /** Index 0 = tithi 1. */
  tithis: string[];
  /** Index 0 = yoga 1. */
  yogas: string[];
  /** Index 0 = karana 1 of the lunar month (60). */
  karanas: string[];
  /** Index 0 = Sunday. */
  varas: string[];
  pakshas: Record<string, string>;
  /** Index 0 = Chaitra. */
  lunarMonths: string[];
  ganas: Record<string, string>;
  nadis: Record<string, string>;
  yonis: Record<string, string>;
  varnas: Record<string, string>;
}

export function kundaliNames(locale: Locale): KundaliNames {
  const yoniLabels = Object.values(YONIS);
  return {
    signs: ZODIAC_SIGNS.map((z) => z.name[locale]),
    nakshatras: NAKSHATRAS.map((n) => n.name[locale]),
    planets: Object.fromEntries(PLANETS.map((p) => [p.key, { name: p.name[locale], abbr: p.abbr[locale] }])),
    retrograde: locale === 'hi' ? '(व)' : '(R)',
    dignities: Object.fromEntries(
      (Object.keys(DIGNITY_LABELS) as DignityKey[]).map((k) => [k, DIGNITY_LABELS[k][locale]]),
    ),
    tithis: TITHIS.map((t) => t.fullName[locale]),
    yogas: YOGAS.map((y) => y.name[locale]),
    karanas: Array.from({ length: 60 }, (_, i) => karanaName(i + 1)[locale]),
    varas: VARAS.map((v) => v.name[locale]),
    pakshas: Object.fromEntries(Object.entries(PAKSHAS).map(([k, v]) => [k, v.name[locale]])),
    lunarMonths: LUNAR_MONTHS.map((m) => m.name[locale]),
    ganas: Object.fromEntries(Object.entries(GANAS).map(([k, v]) => [k, v[locale]])),
    nadis: Object.fromEntries(Object.entries(NADIS).map(([k, v]) => [k, v[locale]])),
    yonis: Object.fromEntries(ENGINE_YONIS.map((k, i) => [k, yoniLabels[i]?.[locale] ?? k])),
    varnas: Object.fromEntries(
      (['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const).map((k) => [k, NAKSHATRA_VARNAS[k][locale]]),
    ),
  };
}
