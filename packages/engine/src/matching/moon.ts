/**
 * The Moon placement that matching works from, and its validation.
 */
import {
  assertNakshatra,
  assertPada,
  assertSign,
  NAKSHATRA_SPAN,
  navamsaOfPada,
  PADA_SPAN,
  signOfPada,
  signsOfNakshatra,
} from './tables';

/** One person's Moon, as a chart gives it (sidereal). */
export interface MoonPlacement {
  /** Moon sign 1–12 (1 = Aries). */
  sign: number;
  /** Moon nakshatra 1–27 (1 = Ashwini). */
  nakshatra: number;
  /**
   * Pada 1–4. Optional; used to split Sagittarius and Capricorn into halves for vashya, for the
   * navamsa-lord exception of bhakoot, and for the same-nakshatra exception of nadi.
   */
  pada?: number;
  /** Sidereal Moon longitude in degrees. Optional; when given it decides sign halves exactly and supplies the pada. */
  longitude?: number;
}

/** A validated placement with pada filled in from the longitude when that was given. */
export interface ResolvedMoon {
  sign: number;
  nakshatra: number;
  pada?: number;
  /** Longitude normalised to [0, 360). */
  longitude?: number;
}

function normalizeDegrees(deg: number): number {
  // Adding 360 only to negatives: adding it to everything would round 359.99999999999994 up to 0.
  let d = deg % 360;
  if (d < 0) d += 360;
  return d >= 360 ? 0 : d; // -1e-17 + 360 rounds to 360
}

/** Sign, nakshatra and pada of a longitude in [0, 360). */
function placeLongitude(longitude: number): { sign: number; nakshatra: number; pada: number } {
  return {
    sign: Math.floor(longitude / 30) + 1,
    nakshatra: Math.floor(longitude / NAKSHATRA_SPAN) + 1,
    pada: (Math.floor(longitude / PADA_SPAN) % 4) + 1,
  };
}

/**
 * Checks a placement and fills in the pada from the longitude.
 * @throws RangeError when a field is out of range or the fields disagree (a nakshatra outside the
 *   sign, a pada in another sign, a longitude in another nakshatra)
 */
export function resolveMoon(moon: MoonPlacement, who = 'moon'): ResolvedMoon {
  const { sign, nakshatra } = moon;
  assertSign(sign);
  assertNakshatra(nakshatra);
  let pada = moon.pada;
  if (pada !== undefined) assertPada(pada);
  let longitude: number | undefined;
  if (moon.longitude !== undefined) {
    if (!Number.isFinite(moon.longitude)) throw new RangeError(`${who}: longitude must be a finite number`);
    longitude = normalizeDegrees(moon.longitude);
    // A chart may compute the nakshatra with slightly different floating-point steps; within a
    // nanodegree of a boundary either side is accepted rather than rejecting a real chart.
    const match = [longitude, longitude - 1e-9, longitude + 1e-9]
      .map((candidate) => placeLongitude(normalizeDegrees(candidate)))
      .find((p) => p.sign === sign && p.nakshatra === nakshatra && (pada === undefined || p.pada === pada));
    if (!match) throw new RangeError(`${who}: longitude ${longitude} is not in sign ${sign}, nakshatra ${nakshatra}`);
    pada = match.pada;
  }
  if (pada !== undefined) {
    if (signOfPada(nakshatra, pada) !== sign) {
      throw new RangeError(`${who}: nakshatra ${nakshatra} pada ${pada} is not in sign ${sign}`);
    }
  } else if (!signsOfNakshatra(nakshatra).includes(sign)) {
    throw new RangeError(`${who}: nakshatra ${nakshatra} is not in sign ${sign}`);
  }
  return {
    sign,
    nakshatra,
    ...(pada !== undefined ? { pada } : {}),
    ...(longitude !== undefined ? { longitude } : {}),
  };
}

/**
 * Which half of its sign the Moon is in (first = 0°–15°, second = 15°–30°), as precisely as the
 * placement allows:
 * - with a longitude, by the degree;
 * - with a pada, by the pada: a sign holds 9 padas and 15° falls in the middle of its 5th, so
 *   padas 1–4 of the sign are first half and 6–9 second; the 5th straddles the line and is put in
 *   the first half, where it begins (PyJHora does the same);
 * - with only the nakshatra, by where most of the nakshatra's part of the sign lies (Purva Ashadha
 *   in Sagittarius and Shravana in Capricorn fall mostly in the second half).
 * @returns 'first' | 'second'
 */
export function signHalf(moon: ResolvedMoon): 'first' | 'second' {
  if (moon.longitude !== undefined) return moon.longitude - (moon.sign - 1) * 30 < 15 ? 'first' : 'second';
  const padaInSign = (nakshatra: number, pada: number) => (nakshatra - 1) * 4 + (pada - 1) - (moon.sign - 1) * 9;
  if (moon.pada !== undefined) return padaInSign(moon.nakshatra, moon.pada) <= 4 ? 'first' : 'second';
  let first = 0;
  let second = 0;
  for (let pada = 1; pada <= 4; pada++) {
    const k = padaInSign(moon.nakshatra, pada);
    if (k < 0 || k > 8) continue; // this pada is in the neighbouring sign
    if (k < 4) first += 1;
    else if (k > 4) second += 1;
    else {
      first += 0.5;
      second += 0.5;
    }
  }
  return second > first ? 'second' : 'first';
}

/**
 * Navamsa sign 1–12 of the Moon, or undefined when neither pada nor longitude is known.
 */
export function moonNavamsa(moon: ResolvedMoon): number | undefined {
  return moon.pada === undefined ? undefined : navamsaOfPada(moon.nakshatra, moon.pada);
}
