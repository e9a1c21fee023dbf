/**
 * The eight kootas of Ashtakoota (Guna Milan) matching, each scored from the boy's and the girl's
 * Moon. Row fields are the spec's matchmaking columns: attribute, male_koot_attribute,
 * female_koot_attribute, received_points, total_points, meaning.
 *
 * Sources and conventions (one per koota; the reference data lists where schools split):
 *
 * 1. Varna (1 point). Varna by Moon sign element: water brahmin, fire kshatriya, earth vaishya,
 *    air shudra. 1 when the boy's varna is equal to or higher than the girl's, else 0
 *    (Muhurta Chintamani, vivaha prakarana; the rule every North Indian table uses).
 * 2. Vashya (2). Five classes: chatushpada (Aries, Taurus, Sagittarius 15°–30°, Capricorn
 *    0°–15°), manava (Gemini, Virgo, Libra, Aquarius, Sagittarius 0°–15°), jalachara (Cancer,
 *    Pisces, Capricorn 15°–30°), vanachara (Leo), keeta (Scorpio). Scored with the symmetric 5×5
 *    table printed by most North Indian guna milan calculators: same class 2; chatushpada with
 *    vanachara, and manava with jalachara, 0.5; manava with vanachara, and keeta with vanachara,
 *    0; every other pair 1. Software differs here (PyJHora uses a different, asymmetric table).
 * 3. Tara (3). Count inclusively from the girl's nakshatra to the boy's and from the boy's to the
 *    girl's; each count taken modulo 9 (0 read as 9) names a tara. The 3rd, 5th and 7th (vipat,
 *    pratyari, vadha) are malefic; each benefic direction gives 1.5. Same nakshatra = janma,
 *    benefic, so 3 points (the common North Indian rule; PyJHora differs, see the fixture notes).
 * 4. Yoni (4). Nakshatra animals; the 14×14 table as published by saravali.de (also PyJHora):
 *    4 same animal, 0 for the seven sworn enemies (horse–buffalo, elephant–lion, sheep–monkey,
 *    serpent–mongoose, dog–deer, cat–rat, cow–tiger), 1–3 between. Printed tables agree except
 *    horse–deer, which some give as 3; we keep 1 as published.
 * 5. Graha maitri (5). Lords of the Moon signs and their natural relationship (Brihat Parashara
 *    Hora Shastra): both friends 5, friend–neutral 4, both neutral 3, friend–enemy 1,
 *    neutral–enemy 0.5, both enemies 0; one lord for both signs counts as friends, 5.
 * 6. Gana (6). Nakshatra gana. Muhurta Chintamani ranks same gana best, deva–manushya fair,
 *    deva–rakshasa poor, manushya–rakshasa worst; the points are the boy-to-girl table of
 *    saravali.de and PyJHora: same 6; boy manushya–girl deva 6; boy deva–girl manushya 5;
 *    boy deva–girl rakshasa 1; boy rakshasa–girl deva, and manushya with rakshasa either way, 0.
 * 7. Bhakoot (7). Count signs from the boy's to the girl's (inclusive) and back: 1/1, 7/7, 3/11
 *    and 4/10 give 7; 2/12 (dwirdwadasha), 5/9 (navapanchama) and 6/8 (shadashtaka) give 0.
 * 8. Nadi (8). Nakshatra nadi (aadi, madhya, antya): different nadis 8, the same nadi 0.
 *
 * Cancellations (parihara) of bhakoot and nadi dosha are not applied to the points; they are
 * listed by ashtakoota.ts so that the astrologer and the report can weigh them.
 */
import { type ResolvedMoon, signHalf } from './moon';
import {
  NAKSHATRA_GANA,
  NAKSHATRA_NADI,
  NAKSHATRA_YONI,
  naturalRelation,
  SIGN_KEYS,
  SIGN_LORDS,
  SIGN_VARNA,
  type Vashya,
  VARNA_RANK,
  YONIS,
  type Yoni,
} from './tables';

/** The eight kootas, keyed as the spec's `attribute` column. */
export type KootaAttribute = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';

/** One row of the matchmaking table (the spec's columns, exactly). */
export interface KootaRow {
  attribute: KootaAttribute;
  /** Stable key of the boy's attribute for this koota, e.g. "brahmin", "chatushpada", "deva", "aadi". */
  male_koot_attribute: string;
  /** Stable key of the girl's attribute. */
  female_koot_attribute: string;
  /** Points obtained, 0 … total_points, in steps of 0.5. */
  received_points: number;
  /** Maximum points of the koota (1–8; 36 in all). */
  total_points: number;
  /** Stable key of what the koota measures, for the prose catalogue. */
  meaning: string;
}

