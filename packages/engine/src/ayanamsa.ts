/**
 * Ayanamsas: the distance, in degrees of ecliptic longitude, from the vernal equinox of date to the
 * start of the sidereal zodiac.
 *
 * The values here are MEAN ayanamsas (measured from the mean equinox of date), which is what
 * Swiss Ephemeris' swe_get_ayanamsa returns and what charts print. A sidereal longitude is
 * apparent longitude of the true equinox of date − (mean ayanamsa + nutation in longitude); the
 * ephemeris module applies that.
 */
import { e_tilt, Rotation_EQJ_ECT } from 'astronomy-engine';
import { helioState } from './planets';
import { astroTime, julianCenturiesTt } from './time';
import { norm360 } from './zodiac';

/** The ayanamsas the engine offers (CLI option `ayanamsa`). */
export const AYANAMSA_NAMES = ['lahiri', 'kp', 'raman', 'true-chitra'] as const;
/** An ayanamsa name: `lahiri` (Chitrapaksha, the default), `kp` (Krishnamurti), `raman`, `true-chitra`. */
export type AyanamsaName = (typeof AYANAMSA_NAMES)[number];

/**
 * IAU 2006 general precession in longitude p_A, in arcseconds, at T Julian centuries (TT) from J2000.
 */
export function generalPrecessionArcsec(T: number): number {
  return T * (5028.796195 + T * (1.1054348 + T * (0.00007964 + T * (-0.000023857 + T * -0.0000000383))));
}

interface EpochAyanamsa {
  /** Julian centuries from J2000 of the defining epoch. */
  t0: number;
  /** Ayanamsa at the epoch, degrees. */
  value: number;
  /** Constant, arcseconds: see below. */
  offset: number;
}

const J1900 = (2_415_020 - 2_451_545) / 36_525;

/**
 * Epoch-defined ayanamsas advance with the general precession from their defining epoch.
 *
 * The definitions are Swiss Ephemeris' (the reference every Jyotish program is compared with):
 * Lahiri 23.245524743° at JD 2435553.5 (the ICRC's 23°15′00.658″ of 1956-03-21 less its nutation),
 * Krishnamurti 22.363889° and Raman 21.01444° at J1900. Swiss Ephemeris carries the epoch value
 * forward with its own precession model; over 1900–2050 the result differs from the IAU 2006 p_A
 * difference by a constant per epoch, measured against Swiss Ephemeris 2.10 output (the
 * `ayanamsa_lahiri_mean_deg` and `kp.ayanamsaMeanDeg` of the reference charts, constant to
 * ±0.0004″): +0.1305″ for the 1956 epoch and −0.8273″ for J1900. Raman shares J1900 with
 * Krishnamurti and therefore its constant.
 */
const EPOCH_AYANAMSAS: Readonly<Record<'lahiri' | 'kp' | 'raman', EpochAyanamsa>> = {
  lahiri: { t0: (2_435_553.5 - 2_451_545) / 36_525, value: 23.245524743, offset: 0.1305 },
  kp: { t0: J1900, value: 22.363889, offset: -0.8273 },
  raman: { t0: J1900, value: 21.01444, offset: -0.8273 },
};

/**
 * Mean ayanamsa in degrees of an epoch-defined ayanamsa (Lahiri, Krishnamurti, Raman) at T Julian
 * centuries of TT from J2000.
 */
export function epochAyanamsa(name: 'lahiri' | 'kp' | 'raman', T: number): number {
  const def = EPOCH_AYANAMSAS[name];
  return def.value + (generalPrecessionArcsec(T) - generalPrecessionArcsec(def.t0) + def.offset) / 3600;
}

const DEG = Math.PI / 180;
/** Speed of light, AU per day. */
const C_AU_PER_DAY = 173.1446326846693;

/**
 * Spica (α Virginis): ICRS right ascension and declination at epoch J2000 (degrees) and proper
 * motion (mas/yr, μα* including cos δ), from the Hipparcos new reduction as SIMBAD gives it.
 */
const SPICA = { ra: 201.298247375, dec: -11.161319472, pmRa: -42.35, pmDec: -30.67 };

/**
 * Spica's direction at a time as a J2000 equatorial (EQJ) unit vector, with proper motion and the
 * annual aberration of an observer moving at `earthVelocity` (AU/day, EQJ). Parallax (13 mas) and
 * light deflection are left out: both are far below what the True Chitra ayanamsa needs.
 */
export function spicaDirection(T: number, earthVelocity: readonly [number, number, number]): [number, number, number] {
  const years = T * 100;
  const dec = (SPICA.dec + (SPICA.pmDec * years) / 3_600_000) * DEG;
  const ra = (SPICA.ra + (SPICA.pmRa * years) / 3_600_000 / Math.cos(SPICA.dec * DEG)) * DEG;
  const cd = Math.cos(dec);
  return [
    cd * Math.cos(ra) + earthVelocity[0] / C_AU_PER_DAY,
    cd * Math.sin(ra) + earthVelocity[1] / C_AU_PER_DAY,
    Math.sin(dec) + earthVelocity[2] / C_AU_PER_DAY,
  ];
}

/**
 * True Chitra (Chitrapaksha with Spica fixed at 180° sidereal): the mean ayanamsa is Spica's
 * longitude on the mean ecliptic and equinox of date, aberration included, minus 180°. This is
 * Swiss Ephemeris' SE_SIDM_TRUE_CITRA (checked against its ascendants to 0.1″).
 *
 * @param meanEclipticLongitude maps an EQJ direction to its longitude (degrees) on the mean
 *   ecliptic and equinox of date, so that callers reuse the rotation they already built.
 */
export function trueChitraAyanamsa(
  T: number,
  earthVelocity: readonly [number, number, number],
  meanEclipticLongitude: (x: number, y: number, z: number) => number,
): number {
  const [x, y, z] = spicaDirection(T, earthVelocity);
  return norm360(meanEclipticLongitude(x, y, z) - 180);
}

/**
 * Mean ayanamsa in degrees at a UTC instant (milliseconds since 1970) for the named ayanamsa.
 * For a single value; chart computations get it from the ephemeris, which shares its work.
 */
export function meanAyanamsa(name: AyanamsaName, utcMs: number): number {
  if (name !== 'true-chitra') return epochAyanamsa(name, julianCenturiesTt(utcMs));
  const time = astroTime(utcMs);
  const earth = helioState('earth', time.tt);
  const m = Rotation_EQJ_ECT(time).rot;
  const dpsi = e_tilt(time).dpsi / 3600;
  return trueChitraAyanamsa(
    time.tt / 36_525,
    [earth.vx, earth.vy, earth.vz],
    (x, y, z) =>
      Math.atan2(m[0]![1]! * x + m[1]![1]! * y + m[2]![1]! * z, m[0]![0]! * x + m[1]![0]! * y + m[2]![0]! * z) / DEG -
      dpsi,
  );
}
