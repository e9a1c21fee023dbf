/**
 * Geocentric positions of the nine grahas at one instant: the Sun and planets from VSOP87B
 * (`planets.ts`), the Moon from astronomy-engine's lunar theory, the true node from ELP/MPP02
 * (`lunar-node.ts`), reduced the way Swiss Ephemeris reduces them; within 5″ of Swiss Ephemeris
 * over 1900–2100 (docs/ENGINE-ACCURACY.md).
 *
 * Frames and conventions (all angles in degrees, speeds in degrees per day):
 * - `apparent` positions (the default): light-time and annual aberration applied, on the true
 *   ecliptic and equinox of date. Sidereal = apparent − (mean ayanamsa + nutation in longitude);
 *   since nutation moves the equinox along the ecliptic, that equals the apparent longitude on the
 *   MEAN equinox of date − mean ayanamsa, which is how it is computed here (so the nutation model
 *   cancels out of every sidereal longitude).
 * - `geometric` positions (Jagannatha Hora's setting, Swiss Ephemeris TRUEPOS|NONUT|NOGDEFL):
 *   the instantaneous geometric direction, no light-time, no aberration, mean equinox of date,
 *   minus the mean ayanamsa.
 * - Rahu: the mean node (Meeus, Astronomical Algorithms 47.7) or the true (osculating) node of
 *   the Moon's geocentric orbit. Ketu is exactly opposite.
 * - Time: UTC milliseconds since 1970, UTC taken as UT1, ΔT from `time.ts`.
 *
 * Work is shared: nutation, obliquity, the precession-nutation matrix and the Earth's state are
 * computed once per instant and reused for every body.
 */
import { type AstroTime, e_tilt, GeoMoonState, Rotation_EQJ_ECT, SiderealTime } from 'astronomy-engine';
import { type AyanamsaName, epochAyanamsa, trueChitraAyanamsa } from './ayanamsa';
import { trueNodeLongitude } from './lunar-node';
import { helioState } from './planets';
import { astroTime, julianDayUt } from './time';
import { norm360, type PlanetKey } from './zodiac';

/** Which node is Rahu: the mean node (default) or the true, osculating node. */
export type NodeKind = 'mean' | 'true';
/** Apparent positions (default) or geometric ones as Jagannatha Hora uses them. */
export type PositionKind = 'apparent' | 'geometric';

/** Options of a position computation; every field has the CLI's default. */
export interface EphemerisOptions {
  /** Default `lahiri`. */
  ayanamsa?: AyanamsaName;
  /** Default `mean`. */
  node?: NodeKind;
  /** Default `apparent`. */
  positions?: PositionKind;
}

/** One graha's position. */
export interface GrahaPosition {
  /** Sidereal ecliptic longitude, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees (0 for the nodes). */
  latitude: number;
  /** Rate of the longitude, degrees per day (negative when retrograde). */
  speed: number;
  /** True when the longitude decreases (speed < 0); the mean nodes always are. */
  retrograde: boolean;
  /** Tropical longitude, degrees: sidereal + true ayanamsa (the true equinox of date). */
  tropical: number;
  /** Geocentric distance in AU (0 for the nodes). */
  distance: number;
}

/** Everything about one instant that the rest of the engine derives charts from. */
export interface Sky {
  /** The instant, UTC milliseconds since 1970. */
  utcMs: number;
  /** Julian day, UT. */
  jdUt: number;
  /** ΔT = TT − UT1, seconds. */
  deltaT: number;
  /** Julian centuries of TT since J2000. */
  T: number;
  ayanamsa: {
    name: AyanamsaName;
    /** Mean ayanamsa, degrees (what charts print). */
    mean: number;
    /** Mean ayanamsa + nutation in longitude, degrees: tropical − sidereal. */
    true: number;
  };
  /** Nutation in longitude Δψ, degrees. */
  nutationLongitude: number;
  /** Mean obliquity of the ecliptic, degrees. */
  meanObliquity: number;
  /** True obliquity of the ecliptic (mean + nutation in obliquity), degrees. */
  trueObliquity: number;
  /** Greenwich apparent sidereal time, degrees. */
  gast: number;
  options: Required<EphemerisOptions>;
  planets: Record<PlanetKey, GrahaPosition>;
}

const RAD = 180 / Math.PI;
/** Speed of light, AU per day. */
const C = 173.1446326846693;
/** Heliocentric gravitational constant k², AU³/day². */
const GM_SUN = 2.9591220828559115e-4;

