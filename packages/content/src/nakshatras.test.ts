import { describe, expect, it } from 'vitest';
import {
  GANAS,
  NADIS,
  NAKSHATRA_KEYS,
  NAKSHATRA_NATURES,
  NAKSHATRA_SPAN,
  NAKSHATRA_VARNAS,
  NAKSHATRAS,
  nakshatra,
  nakshatraAt,
  nakshatraByIndex,
  YONIS,
} from './nakshatras';
import { VIMSHOTTARI_ORDER } from './planets';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;
const words = (s: string) => s.trim().split(/\s+/).length;

function expectBilingual(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
  }
}

const keysWhere = (pred: (n: (typeof NAKSHATRAS)[number]) => boolean) => NAKSHATRAS.filter(pred).map((n) => n.key);

describe('nakshatras', () => {
  it('has the 27 nakshatras in order with unique keys', () => {
    expect(NAKSHATRAS).toHaveLength(27);
    expect(NAKSHATRA_KEYS[0]).toBe('ashwini');
    expect(NAKSHATRA_KEYS[26]).toBe('revati');
    expect(new Set(NAKSHATRA_KEYS).size).toBe(27);
    NAKSHATRAS.forEach((n, i) => {
      expect(n.index).toBe(i + 1);
    });
  });

  it('uses the traditional Hindi names', () => {
    expect(NAKSHATRAS.map((n) => n.name.hi)).toEqual([
      'अश्विनी',
      'भरणी',
      'कृत्तिका',
      'रोहिणी',
      'मृगशिरा',
      'आर्द्रा',
      'पुनर्वसु',
      'पुष्य',
      'आश्लेषा',
      'मघा',
      'पूर्वा फाल्गुनी',
      'उत्तरा फाल्गुनी',
      'हस्त',
      'चित्रा',
      'स्वाति',
      'विशाखा',
      'अनुराधा',
      'ज्येष्ठा',
      'मूल',
      'पूर्वाषाढ़ा',
      'उत्तराषाढ़ा',
      'श्रवण',
      'धनिष्ठा',
      'शतभिषा',
      'पूर्वाभाद्रपद',
      'उत्तराभाद्रपद',
      'रेवती',
    ]);
  });

  it('has lords in the Vimshottari order (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury)', () => {
    expect(VIMSHOTTARI_ORDER).toEqual(['KE', 'VE', 'SU', 'MO', 'MA', 'RA', 'JU', 'SA', 'ME']);
    NAKSHATRAS.forEach((n, i) => {
      expect(n.lord, n.key).toBe(VIMSHOTTARI_ORDER[i % 9]);
    });
  });

  it('spans 13°20′ each from 0° Aries', () => {
    NAKSHATRAS.forEach((n, i) => {
      expect(n.startDegree).toBeCloseTo((i * 40) / 3, 9);
      expect(n.endDegree - n.startDegree).toBeCloseTo(NAKSHATRA_SPAN, 9);
    });
    expect(NAKSHATRAS[26]!.endDegree).toBeCloseTo(360, 9);
    expect(nakshatra('bharani').span).toEqual({ en: '13°20′ Aries – 26°40′ Aries', hi: 'मेष 13°20′ – मेष 26°40′' });
    expect(nakshatra('krittika').signs).toEqual(['aries', 'taurus']);
    expect(nakshatra('mrigashira').signs).toEqual(['taurus', 'gemini']);
    expect(nakshatra('punarvasu').signs).toEqual(['gemini', 'cancer']);
    expect(nakshatra('ashlesha').signs).toEqual(['cancer']);
    expect(nakshatra('ashlesha').span.en).toBe('16°40′ Cancer – 30°00′ Cancer');
    expect(nakshatra('revati').signs).toEqual(['pisces']);
  });

  it('finds the nakshatra of a longitude', () => {
    expect(nakshatraAt(0).key).toBe('ashwini');
    expect(nakshatraAt(13.34).key).toBe('bharani');
    expect(nakshatraAt(359.99).key).toBe('revati');
    expect(nakshatraAt(-1).key).toBe('revati');
    expect(nakshatraAt(360).key).toBe('ashwini');
    expect(nakshatraByIndex(8).key).toBe('pushya');
    expect(() => nakshatraByIndex(28)).toThrow(RangeError);
  });

  it('has the standard gana, nadi, yoni and nature', () => {
    expect(keysWhere((n) => n.gana === 'deva')).toEqual([
      'ashwini',
      'mrigashira',
      'punarvasu',
      'pushya',
      'hasta',
      'swati',
      'anuradha',
      'shravana',
      'revati',
    ]);
    expect(keysWhere((n) => n.gana === 'rakshasa')).toEqual([
      'krittika',
      'ashlesha',
      'magha',
      'chitra',
      'vishakha',
      'jyeshtha',
      'mula',
      'dhanishta',
      'shatabhisha',
    ]);
    const nadiCycle = ['aadi', 'madhya', 'antya', 'antya', 'madhya', 'aadi'];
    NAKSHATRAS.forEach((n, i) => {
      expect(n.nadi, n.key).toBe(nadiCycle[i % 6]);
    });
    const yoniCount = new Map<string, string[]>();
    for (const n of NAKSHATRAS) yoniCount.set(n.yoni.animal, [...(yoniCount.get(n.yoni.animal) ?? []), n.yoni.gender]);
    for (const [animal, genders] of yoniCount) {
      if (animal === 'mongoose') expect(genders).toEqual(['male']);
      else expect(genders.sort(), animal).toEqual(['female', 'male']);
    }
    expect(nakshatra('ashwini').yoni.animal).toBe('horse');
    expect(nakshatra('shatabhisha').yoni.animal).toBe('horse');
    expect(keysWhere((n) => n.nature === 'dhruva')).toEqual([
      'rohini',
      'uttara-phalguni',
      'uttara-ashadha',
      'uttara-bhadrapada',
    ]);
    expect(keysWhere((n) => n.nature === 'kshipra')).toEqual(['ashwini', 'pushya', 'hasta']);
  });

  it('has descriptions of 60–90 words in both languages', () => {
    for (const n of NAKSHATRAS) {
      for (const text of [n.description.en, n.description.hi]) {
        expect(words(text), n.key).toBeGreaterThanOrEqual(60);
        expect(words(text), n.key).toBeLessThanOrEqual(90);
      }
    }
  });

  it('writes every text in English and Hindi', () => {
    expectBilingual({ NAKSHATRAS, GANAS, NADIS, YONIS, NAKSHATRA_VARNAS, NAKSHATRA_NATURES });
  });
});
