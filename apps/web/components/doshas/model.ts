import type { MangalCancellationKey } from '@drishti/content/doshas';
import type { KaalSarp, MangalCancellation, MangalDosha, MangalReference } from '@drishti/engine/doshas';
import type { PlanetKey } from '@drishti/engine/zodiac';
import type { KundaliDetailsAnswer } from '@drishti/contracts/astrology-answers';

/**
 * View models of the dosha checkers: pure functions from the `kundali-details` answer (the engine's
 * doshas with the planets) to what the checkers show.
 */

export type { KaalSarp, MangalDosha };

/** The `/api/users/astrology/kundali-details` answer the checkers read (@drishti/contracts). */
export type KundaliDetails = KundaliDetailsAnswer;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

export const PLANET_ORDER: readonly PlanetKey[] = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE'];

/** Whether an answer has the fields the checkers need (a broken answer becomes the error state). */
export function isKundaliDetails(data: unknown): data is KundaliDetails {
  if (!isObject(data) || !isObject(data.birth) || !isObject(data.ascendant) || !isObject(data.planets)) return false;
  if (!isObject(data.doshas) || !isObject(data.doshas.mangal) || !isObject(data.doshas.kaalSarp)) return false;
  const planets = data.planets;
  return PLANET_ORDER.every((p) => isObject(planets[p]) && typeof planets[p].house === 'number');
}

// ---- Mangal dosha -----------------------------------------------------------------------------

export type MangalState = 'none' | 'cancelled' | 'present';
export type MangalStrength = 'mild' | 'moderate' | 'strong';

export const MANGAL_REFERENCES: readonly MangalReference[] = ['lagna', 'moon', 'venus'];

/**
 * Strength by how many of the three reference points (ascendant, Moon, Venus) Mars afflicts
 * from: one mild, two moderate, three strong; null without a dosha.
 */
export function mangalStrength(count: number): MangalStrength | null {
  if (count <= 0) return null;
  return count === 1 ? 'mild' : count === 2 ? 'moderate' : 'strong';
}

export function mangalState(m: Pick<MangalDosha, 'present' | 'cancelled'>): MangalState {
  if (!m.present) return 'none';
  return m.cancelled ? 'cancelled' : 'present';
}

/** The status colour: green without a dosha, yellow when cancelled, red when it stands. */
export function mangalTone(state: MangalState): 'good' | 'okay' | 'bad' {
  return state === 'none' ? 'good' : state === 'cancelled' ? 'okay' : 'bad';
}

/** Mars from each reference point, in table order. */
export function mangalRows(m: Pick<MangalDosha, 'from'>) {
  return MANGAL_REFERENCES.map((ref) => ({ ref, house: m.from[ref].house, afflicted: m.from[ref].afflicted }));
}

/** The content package's explanation for each cancellation the engine names. */
export const CANCELLATION_TEXT_KEYS: Readonly<Record<MangalCancellation, MangalCancellationKey>> = {
  'mars-own-sign': 'mars-own-sign',
  'mars-exalted': 'mars-exalted',
  'mars-in-leo-or-aquarius': 'mars-in-leo-or-aquarius',
  'exempt-house-sign': 'house-sign-exemption',
  'jupiter-conjunct-mars': 'jupiter-aspect',
  'jupiter-aspects-mars': 'jupiter-aspect',
  'moon-conjunct-mars': 'mars-with-moon',
  'benefic-in-lagna': 'benefic-in-lagna',
};

// ---- Kaal Sarp ---------------------------------------------------------------------------------

/** Ketu's house from the lagna: always the 7th from Rahu's. */
export function ketuHouse(rahuHouse: number): number {
  return ((rahuHouse + 5) % 12) + 1;
}

export type AxisSide = 'inside' | 'outside' | 'node';

/** The nine planets with their sign, house and side of the Rahu–Ketu axis. */
export function kaalSarpRows(k: Pick<KundaliDetails, 'planets'> & { doshas: { kaalSarp: Pick<KaalSarp, 'outside'> } }) {
  const outside = new Set<PlanetKey>(k.doshas.kaalSarp.outside);
  return PLANET_ORDER.map((planet) => {
    const p = k.planets[planet];
    const side: AxisSide = planet === 'RA' || planet === 'KE' ? 'node' : outside.has(planet) ? 'outside' : 'inside';
    return { planet, sign: p.sign, degree: p.degree, house: p.house, side };
  });
}

/** The status colour: green without the dosha, yellow when partial, red when present. */
export function kaalSarpTone(kind: KaalSarp['kind']): 'good' | 'okay' | 'bad' {
  return kind === 'none' ? 'good' : kind === 'partial' ? 'okay' : 'bad';
}
