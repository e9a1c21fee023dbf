/**
 * The numerology texts a calculator shows, picked on the server in the page's language and passed
 * to the calculator as props, so the browser never downloads the whole bilingual catalogue.
 */
import {
  DIGITS,
  directionLabels,
  karmicDebtNumbers,
  kuaNumbers,
  loShuArrows,
  masterNumbers,
  missingNumbers,
  type NumberMeaning,
  numberMeanings,
  personalYears,
} from '@drishti/content/numerology';
import type { Locale } from '@drishti/content/types';

/** Text fields of a number 1–9 that a calculator may ask for. */
export type NumberField = Exclude<keyof NumberMeaning, 'number' | 'bornOn'>;

/** Number 1–9 → the asked fields in one language. */
export type NumberTexts<F extends NumberField> = Record<number, Pick<Record<NumberField, string>, F>>;

export function numberTexts<F extends NumberField>(locale: Locale, fields: readonly F[]): NumberTexts<F> {
  const out: NumberTexts<F> = {};
  for (const n of DIGITS) {
    const meaning = numberMeanings[n];
    out[n] = Object.fromEntries(fields.map((f) => [f, meaning[f][locale]])) as Pick<Record<NumberField, string>, F>;
  }
  return out;
}

export interface MasterText {
  title: string;
  meaning: string;
  strengths: string;
  challenges: string;
}

export function masterTexts(locale: Locale): Record<number, MasterText> {
  return Object.fromEntries(
    masterNumbers.map((m) => [
      m.number,
      {
        title: m.title[locale],
        meaning: m.meaning[locale],
        strengths: m.strengths[locale],
        challenges: m.challenges[locale],
      },
    ]),
  );
}

export interface KarmicText {
  title: string;
  meaning: string;
  lesson: string;
}

export function karmicTexts(locale: Locale): Record<number, KarmicText> {
  return Object.fromEntries(
    karmicDebtNumbers.map((k) => [
      k.number,
      { title: k.title[locale], meaning: k.meaning[locale], lesson: k.lesson[locale] },
    ]),
  );
}

export interface PersonalYearText {
  theme: string;
  text: string;
}

export function personalYearTexts(locale: Locale): Record<number, PersonalYearText> {
  return Object.fromEntries(
    DIGITS.map((n) => [n, { theme: personalYears[n].theme[locale], text: personalYears[n].text[locale] }]),
  );
}

export interface MissingText {
  quality: string;
  meaning: string;
  remedy: string;
}

export function missingTexts(locale: Locale): Record<number, MissingText> {
  return Object.fromEntries(
    DIGITS.map((n) => {
      const m = missingNumbers[n];
      return [n, { quality: m.quality[locale], meaning: m.meaning[locale], remedy: m.remedy[locale] }];
    }),
  );
}

export interface ArrowText {
  /** The line's three numbers joined, e.g. "4-9-2": the key the calculator looks lines up by. */
  numbers: string;
  name: string;
  strength: string;
  weakness: string;
}

/** The Lo Shu lines' texts keyed by their numbers ("4-9-2"), which the engine and the content share. */
export function arrowTexts(locale: Locale): Record<string, ArrowText> {
  return Object.fromEntries(
    loShuArrows.map((a) => {
      const numbers = a.numbers.join('-');
      return [numbers, { numbers, name: a.name[locale], strength: a.strength[locale], weakness: a.weakness[locale] }];
    }),
  );
}

export interface KuaText {
  element: string;
  group: string;
  summary: string;
}

export function kuaTexts(locale: Locale): Record<number, KuaText> {
  return Object.fromEntries(
    DIGITS.map((n) => {
      const k = kuaNumbers[n];
      return [n, { element: k.element[locale], group: k.groupLabel[locale], summary: k.summary[locale] }];
    }),
  );
}

/** Compass directions in the page's language, keyed as the engine names them (N, NE, …). */
export function compassTexts(locale: Locale): Record<string, string> {
  const l = directionLabels;
  return {
    N: l.north[locale],
    NE: l['north-east'][locale],
    E: l.east[locale],
    SE: l['south-east'][locale],
    S: l.south[locale],
    SW: l['south-west'][locale],
    W: l.west[locale],
    NW: l['north-west'][locale],
  };
}
