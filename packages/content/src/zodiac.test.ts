import { describe, expect, it } from 'vitest';
import { PLANETS, SIGN_LORDS } from './planets';
import { collectBilingual } from './types';
import { ELEMENTS, QUALITIES, ZODIAC_KEYS, ZODIAC_SIGNS, zodiacByIndex, zodiacSign } from './zodiac';

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

describe('zodiac', () => {
  it('has the twelve signs in order with unique keys', () => {
    expect(ZODIAC_SIGNS).toHaveLength(12);
    expect(ZODIAC_KEYS).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(new Set(ZODIAC_KEYS).size).toBe(12);
    ZODIAC_SIGNS.forEach((s, i) => {
      expect(s.index).toBe(i + 1);
    });
  });

  it('uses the traditional names', () => {
    expect(ZODIAC_SIGNS.map((s) => s.name.hi)).toEqual([
      'मेष',
      'वृषभ',
      'मिथुन',
      'कर्क',
      'सिंह',
      'कन्या',
      'तुला',
      'वृश्चिक',
      'धनु',
      'मकर',
      'कुंभ',
      'मीन',
    ]);
    expect(ZODIAC_SIGNS.map((s) => s.sanskrit)).toEqual([
      'Mesha',
      'Vrishabha',
      'Mithuna',
      'Karka',
      'Simha',
      'Kanya',
      'Tula',
      'Vrishchika',
      'Dhanu',
      'Makara',
      'Kumbha',
      'Meena',
    ]);
  });

  it('has the Parashari lords, elements and qualities', () => {
    expect(ZODIAC_SIGNS.map((s) => s.lord)).toEqual([
      'MA',
      'VE',
      'ME',
      'MO',
      'SU',
      'ME',
      'VE',
      'MA',
      'JU',
      'SA',
      'SA',
      'JU',
    ]);
    for (const s of ZODIAC_SIGNS) {
      expect(s.lord).toBe(SIGN_LORDS[s.key]);
      expect(s.element).toBe((['fire', 'earth', 'air', 'water'] as const)[(s.index - 1) % 4]);
      expect(s.quality).toBe((['movable', 'fixed', 'dual'] as const)[(s.index - 1) % 3]);
    }
  });

  it('derives lucky numbers and gems from the lord', () => {
    const numberOf = { SU: 1, MO: 2, JU: 3, ME: 5, VE: 6, SA: 8, MA: 9 } as const;
    for (const s of ZODIAC_SIGNS) {
      const lord = PLANETS.find((p) => p.key === s.lord)!;
      expect(s.luckyNumbers[0], s.key).toBe(numberOf[s.lord]);
      const friendNumbers = lord.friends.map((f) => numberOf[f as keyof typeof numberOf]).sort();
      expect(s.luckyNumbers.slice(1).sort(), s.key).toEqual(friendNumbers);
      expect(s.luckyGems[0]!.en, s.key).toBe(lord.gemstone.en);
      expect(s.luckyColours.length).toBeGreaterThan(0);
    }
  });

  it('has symmetric compatibility between distinct signs', () => {
    for (const s of ZODIAC_SIGNS) {
      expect(s.compatible).not.toContain(s.key);
      for (const other of s.compatible) expect(zodiacSign(other).compatible, `${s.key}–${other}`).toContain(s.key);
    }
  });

  it('has contiguous Western date ranges', () => {
    const dayAfter = (m: number, d: number) => {
      const t = new Date(Date.UTC(2023, m - 1, d + 1));
      return { month: t.getUTCMonth() + 1, day: t.getUTCDate() };
    };
    ZODIAC_SIGNS.forEach((s, i) => {
      const next = ZODIAC_SIGNS[(i + 1) % 12]!;
      expect(dayAfter(s.westernDates.end.month, s.westernDates.end.day), s.key).toEqual(next.westernDates.start);
    });
  });

  it('has descriptions of 60–90 words in both languages', () => {
    for (const s of ZODIAC_SIGNS) {
      for (const text of [s.description.en, s.description.hi]) {
        expect(words(text), s.key).toBeGreaterThanOrEqual(60);
        expect(words(text), s.key).toBeLessThanOrEqual(90);
      }
    }
  });

  it('writes every text in English and Hindi', () => {
    expectBilingual({ ZODIAC_SIGNS, ELEMENTS, QUALITIES });
  });

  it('looks signs up by key and index', () => {
    expect(zodiacSign('leo').name.en).toBe('Leo');
    expect(zodiacByIndex(12).key).toBe('pisces');
    expect(() => zodiacByIndex(0)).toThrow(RangeError);
    expect(() => zodiacByIndex(13)).toThrow(RangeError);
  });
});
