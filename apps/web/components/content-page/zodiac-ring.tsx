import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { ZodiacGlyph } from '@/components/horoscope/zodiac-glyph';
import s from './drawings.module.css';

/** The twelve sign glyphs in a ring, Aries at the top, running clockwise: decoration for a header. */
export function ZodiacRing() {
  return (
    <div className={s.zodiacRing} aria-hidden="true">
      <span className={s.zodiacSun} />
      {ZODIAC_KEYS.map((key, i) => {
        const rad = ((i * 30 - 90) * Math.PI) / 180;
        const left = `${(50 + 40 * Math.cos(rad)).toFixed(2)}%`;
        const top = `${(50 + 40 * Math.sin(rad)).toFixed(2)}%`;
        return (
          <span key={key} className={s.zodiacSlot} style={{ left, top }}>
            <ZodiacGlyph sign={key} />
          </span>
        );
      })}
    </div>
  );
}
