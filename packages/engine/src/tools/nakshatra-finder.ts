/**
 * Nakshatra finder: which nakshatra, pada and sign a sidereal longitude falls in.
 */
import {
  NAKSHATRA_KEYS,
  NAKSHATRA_SPAN,
  type NakshatraKey,
  nakshatraLord,
  PADA_SPAN,
  type PlanetKey,
  SIGN_KEYS,
  type SignKey,
} from '../matching/tables';

/** Result of {@link findNakshatra}. */
export interface NakshatraPosition {
  /** The longitude normalised to [0, 360) degrees. */
  longitude: number;
  /** 1–27 (1 = Ashwini). */
  nakshatra: number;
  key: NakshatraKey;
  /** 1–4. */
  pada: number;
  /** Vimshottari lord of the nakshatra. */
  lord: PlanetKey;
  /** 1–12 (1 = Aries). */
  sign: number;
  signKey: SignKey;
  /** Degrees elapsed in the nakshatra, [0, 13.333…). */
  degreesInNakshatra: number;
  /** Fraction of the nakshatra elapsed, [0, 1): what the Vimshottari balance is computed from. */
  fractionElapsed: number;
}

/**
 * Maps a sidereal longitude (the Moon's, usually) to its nakshatra, pada, lord and sign.
 * @param longitude sidereal ecliptic longitude in degrees; any finite value, taken modulo 360
 * @throws RangeError for NaN or an infinite value
 */
export function findNakshatra(longitude: number): NakshatraPosition {
  if (!Number.isFinite(longitude)) throw new RangeError(`longitude must be finite, got ${longitude}`);
  // Adding 360 only to negatives: adding it to everything would round 359.99999999999994 up to 0.
  let lon = longitude % 360;
  if (lon < 0) lon += 360;
  if (lon >= 360) lon = 0; // a tiny negative input rounds up to 360
  const nakshatra = Math.floor(lon / NAKSHATRA_SPAN) + 1;
  const pada = (Math.floor(lon / PADA_SPAN) % 4) + 1;
  const sign = Math.floor(lon / 30) + 1;
  const degreesInNakshatra = Math.max(0, lon - (nakshatra - 1) * NAKSHATRA_SPAN);
  return {
    longitude: lon,
    nakshatra,
    key: NAKSHATRA_KEYS[nakshatra - 1]!,
    pada,
    lord: nakshatraLord(nakshatra),
    sign,
    signKey: SIGN_KEYS[sign - 1]!,
    degreesInNakshatra,
    fractionElapsed: degreesInNakshatra / NAKSHATRA_SPAN,
  };
}
