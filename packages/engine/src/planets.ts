/**
 * Heliocentric states of the Earth and the five planets from VSOP87B (Bretagnon & Francou 1988),
 * with the terms listed in `series/vsop87.ts` (generated from the full series by
 * `src/cli/make-series.mjs`; within 0.4″ of the full series, geocentric, over 1900–2100:
 * docs/ENGINE-ACCURACY.md). Positions in AU and velocities in AU/day, on astronomy-engine's EQJ
 * frame (J2000 mean equator and equinox), so that they drop into the same reductions as before.
 */
import { VSOP87B, type VsopBody } from './series/vsop87';
import { lastSin, sinCos } from './trig';

/** The bodies VSOP87B gives here. */
export type VsopName = keyof typeof VSOP87B;

/** A position (AU) and velocity (AU/day) on EQJ. */
export interface HelioVector {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

/** Julian days per Julian millennium: VSOP87's unit of time. */
const MILLENNIUM = 365_250;

interface Prepared {
  /** The body's distinct frequencies, radians per millennium. */
  C: Float64Array;
  /** Per coordinate (L, B, R) and power of τ: [j, A·cos B, A·sin B, …]. */
  L: Float64Array[];
  B: Float64Array[];
  R: Float64Array[];
  /** Scratch: cos and sin of C_j·τ at the instant being evaluated. */
  cos: Float64Array;
  sin: Float64Array;
}

const prepare = (body: VsopBody): Prepared => {
  const rows = (series: number[][]) => series.map((t) => Float64Array.from(t));
  return {
    C: Float64Array.from(body.C),
    L: rows(body.L),
    B: rows(body.B),
    R: rows(body.R),
    cos: new Float64Array(body.C.length),
    sin: new Float64Array(body.C.length),
  };
};

const PREPARED = {} as Record<VsopName, Prepared>;
for (const name of Object.keys(VSOP87B) as VsopName[]) PREPARED[name] = prepare(VSOP87B[name]);

/**
 * Value at τ of Σ τ^α Σ A·cos(B + C_j·τ) and its rate per millennium (written to `out[0]`), with
 * the cosines and sines of C_j·τ already in `p`.
 */
function evaluate(p: Prepared, series: Float64Array[], tau: number, out: Float64Array): number {
  const { C, cos, sin } = p;
  let value = 0;
  let rate = 0;
  let power = 1;
  let previous = 0;
  for (let a = 0; a < series.length; a++) {
    const t = series[a]!;
    let sum = 0;
    let dsum = 0;
    for (let i = 0; i < t.length; i += 3) {
      const j = t[i]!;
      const ac = t[i + 1]!;
      const as = t[i + 2]!;
      const c = cos[j]!;
      const s = sin[j]!;
      // A·cos(B + x) = A cos B cos x − A sin B sin x; d/dτ = −C·(A sin B cos x + A cos B sin x).
      sum += ac * c - as * s;
      dsum -= C[j]! * (as * c + ac * s);
    }
    value += sum * power;
    rate += dsum * power + (a > 0 ? a * previous * sum : 0);
    previous = power;
    power *= tau;
  }
  out[0] = rate;
  return value;
}

const scratch = new Float64Array(1);

/** Cosines and sines of the body's C_j·τ, into its scratch arrays. */
function turn(p: Prepared, tau: number): void {
  const { C, cos, sin } = p;
  for (let j = 0; j < C.length; j++) {
    cos[j] = sinCos(C[j]! * tau);
    sin[j] = lastSin;
  }
}

/** Value at τ of Σ τ^α Σ A·cos(B + C_j·τ), the cosines and sines of C_j·τ already in `p`. */
function value(p: Prepared, series: Float64Array[], tau: number): number {
  const { cos, sin } = p;
  let result = 0;
  let power = 1;
  for (let a = 0; a < series.length; a++) {
    const t = series[a]!;
    let sum = 0;
    for (let i = 0; i < t.length; i += 3) {
      const j = t[i]!;
      sum += t[i + 1]! * cos[j]! - t[i + 2]! * sin[j]!;
    }
    result += sum * power;
    power *= tau;
  }
  return result;
}

/**
 * The heliocentric position (AU, EQJ) of `body` at `tt` days of Terrestrial Time since J2000,
 * without the velocity (for callers that need directions only).
 */
export function helioPosition(body: VsopName, tt: number): { x: number; y: number; z: number } {
  const p = PREPARED[body];
  const tau = tt / MILLENNIUM;
  turn(p, tau);
  const L = value(p, p.L, tau);
  const B = value(p, p.B, tau);
  const R = value(p, p.R, tau);
  const x = R * Math.cos(B) * Math.cos(L);
  const y = R * Math.cos(B) * Math.sin(L);
  const z = R * Math.sin(B);
  return {
    x: x + 0.00000044036 * y - 0.000000190919 * z,
    y: -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    z: 0.397776982902 * y + 0.917482137087 * z,
  };
}

/**
 * The heliocentric state of `body` at `tt` days of Terrestrial Time since J2000 (astronomy-engine's
 * `AstroTime.tt`), on EQJ.
 */
export function helioState(body: VsopName, tt: number): HelioVector {
  const p = PREPARED[body];
  const tau = tt / MILLENNIUM;
  turn(p, tau);
  const L = evaluate(p, p.L, tau, scratch);
  const dL = scratch[0]! / MILLENNIUM;
  const B = evaluate(p, p.B, tau, scratch);
  const dB = scratch[0]! / MILLENNIUM;
  const R = evaluate(p, p.R, tau, scratch);
  const dR = scratch[0]! / MILLENNIUM;
  const cl = Math.cos(L);
  const sl = Math.sin(L);
  const cb = Math.cos(B);
  const sb = Math.sin(B);
  // Ecliptic J2000 (VSOP87's dynamical frame).
  const x = R * cb * cl;
  const y = R * cb * sl;
  const z = R * sb;
  const vx = dR * cb * cl - R * sb * dB * cl - R * cb * sl * dL;
  const vy = dR * cb * sl - R * sb * dB * sl + R * cb * cl * dL;
  const vz = dR * sb + R * cb * dB;
  // VSOP87's ecliptic to EQJ, the rotation astronomy-engine applies to its own VSOP87 terms.
  return {
    x: x + 0.00000044036 * y - 0.000000190919 * z,
    y: -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    z: 0.397776982902 * y + 0.917482137087 * z,
    vx: vx + 0.00000044036 * vy - 0.000000190919 * vz,
    vy: -0.000000479966 * vx + 0.917482137087 * vy - 0.397776982902 * vz,
    vz: 0.397776982902 * vy + 0.917482137087 * vz,
  };
}
