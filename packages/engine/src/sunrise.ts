/**
 * Rising and setting of the Sun and the Moon, in the two conventions a panchang needs:
 *
 * - `standard`: the upper limb touches the horizon, with the standard horizontal refraction.
 *   What newspapers, almanacs and Drik Panchang print. Topocentric apparent positions; the
 *   semidiameter from the body's distance; refraction 34.5′ (Swiss Ephemeris' value at 1013.25 hPa
 *   and 10 °C, which the reference data uses; astronomy-engine's own rise/set uses 34′).
 * - `hindu`: the centre of the disc on the geometric horizon, no refraction, seen from the Earth's
 *   centre, the body's ecliptic latitude ignored (Swiss Ephemeris' SE_BIT_HINDU_RISING, as
 *   PyJHora, Jagannatha Hora and the classical texts compute udaya). 3.5–4.5 minutes after the
 *   standard sunrise in India.
 *
 * The search is Newton's method on the hour angle: from the body's declination the hour angle at
 * which it stands at the target altitude, then the time at which it gets there, repeated with the
 * position at that time until the correction is under 50 ms (2–4 positions for the Sun, 3–6 for
 * the Moon). Where that cannot work (the body never reaches the target altitude that day, as in
 * polar summers and winters) or does not converge, a scan of the altitude every 20 minutes
 * followed by bisection takes over. Instants are UTC milliseconds; latitudes and longitudes in
 * degrees (north and east positive); the observer is at sea level.
 */
import {
  type AstroTime,
  Body,
  EclipticGeoMoon,
  Equator,
  e_tilt,
  Observer,
  SiderealTime,
  SunPosition,
} from 'astronomy-engine';
import { astroTime, DAY_MS } from './time';
import { norm180, norm360 } from './zodiac';

/** Which definition of rising and setting. */
export type RiseSetKind = 'standard' | 'hindu';
/** The two bodies a panchang rises and sets. */
export type RiseSetBody = 'sun' | 'moon';
/** Rising or setting. */
export type RiseSetEvent = 'rise' | 'set';

const DEG = Math.PI / 180;
const KM_PER_AU = 1.4959787069098932e8;
/** Horizontal refraction, degrees (34.5′). */
export const HORIZON_REFRACTION = 34.5 / 60;
const RADIUS_KM: Readonly<Record<RiseSetBody, number>> = { sun: 695_700, moon: 1737.4 };
/** Mean rate of the hour angle, degrees per day. */
const HOUR_ANGLE_RATE: Readonly<Record<RiseSetBody, number>> = { sun: 360, moon: 347.8 };

/** Where a body is, as far as rising and setting go. */
interface HorizonPoint {
  /** Hour angle, degrees (−180, 180]. */
  hourAngle: number;
  /** Declination, degrees. */
  dec: number;
  /** Geometric altitude the centre must have at the event, degrees. */
  target: number;
}

let lastObserver = new Observer(0, 0, 0);
function observerAt(lat: number, lon: number): Observer {
  if (lastObserver.latitude !== lat || lastObserver.longitude !== lon) lastObserver = new Observer(lat, lon, 0);
  return lastObserver;
}

function pointAt(body: RiseSetBody, kind: RiseSetKind, lat: number, lon: number, time: AstroTime): HorizonPoint {
  const gast = SiderealTime(time) * 15;
  if (kind === 'standard') {
    const eq = Equator(body === 'sun' ? Body.Sun : Body.Moon, time, observerAt(lat, lon), true, true);
    const semidiameter = Math.asin(RADIUS_KM[body] / (eq.dist * KM_PER_AU)) / DEG;
    return {
      hourAngle: norm180(gast + lon - eq.ra * 15),
      dec: eq.dec,
      target: -(HORIZON_REFRACTION + semidiameter),
    };
  }
  // Hindu rising: the point of the ecliptic at the body's longitude (latitude ignored), geocentric.
  const lambda = (body === 'sun' ? SunPosition(time).elon : EclipticGeoMoon(time).lon) * DEG;
  const eps = e_tilt(time).tobl * DEG;
  const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda)) / DEG;
  const dec = Math.asin(Math.sin(eps) * Math.sin(lambda)) / DEG;
  return { hourAngle: norm180(gast + lon - ra), dec, target: 0 };
}

/** Altitude of the centre minus its target at the event, degrees: positive when "up". */
function altitudeExcess(p: HorizonPoint, lat: number): number {
  const phi = lat * DEG;
  const d = p.dec * DEG;
  const sinH = Math.sin(phi) * Math.sin(d) + Math.cos(phi) * Math.cos(d) * Math.cos(p.hourAngle * DEG);
  return Math.asin(Math.max(-1, Math.min(1, sinH))) / DEG - p.target;
}

