/** The sidereal Sun-sign dates against the ephemeris and Swiss Ephemeris reference charts. */
import { describe, expect, it } from 'vitest';
import { seCharts } from './__fixtures__/reference';
import { sunMoonLongitudes } from './ephemeris';
import { sunSignSpans } from './sun-signs';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('sunSignSpans', () => {
  it('gives the twelve sidereal signs of a year in order, each running into the next', () => {
    const spans = sunSignSpans(2026);
    expect(spans.map((s) => s.sign)).toEqual([10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 0; i + 1 < spans.length; i++) {
      expect(spans[i]!.endMs).toBe(spans[i + 1]!.startMs);
      // The next sign's first day follows this one's last day.
      expect(Date.parse(iso(spans[i + 1]!.first)) - Date.parse(iso(spans[i]!.last))).toBe(86_400_000);
    }
    // Makara Sankranti in mid-January; the Sun enters Dhanu (240°) in mid-December, and a
    // 7 December Sun is still in Vrischika (Scorpio), not in Sagittarius as the tropical tables say.
    expect(iso(spans[0]!.first)).toBe('2026-01-14');
    const dhanu = spans.find((s) => s.sign === 9)!;
    expect(iso(dhanu.first)).toBe('2026-12-16');
    expect(iso(dhanu.last)).toBe('2027-01-13');
    const vrischika = spans.find((s) => s.sign === 8)!;
    expect(iso(vrischika.first)).toBe('2026-11-16');
    expect(iso(vrischika.last)).toBe('2026-12-15');
    expect(iso(spans.find((s) => s.sign === 1)!.first)).toBe('2026-04-14');
  });

  it('puts each ingress where the full ephemeris has the Sun cross into the sign', () => {
    for (const year of [1950, 2026, 2049]) {
      for (const span of sunSignSpans(year)) {
        const start = (span.sign - 1) * 30;
        const before = sunMoonLongitudes(span.startMs - 60_000).sun;
        const after = sunMoonLongitudes(span.startMs + 60_000).sun;
        expect(Math.floor(before / 30) + 1, `${year} sign ${span.sign}`).toBe(span.sign === 1 ? 12 : span.sign - 1);
        expect(Math.floor(after / 30) + 1, `${year} sign ${span.sign}`).toBe(span.sign);
        // A minute after the ingress the Sun is within 0.01° of the boundary (it moves about 2.5″ a minute).
        expect(Math.abs(((after - start + 540) % 360) - 180), `${year} sign ${span.sign}`).toBeLessThan(0.01);
      }
    }
  });

  it('agrees with the Sun sign of every Swiss Ephemeris reference chart (1900–2050)', () => {
    const byYear = new Map<number, ReturnType<typeof sunSignSpans>>();
    const spansOf = (year: number) => {
      let s = byYear.get(year);
      if (!s) {
        s = sunSignSpans(year);
        byYear.set(year, s);
      }
      return s;
    };
    expect(seCharts.length).toBeGreaterThan(40);
    for (const chart of seCharts) {
      const t = Date.parse(chart.utcIso);
      const year = new Date(t + 5.5 * 3_600_000).getUTCFullYear();
      const span = [...spansOf(year - 1), ...spansOf(year)].find((s) => s.startMs <= t && t < s.endMs);
      const reference = Math.floor(chart.sidereal_lahiri_apparent_truenode.Sun / 30) + 1;
      expect(span?.sign, chart.id).toBe(reference);
    }
  });
});