const PLANET_BODIES = [
  ['MA', 'mars'],
  ['ME', 'mercury'],
  ['JU', 'jupiter'],
  ['VE', 'venus'],
  ['SA', 'saturn'],
] as const;

/**
 * One instant's frame: the rotation from J2000 equator (EQJ, astronomy-engine's frame) to the
 * true ecliptic of date, the nutation in longitude that takes the true equinox back to the mean
 * one, and the ayanamsa. Longitudes are read on the mean equinox of date.
 */
class Frame {
  readonly m00: number;
  readonly m10: number;
  readonly m20: number;
  readonly m01: number;
  readonly m11: number;
  readonly m21: number;
  readonly m02: number;
  readonly m12: number;
  readonly m22: number;
  /** Δψ in degrees. */
  readonly dpsi: number;

  constructor(time: AstroTime) {
    const m = Rotation_EQJ_ECT(time).rot;
    const r0 = m[0]!;
    const r1 = m[1]!;
    const r2 = m[2]!;
    this.m00 = r0[0]!;
    this.m01 = r0[1]!;
    this.m02 = r0[2]!;
    this.m10 = r1[0]!;
    this.m11 = r1[1]!;
    this.m12 = r1[2]!;
    this.m20 = r2[0]!;
    this.m21 = r2[1]!;
    this.m22 = r2[2]!;
    this.dpsi = e_tilt(time).dpsi / 3600;
  }

  /** Longitude (degrees, [0, 360)) on the mean ecliptic and equinox of date of an EQJ vector. */
  meanLongitude = (x: number, y: number, z: number): number => {
    const ex = this.m00 * x + this.m10 * y + this.m20 * z;
    const ey = this.m01 * x + this.m11 * y + this.m21 * z;
    return norm360(Math.atan2(ey, ex) * RAD - this.dpsi);
  };
}

/** Position, latitude, distance and longitude rate of a geocentric EQJ state, read in `frame`. */
function reduce(
  frame: Frame,
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  ayanamsa: number,
  trueAyanamsa: number,
): GrahaPosition {
  const ex = frame.m00 * x + frame.m10 * y + frame.m20 * z;
  const ey = frame.m01 * x + frame.m11 * y + frame.m21 * z;
  const ez = frame.m02 * x + frame.m12 * y + frame.m22 * z;
  const evx = frame.m00 * vx + frame.m10 * vy + frame.m20 * vz;
  const evy = frame.m01 * vx + frame.m11 * vy + frame.m21 * vz;
  const rho2 = ex * ex + ey * ey;
  const meanLon = Math.atan2(ey, ex) * RAD - frame.dpsi;
  const longitude = norm360(meanLon - ayanamsa);
  // The frame turns with precession (50″/yr) as the ayanamsa does, so the inertial rate of the
  // direction is the rate of the sidereal longitude.
  const speed = ((ex * evy - ey * evx) / rho2) * RAD;
  return {
    longitude,
    latitude: Math.atan2(ez, Math.sqrt(rho2)) * RAD,
    speed,
    retrograde: speed < 0,
    tropical: norm360(longitude + trueAyanamsa),
    distance: Math.sqrt(rho2 + ez * ez),
  };
}

function node(longitude: number, speed: number, trueAyanamsa: number): GrahaPosition {
  const lon = norm360(longitude);
  return {
    longitude: lon,
    latitude: 0,
    speed,
    retrograde: speed < 0,
    tropical: norm360(lon + trueAyanamsa),
    distance: 0,
  };
}

/**
 * Mean longitude of the Moon's ascending node on the mean ecliptic and equinox of date, degrees,
 * and its rate in degrees per day, at T Julian centuries (TT) from J2000 (Meeus 47.7).
 */
export function meanNode(T: number): { longitude: number; speed: number } {
  const longitude = 125.0445479 + T * (-1934.1362891 + T * (0.0020754 + T * (1 / 467_441 - T / 60_616_000)));
  const rate = -1934.1362891 + T * (2 * 0.0020754 + T * (3 / 467_441 - (4 * T) / 60_616_000));
  return { longitude: norm360(longitude), speed: rate / 36_525 };
}

/**
 * Computes the nine grahas, the ayanamsa, nutation, obliquity and sidereal time for one UTC
 * instant (milliseconds since 1970).
 */
