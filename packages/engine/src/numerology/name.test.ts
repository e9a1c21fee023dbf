import { describe, expect, it } from 'vitest';
import { CHALDEAN_VALUES, chaldeanNameNumber, normalizeName, pythagoreanNumbers, pythagoreanValue } from './name';

describe('letter tables', () => {
  it('has the spec table letter for letter', () => {
    // Re-read from the spec's own text, independently of the object literal.
    const spec = 'A1 B2 C3 D4 E5 U6 O7 F8 I1 K2 G3 M4 H5 V6 Z7 P8 J1 R2 L3 T4 N5 W6 Q1 S3 X5 Y1';
    const pairs = spec.split(' ').map((p) => [p[0], Number(p.slice(1))] as const);
    expect(pairs).toHaveLength(26);
    for (const [letter, value] of pairs) expect(CHALDEAN_VALUES[letter!]).toBe(value);
    expect(Object.keys(CHALDEAN_VALUES)).toHaveLength(26);
  });

  it('gives Pythagorean values by alphabet position mod 9', () => {
    expect(pythagoreanValue('A')).toBe(1);
    expect(pythagoreanValue('I')).toBe(9);
    expect(pythagoreanValue('J')).toBe(1); // 10th letter
    expect(pythagoreanValue('R')).toBe(9); // 18th
    expect(pythagoreanValue('S')).toBe(1); // 19th
    expect(pythagoreanValue('Z')).toBe(8); // 26th
    expect(() => pythagoreanValue('a')).toThrow(RangeError);
  });
});

describe('normalizeName', () => {
  it('drops accents, spaces and punctuation and upper-cases', () => {
    expect(normalizeName("Zoë O'Neil-Smith")).toBe('ZOEONEILSMITH');
    expect(normalizeName('José')).toBe('JOSE');
    expect(normalizeName('अमित')).toBe('');
  });
});

describe('chaldeanNameNumber', () => {
  it('sums the spec table over the full name', () => {
    // AMIT KUMAR: A1 M4 I1 T4 = 10; K2 U6 M4 A1 R2 = 15; 10 + 15 = 25 → 7
    const n = chaldeanNameNumber('Amit Kumar');
    expect(n.letters).toBe('AMITKUMAR');
    expect(n.total).toBe(25);
    expect(n.reduction.steps).toEqual([25, 7]);
    expect(n.value).toBe(7);
    expect(n.karmicDebts).toEqual([]);
    expect(n.breakdown.slice(0, 3)).toEqual([
      { letter: 'A', value: 1 },
      { letter: 'M', value: 4 },
      { letter: 'I', value: 1 },
    ]);
  });

  it('flags a karmic compound', () => {
    // PRIYA: P8 R2 I1 Y1 A1 = 13 → 4, karmic debt 13
    const n = chaldeanNameNumber('Priya');
    expect(n.total).toBe(13);
    expect(n.value).toBe(4);
    expect(n.karmicDebts).toEqual([{ number: 13, key: 'karmic-debt-13', source: 'name' }]);
  });

  it('does not keep master numbers', () => {
    // ANN: A1 N5 N5 = 11 → 2 in Chaldean
    expect(chaldeanNameNumber('Ann').value).toBe(2);
  });

  it('counts accented letters as their base letter', () => {
    // JOSE: J1 O7 S3 E5 = 16 → 7
    expect(chaldeanNameNumber('José')).toMatchObject({ total: 16, value: 7 });
  });

  it('rejects a name with no Latin letters', () => {
    expect(() => chaldeanNameNumber('अमित')).toThrow('numerology/name-without-latin-letters');
  });
});

describe('pythagoreanNumbers', () => {
  it('computes expression, soul urge and personality', () => {
    // AMIT KUMAR, Pythagorean: A1 M4 I9 T2 K2 U3 M4 A1 R9
    // expression: 1+4+9+2+2+3+4+1+9 = 35 → 8
    // soul urge (A I U A): 1+9+3+1 = 14 → 5, karmic debt 14
    // personality (M T K M R): 4+2+2+4+9 = 21 → 3
    const p = pythagoreanNumbers('Amit Kumar');
    expect(p.expression.total).toBe(35);
    expect(p.expression.value).toBe(8);
    expect(p.soulUrge?.letters).toBe('AIUA');
    expect(p.soulUrge?.total).toBe(14);
    expect(p.soulUrge?.value).toBe(5);
    expect(p.soulUrge?.karmicDebts).toEqual([{ number: 14, key: 'karmic-debt-14', source: 'soul-urge' }]);
    expect(p.personality?.letters).toBe('MTKMR');
    expect(p.personality?.value).toBe(3);
  });

  it('keeps master numbers', () => {
    // ANN: A1 N5 N5 = 11 (master, kept); vowels A = 1; consonants N N = 10 → 1
    const p = pythagoreanNumbers('Ann');
    expect(p.expression.value).toBe(11);
    expect(p.expression.reduction.isMaster).toBe(true);
    expect(p.soulUrge?.value).toBe(1);
    expect(p.personality?.value).toBe(1);
  });

  it('counts Y as a consonant', () => {
    // LYNN: L3 Y7 N5 N5 = 20 → 2; no vowel at all
    const p = pythagoreanNumbers('Lynn');
    expect(p.soulUrge).toBeNull();
    expect(p.personality?.total).toBe(20);
    expect(p.expression.value).toBe(2);
  });

  it('returns null personality for an all-vowel name', () => {
    // AI: 1 + 9 = 10 → 1
    const p = pythagoreanNumbers('Ai');
    expect(p.personality).toBeNull();
    expect(p.soulUrge?.value).toBe(1);
  });
});
