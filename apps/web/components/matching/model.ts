import type { MatchAnswer } from '@drishti/contracts/astrology-answers';
import type { KootaAttribute } from '@drishti/engine/matching/kootas';

/**
 * View models of the matchmaking result: pure functions from the API's answer (the engine's
 * `match` answer, typed by @drishti/contracts) to what the page shows. No React, no messages:
 * labels come in as arguments.
 */

export type { MatchAnswer };
export type MangalStatus = MatchAnswer['manglik']['boy'];

/** The eight kootas in the order of the table (the engine's order). */
export const KOOTA_ORDER: readonly KootaAttribute[] = [
  'varna',
  'vashya',
  'tara',
  'yoni',
  'graha_maitri',
  'gana',
  'bhakoot',
  'nadi',
];

/**
 * The band of a guna total (out of 36), the thresholds North Indian matchmaking uses and the
 * engine's conclusion follows: under 18 low, 18–24 average, 24½–32 good, 32½–36 excellent.
 */
export type VerdictBand = 'low' | 'average' | 'good' | 'excellent';

export function verdictBand(total: number): VerdictBand {
  if (total < 18) return 'low';
  if (total <= 24) return 'average';
  if (total <= 32) return 'good';
  return 'excellent';
}

/** The colour of a band: good green, okay yellow, bad red (docs/CONVENTIONS.md, views of data). */
export function bandTone(band: VerdictBand): 'good' | 'okay' | 'bad' {
  return band === 'low' ? 'bad' : band === 'average' ? 'okay' : 'good';
}

/** Names of the attribute keys of one koota row, e.g. `varna:brahmin` → "Brahmin". */
export type AttributeNames = Readonly<Record<string, string>>;

export const attributeKey = (attribute: KootaAttribute, value: string) => `${attribute}:${value}`;

/** One table row, in the spec's columns, with texts for the page's language. */
export interface KootaRowView {
  attribute: KootaAttribute;
  /** The koota's name ("Graha Maitri"). */
  name: string;
  male: string;
  female: string;
  received: number;
  total: number;
  /** What the koota shows. */
  meaning: string;
  /** 'full' (all points), 'none' (0) or 'part'. */
  score: 'full' | 'part' | 'none';
}

/**
 * The table rows of a match, in the engine's order. An attribute without a name (an unknown key
 * from a newer API) shows its key rather than nothing.
 */
export function kootaRows(
  answer: Pick<MatchAnswer, 'kootas'>,
  labels: {
    kootaNames: Readonly<Record<KootaAttribute, string>>;
    meanings: Readonly<Record<string, string>>;
    attributes: AttributeNames;
  },
): KootaRowView[] {
  return answer.kootas.map((row) => ({
    attribute: row.attribute,
    name: labels.kootaNames[row.attribute] ?? row.attribute,
    male: labels.attributes[attributeKey(row.attribute, row.male_koot_attribute)] ?? row.male_koot_attribute,
    female: labels.attributes[attributeKey(row.attribute, row.female_koot_attribute)] ?? row.female_koot_attribute,
    received: row.received_points,
    total: row.total_points,
    meaning: labels.meanings[row.meaning] ?? row.meaning,
    score: row.received_points >= row.total_points ? 'full' : row.received_points <= 0 ? 'none' : 'part',
  }));
}

/** Sum of the rows' points (the API's `total` is shown; this checks the table adds up). */
export function sumOfRows(rows: readonly Pick<KootaRowView, 'received' | 'total'>[]) {
  return {
    received: rows.reduce((s, r) => s + r.received, 0),
    total: rows.reduce((s, r) => s + r.total, 0),
  };
}

/** Points as shown: whole numbers plain, halves as "½" ("4.5" → "4½"). */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = Math.abs(points - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? '½' : `${whole}½`;
  return String(Math.round(points * 100) / 100);
}

/** Manglik status of one person: not manglik, manglik with the dosha cancelled, or manglik. */
export type ManglikState = 'none' | 'cancelled' | 'present';

export function manglikState(m: Pick<MangalStatus, 'present' | 'cancelled'>): ManglikState {
  if (!m.present) return 'none';
  return m.cancelled ? 'cancelled' : 'present';
}

/** The reference points (ascendant, Moon, Venus) from which Mars gives the dosha. */
export function afflictedFrom(m: Pick<MangalStatus, 'from'>): ('lagna' | 'moon' | 'venus')[] {
  return (['lagna', 'moon', 'venus'] as const).filter((ref) => m.from[ref].afflicted);
}

/**
 * How the two statuses meet: both free, both manglik (tradition: the doshas cancel each other),
 * or one manglik and the other not (a point to discuss). A cancelled dosha counts as free.
 */
export type ManglikPairing = 'neither' | 'both' | 'mismatch';

export function manglikPairing(
  boy: Pick<MangalStatus, 'effective'>,
  girl: Pick<MangalStatus, 'effective'>,
): ManglikPairing {
  if (boy.effective && girl.effective) return 'both';
  if (boy.effective || girl.effective) return 'mismatch';
  return 'neither';
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Whether an API answer has the shape the result needs (a newer or broken API fails softly). */
export function isMatchAnswer(data: unknown): data is MatchAnswer {
  if (!isObject(data) || typeof data.total !== 'number' || !Array.isArray(data.kootas)) return false;
  if (!isObject(data.manglik) || !isObject(data.manglik.boy) || !isObject(data.manglik.girl)) return false;
  if (!isObject(data.doshas) || !isObject(data.moons) || !Array.isArray(data.concerns)) return false;
  return data.kootas.every((k) => isObject(k) && typeof k.received_points === 'number');
}
