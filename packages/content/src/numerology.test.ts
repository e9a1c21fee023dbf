import { describe, expect, it } from 'vitest';
import {
  CHALDEAN_COMPOUNDS,
  COMPOUND_TONES,
  DIGITS,
  KABBALAH_LETTERS,
  karmicDebtNumbers,
  kua5Directions,
  kuaNumbers,
  loShuArrows,
  loShuLayout,
  masterNumbers,
  missingNumbers,
  numberMeanings,
  numerologyOverviews,
  personalYears,
} from './numerology';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  }
}

const reduce = (n: number): number => {
  let x = n;
  while (x > 9) x = [...String(x)].reduce((s, d) => s + Number(d), 0);
  return x;
};

describe('numbers 1 to 9', () => {
  it('has a complete meaning for each number, keyed by itself', () => {
    for (const d of DIGITS) {
      const m = numberMeanings[d];
      expect(m.number).toBe(d);
      for (const day of m.bornOn) expect(reduce(day)).toBe(d);
    }
    // Every day of the month 1..31 gives exactly one mulank.
    const days = DIGITS.flatMap((d) => numberMeanings[d].bornOn).sort((a, b) => a - b);
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expectBilingualComplete(numberMeanings);
  });
});

describe('master and karmic debt numbers', () => {
  it('lists 11, 22, 33 with their root numbers', () => {
    expect(masterNumbers.map((m) => m.number)).toEqual([11, 22, 33]);
    for (const m of masterNumbers) expect(m.reducesTo).toBe(reduce(m.number));
    expectBilingualComplete(masterNumbers);
  });

  it('lists 13, 14, 16, 19 with their root numbers', () => {
    expect(karmicDebtNumbers.map((k) => k.number)).toEqual([13, 14, 16, 19]);
    for (const k of karmicDebtNumbers) expect(k.reducesTo).toBe(reduce(k.number));
    expectBilingualComplete(karmicDebtNumbers);
  });
});

describe('Lo Shu grid', () => {
  it('is a magic square of 1..9', () => {
    const flat = loShuLayout.flat();
    expect([...flat].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of loShuLayout) expect(row.reduce((s, n) => s + n, 0)).toBe(15);
  });

  it('has a missing-number text for 1..9', () => {
    for (const d of DIGITS) expect(missingNumbers[d].number).toBe(d);
    expectBilingualComplete(missingNumbers);
  });

  it('has the 8 arrows, each a real line of the grid', () => {
    const expected: Record<string, number[]> = {
      'mental-plane': [4, 9, 2],
      'emotional-plane': [3, 5, 7],
      'practical-plane': [8, 1, 6],
      'thought-plane': [4, 3, 8],
      'will-plane': [9, 5, 1],
      'action-plane': [2, 7, 6],
      determination: [4, 5, 6],
      spirituality: [2, 5, 8],
    };
    expect(Object.fromEntries(loShuArrows.map((a) => [a.key, [...a.numbers]]))).toEqual(expected);
    const rows = loShuLayout.map((r) => [...r]);
    const cols = [0, 1, 2].map((c) => rows.map((r) => r[c]));
    const diagonals = [
      [rows[0]?.[0], rows[1]?.[1], rows[2]?.[2]],
      [rows[0]?.[2], rows[1]?.[1], rows[2]?.[0]],
    ];
    const lines = { row: rows, column: cols, diagonal: diagonals };
    for (const arrow of loShuArrows) {
      const sameLine = lines[arrow.line].some((l) => [...l].sort().join() === [...arrow.numbers].sort().join());
      expect(sameLine, arrow.key).toBe(true);
    }
    expectBilingualComplete(loShuArrows);
  });
});

describe('Kua numbers', () => {
  const EAST = ['north', 'south', 'east', 'south-east'];
  const WEST = ['west', 'north-west', 'south-west', 'north-east'];

  it('puts 1, 3, 4, 9 in the East group and the rest in the West group', () => {
    for (const d of DIGITS) {
      const k = kuaNumbers[d];
      expect(k.number).toBe(d);
      expect(k.group).toBe([1, 3, 4, 9].includes(d) ? 'east' : 'west');
    }
  });

  it('gives four distinct favourable directions from the own group', () => {
    for (const d of DIGITS) {
      const k = kuaNumbers[d];
      const dirs = k.directions ? [k.directions] : [kua5Directions.male, kua5Directions.female];
      for (const dir of dirs) {
        const values = [dir.success, dir.health, dir.relationships, dir.growth];
        expect(new Set(values).size).toBe(4);
        expect([...values].sort()).toEqual([...(k.group === 'east' ? EAST : WEST)].sort());
      }
    }
    expect(kuaNumbers[5].directions).toBeNull();
    expect(kua5Directions.male).toEqual(kuaNumbers[2].directions);
    expect(kua5Directions.female).toEqual(kuaNumbers[8].directions);
    expectBilingualComplete(kuaNumbers);
  });
});

