// The geometry of our drawn tarot card faces, kept apart from the SVG so that it can be tested.
import type { MajorCard, Rank, TarotCard } from '@drishti/content/tarot';
import type { Bilingual, Locale } from '@drishti/content/types';

/** The card face is drawn in a 120 × 200 box. */
export const ART_WIDTH = 120;
export const ART_HEIGHT = 200;

/** Where a card's motif may be drawn: between the numeral band and the name band. */
export const MOTIF_BOX = { left: 14, top: 34, right: 106, bottom: 152 } as const;

/** The width the card name may take inside the 100-unit name band, with a margin for the estimate. */
export const NAME_WIDTH = 92;

/** The emblem of each major arcana card: one motif from our small geometric set. */
export type MajorMotif =
  | 'cliff'
  | 'infinity'
  | 'pillars'
  | 'venus'
  | 'throne'
  | 'keys'
  | 'hearts'
  | 'chariot'
  | 'lion'
  | 'lantern'
  | 'wheel'
  | 'scales'
  | 'hanged'
  | 'rose'
  | 'cups'
  | 'chains'
  | 'tower'
  | 'star'
  | 'moon'
  | 'sun'
  | 'trumpet'
  | 'wreath';

const MAJOR_MOTIFS: Readonly<Record<string, MajorMotif>> = {
  'the-fool': 'cliff',
  'the-magician': 'infinity',
  'the-high-priestess': 'pillars',
  'the-empress': 'venus',
  'the-emperor': 'throne',
  'the-hierophant': 'keys',
  'the-lovers': 'hearts',
  'the-chariot': 'chariot',
  'the-strength': 'lion',
  'the-hermit': 'lantern',
  'wheel-of-fortune': 'wheel',
  justice: 'scales',
  'the-hanged-man': 'hanged',
  death: 'rose',
  temperance: 'cups',
  'the-devil': 'chains',
  'the-tower': 'tower',
  'the-star': 'star',
  'the-moon': 'moon',
  'the-sun': 'sun',
  'the-judgement': 'trumpet',
  'the-world': 'wreath',
};

/** The emblem drawn on a major arcana card; a star for a slug we do not know. */
export function majorMotif(slug: string): MajorMotif {
  return MAJOR_MOTIFS[slug] ?? 'star';
}

export interface Point {
  x: number;
  y: number;
}

const L = 36;
const C = 60;
const R = 84;
// Four rows for the busiest layouts; three-row layouts use the first, middle and last.
const ROWS4 = [50, 79, 107, 136];
const TOP = 50;
const MID = 93;
const BOTTOM = 136;
const UPPER = 71.5;
const LOWER = 114.5;

/** The centres of the suit symbols on a pip card with `count` pips (1 to 10), as on playing cards. */
export function pipPositions(count: number): Point[] {
  const p = (x: number, y: number): Point => ({ x, y });
  const sides = (ys: number[]) => ys.flatMap((y) => [p(L, y), p(R, y)]);
  switch (count) {
    case 1:
      return [p(C, MID)];
    case 2:
      return [p(C, TOP), p(C, BOTTOM)];
    case 3:
      return [p(C, TOP), p(C, MID), p(C, BOTTOM)];
    case 4:
      return sides([TOP, BOTTOM]);
    case 5:
      return [...sides([TOP, BOTTOM]), p(C, MID)];
    case 6:
      return sides([TOP, MID, BOTTOM]);
    case 7:
      return [...sides([TOP, MID, BOTTOM]), p(C, UPPER)];
    case 8:
      return [...sides([TOP, MID, BOTTOM]), p(C, UPPER), p(C, LOWER)];
    case 9:
      return [...sides(ROWS4), p(C, MID)];
    case 10:
      return [...sides(ROWS4), p(C, 64.5), p(C, 121.5)];
    default:
      throw new RangeError(`A pip card has 1 to 10 pips, got ${count}`);
  }
}

