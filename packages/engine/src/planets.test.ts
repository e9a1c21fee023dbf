/**
 * The engine's VSOP87B terms (series/vsop87.ts) against the full series of the astronomia
 * package they were taken from: geocentric directions within 0.4″ over 1900–2100, and velocities
 * that are the derivatives of the positions.
 */
import vsopEarth from 'astronomia/data/vsop87Bearth';
import vsopJupiter from 'astronomia/data/vsop87Bjupiter';
import vsopMars from 'astronomia/data/vsop87Bmars';
import vsopMercury from 'astronomia/data/vsop87Bmercury';
import vsopSaturn from 'astronomia/data/vsop87Bsaturn';
import vsopVenus from 'astronomia/data/vsop87Bvenus';
import { describe, expect, it } from 'vitest';
import { helioPosition, helioState, type VsopName } from './planets';

type Full = Record<'L' | 'B' | 'R', Record<string, [number, number, number][]>>;
const FULL: Record<VsopName, Full> = {
  earth: vsopEarth as Full,
  mercury: vsopMercury as Full,
  venus: vsopVenus as Full,
  mars: vsopMars as Full,
  jupiter: vsopJupiter as Full,
  saturn: vsopSaturn as Full,
};

/** The full series, EQJ, AU. */
function full(body: VsopName, tt: number): [number, number, number] {
  const tau = tt / 365_250;
  const sum = (c: 'L' | 'B' | 'R') =>
    Object.entries(FULL[body][c]).reduce(
      (acc, [a, terms]) => acc + tau ** Number(a) * terms.reduce((s, [A, B, C]) => s + A * Math.cos(B + C * tau), 0),
      0,
    );
  const L = sum('L');
  const B = sum('B');
  const R = sum('R');
  const x = R * Math.cos(B) * Math.cos(L);
  const y = R * Math.cos(B) * Math.sin(L);
  const z = R * Math.sin(B);
  return [
    x + 0.00000044036 * y - 0.000000190919 * z,
    -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    0.397776982902 * y + 0.917482137087 * z,
  ];
}

const angle = (u: number[], v: number[]) => {
  const cross = Math.hypot(u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!);
  return Math.atan2(cross, u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) * 206_264.806;
};

// 60 instants over 1900–2100 (days of TT from J2000).
const INSTANTS = Array.from({ length: 60 }, (_, i) => -36_525 + i * 1238.1 + (i % 7) * 0.37);

describe('VSOP87B terms', () => {
  it('keep every geocentric direction within 0.4″ of the full series over 1900–2100', () => {
    for (const body of ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
      let worst = 0;
      for (const tt of INSTANTS) {
        const e = full('earth', tt);
        const p = full(body, tt);
        const es = helioPosition('earth', tt);
        const ps = helioPosition(body, tt);
        const geo = [p[0] - e[0], p[1] - e[1], p[2] - e[2]];
        const ours = [ps.x - es.x, ps.y - es.y, ps.z - es.z];
        worst = Math.max(worst, angle(geo, ours));
      }
      expect(worst, body).toBeLessThan(0.4);
      expect(worst, body).toBeGreaterThan(0);
    }
    let sun = 0;
    for (const tt of INSTANTS) {
      const e = full('earth', tt);
      const es = helioPosition('earth', tt);
      sun = Math.max(sun, angle(e, [es.x, es.y, es.z]));
    }
    expect(sun).toBeLessThan(0.1);
  });

  it('give the same position with and without the velocity, and the velocity as its derivative', () => {
    for (const body of Object.keys(FULL) as VsopName[]) {
      for (const tt of INSTANTS.slice(0, 12)) {
        const s = helioState(body, tt);
        const p = helioPosition(body, tt);
        expect(Math.hypot(s.x - p.x, s.y - p.y, s.z - p.z)).toBeLessThan(1e-14);
        const h = 0.01;
        const a = helioPosition(body, tt - h);
        const b = helioPosition(body, tt + h);
        const v = [(b.x - a.x) / (2 * h), (b.y - a.y) / (2 * h), (b.z - a.z) / (2 * h)];
        const speed = Math.hypot(s.vx, s.vy, s.vz);
        expect(Math.hypot(s.vx - v[0]!, s.vy - v[1]!, s.vz - v[2]!) / speed, body).toBeLessThan(1e-6);
      }
    }
  });
});