describe('personal years and overviews', () => {
  it('has a personal year text for 1..9', () => {
    for (const d of DIGITS) expect(personalYears[d].number).toBe(d);
    expectBilingualComplete(personalYears);
  });

  it('has 2–3 paragraphs for each system and topic', () => {
    const keys = Object.keys(numerologyOverviews);
    expect(keys.sort()).toEqual(
      [
        'career',
        'chaldean',
        'chinese',
        'food',
        'health',
        'kabbalah',
        'marriage',
        'money',
        'pythagorean',
        'tamil',
      ].sort(),
    );
    for (const [key, o] of Object.entries(numerologyOverviews)) {
      expect(o.key).toBe(key);
      expect(o.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(o.paragraphs.length).toBeLessThanOrEqual(3);
    }
    expectBilingualComplete(numerologyOverviews);
  });

  it('sends readers of health and food numerology to a doctor', () => {
    const last = (k: 'health' | 'food') => numerologyOverviews[k].paragraphs.at(-1);
    expect(last('health')?.en).toMatch(/doctor/);
    expect(last('health')?.hi).toMatch(/डॉक्टर/);
    expect(last('food')?.en).toMatch(/doctor/);
  });
});

describe('Chaldean compound numbers', () => {
  it('gives every number from 10 to 52 a meaning in both languages, in two sentences or more', () => {
    expect(CHALDEAN_COMPOUNDS.map((c) => c.number)).toEqual(Array.from({ length: 43 }, (_, i) => i + 10));
    for (const c of CHALDEAN_COMPOUNDS) {
      expect(c.title.en.trim(), `${c.number}`).not.toBe('');
      expect(c.title.hi, `${c.number}`).toMatch(/[\u0900-\u097F]/);
      expect(c.meaning.en.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, `${c.number}`).toBeGreaterThanOrEqual(
        2,
      );
      expect(c.meaning.hi.split('।').filter((s) => s.trim()).length, `${c.number}`).toBeGreaterThanOrEqual(2);
      expect(COMPOUND_TONES[c.tone]).toBeDefined();
    }
  });

  it('reads the numbers beyond 32 as an earlier number with a meaning of its own', () => {
    for (const c of CHALDEAN_COMPOUNDS.filter((x) => x.readAs !== undefined)) {
      const base = CHALDEAN_COMPOUNDS.find((x) => x.number === c.readAs)!;
      expect(base.readAs, `${c.number} → ${c.readAs}`).toBeUndefined();
      expect(c.tone).toBe(base.tone);
      expect(c.meaning.en).toContain(`read as ${base.number}`);
      expect(c.meaning.en).toContain(base.meaning.en);
    }
    // The karmic debt numbers and 19, 23 as tradition weighs them.
    const tone = (n: number) => CHALDEAN_COMPOUNDS.find((c) => c.number === n)!.tone;
    expect([tone(16), tone(23), tone(19), tone(43), tone(52)]).toEqual([
      'caution',
      'favourable',
      'favourable',
      'caution',
      'caution',
    ]);
  });
});

describe('Kabbalah letters', () => {
  it('lists the 22 Hebrew letters in order with their gematria values', () => {
    expect(KABBALAH_LETTERS).toHaveLength(22);
    expect(KABBALAH_LETTERS.map((l) => l.letter).join('')).toBe('אבגדהוזחטיכלמנסעפצקרשת');
    expect(KABBALAH_LETTERS.map((l) => l.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400,
    ]);
    for (const l of KABBALAH_LETTERS) {
      expect(l.name.hi).toMatch(/[\u0900-\u097F]/);
      // Letters only: words that describe a letter ("silent carrier") are translated on the page.
      expect(l.sounds).toMatch(/^[A-Z][a-z]?(, [A-Z][a-z]?)*$/);
    }
    expect(KABBALAH_LETTERS.filter((l) => l.silentCarrier).map((l) => l.name.en)).toEqual(['Aleph', 'Ayin']);
  });
});