export function computeSky(utcMs: number, options: EphemerisOptions = {}): Sky {
  const opts: Required<EphemerisOptions> = {
    ayanamsa: options.ayanamsa ?? 'lahiri',
    node: options.node ?? 'mean',
    positions: options.positions ?? 'apparent',
  };
  const time = astroTime(utcMs);
  const T = time.tt / 36_525;
  const tilt = e_tilt(time);
  const frame = new Frame(time);
  const earth = helioState('earth', time.tt);
  const ex = earth.x;
  const ey = earth.y;
  const ez = earth.z;
  const evx = earth.vx;
  const evy = earth.vy;
  const evz = earth.vz;

  const ayanamsa =
    opts.ayanamsa === 'true-chitra'
      ? trueChitraAyanamsa(T, [evx, evy, evz], frame.meanLongitude)
      : epochAyanamsa(opts.ayanamsa, T);
  const trueAyanamsa = ayanamsa + frame.dpsi;
  const apparent = opts.positions === 'apparent';
  const planets = {} as Record<PlanetKey, GrahaPosition>;

  // Sun: geocentric = −Earth. Its light-time is the Earth's motion during it, i.e. aberration.
  {
    let x = -ex;
    let y = -ey;
    let z = -ez;
    let vx = -evx;
    let vy = -evy;
    let vz = -evz;
    if (apparent) {
      const r = Math.sqrt(x * x + y * y + z * z);
      const tau = r / C;
      x += tau * evx;
      y += tau * evy;
      z += tau * evz;
      // The apparent direction moves as the geometric one did τ earlier: the Earth's velocity then
      // differs by τ × its (Keplerian) acceleration GM·E/|E|³.
      const k = (tau * GM_SUN) / (r * r * r);
      vx -= k * ex;
      vy -= k * ey;
      vz -= k * ez;
    }
    planets.SU = reduce(frame, x, y, z, vx, vy, vz, ayanamsa, trueAyanamsa);
  }

  // Moon: the lunar theory is geocentric; apparent = position 1.3 s of light-time earlier.
  const moon = GeoMoonState(time);
  {
    let x = moon.x;
    let y = moon.y;
    let z = moon.z;
    if (apparent) {
      const tau = Math.sqrt(x * x + y * y + z * z) / C;
      x -= tau * moon.vx;
      y -= tau * moon.vy;
      z -= tau * moon.vz;
    }
    planets.MO = reduce(frame, x, y, z, moon.vx, moon.vy, moon.vz, ayanamsa, trueAyanamsa);
  }

  // Planets: light-time to first order (the body's position τ earlier) plus aberration (the
  // Earth's velocity × τ); the neglected terms stay under 0.01″.
  for (const [key, body] of PLANET_BODIES) {
    const p = helioState(body, time.tt);
    let x = p.x - ex;
    let y = p.y - ey;
    let z = p.z - ez;
    let vx = p.vx - evx;
    let vy = p.vy - evy;
    let vz = p.vz - evz;
    if (apparent) {
      const tau = Math.sqrt(x * x + y * y + z * z) / C;
      x -= tau * vx;
      y -= tau * vy;
      z -= tau * vz;
      // Rate of the apparent direction = relative velocity τ earlier (Keplerian accelerations).
      const rp = Math.sqrt(p.x * p.x + p.y * p.y + p.z * p.z);
      const re = Math.sqrt(ex * ex + ey * ey + ez * ez);
      const kp = (tau * GM_SUN) / (rp * rp * rp);
      const ke = (tau * GM_SUN) / (re * re * re);
      vx += kp * p.x - ke * ex;
      vy += kp * p.y - ke * ey;
      vz += kp * p.z - ke * ez;
    }
    planets[key] = reduce(frame, x, y, z, vx, vy, vz, ayanamsa, trueAyanamsa);
  }

  if (opts.node === 'mean') {
    const mean = meanNode(T);
    planets.RA = node(mean.longitude - ayanamsa, mean.speed, trueAyanamsa);
  } else {
    // The longitude from ELP/MPP02's Moon, the rate from the lunar theory's state (see below).
    const osc = osculatingNode(frame, moon, [-ex, -ey, -ez]);
    planets.RA = node(trueNodeLongitude(T) - ayanamsa, osc.speed, trueAyanamsa);
  }
  const rahu = planets.RA;
  planets.KE = node(rahu.longitude + 180, rahu.speed, trueAyanamsa);

  return {
    utcMs,
    jdUt: julianDayUt(utcMs),
    deltaT: (time.tt - time.ut) * 86_400,
    T,
    ayanamsa: { name: opts.ayanamsa, mean: ayanamsa, true: trueAyanamsa },
    nutationLongitude: frame.dpsi,
    meanObliquity: tilt.mobl,
    trueObliquity: tilt.tobl,
    gast: SiderealTime(time) * 15,
    options: opts,
    planets,
  };
}