/** What each koota measures, as a stable key. */
export const KOOTA_MEANINGS: Readonly<Record<KootaAttribute, string>> = {
  varna: 'work-and-ego',
  vashya: 'mutual-attraction',
  tara: 'destiny-and-wellbeing',
  yoni: 'intimacy',
  graha_maitri: 'mental-compatibility',
  gana: 'temperament',
  bhakoot: 'love-and-family',
  nadi: 'health-and-progeny',
};

function row(attribute: KootaAttribute, male: string, female: string, received: number, total: number): KootaRow {
  return {
    attribute,
    male_koot_attribute: male,
    female_koot_attribute: female,
    received_points: received,
    total_points: total,
    meaning: KOOTA_MEANINGS[attribute],
  };
}

// --- 1 Varna ---------------------------------------------------------------------------------------

/** Varna koota, 0 or 1 point. */
export function varnaKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = SIGN_VARNA[boy.sign - 1]!;
  const g = SIGN_VARNA[girl.sign - 1]!;
  return row('varna', b, g, VARNA_RANK[b] >= VARNA_RANK[g] ? 1 : 0, 1);
}

// --- 2 Vashya --------------------------------------------------------------------------------------

/** Vashya class of a Moon; Sagittarius and Capricorn depend on the half of the sign. */
export function vashyaOf(moon: ResolvedMoon): Vashya {
  switch (moon.sign) {
    case 1:
    case 2:
      return 'chatushpada';
    case 4:
    case 12:
      return 'jalachara';
    case 5:
      return 'vanachara';
    case 8:
      return 'keeta';
    case 9:
      // the archer: a man above, a horse below
      return signHalf(moon) === 'first' ? 'manava' : 'chatushpada';
    case 10:
      // the makara: a goat's fore-part, a sea creature's tail
      return signHalf(moon) === 'first' ? 'chatushpada' : 'jalachara';
    default:
      return 'manava'; // Gemini, Virgo, Libra, Aquarius
  }
}

const VASHYA_ORDER: readonly Vashya[] = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'];
/** Symmetric; rows and columns in VASHYA_ORDER. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Vashya points for two classes (symmetric). */
export function vashyaPoints(a: Vashya, b: Vashya): number {
  return VASHYA_POINTS[VASHYA_ORDER.indexOf(a)]![VASHYA_ORDER.indexOf(b)]!;
}

/** Vashya koota, 0–2 points. */
export function vashyaKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = vashyaOf(boy);
  const g = vashyaOf(girl);
  return row('vashya', b, g, vashyaPoints(b, g), 2);
}

// --- 3 Tara ----------------------------------------------------------------------------------------

/** The nine taras, counted from a nakshatra: 1 janma … 9 param-mitra. */
export type Tara = 'janma' | 'sampat' | 'vipat' | 'kshema' | 'pratyari' | 'sadhaka' | 'vadha' | 'mitra' | 'param-mitra';
const TARAS: readonly Tara[] = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'param-mitra',
];
const MALEFIC_TARAS: readonly Tara[] = ['vipat', 'pratyari', 'vadha'];

/**
 * The tara of nakshatra `to` counted from nakshatra `from` (both 1–27), counting `from` as 1.
 */
export function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1; // 1–27
  return TARAS[(count - 1) % 9]!;
}

/**
 * Tara koota, 0, 1.5 or 3 points. The boy's attribute is the tara of his nakshatra counted from
 * the girl's; the girl's attribute is hers counted from his.
 */
export function taraKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = taraOf(girl.nakshatra, boy.nakshatra);
  const g = taraOf(boy.nakshatra, girl.nakshatra);
  const points = [b, g].filter((t) => !MALEFIC_TARAS.includes(t)).length * 1.5;
  return row('tara', b, g, points, 3);
}

// --- 4 Yoni ----------------------------------------------------------------------------------------

