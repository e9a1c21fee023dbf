import { normalizeDegrees, ZONE_WIDTH } from '@drishti/content/vastu';

/** The fields of a DeviceOrientationEvent the compass reads (Safari adds `webkitCompassHeading`). */
export interface OrientationReading {
  alpha: number | null;
  absolute: boolean;
  webkitCompassHeading?: number | null;
}

/**
 * The compass heading (degrees clockwise from magnetic north of the way the top of the screen
 * points) from an orientation event, or null when the event carries no absolute heading (desktop
 * browsers, or Android's relative `deviceorientation`). `screenAngle` is the screen's rotation
 * (90 in landscape), so the heading stays right when the phone is turned sideways.
 */
export function headingFromReading(reading: OrientationReading, screenAngle = 0): number | null {
  const webkit = reading.webkitCompassHeading;
  if (typeof webkit === 'number' && Number.isFinite(webkit) && webkit >= 0) {
    return normalizeDegrees(webkit + screenAngle);
  }
  if (!reading.absolute || reading.alpha === null || !Number.isFinite(reading.alpha)) return null;
  // alpha grows anticlockwise (seen from above) from north; a compass heading grows clockwise.
  return normalizeDegrees(360 - reading.alpha + screenAngle);
}

/**
 * The dial's rotation for a new heading, continuing from the previous rotation by the shortest
 * turn: 350° → 10° turns 20° forward instead of spinning 340° back.
 */
export function nextRotation(previousRotation: number, heading: number): number {
  const current = normalizeDegrees(previousRotation);
  let delta = normalizeDegrees(heading) - current;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return previousRotation + delta;
}

/** Turns a heading by `delta` degrees and keeps it in [0, 360). */
export function turn(heading: number, delta: number): number {
  return normalizeDegrees(Math.round(heading + delta));
}

/**
 * Whether a screen reader should hear the direction now: only when it has changed since the
 * last announcement, and at most once every `minGapMs` (a phone in the hand jitters across
 * zone boundaries).
 */
export function shouldAnnounce(
  last: { key: string | null; at: number },
  key: string,
  now: number,
  minGapMs = 3000,
): boolean {
  if (key === last.key) return false;
  return last.key === null || now - last.at >= minGapMs;
}

/** A point on a circle: `degrees` clockwise from the top. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)];
}

/** The SVG path of zone `index` (0 = north) as a ring segment between radii `inner` and `outer`. */
export function zonePath(index: number, cx: number, cy: number, inner: number, outer: number): string {
  const start = index * ZONE_WIDTH - ZONE_WIDTH / 2;
  const end = start + ZONE_WIDTH;
  const f = (n: number) => n.toFixed(2);
  const [x1, y1] = polar(cx, cy, outer, start);
  const [x2, y2] = polar(cx, cy, outer, end);
  const [x3, y3] = polar(cx, cy, inner, end);
  const [x4, y4] = polar(cx, cy, inner, start);
  return `M${f(x1)} ${f(y1)}A${outer} ${outer} 0 0 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A${inner} ${inner} 0 0 0 ${f(x4)} ${f(y4)}Z`;
}
