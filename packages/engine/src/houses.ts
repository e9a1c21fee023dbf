/**
 * The ascendant, the midheaven and house cusps.
 *
 * The angles come from the local apparent sidereal time (RAMC) and the true obliquity, so they are
 * tropical longitudes on the true ecliptic and equinox of date; {@link angles} and
 * {@link placidusCusps} take the true ayanamsa (mean ayanamsa + nutation in longitude) and return
 * sidereal longitudes too. Degrees throughout; latitude north positive, longitude east positive.
 */
import { norm360 } from './zodiac';

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;
/** Latitudes are kept off the poles, where the ascendant is undefined. */
const MAX_LATITUDE = 89.999;

/** Ascendant and midheaven of a place at an instant. */
export interface Angles {
  /** Right ascension of the meridian (local apparent sidereal time), degrees. */
  ramc: number;
  /** Tropical ascendant, degrees (true equinox of date). */
  ascendantTropical: number;
  /** Tropical midheaven, degrees. */
  mcTropical: number;
  /** Sidereal ascendant, degrees. */
  ascendant: number;
  /** Sidereal midheaven, degrees. */
  mc: number;
}

function clampLatitude(latitude: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
}

/** Ecliptic longitude (degrees) of the ecliptic point with right ascension `ra` (degrees). */
function eclipticFromRa(ra: number, cosEps: number): number {
  const a = ra * DEG;
  return norm360(Math.atan2(Math.sin(a), Math.cos(a) * cosEps) * RAD);
}

/**
 * Ascendant and MC for Greenwich apparent sidereal time `gast` (degrees), geographic `latitude` and
 * `longitude` (degrees), the true obliquity (degrees) and the true ayanamsa (degrees).
 */
export function angles(
  gast: number,
  latitude: number,
  longitude: number,
  trueObliquity: number,
  trueAyanamsa: number,
): Angles {
  const ramc = norm360(gast + longitude);
  const th = ramc * DEG;
  const eps = trueObliquity * DEG;
  const phi = clampLatitude(latitude) * DEG;
  const ascendantTropical = norm360(
    Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * RAD,
  );
  const mcTropical = eclipticFromRa(ramc, Math.cos(eps));
  return {
    ramc,
    ascendantTropical,
    mcTropical,
    ascendant: norm360(ascendantTropical - trueAyanamsa),
    mc: norm360(mcTropical - trueAyanamsa),
  };
}

/** Twelve house cusps, cusp 1 first. */
export interface HouseCusps {
  /** Sidereal longitudes of cusps 1–12, degrees. */
  cusps: number[];
  /** Tropical longitudes of cusps 1–12, degrees. */
  tropical: number[];
  /**
   * `placidus`, or `porphyry` where Placidus does not exist (above the polar circles some
   * ecliptic degrees never rise), the fallback Swiss Ephemeris uses too.
   */
  system: 'placidus' | 'porphyry';
}

/**
 * One Placidus cusp: the ecliptic point whose meridian distance is `fraction` of its diurnal
 * semi-arc (cusps 11, 12: `above` true) or whose distance below the horizon is `fraction` of its
 * nocturnal semi-arc counted back from the lower meridian (cusps 2, 3). Fixed-point iteration on
 * the point's declination; NaN when the semi-arc does not exist.
 */
function placidusCusp(ramc: number, fraction: number, above: boolean, tanPhi: number, eps: number): number {
  const sinEps = Math.sin(eps);
  const cosEps = Math.cos(eps);
  let ra = above ? ramc + fraction * 90 : ramc + 180 - fraction * 90;
  let lon = eclipticFromRa(ra, cosEps);
  for (let i = 0; i < 100; i++) {
    const dec = Math.asin(sinEps * Math.sin(lon * DEG));
    const x = tanPhi * Math.tan(dec);
    if (x > 1 || x < -1) return Number.NaN;
    const ad = Math.asin(x) * RAD;
    ra = above ? ramc + fraction * (90 + ad) : ramc + 180 - fraction * (90 - ad);
    const next = eclipticFromRa(ra, cosEps);
    const change = Math.abs(((next - lon + 540) % 360) - 180);
    lon = next;
    if (change < 1e-10) break;
  }
  return lon;
}

