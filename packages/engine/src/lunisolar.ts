/**
 * The Sun and the Moon for the panchang: sidereal longitudes cheap enough to evaluate tens of
 * thousands of times a second, and root finding of the instants at which a panchang angle (tithi,
 * karana, nakshatra, yoga, pada, sign) crosses a boundary.
 *
 * Same conventions as {@link ./ephemeris}: apparent positions, sidereal = apparent longitude on
 * the mean equinox of date − mean ayanamsa (so nutation cancels). The fast path differs from
 * `sunMoonLongitudes` only in how it gets there, each step below 0.05″:
 * - the Moon's apparent direction is its geocentric position one mean light-time (1.282 s)
 *   earlier (the true light-time is 1.19–1.36 s: at most 0.05″ of lunar motion apart);
 * - the Sun's aberration is −20.4898″/R (R in AU), the classical constant (Meeus 25.10);
 * - the rotation from the J2000 equator to the mean ecliptic of date is built once for a window
 *   of ±2 days and the ayanamsa taken at the same epoch: within the window both move with the
 *   same general precession, so their difference, the sidereal longitude, is unchanged up to the
 *   motion of the ecliptic itself (0.47″ a year, under 0.003″ in two days).
 * Other ayanamsas (True Chitra) and the geometric positions go through `sunMoonLongitudes`.
 *
 * Root finding: Newton's method on the real ephemeris with the rate refined by secants; it stops
 * when the last correction is under 20 ms. Times are UTC milliseconds since 1970.
 */
import { e_tilt, GeoMoon, Rotation_EQJ_ECT } from 'astronomy-engine';
import { type AyanamsaName, epochAyanamsa } from './ayanamsa';
import { type PositionKind, sunMoonLongitudes } from './ephemeris';
import { helioPosition } from './planets';
import { astroTime, DAY_MS } from './time';
import { norm180, norm360 } from './zodiac';

/** Sidereal longitudes of the Sun and the Moon, degrees [0, 360). */
export interface SunMoon {
  sun: number;
  moon: number;
}

/** Sidereal Sun and Moon at a UTC instant (milliseconds). */
export type SunMoonAt = (utcMs: number) => SunMoon;

/** Options of the panchang's Sun and Moon. */
export interface LuniSolarOptions {
  /** Default `lahiri`. */
  ayanamsa?: AyanamsaName;
  /** Default `apparent`. */
  positions?: PositionKind;
}

const RAD = 180 / Math.PI;
/** Mean Earth–Moon distance over the speed of light, milliseconds. */
const MOON_LIGHT_MS = 1282;
/** Constant of the Sun's aberration, degrees × AU. */
const SUN_ABERRATION = 20.4898 / 3600;
/** Half-width of the window one frame serves, milliseconds. */
const FRAME_HALF_WIDTH_MS = 2 * DAY_MS;

interface Frame {
  epochMs: number;
  /** First two columns of the EQJ → mean-ecliptic-of-date rotation (rows = EQJ axes). */
  m00: number;
  m10: number;
  m20: number;
  m01: number;
  m11: number;
  m21: number;
  /** Nutation in longitude at the epoch, degrees: the ECT frame's equinox minus the mean one. */
  dpsi: number;
  ayanamsa: number;
}

function buildFrame(epochMs: number, ayanamsa: 'lahiri' | 'kp' | 'raman'): Frame {
  const time = astroTime(epochMs);
  const m = Rotation_EQJ_ECT(time).rot;
  return {
    epochMs,
    m00: m[0]![0]!,
    m10: m[1]![0]!,
    m20: m[2]![0]!,
    m01: m[0]![1]!,
    m11: m[1]![1]!,
    m21: m[2]![1]!,
    dpsi: e_tilt(time).dpsi / 3600,
    ayanamsa: epochAyanamsa(ayanamsa, time.tt / 36_525),
  };
}

/**
 * A function giving the sidereal Sun and Moon at any instant. With the default options it is the
 * fast path described above (about 20 µs an evaluation); the frame it builds is kept, so one
 * evaluator serves a whole run of consecutive days.
 */
