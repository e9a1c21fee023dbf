/**
 * When the Sun is in each sidereal sign (Lahiri, apparent positions, as every chart of the engine):
 * the twelve Sun ingresses (sankrantis) of a civil year, found by root finding on the Sun's
 * sidereal longitude. These are the sign dates of Vedic astrology: the Sun enters Dhanu
 * (Sagittarius, 240°) in mid-December, not on 22 November as in the tropical zodiac.
 */
import { angleOf, findAngleRoot, sunMoonEvaluator } from './lunisolar';
import { addDays, type CivilDate } from './panchang';
import { DAY_MS } from './time';

/** The Sun's stay in one sign that begins in the asked year. */
export interface SunSignSpan {
  /** Sidereal sign 1–12 (1 = Mesha/Aries). */
  sign: number;
  /** The ingress into the sign, UTC ms. */
  startMs: number;
  /** The ingress into the next sign, UTC ms. */
  endMs: number;
  /** The civil day of the ingress at the offset: the first day of the sign. */
  first: CivilDate;
  /** The day before the next ingress's day: the last day of the sign (that day belongs to the next). */
  last: CivilDate;
}

const civil = (ms: number, offsetHours: number): CivilDate => {
  const d = new Date(ms + offsetHours * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/**
 * The twelve sidereal Sun signs whose ingress falls in civil year `year` at a fixed offset (hours
 * east of UTC; India's 5.5 by default), in time order: Makara (Capricorn) in mid-January first,
 * Dhanu (Sagittarius) in mid-December last, its stay running into the next year.
 */
export function sunSignSpans(year: number, offsetHours = 5.5): SunSignSpan[] {
  const at = sunMoonEvaluator({ ayanamsa: 'lahiri' });
  const yearStart = Date.UTC(year, 0, 1) - offsetHours * 3_600_000;
  const yearEnd = Date.UTC(year + 1, 0, 1) - offsetHours * 3_600_000;
  const ingresses: { sign: number; ms: number }[] = [];
  let from = yearStart;
  // Thirteen ingresses: the twelve of the year and the one that ends the last stay.
  while (ingresses.length < 13) {
    const sun = angleOf('sunSign', at(from));
    const boundary = Math.floor(sun / 30) + 1;
    const guess = from + ((boundary * 30 - sun) / 0.9856) * DAY_MS;
    const ms = findAngleRoot(at, 'sunSign', (boundary % 12) * 30, guess).ms;
    ingresses.push({ sign: (boundary % 12) + 1, ms });
    from = ms + DAY_MS; // well past the crossing, well before the next (about 30 days on)
  }
  const spans: SunSignSpan[] = [];
  for (let i = 0; i < 12; i++) {
    const a = ingresses[i]!;
    const b = ingresses[i + 1]!;
    if (a.ms >= yearEnd) break;
    spans.push({
      sign: a.sign,
      startMs: a.ms,
      endMs: b.ms,
      first: civil(a.ms, offsetHours),
      last: addDays(civil(b.ms, offsetHours), -1),
    });
  }
  return spans;
}