/** Porphyry: each quadrant between the angles trisected in longitude. */
function porphyry(asc: number, mc: number): number[] {
  const ic = norm360(mc + 180);
  const desc = norm360(asc + 180);
  const q1 = norm360(ic - asc) / 3;
  const q2 = norm360(desc - ic) / 3;
  return [
    asc,
    norm360(asc + q1),
    norm360(asc + 2 * q1),
    ic,
    norm360(ic + q2),
    norm360(ic + 2 * q2),
    desc,
    norm360(desc + q1),
    norm360(desc + 2 * q1),
    mc,
    norm360(mc + q2),
    norm360(mc + 2 * q2),
  ];
}

/**
 * Placidus cusps 1–12 for a place: sidereal (true ayanamsa subtracted) and tropical, degrees.
 * Cusp 1 is the ascendant and cusp 10 the MC.
 */
export function placidusCusps(a: Angles, latitude: number, trueObliquity: number, trueAyanamsa: number): HouseCusps {
  const eps = trueObliquity * DEG;
  const tanPhi = Math.tan(clampLatitude(latitude) * DEG);
  const c11 = placidusCusp(a.ramc, 1 / 3, true, tanPhi, eps);
  const c12 = placidusCusp(a.ramc, 2 / 3, true, tanPhi, eps);
  const c2 = placidusCusp(a.ramc, 2 / 3, false, tanPhi, eps);
  const c3 = placidusCusp(a.ramc, 1 / 3, false, tanPhi, eps);
  let tropical: number[];
  let system: HouseCusps['system'] = 'placidus';
  if ([c11, c12, c2, c3].some(Number.isNaN)) {
    tropical = porphyry(a.ascendantTropical, a.mcTropical);
    system = 'porphyry';
  } else {
    const asc = a.ascendantTropical;
    const mc = a.mcTropical;
    tropical = [asc, c2, c3, mc + 180, c11 + 180, c12 + 180, asc + 180, c2 + 180, c3 + 180, mc, c11, c12].map(norm360);
  }
  return { cusps: tropical.map((c) => norm360(c - trueAyanamsa)), tropical, system };
}

/** Which of twelve houses, given by their starting longitudes in order, contains `longitude`. */
export function houseOfLongitude(starts: readonly number[], longitude: number): number {
  for (let h = 0; h < 12; h++) {
    const start = starts[h]!;
    const width = norm360(starts[(h + 1) % 12]! - start);
    if (norm360(longitude - start) < width) return h + 1;
  }
  // Only reachable with degenerate (zero-width) houses; the first house then takes the point.
  return 1;
}

/** The Bhava Chalit chart by the Sripati system. */
export interface SripatiBhavas {
  /** Bhava madhya (mid-point) of houses 1–12, sidereal degrees: 1 = ascendant, 10 = MC. */
  madhya: number[];
  /** Bhava sandhi (start) of houses 1–12, sidereal degrees: midway between madhyas. */
  sandhi: number[];
}

/**
 * Sripati bhavas from the sidereal ascendant and MC (degrees): the madhyas trisect each quadrant
 * between the angles (as Porphyry cusps do), and each bhava runs from the sandhi midway between
 * the previous madhya and its own to the next sandhi.
 */
export function sripatiBhavas(ascendant: number, mc: number): SripatiBhavas {
  const madhya = porphyry(ascendant, mc);
  const sandhi = madhya.map((m, i) => {
    const prev = madhya[(i + 11) % 12]!;
    return norm360(prev + norm360(m - prev) / 2);
  });
  return { madhya, sandhi };
}

/** Bhava 1–12 of a sidereal longitude in the Sripati Bhava Chalit chart. */
export function sripatiBhavaOf(bhavas: SripatiBhavas, longitude: number): number {
  return houseOfLongitude(bhavas.sandhi, longitude);
}
