import { describe, expect, it } from 'vitest';
import {
  NAKSHATRA_GANA,
  NAKSHATRA_NADI,
  NAKSHATRA_YONI,
  nakshatraLord,
  naturalRelation,
  navamsaOfPada,
  SIGN_LORDS,
  signOfPada,
  signsOfNakshatra,
  YONIS,
} from './tables';

describe('nakshatra attributes', () => {
  it('has nine nakshatras of each gana and nadi', () => {
    for (const gana of ['deva', 'manushya', 'rakshasa'])
      expect(NAKSHATRA_GANA.filter((g) => g === gana)).toHaveLength(9);
    for (const nadi of ['aadi', 'madhya', 'antya']) expect(NAKSHATRA_NADI.filter((n) => n === nadi)).toHaveLength(9);
  });

  it('spot-checks gana and nadi against the classical lists', () => {
    // deva: Ashwini 1, Mrigashira 5, Punarvasu 7, Pushya 8, Hasta 13, Swati 15, Anuradha 17, Shravana 22, Revati 27
    const deva = [1, 5, 7, 8, 13, 15, 17, 22, 27];
    for (const n of deva) expect(NAKSHATRA_GANA[n - 1]).toBe('deva');
    // aadi: Ashwini, Ardra, Punarvasu, Uttara Phalguni, Hasta, Jyeshtha, Mula, Shatabhisha, Purva Bhadrapada
    const aadi = [1, 6, 7, 12, 13, 18, 19, 24, 25];
    for (const n of aadi) expect(NAKSHATRA_NADI[n - 1]).toBe('aadi');
    // antya: Krittika, Rohini, Ashlesha, Magha, Swati, Vishakha, Uttara Ashadha, Shravana, Revati
    const antya = [3, 4, 9, 10, 15, 16, 21, 22, 27];
    for (const n of antya) expect(NAKSHATRA_NADI[n - 1]).toBe('antya');
  });

  it('gives every yoni two nakshatras except the mongoose (only Uttara Ashadha, Abhijit being left out)', () => {
    for (const yoni of YONIS) {
      expect(NAKSHATRA_YONI.filter((y) => y === yoni)).toHaveLength(yoni === 'nakula' ? 1 : 2);
    }
    expect(NAKSHATRA_YONI[20]).toBe('nakula');
  });

  it('gives Vimshottari lords', () => {
    expect(nakshatraLord(1)).toBe('KE');
    expect(nakshatraLord(4)).toBe('MO');
    expect(nakshatraLord(9)).toBe('ME');
    expect(nakshatraLord(10)).toBe('KE');
    expect(nakshatraLord(27)).toBe('ME');
    expect(() => nakshatraLord(28)).toThrow(RangeError);
  });
});

describe('signs of padas', () => {
  it('places padas in signs', () => {
    // Krittika pada 1 is Aries 26°40′–30°; padas 2–4 are Taurus
    expect(signOfPada(3, 1)).toBe(1);
    expect(signOfPada(3, 2)).toBe(2);
    // Revati pada 4 ends Pisces
    expect(signOfPada(27, 4)).toBe(12);
    expect(signsOfNakshatra(3)).toEqual([1, 2]);
    expect(signsOfNakshatra(4)).toEqual([2]);
    // nine straddling nakshatras
    const straddling = Array.from({ length: 27 }, (_, i) => i + 1).filter((n) => signsOfNakshatra(n).length === 2);
    expect(straddling).toEqual([3, 5, 7, 12, 14, 16, 21, 23, 25]);
  });

  it('gives navamsa signs', () => {
    // Ashwini 1 → Aries; Krittika 1 (9th pada) → Sagittarius; Rohini 1 (13th pada, index 12) → Aries
    expect(navamsaOfPada(1, 1)).toBe(1);
    expect(navamsaOfPada(3, 1)).toBe(9);
    expect(navamsaOfPada(4, 1)).toBe(1);
    // Revati 4, the last pada of the zodiac, is in Pisces navamsa (vargottama)
    expect(navamsaOfPada(27, 4)).toBe(12);
  });
});

describe('natural relationships', () => {
  it('matches Parashara', () => {
    expect(naturalRelation('MO', 'ME')).toBe('friend');
    expect(naturalRelation('ME', 'MO')).toBe('enemy');
    expect(naturalRelation('SA', 'JU')).toBe('neutral');
    expect(naturalRelation('SU', 'SU')).toBe('friend');
    expect(SIGN_LORDS).toEqual(['MA', 'VE', 'ME', 'MO', 'SU', 'ME', 'VE', 'MA', 'JU', 'SA', 'SA', 'JU']);
  });
});
