import { DASHA_LEVELS, vimshottariSubperiods } from '@drishti/engine/dasha';
import type { PlanetKey } from '@drishti/engine/zodiac';
import type { Period } from './api';

export { DASHA_LEVELS };
export type DashaLevel = (typeof DASHA_LEVELS)[number];

/** Whether `atMs` falls in the period (start inclusive, end exclusive). */
export function isRunning(p: { start: string; end: string }, atMs: number): boolean {
  return Date.parse(p.start) <= atMs && atMs < Date.parse(p.end);
}

/**
 * The sub-periods of a Vimshottari period: the API's when it sent them (three levels), computed
 * by the engine's rule below that (sookshma and prana), each the parent's share by its lord's years.
 */
export function subPeriods(p: Period, level: number): Period[] {
  if (p.sub && p.sub.length > 0) return p.sub;
  return vimshottariSubperiods({
    lord: p.lord as PlanetKey,
    start: Date.parse(p.start),
    end: Date.parse(p.end),
    level,
  }).map((c) => ({ lord: c.lord, start: new Date(c.start).toISOString(), end: new Date(c.end).toISOString() }));
}
