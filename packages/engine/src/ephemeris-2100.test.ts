/**
 * Positions against Debian's Swiss Ephemeris (swetest 2.10.03 with the DE431-based sepl_18/semo_18
 * files) at 140 instants over 1900–2100, 65 of them after 2050 (__fixtures__/README.md): every
 * graha within 5″ — apparent sidereal with the true and the mean node, tropical, and the geometric
 * (Jagannatha Hora) variant — the ascendant and MC within 5″ and the speeds within 0.001°/day.
 * Both sides take the same UT; each uses its own ΔT (they differ by up to 2.6 s after 2050, which
 * moves the Moon by up to 1.4″ of the budget: docs/ENGINE-ACCURACY.md).
 */
import { describe, expect, it } from 'vitest';
import { swetestCharts } from './__fixtures__/reference';
import { computeSky } from './ephemeris';
import { angles } from './houses';
import { norm180 } from './zodiac';

const arcsec = (a: number, b: number) => Math.abs(norm180(a - b)) * 3600;
const TOLERANCE = 5;
const PLANETS = ['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA'] as const;

describe('swetest reference instants 1900–2100', () => {
  it('covers 1900 to 2100, with dozens after 2050', () => {
    const years = swetestCharts.map((c) => Number(c.utcIso.slice(0, 4)));
    expect(Math.min(...years)).toBeLessThan(1905);
    expect(Math.max(...years)).toBeGreaterThan(2095);
    expect(years.filter((y) => y >= 2050).length).toBeGreaterThanOrEqual(40);
  });

  describe.each(swetestCharts.map((c) => [`${c.id} ${c.utcIso} ${c.place}`, c] as const))('%s', (_id, c) => {
    const utcMs = Date.parse(c.utcIso);
    const apparentTrue = computeSky(utcMs, { node: 'true' });
    const apparentMean = computeSky(utcMs, { node: 'mean' });
    const geometric = computeSky(utcMs, { positions: 'geometric' });

    it('has every apparent sidereal graha within 5″, both nodes, and Ketu opposite', () => {
      for (const key of PLANETS) {
        expect(arcsec(apparentTrue.planets[key].longitude, c.sidereal[key]), key).toBeLessThan(TOLERANCE);
      }
      expect(arcsec(apparentTrue.planets.RA.longitude, c.sidereal.RA_true), 'true node').toBeLessThan(TOLERANCE);
      expect(arcsec(apparentTrue.planets.KE.longitude, c.sidereal.RA_true + 180), 'Ketu').toBeLessThan(TOLERANCE);
      expect(arcsec(apparentMean.planets.RA.longitude, c.sidereal.RA_mean), 'mean node').toBeLessThan(TOLERANCE);
    });

    it('has every tropical longitude within 5″', () => {
      for (const key of PLANETS) {
        expect(arcsec(apparentTrue.planets[key].tropical, c.tropical[key]), key).toBeLessThan(TOLERANCE);
      }
      expect(arcsec(apparentTrue.planets.RA.tropical, c.tropical.RA_true)).toBeLessThan(TOLERANCE);
      expect(arcsec(apparentMean.planets.RA.tropical, c.tropical.RA_mean)).toBeLessThan(TOLERANCE);
    });

    it('has every geometric (Jagannatha Hora) graha within 5″', () => {
      for (const key of PLANETS) {
        expect(arcsec(geometric.planets[key].longitude, c.geometric[key]), key).toBeLessThan(TOLERANCE);
      }
      expect(arcsec(geometric.planets.RA.longitude, c.geometric.RA_mean)).toBeLessThan(TOLERANCE);
    });

    it('has the ascendant and the MC within 5″', () => {
      const a = angles(apparentTrue.gast, c.lat, c.lon, apparentTrue.trueObliquity, apparentTrue.ayanamsa.true);
      expect(arcsec(a.ascendant, c.sidereal.ASC)).toBeLessThan(TOLERANCE);
      expect(arcsec(a.mc, c.sidereal.MC)).toBeLessThan(TOLERANCE);
      expect(arcsec(a.ascendantTropical, c.tropical.ASC)).toBeLessThan(TOLERANCE);
    });

    it('has speeds within 0.001°/day and the retrograde flags of Swiss Ephemeris', () => {
      for (const key of PLANETS) {
        const p = apparentTrue.planets[key];
        expect(Math.abs(p.speed - c.speed[key]), key).toBeLessThan(0.001);
        if (Math.abs(c.speed[key]) > 0.001) expect(p.retrograde, key).toBe(c.speed[key] < 0);
      }
      expect(Math.abs(apparentTrue.planets.RA.speed - c.speed.RA_true)).toBeLessThan(0.001);
      expect(Math.abs(apparentMean.planets.RA.speed - c.speed.RA_mean)).toBeLessThan(0.001);
    });
  });
});