/** The size of one pip (the suit symbol is drawn in a 40-unit box) for a card with `count` pips. */
export function pipScale(count: number): number {
  if (count === 1) return 1.35;
  if (count <= 3) return 0.7;
  return 0.55;
}

const COURT_LABELS: Readonly<Record<'page' | 'knight' | 'queen' | 'king', Bilingual>> = {
  page: { en: 'Page', hi: 'सेवक' },
  knight: { en: 'Knight', hi: 'घुड़सवार' },
  queen: { en: 'Queen', hi: 'रानी' },
  king: { en: 'King', hi: 'राजा' },
};

export function isCourt(rank: Rank): rank is 'page' | 'knight' | 'queen' | 'king' {
  return rank in COURT_LABELS;
}

/**
 * A major card's number as the page writes it: the roman numeral in English ("XVIII"), the number
 * in Hindi ("18"), whose pages write numbers only in digits (docs/HINDI-STYLE.md).
 */
export function majorNumeral(card: Pick<MajorCard, 'roman' | 'number'>, locale: Locale): string {
  return locale === 'hi' ? String(card.number) : card.roman;
}

/**
 * The label at the top of a card face: the number of a major card (majorNumeral), the number of a
 * pip card with "A" for the ace in English (as on Indian playing cards too), the rank word of a
 * court card.
 */
export function cornerLabel(card: TarotCard, locale: Locale): string {
  if (card.arcana === 'major') return majorNumeral(card, locale);
  if (isCourt(card.rank)) return COURT_LABELS[card.rank][locale];
  return card.number === 1 && locale !== 'hi' ? 'A' : String(card.number);
}

// Devanagari vowel signs that sit beside the letter take some width; the others sit above or below.
const SPACING_MARKS = /[\u093E\u093F\u0940\u0949-\u094C\u0903]/;
const ZERO_WIDTH_MARKS = /[\u0900-\u0902\u093A-\u093C\u0941-\u0948\u094D-\u094F\u0951-\u0957\u0962\u0963\u200C\u200D]/;

/** The approximate width of `text` in ems in our sans-serif faces at weight 600 (measured in Chromium). */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (ZERO_WIDTH_MARKS.test(ch)) continue;
    if (SPACING_MARKS.test(ch)) em += 0.3;
    else if (/[\u0900-\u097F]/.test(ch)) em += 0.62;
    else if (ch === ' ') em += 0.28;
    else if (/[A-Z]/.test(ch)) em += 0.66;
    else if (/[iljtf.,'’]/.test(ch)) em += 0.31;
    else em += 0.6;
  }
  return em;
}

/** The font size (in card units) at which the card's name fits the name band: at most 11, at least 6. */
export function nameFontSize(name: string): number {
  const em = textWidthEm(name);
  if (em === 0) return 11;
  return Math.max(6, Math.min(11, Math.floor((NAME_WIDTH / em) * 10) / 10));
}

/** The five points of a pentagram of radius `r` centred on (0, 0), in drawing order (every second point). */
export function pentagramPath(r: number): string {
  const pts = [0, 2, 4, 1, 3].map((i) => {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    return `${round(r * Math.cos(a))} ${round(r * Math.sin(a))}`;
  });
  return `M${pts.join('L')}Z`;
}

/** An n-pointed star of outer radius `r` and inner radius `ri` centred on (cx, cy). */
export function starPath(cx: number, cy: number, n: number, r: number, ri: number): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((-90 + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 === 0 ? r : ri;
    pts.push(`${round(cx + rr * Math.cos(a))} ${round(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/** `n` rays as one path: lines from radius r1 to r2 around (cx, cy), the first pointing up. */
export function raysPath(cx: number, cy: number, n: number, r1: number, r2: number, offsetDeg = 0): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = ((-90 + offsetDeg + (i * 360) / n) * Math.PI) / 180;
    d += `M${round(cx + r1 * Math.cos(a))} ${round(cy + r1 * Math.sin(a))}L${round(cx + r2 * Math.cos(a))} ${round(cy + r2 * Math.sin(a))}`;
  }
  return d;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
