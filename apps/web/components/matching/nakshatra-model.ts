import type { nakshatraData } from '@drishti/contracts/astrology';
import type { z } from 'zod';

/** The answer of `/api/publics/astrology/nakshaktra` for a birth: the Moon's nakshatra and lore. */
export type NakshatraAnswer = z.infer<typeof nakshatraData>;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isBilingual = (x: unknown) => isObject(x) && typeof x.en === 'string' && typeof x.hi === 'string';

/** Whether an answer has the fields the finder shows. */
export function isNakshatraAnswer(data: unknown): data is NakshatraAnswer {
  if (!isObject(data)) return false;
  if (typeof data.index !== 'number' || typeof data.key !== 'string' || typeof data.lord !== 'string') return false;
  if (!['name', 'deity', 'symbol', 'span', 'description', 'goodFor'].every((k) => isBilingual(data[k]))) return false;
  return isObject(data.yoni) && isBilingual(data.yoni.label) && typeof data.gana === 'string';
}

/** The sign (1–12) and the degrees within it of a sidereal longitude. */
export function moonSignOf(longitude: number): { sign: number; degree: number } {
  const lon = ((longitude % 360) + 360) % 360;
  return { sign: Math.floor(lon / 30) + 1, degree: lon % 30 };
}
