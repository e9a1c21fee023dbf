import type { LuckyColour } from '@drishti/engine/horoscope';
import s from './horoscope.module.css';

/** The colours of the lucky colour keys, for a small swatch beside the colour's name. */
const SWATCH: Readonly<Record<LuckyColour, string>> = {
  red: '#B91C1C',
  white: '#FFFFFF',
  green: '#15803D',
  yellow: '#FACC15',
  pink: '#EC4899',
  blue: '#1D4ED8',
  orange: '#EA580C',
  grey: '#6B7280',
  brown: '#78350F',
};

/** A dot of the lucky colour; decoration, since the colour's name is always written beside it. */
export function LuckyColourSwatch({ colour }: { colour: LuckyColour }) {
  return <span className={s.swatch} style={{ background: SWATCH[colour] }} aria-hidden="true" />;
}
