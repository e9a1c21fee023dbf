import type { ZodiacKey } from '@drishti/content/zodiac';
import s from './zodiac-glyph.module.css';

/**
 * The strokes of each sign's glyph on a 48×48 grid: our own simple drawing of the traditional
 * symbols (the ram's horns, the bull, the twins, the crab's claws, the lion's mane and tail, …).
 */
const STROKES: Readonly<Record<ZodiacKey, string>> = {
  aries: 'M24 39V21M24 21C24 11 17 7 12 10S9 20 15 19M24 21C24 11 31 7 36 10S39 20 33 19',
  taurus: 'M10 10C12 18 17 21 24 21S36 18 38 10M24 21a9 9 0 1 0 0.01 0',
  gemini: 'M11 10C19 13 29 13 37 10M11 38C19 35 29 35 37 38M18 12V36M30 12V36',
  cancer: 'M39 18C33 10 17 9 10 16M10 30C15 38 31 39 38 32M14 19a4 4 0 1 0 0.01 0M34 29a4 4 0 1 0 0.01 0',
  leo: 'M14 26a5 5 0 1 0 0.01 0M19 29C13 18 17 9 26 9S38 17 33 26C29 33 30 39 35 39S41 35 38 33',
  virgo:
    'M8 13V35M8 17C8 11 16 11 16 17V35M16 17C16 11 24 11 24 17V35M24 17C24 11 32 11 32 17V27C32 35 29 38 24 40M30 24C37 22 41 30 34 35',
  libra: 'M8 38H40M8 31H17C12 27 14 15 24 15S36 27 31 31H40',
  scorpio: 'M8 13V35M8 17C8 11 16 11 16 17V35M16 17C16 11 24 11 24 17V32C24 38 30 39 37 34M32 32L37 34L36 29',
  sagittarius: 'M10 38L38 10M25 10H38V23M14 24L24 34',
  capricorn: 'M8 13C12 13 14 17 14 22V38M14 22C14 12 26 12 26 22V32C26 38 33 40 37 36S37 27 32 28S26 36 22 39',
  aquarius: 'M8 21L14 15L20 21L26 15L32 21L38 15M8 34L14 28L20 34L26 28L32 34L38 28',
  pisces: 'M14 8C22 16 22 32 14 40M34 8C26 16 26 32 34 40M11 24H37',
};

/**
 * A zodiac sign's glyph as an inline SVG: marigold strokes on an indigo disc in a thin ring. With a `label` it is an image named by it; without one it is
 * decoration beside text that already names the sign.
 */
export function ZodiacGlyph({ sign, label, className }: { sign: ZodiacKey; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className ? `${s.glyph} ${className}` : s.glyph}
      data-sign={sign}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" className={s.disc} />
      <circle cx="24" cy="24" r="20.5" className={s.ring} />
      <path d={STROKES[sign]} className={s.stroke} transform="translate(24 24) scale(0.7) translate(-24 -24)" />
    </svg>
  );
}