export function sunMoonEvaluator(options: LuniSolarOptions = {}): SunMoonAt {
  const ayanamsa = options.ayanamsa ?? 'lahiri';
  const positions = options.positions ?? 'apparent';
  if (ayanamsa === 'true-chitra' || positions !== 'apparent') {
    return (utcMs) => {
      const s = sunMoonLongitudes(utcMs, { ayanamsa, positions });
      return { sun: s.sun, moon: s.moon };
    };
  }
  let frame: Frame | undefined;
  return (utcMs) => {
    if (frame === undefined || Math.abs(utcMs - frame.epochMs) > FRAME_HALF_WIDTH_MS) {
      // Epochs on a 12-hour grid, so that the same instant always gets the same answer.
      frame = buildFrame(Math.round(utcMs / (DAY_MS / 2)) * (DAY_MS / 2), ayanamsa);
    }
    const f = frame;
    const earth = helioPosition('earth', astroTime(utcMs).tt);
    const sx = -earth.x;
    const sy = -earth.y;
    const sz = -earth.z;
    const sunGeometric = Math.atan2(f.m01 * sx + f.m11 * sy + f.m21 * sz, f.m00 * sx + f.m10 * sy + f.m20 * sz) * RAD;
    const r = Math.sqrt(sx * sx + sy * sy + sz * sz);
    const moon = GeoMoon(astroTime(utcMs - MOON_LIGHT_MS));
    const moonLon =
      Math.atan2(f.m01 * moon.x + f.m11 * moon.y + f.m21 * moon.z, f.m00 * moon.x + f.m10 * moon.y + f.m20 * moon.z) *
      RAD;
    const offset = f.dpsi + f.ayanamsa;
    return {
      sun: norm360(sunGeometric - SUN_ABERRATION / r - offset),
      moon: norm360(moonLon - offset),
    };
  };
}

/** The panchang quantities that are angles of the Sun and the Moon. */
export type PanchangAngle = 'tithi' | 'karana' | 'nakshatra' | 'pada' | 'yoga' | 'moonSign' | 'sunSign';

/** Width in degrees of one element of each angle. */
export const ANGLE_WIDTH: Readonly<Record<PanchangAngle, number>> = {
  tithi: 12,
  karana: 6,
  nakshatra: 360 / 27,
  pada: 360 / 108,
  yoga: 360 / 27,
  moonSign: 30,
  sunSign: 30,
};

/** Mean rate of each angle, degrees per day: the first guess of every search. */
export const ANGLE_RATE: Readonly<Record<PanchangAngle, number>> = {
  tithi: 12.1907,
  karana: 12.1907,
  nakshatra: 13.1764,
  pada: 13.1764,
  yoga: 14.162,
  moonSign: 13.1764,
  sunSign: 0.9856,
};

/** The value, degrees [0, 360), of a panchang angle: elongation, Moon, Sun + Moon, or Sun. */
export function angleOf(kind: PanchangAngle, sm: SunMoon): number {
  switch (kind) {
    case 'tithi':
    case 'karana':
      return norm360(sm.moon - sm.sun);
    case 'yoga':
      return norm360(sm.moon + sm.sun);
    case 'sunSign':
      return sm.sun;
    default:
      return sm.moon;
  }
}

/** The 0-based element (tithi 0–29, nakshatra 0–26, …) an angle value lies in. */
export function elementOf(kind: PanchangAngle, angle: number): number {
  const count = Math.round(360 / ANGLE_WIDTH[kind]);
  return Math.min(Math.floor(angle / ANGLE_WIDTH[kind]), count - 1);
}

/** Convergence: the search stops when its last correction is below this, milliseconds. */
const TOLERANCE_MS = 20;
/**
 * A correction under this (milliseconds) made with a secant rate leaves an error far below
 * the tolerance: Newton's error after a step δ is about (rate′/2·rate)·δ² plus the relative
 * error of the secant rate times δ, both under 10 ms for the Sun and the Moon.
 */
const LAST_STEP_MS = 10_000;

/** A boundary instant and the angle's rate there (degrees per day). */
export interface AngleRoot {
  ms: number;
  rate: number;
}

/**
 * The instant near `guessMs` at which angle `kind` reaches `target` degrees, by Newton's method on
 * the ephemeris, and the angle's rate there. `rate` is a first estimate of the rate in degrees per
 * day (the mean rate by default); the secant through the last two evaluations replaces it as soon
 * as they are more than a second apart. Converges from guesses days away (the angles grow
 * monotonically); usually in two or three evaluations from a guess within hours.
 */
export function findAngleRoot(
  at: SunMoonAt,
  kind: PanchangAngle,
  target: number,
  guessMs: number,
  rate: number = ANGLE_RATE[kind],
): AngleRoot {
  let t = guessMs;
  let perMs = rate / DAY_MS;
  let prevT = Number.NaN;
  let prevD = Number.NaN;
  let secant = false;
  for (let i = 0; i < 30; i++) {
    const d = norm180(angleOf(kind, at(t)) - target);
    if (Math.abs(t - prevT) > 1000) {
      const s = (d - prevD) / (t - prevT);
      // A secant across a wrap or a wild value keeps the previous rate.
      if (s > perMs * 0.3 && s < perMs * 3) {
        perMs = s;
        secant = true;
      }
    }
    const step = d / perMs;
    prevT = t;
    prevD = d;
    t -= step;
    if (Math.abs(step) < TOLERANCE_MS || (secant && Math.abs(step) < LAST_STEP_MS))
      return { ms: t, rate: perMs * DAY_MS };
  }
  throw new Error(`${kind} search did not converge near ${new Date(guessMs).toISOString()}`);
}

