import { describe, expect, it } from 'vitest';
import { analyzeMobileNumber } from './mobile';

describe('analyzeMobileNumber', () => {
  it('analyses a number with every digit once', () => {
    // 9+8+7+6+5+4+3+2+1+0 = 45 → 9
    const m = analyzeMobileNumber('98765 43210');
    expect(m.digits).toBe('9876543210');
    expect(m.digitSum).toBe(45);
    expect(m.compound).toBe(45);
    expect(m.root).toBe(9);
    expect(m.frequencies).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(m.missingDigits).toEqual([]);
    expect(m.repeatedDigits).toEqual([]);
  });

  it('counts frequencies, missing digits and karmic compounds', () => {
    // 9×5 + 8×5 = 85 → 13 → 4: compound 85, karmic 13
    const m = analyzeMobileNumber('+91-99999-88888'.slice(3));
    expect(m.digits).toBe('9999988888');
    expect(m.digitSum).toBe(85);
    expect(m.compound).toBe(85);
    expect(m.root).toBe(4);
    expect(m.frequencies[9]).toBe(5);
    expect(m.frequencies[8]).toBe(5);
    expect(m.frequencies[0]).toBe(0);
    expect(m.missingDigits).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(m.repeatedDigits).toEqual([8, 9]);
    expect(m.karmicDebts).toEqual([{ number: 13, key: 'karmic-debt-13', source: 'mobile' }]);
  });

  it('looks the root up in the owner rows of the friendship table', () => {
    // root 4 (as above). Psychic 5: friends of 5 are 1,2,6,5,4,8 → friend.
    // Life path 22 → row 4: friends 7,6,5,1 → 4 is unlisted.
    const m = analyzeMobileNumber('9999988888', { psychicNumber: 5, lifePathNumber: 22 });
    expect(m.compatibility.psychic).toEqual({
      ownerNumber: 5,
      ownerRoot: 5,
      lookup: { relation: 'friend', listedAs: ['friend'] },
    });
    expect(m.compatibility.lifePath?.ownerRoot).toBe(4);
    expect(m.compatibility.lifePath?.lookup.relation).toBe('unlisted');
    // root 9 with owner 1: 1 lists 9 as a friend; owner 8: friends 6,5,7 → unlisted
    expect(analyzeMobileNumber('9876543210', { psychicNumber: 1 }).compatibility.psychic?.lookup.relation).toBe(
      'friend',
    );
    expect(analyzeMobileNumber('9876543210', { psychicNumber: 8 }).compatibility.psychic?.lookup.relation).toBe(
      'unlisted',
    );
  });

  it('uses the first step of 99 or less as the compound of a long number', () => {
    // fifteen 9s: 135 → 9; 135 has three digits, so the compound is 9
    const m = analyzeMobileNumber('9'.repeat(15));
    expect(m.reduction.steps).toEqual([135, 9]);
    expect(m.compound).toBe(9);
  });

  it('rejects numbers without digits or with too many', () => {
    expect(() => analyzeMobileNumber('abc')).toThrow(RangeError);
    expect(() => analyzeMobileNumber('1'.repeat(16))).toThrow(RangeError);
    expect(() => analyzeMobileNumber('9876543210', { psychicNumber: 11 })).toThrow(RangeError);
    expect(() => analyzeMobileNumber('9876543210', { lifePathNumber: 12 })).toThrow(RangeError);
  });

  it('gives an all-zero number root 0 and no relation', () => {
    const m = analyzeMobileNumber('0000000000', { psychicNumber: 1 });
    expect(m.root).toBe(0);
    expect(m.compatibility.psychic?.lookup.relation).toBe('unlisted');
  });
});