/** The hour angle (degrees, 0–180) at which the body stands at its target altitude, or NaN. */
function eventHourAngle(p: HorizonPoint, lat: number): number {
  const phi = lat * DEG;
  const d = p.dec * DEG;
  const c = (Math.sin(p.target * DEG) - Math.sin(phi) * Math.sin(d)) / (Math.cos(phi) * Math.cos(d));
  if (!(c > -0.999 && c < 0.999)) return Number.NaN;
  return Math.acos(c) / DEG;
}

const TOLERANCE_MS = 50;

function newtonSearch(
  body: RiseSetBody,
  kind: RiseSetKind,
  event: RiseSetEvent,
  lat: number,
  lon: number,
  startMs: number,
  guessMs?: number,
): number | null {
  const sign = event === 'rise' ? -1 : 1;
  const rate = HOUR_ANGLE_RATE[body] / DAY_MS;
  let p: HorizonPoint;
  let h0: number;
  let t: number;
  if (guessMs === undefined) {
    p = pointAt(body, kind, lat, lon, astroTime(startMs));
    h0 = eventHourAngle(p, lat);
    if (Number.isNaN(h0)) return null;
    t = startMs + norm360(sign * h0 - p.hourAngle) / rate;
  } else t = guessMs;
  for (let i = 0; i < 12; i++) {
    p = pointAt(body, kind, lat, lon, astroTime(t));
    h0 = eventHourAngle(p, lat);
    if (Number.isNaN(h0)) return null;
    const step = norm180(sign * h0 - p.hourAngle) / rate;
    t += step;
    if (Math.abs(step) < TOLERANCE_MS) return t >= startMs ? t : null;
  }
  return null;
}

/** Scan the altitude every 20 minutes and bisect the first crossing in the right direction. */
function scanSearch(
  body: RiseSetBody,
  kind: RiseSetKind,
  event: RiseSetEvent,
  lat: number,
  lon: number,
  startMs: number,
  endMs: number,
): number | null {
  const f = (t: number) => altitudeExcess(pointAt(body, kind, lat, lon, astroTime(t)), lat);
  const step = 20 * 60_000;
  let t0 = startMs;
  let f0 = f(t0);
  while (t0 < endMs) {
    const t1 = Math.min(t0 + step, endMs);
    const f1 = f(t1);
    const crosses = event === 'rise' ? f0 < 0 && f1 >= 0 : f0 >= 0 && f1 < 0;
    if (crosses) {
      let lo = t0;
      let hi = t1;
      let flo = f0;
      while (hi - lo > TOLERANCE_MS) {
        // Regula falsi with bisection as a guard.
        const fhi = f(hi);
        let mid = lo + ((hi - lo) * flo) / (flo - fhi);
        if (!(mid > lo + 1 && mid < hi - 1)) mid = (lo + hi) / 2;
        const fm = f(mid);
        const below = event === 'rise' ? fm < 0 : fm >= 0;
        if (below) {
          lo = mid;
          flo = fm;
        } else hi = mid;
        if (hi - lo > TOLERANCE_MS) {
          const m2 = (lo + hi) / 2;
          const f2 = f(m2);
          if (event === 'rise' ? f2 < 0 : f2 >= 0) {
            lo = m2;
            flo = f2;
          } else hi = m2;
        }
      }
      return (lo + hi) / 2;
    }
    t0 = t1;
    f0 = f1;
  }
  return null;
}

/**
 * The first rising or setting of the Sun or the Moon after `startMs` and no later than
 * `startMs + limitDays`, or null when there is none in that window. `guessMs`, when the caller
 * knows the event to within minutes (the Hindu sunrise from the standard one, tomorrow's from
 * today's), saves a step or two; it must be nearer that event than any other.
 */
export function nextRiseSet(
  body: RiseSetBody,
  kind: RiseSetKind,
  event: RiseSetEvent,
  lat: number,
  lon: number,
  startMs: number,
  limitDays = 1,
  guessMs?: number,
): number | null {
  const endMs = startMs + limitDays * DAY_MS;
  // Below 60° of latitude the Newton search always has a well-defined event hour angle, and the
  // first event it reaches from the start is the next one; nearer the poles, scan.
  if (Math.abs(lat) <= 60) {
    const fast = newtonSearch(body, kind, event, lat, lon, startMs, guessMs);
    if (fast !== null) return fast <= endMs ? fast : null;
  }
  return scanSearch(body, kind, event, lat, lon, startMs, endMs);
}

/**
 * Altitude of the body's centre above its rise/set target at an instant, degrees (positive: the
 * body counts as up). Tells polar day from polar night when there is no rising.
 */
export function aboveHorizon(body: RiseSetBody, kind: RiseSetKind, lat: number, lon: number, atMs: number): number {
  return altitudeExcess(pointAt(body, kind, lat, lon, astroTime(atMs)), lat);
}
