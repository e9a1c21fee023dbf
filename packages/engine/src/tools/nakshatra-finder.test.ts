import { describe, expect, it } from 'vitest';
import { findNakshatra } from './nakshatra-finder';

describe('findNakshatra', () => {
  it('finds Ashwini at 0°', () => {
    expect(findNakshatra(0)).toMatchObject({
      nakshatra: 1,
      key: 'ashwini',
      pada: 1,
      lord: 'KE',
      sign: 1,
      signKey: 'aries',
    });
  });

  it('finds nakshatra, pada, lord and sign inside the zodiac', () => {
    // 41°: Rohini (40°–53°20′), pada 1 (40°–43°20′), Moon-ruled, Taurus; 1° into the nakshatra
    const r = findNakshatra(41);
    expect(r).toMatchObject({ nakshatra: 4, key: 'rohini', pada: 1, lord: 'MO', sign: 2 });
    expect(r.degreesInNakshatra).toBeCloseTo(1, 12);
    expect(r.fractionElapsed).toBeCloseTo(3 / 40, 12);
    // 101°: Pushya (93°20′–106°40′); (101 − 93.333) / 3.333 = 2.3 → pada 3; Saturn; Cancer
    expect(findNakshatra(101)).toMatchObject({ nakshatra: 8, key: 'pushya', pada: 3, lord: 'SA', sign: 4 });
    // 255°: Purva Ashadha (253°20′–266°40′) pada 1 (to 256°40′); Venus; Sagittarius
    expect(findNakshatra(255)).toMatchObject({ nakshatra: 20, pada: 1, lord: 'VE', sign: 9 });
    // 359.99°: Revati pada 4, Mercury, Pisces
    expect(findNakshatra(359.99)).toMatchObject({ nakshatra: 27, key: 'revati', pada: 4, lord: 'ME', sign: 12 });
  });

  it('changes nakshatra and pada at their boundaries', () => {
    // 13°20′ = 13.333…° starts Bharani
    expect(findNakshatra(13.3333).nakshatra).toBe(1);
    expect(findNakshatra(13.3334)).toMatchObject({ nakshatra: 2, pada: 1, lord: 'VE' });
    // 3°20′ starts Ashwini pada 2
    expect(findNakshatra(3.3333).pada).toBe(1);
    expect(findNakshatra(3.3334).pada).toBe(2);
    // 30° starts Taurus inside Krittika (pada 2)
    expect(findNakshatra(29.999)).toMatchObject({ nakshatra: 3, pada: 1, sign: 1 });
    expect(findNakshatra(30)).toMatchObject({ nakshatra: 3, pada: 2, sign: 2 });
  });

  it('normalises any finite longitude', () => {
    expect(findNakshatra(360)).toMatchObject({ longitude: 0, nakshatra: 1 });
    expect(findNakshatra(-1)).toMatchObject({ nakshatra: 27, pada: 4, sign: 12 });
    expect(findNakshatra(-1).longitude).toBeCloseTo(359, 12);
    expect(findNakshatra(-1e-17).longitude).toBe(0);
    expect(findNakshatra(401).nakshatra).toBe(4);
    // the largest double below 360 stays in Revati pada 4, Pisces
    expect(findNakshatra(359.99999999999994)).toMatchObject({ nakshatra: 27, pada: 4, sign: 12 });
    expect(() => findNakshatra(Number.NaN)).toThrow(RangeError);
    expect(() => findNakshatra(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