/** Symmetric; rows and columns in the order of YONIS (horse … lion). */
// biome-ignore format: a 14×14 table reads best aligned
const YONI_POINTS: readonly (readonly number[])[] = [
  //ash gaj mes sar shw mar mus gau mah vya mri van nak sim
  [4,  2,  2,  3,  2,  2,  2,  1,  0,  1,  1,  3,  2,  1], // ashwa (horse)
  [2,  4,  3,  3,  2,  2,  2,  2,  3,  1,  2,  3,  2,  0], // gaja (elephant)
  [2,  3,  4,  2,  1,  2,  1,  3,  3,  1,  2,  0,  3,  1], // mesha (sheep)
  [3,  3,  2,  4,  2,  1,  1,  1,  1,  2,  2,  2,  0,  2], // sarpa (serpent)
  [2,  2,  1,  2,  4,  2,  1,  2,  2,  1,  0,  2,  1,  1], // shwan (dog)
  [2,  2,  2,  1,  2,  4,  0,  2,  2,  1,  3,  3,  2,  1], // marjara (cat)
  [2,  2,  1,  1,  1,  0,  4,  2,  2,  2,  2,  2,  1,  2], // mushaka (rat)
  [1,  2,  3,  1,  2,  2,  2,  4,  3,  0,  3,  2,  2,  1], // gau (cow)
  [0,  3,  3,  1,  2,  2,  2,  3,  4,  1,  2,  2,  2,  1], // mahisha (buffalo)
  [1,  1,  1,  2,  1,  1,  2,  0,  1,  4,  1,  1,  2,  1], // vyaghra (tiger)
  [1,  2,  2,  2,  0,  3,  2,  3,  2,  1,  4,  2,  2,  1], // mriga (deer)
  [3,  3,  0,  2,  2,  3,  2,  2,  2,  1,  2,  4,  3,  2], // vanara (monkey)
  [2,  2,  3,  0,  1,  2,  1,  2,  2,  2,  2,  3,  4,  2], // nakula (mongoose)
  [1,  0,  1,  2,  1,  1,  2,  1,  1,  1,  1,  2,  2,  4], // simha (lion)
];

/** Yoni points for two animals (symmetric). */
export function yoniPoints(a: Yoni, b: Yoni): number {
  return YONI_POINTS[YONIS.indexOf(a)]![YONIS.indexOf(b)]!;
}

/** Yoni koota, 0–4 points. */
export function yoniKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = NAKSHATRA_YONI[boy.nakshatra - 1]!;
  const g = NAKSHATRA_YONI[girl.nakshatra - 1]!;
  return row('yoni', b, g, yoniPoints(b, g), 4);
}

// --- 5 Graha maitri --------------------------------------------------------------------------------

/** Graha maitri koota, 0–5 points; attributes are the sign lords (SU … SA). */
export function grahaMaitriKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = SIGN_LORDS[boy.sign - 1]!;
  const g = SIGN_LORDS[girl.sign - 1]!;
  const pair = [naturalRelation(b, g), naturalRelation(g, b)].sort().join('+');
  // sorted pairs: enemy < friend < neutral alphabetically
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return row('graha_maitri', b, g, points[pair]!, 5);
}

// --- 6 Gana ----------------------------------------------------------------------------------------

/** Keyed "boy/girl": the table is not symmetric. */
const GANA_POINTS: Readonly<Record<string, number>> = {
  'deva/deva': 6,
  'deva/manushya': 5,
  'deva/rakshasa': 1,
  'manushya/deva': 6,
  'manushya/manushya': 6,
  'manushya/rakshasa': 0,
  'rakshasa/deva': 0,
  'rakshasa/manushya': 0,
  'rakshasa/rakshasa': 6,
};

/** Gana koota, 0–6 points. */
export function ganaKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = NAKSHATRA_GANA[boy.nakshatra - 1]!;
  const g = NAKSHATRA_GANA[girl.nakshatra - 1]!;
  return row('gana', b, g, GANA_POINTS[`${b}/${g}`]!, 6);
}

// --- 7 Bhakoot -------------------------------------------------------------------------------------

/** The unfavourable sign pairs: 2/12, 5/9 and 6/8. */
export type BhakootDoshaKind = 'dwirdwadasha' | 'navapanchama' | 'shadashtaka';

/**
 * Sign distance counted inclusively from sign `from` to sign `to` (same sign = 1).
 */
export function signDistance(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

/**
 * The bhakoot dosha formed by two Moon signs, or null when the pair is favourable.
 */
export function bhakootDoshaKind(boySign: number, girlSign: number): BhakootDoshaKind | null {
  const d = signDistance(boySign, girlSign);
  if (d === 2 || d === 12) return 'dwirdwadasha';
  if (d === 5 || d === 9) return 'navapanchama';
  if (d === 6 || d === 8) return 'shadashtaka';
  return null;
}

/** Bhakoot koota, 0 or 7 points; attributes are the Moon signs ("aries" … "pisces"). */
export function bhakootKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const points = bhakootDoshaKind(boy.sign, girl.sign) === null ? 7 : 0;
  return row('bhakoot', SIGN_KEYS[boy.sign - 1]!, SIGN_KEYS[girl.sign - 1]!, points, 7);
}

// --- 8 Nadi ----------------------------------------------------------------------------------------

/** Nadi koota, 0 or 8 points. */
export function nadiKoota(boy: ResolvedMoon, girl: ResolvedMoon): KootaRow {
  const b = NAKSHATRA_NADI[boy.nakshatra - 1]!;
  const g = NAKSHATRA_NADI[girl.nakshatra - 1]!;
  return row('nadi', b, g, b === g ? 0 : 8, 8);
}
