/**
 * Input checks of the calculators, as pure functions: each returns the cleaned value or the key
 * of the message to show (the messages live in the tools catalogue).
 */
import { phoneDigits } from '@drishti/contracts/phone';
import { normalizeName } from '@drishti/engine/numerology/name';
import { hasDevanagari, romanizeDevanagari } from '@drishti/engine/tools/romanize';

export type NameError = 'required' | 'devanagari' | 'script' | 'characters';
export type NameCheck = { ok: true; name: string; letters: string } | { ok: false; error: NameError };

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;
/** Letters (with their accents), spaces and the punctuation names are written with. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\s.'’-]+$/u;

/**
 * A name for the letter tables. The tables are for the Latin alphabet, so a name typed in
 * Devanagari (or another script) is turned away with a request to type it in English letters,
 * rather than being scored on the few Latin letters it may contain.
 */
export function checkName(raw: string): NameCheck {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, error: 'required' };
  if (DEVANAGARI.test(name)) return { ok: false, error: 'devanagari' };
  if (!NAME_CHARACTERS.test(name)) return { ok: false, error: 'characters' };
  const letters = normalizeName(name);
  // Every letter must survive normalisation: "Amit" does, "அமித்" or "Амит" does not.
  const letterCount = [...name.normalize('NFD').replace(/\p{M}/gu, '')].filter((c) => /\p{L}/u.test(c)).length;
  if (letters.length === 0 || letters.length !== letterCount) return { ok: false, error: 'script' };
  return { ok: true, name, letters };
}

/**
 * A name for the letter-counting games (love calculator, FLAMES): typed in English letters or in
 * Devanagari, which is written in Latin letters first ("राम" → "Ram"), so Hindi names play too.
 */
export function checkGameName(raw: string): NameCheck {
  const trimmed = raw.trim();
  return checkName(hasDevanagari(trimmed) ? romanizeDevanagari(trimmed) : trimmed);
}

export type MobileError = 'required' | 'characters' | 'length';
export type MobileCheck = { ok: true; digits: string } | { ok: false; error: MobileError; count: number };

/** The mobile number's length: the spec's ten-digit check. */
export const MOBILE_DIGITS = 10;

/**
 * A 10-digit mobile number (the spec's ten-digit check). Spaces and hyphens between digits are
 * fine; anything else (a "+91", letters) is an error, and so is any count other than ten.
 */
export function checkMobile(raw: string): MobileCheck {
  const text = raw.trim();
  const digits = phoneDigits(text);
  if (!text) return { ok: false, error: 'required', count: 0 };
  if (/[^\d\s-]/.test(text)) return { ok: false, error: 'characters', count: digits.length };
  if (digits.length !== MOBILE_DIGITS) return { ok: false, error: 'length', count: digits.length };
  return { ok: true, digits };
}