/**
 * The true node: where the plane of the Moon's osculating geocentric orbit (the plane of its
 * position and velocity) crosses the ecliptic of date. Returns the mean-equinox longitude
 * (degrees) and its rate (degrees/day); `computeSky` takes the rate only, the longitude coming
 * from ELP/MPP02, whose velocity is accurate enough for it. The rate comes from the torque of the Sun's tidal pull,
 * dh/dt = r × a_sun (the Earth's own pull is central and leaves h alone), which needs no second
 * evaluation of the lunar theory.
 */
function osculatingNode(
  frame: Frame,
  moon: { x: number; y: number; z: number; vx: number; vy: number; vz: number },
  sun: readonly [number, number, number],
): { longitude: number; speed: number } {
  const rotate = (x: number, y: number, z: number): [number, number, number] => [
    frame.m00 * x + frame.m10 * y + frame.m20 * z,
    frame.m01 * x + frame.m11 * y + frame.m21 * z,
    frame.m02 * x + frame.m12 * y + frame.m22 * z,
  ];
  const [rx, ry, rz] = rotate(moon.x, moon.y, moon.z);
  const [vx, vy, vz] = rotate(moon.vx, moon.vy, moon.vz);
  const [sx, sy, sz] = rotate(sun[0], sun[1], sun[2]);
  const hx = ry * vz - rz * vy;
  const hy = rz * vx - rx * vz;
  // Solar tidal acceleration on the Moon relative to the Earth.
  const dx = sx - rx;
  const dy = sy - ry;
  const dz = sz - rz;
  const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
  const s3 = (sx * sx + sy * sy + sz * sz) ** 1.5;
  const ax = GM_SUN * (dx / d3 - sx / s3);
  const ay = GM_SUN * (dy / d3 - sy / s3);
  const az = GM_SUN * (dz / d3 - sz / s3);
  const dhx = ry * az - rz * ay;
  const dhy = rz * ax - rx * az;
  // The ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const longitude = Math.atan2(hx, -hy) * RAD - frame.dpsi;
  const speed = ((hx * dhy - hy * dhx) / (hx * hx + hy * hy)) * RAD;
  return { longitude, speed };
}

/**
 * Sidereal longitudes (degrees) of the Sun and Moon only, for callers that scan many instants
 * (panchang elements, searches). Same conventions as {@link computeSky}, at about a third of its
 * cost.
 */
export function sunMoonLongitudes(
  utcMs: number,
  options: Pick<EphemerisOptions, 'ayanamsa' | 'positions'> = {},
): { sun: number; moon: number; ayanamsa: number } {
  const time = astroTime(utcMs);
  const T = time.tt / 36_525;
  const frame = new Frame(time);
  const earth = helioState('earth', time.tt);
  const name = options.ayanamsa ?? 'lahiri';
  const ayanamsa =
    name === 'true-chitra'
      ? trueChitraAyanamsa(T, [earth.vx, earth.vy, earth.vz], frame.meanLongitude)
      : epochAyanamsa(name, T);
  const apparent = (options.positions ?? 'apparent') === 'apparent';
  let sx = -earth.x;
  let sy = -earth.y;
  let sz = -earth.z;
  const moon = GeoMoonState(time);
  let mx = moon.x;
  let my = moon.y;
  let mz = moon.z;
  if (apparent) {
    const tauSun = Math.sqrt(sx * sx + sy * sy + sz * sz) / C;
    sx += tauSun * earth.vx;
    sy += tauSun * earth.vy;
    sz += tauSun * earth.vz;
    const tauMoon = Math.sqrt(mx * mx + my * my + mz * mz) / C;
    mx -= tauMoon * moon.vx;
    my -= tauMoon * moon.vy;
    mz -= tauMoon * moon.vz;
  }
  return {
    sun: norm360(frame.meanLongitude(sx, sy, sz) - ayanamsa),
    moon: norm360(frame.meanLongitude(mx, my, mz) - ayanamsa),
    ayanamsa,
  };
}
