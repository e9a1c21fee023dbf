/** The full kundali hangs together: every part present and consistent with the chart. */
import { describe, expect, it } from 'vitest';
import { parseBirth } from './birth';
import { chart } from './chart';
import { vimshottariAt, vimshottariSubperiods } from './dasha';
import { kundali } from './kundali';
import { houseFrom, PLANET_KEYS, SEVEN_PLANETS } from './zodiac';

const birth = parseBirth({ date: '1996-12-07', time: '10:34', tz: 'Asia/Kolkata', lat: 13.0878, lon: 80.2785 });

describe('kundali', () => {
  const k = kundali(birth);

  it('accepts raw birth input as well as a validated birth', () => {
    const raw = { utc: '1996-12-07T05:04:00Z', lat: 13.0878, lon: 80.2785 };
    expect(kundali(raw).chart).toEqual(k.chart);
    expect(chart(raw)).toEqual(k.chart);
    expect(() => kundali({ ...raw, lat: 100 })).toThrow(/^lat: /);
  });

  it('contains the chart and agrees with the light chart', () => {
    expect(k.chart).toEqual(chart(birth));
    expect(k.chart.ascendant.sign).toBe(10);
    expect(k.chart.houseSigns[0]).toBe(10);
    for (const key of PLANET_KEYS) expect(k.chart.planets[key].house).toBe(houseFrom(10, k.chart.planets[key].sign));
  });

  it('has D1 equal to the chart signs and sixteen vargas for ten points', () => {
    expect(Object.keys(k.vargas)).toHaveLength(16);
    expect(k.vargas.D1.AS).toBe(k.chart.ascendant.sign);
    for (const key of PLANET_KEYS) expect(k.vargas.D1[key]).toBe(k.chart.planets[key].sign);
    for (const v of Object.values(k.vargas)) expect(Object.keys(v)).toHaveLength(10);
  });

  it('counts the Chandra chart from the Moon and the Bhava Chalit from the Sripati sandhis', () => {
    expect(k.chandra.MO).toBe(1);
    expect(k.chandra.AS).toBe(houseFrom(k.chart.planets.MO.sign, k.chart.ascendant.sign));
    expect(k.bhavaChalit.madhya[0]).toBe(k.chart.ascendant.longitude);
    for (const key of PLANET_KEYS) expect(k.bhavaChalit.planets[key]).toBeGreaterThanOrEqual(1);
  });

  it('gives states, friendships, ashtakavarga, KP and doshas', () => {
    expect(k.states.SU.combust).toBe(false);
    expect(k.states.ME.combust).toBe(false); // Mercury 18° from the Sun
    expect(Object.keys(k.friendships.compound)).toEqual([...SEVEN_PLANETS]);
    expect(k.ashtakavarga.sarva.reduce((a, b) => a + b, 0)).toBe(337);
    expect(k.kp.cusps).toHaveLength(12);
    expect(k.kp.houseSignificators).toHaveLength(12);
    expect(typeof k.doshas.mangal.present).toBe('boolean');
    expect(['full', 'by-sign', 'partial', 'none']).toContain(k.doshas.kaalSarp.kind);
  });

  it('expands dashas to two levels and leaves deeper ones to be computed on demand', () => {
    const v = k.dashas.vimshottari;
    expect(v).toHaveLength(9);
    expect(v[0]!.lord).toBe('RA'); // Moon in Swati, Rahu's star
    expect(v[0]!.sub).toHaveLength(9);
    expect(v[0]!.sub![0]!.sub).toBeUndefined();
    expect(vimshottariSubperiods(v[0]!.sub![0]!)).toHaveLength(9);
    expect(vimshottariAt(v, birth.utcMs)[0]!.lord).toBe('RA');
    expect(k.dashas.yogini[0]!.name).toBe('Pingala');
    expect(k.dashas.yogini[0]!.sub).toHaveLength(8);
  });
});
