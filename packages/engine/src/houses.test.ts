/** Sripati bhavas, the Porphyry fallback of Placidus, and house lookup. */
import { describe, expect, it } from 'vitest';
import { computeSky } from './ephemeris';
import { angles, houseOfLongitude, placidusCusps, sripatiBhavaOf, sripatiBhavas } from './houses';
import { norm180, norm360 } from './zodiac';

describe('Sripati Bhava Chalit', () => {
  const b = sripatiBhavas(100, 10);

  it('puts the ascendant and MC at the madhyas of the 1st and 10th and trisects the quadrants', () => {
    expect(b.madhya[0]).toBe(100);
    expect(b.madhya[9]).toBe(10);
    expect(b.madhya[3]).toBe(190);
    expect(b.madhya[6]).toBe(280);
    expect(b.madhya[1]).toBeCloseTo(130, 9);
    expect(b.madhya[2]).toBeCloseTo(160, 9);
    expect(b.madhya[10]).toBeCloseTo(40, 9);
    expect(b.madhya[11]).toBeCloseTo(70, 9);
  });

  it('starts each bhava midway between madhyas', () => {
    expect(b.sandhi[0]).toBeCloseTo(85, 9); // between the 12th (70) and the 1st (100)
    expect(b.sandhi[1]).toBeCloseTo(115, 9);
    expect(b.sandhi[9]).toBeCloseTo(355, 9); // between the 9th (340) and the 10th (10), across 0°
    expect(sripatiBhavaOf(b, 86)).toBe(1);
    expect(sripatiBhavaOf(b, 84)).toBe(12);
    expect(sripatiBhavaOf(b, 359)).toBe(10);
    expect(sripatiBhavaOf(b, 354)).toBe(9);
  });
});

describe('Placidus', () => {
  it('falls back to Porphyry above the polar circle, like Swiss Ephemeris', () => {
    const sky = computeSky(Date.UTC(2020, 5, 21, 12));
    const a = angles(sky.gast, 75, 20, sky.trueObliquity, sky.ayanamsa.true);
    const h = placidusCusps(a, 75, sky.trueObliquity, sky.ayanamsa.true);
    expect(h.system).toBe('porphyry');
    expect(h.cusps[0]).toBeCloseTo(a.ascendant, 9);
    expect(h.cusps[9]).toBeCloseTo(a.mc, 9);
  });

  it('has opposite cusps 180° apart and the angles at cusps 1 and 10', () => {
    const sky = computeSky(Date.UTC(1990, 3, 1, 3));
    const a = angles(sky.gast, 40, -74, sky.trueObliquity, sky.ayanamsa.true);
    const h = placidusCusps(a, 40, sky.trueObliquity, sky.ayanamsa.true);
    expect(h.system).toBe('placidus');
    for (let i = 0; i < 6; i++) expect(Math.abs(norm180(h.cusps[i + 6]! - h.cusps[i]! - 180))).toBeLessThan(1e-9);
    expect(h.cusps[0]).toBeCloseTo(a.ascendant, 9);
    expect(h.cusps[9]).toBeCloseTo(a.mc, 9);
    for (let i = 0; i < 12; i++) expect(norm360(h.tropical[i]! - h.cusps[i]!)).toBeCloseTo(sky.ayanamsa.true, 9);
  });
});

describe('houseOfLongitude', () => {
  it('finds the house whose start precedes the point, across 0°', () => {
    const starts = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOfLongitude(starts, 355)).toBe(1);
    expect(houseOfLongitude(starts, 5)).toBe(1);
    expect(houseOfLongitude(starts, 20)).toBe(2);
    expect(houseOfLongitude(starts, 349.9)).toBe(12);
  });
});