/** {@link findAngleRoot}'s instant alone. */
export function findAngle(
  at: SunMoonAt,
  kind: PanchangAngle,
  target: number,
  guessMs: number,
  rate: number = ANGLE_RATE[kind],
): number {
  return findAngleRoot(at, kind, target, guessMs, rate).ms;
}

/** One element of a panchang list: its 1-based index, and when it began and ends. */
export interface ElementSpan {
  /** 1-based: tithi 1–30, karana 1–60, nakshatra 1–27, pada 1–108 (absolute), yoga 1–27, sign 1–12. */
  index: number;
  /** When the element began (the previous boundary), UTC ms; the first one's only when asked for. */
  startMs?: number;
  /** When it ends, UTC ms. */
  endMs: number;
}

/**
 * The Sun and the Moon of one run of panchang computations: the evaluator, and the boundary
 * instants found so far. Consecutive days share boundaries (the last tithi of one day is the first
 * of the next), so a run of days computed with one `LuniSolar` searches each boundary once.
 * Memory stays bounded (the cache is cleared past a few thousand entries).
 */
export class LuniSolar {
  /** Sidereal Sun and Moon at an instant. */
  readonly at: SunMoonAt;
  private readonly roots = new Map<string, AngleRoot>();
  private readonly points = new Map<number, SunMoon>();

  constructor(options: LuniSolarOptions = {}) {
    this.at = sunMoonEvaluator(options);
  }

  /**
   * The instant near `guessMs` (within a few days) at which angle `kind` reaches the boundary of
   * element `boundary` (0-based: the start of element `boundary`), searched once per run.
   */
  boundary(kind: PanchangAngle, boundary: number, guessMs: number, rate?: number): number {
    return this.boundaryRoot(kind, boundary, guessMs, rate).ms;
  }

  /** {@link boundary} with the angle's rate at the boundary, degrees per day. */
  boundaryRoot(kind: PanchangAngle, boundary: number, guessMs: number, rate?: number): AngleRoot {
    // Boundaries of one index recur every 25 days at the least (a year for the Sun's signs):
    // buckets of 5 days (100 for the Sun) never hold two of them.
    const width = (kind === 'sunSign' ? 100 : 5) * DAY_MS;
    const key = `${kind}:${boundary}:${Math.floor(guessMs / width)}`;
    const cached = this.roots.get(key);
    if (cached !== undefined) return cached;
    const root = findAngleRoot(this.at, kind, boundary * ANGLE_WIDTH[kind], guessMs, rate);
    if (this.roots.size > 4000) this.roots.clear();
    this.roots.set(key, root);
    // The same root found from a guess in the neighbouring bucket is the same boundary.
    this.roots.set(`${kind}:${boundary}:${Math.floor(root.ms / width)}`, root);
    return root;
  }

  /** The Sun and Moon at an instant the run asks about repeatedly (a new moon), remembered. */
  atMemo(utcMs: number): SunMoon {
    let v = this.points.get(utcMs);
    if (v === undefined) {
      v = this.at(utcMs);
      if (this.points.size > 1000) this.points.clear();
      this.points.set(utcMs, v);
    }
    return v;
  }

  /**
   * Every element of angle `kind` that runs between `startMs` and `endMs`, in order, each with its
   * end (the last ends at or after `endMs`). With `withStart`, the first element's beginning is
   * searched too (the others begin where the previous one ends). `first` is the Sun and Moon at
   * `startMs` when the caller has them.
   */
  elements(kind: PanchangAngle, startMs: number, endMs: number, withStart = false, first?: SunMoon): ElementSpan[] {
    const width = ANGLE_WIDTH[kind];
    const count = Math.round(360 / width);
    const a0 = angleOf(kind, first ?? this.at(startMs));
    let element = elementOf(kind, a0);
    let rate = ANGLE_RATE[kind];
    const out: ElementSpan[] = [];
    let from = withStart
      ? this.boundary(kind, element, startMs - ((a0 - element * width) / rate) * DAY_MS)
      : Number.NaN;
    let t = startMs;
    let toGo = (element + 1) * width - a0;
    for (;;) {
      const end = this.boundaryRoot(kind, (element + 1) % count, t + (toGo / rate) * DAY_MS, rate);
      // Extrapolate from the rate at the boundary just found to the next one.
      rate = end.rate;
      const span: ElementSpan = { index: element + 1, endMs: end.ms };
      if (!Number.isNaN(from)) span.startMs = from;
      out.push(span);
      if (end.ms >= endMs) return out;
      from = end.ms;
      t = end.ms;
      toGo = width;
      element = (element + 1) % count;
    }
  }
}
