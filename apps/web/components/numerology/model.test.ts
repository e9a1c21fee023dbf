import { describe, expect, it } from 'vitest';
import {
  birthDateLimits,
  cellText,
  distinctKarmic,
  firstInvalid,
  friendlyRoots,
  listText,
  luckyNumbers,
  readDate,
  stepsText,
} from './model';

describe('birthDateLimits', () => {
  it('runs from 1 January 120 years back to today', () => {
    expect(birthDateLimits(new Date(2026, 2, 5))).toEqual({ min: '01/01/1906', max: '05/03/2026' });
  });
});

describe('readDate', () => {
  const limits = { min: '01/01/1906', max: '05/03/2026' };
  it('reads a date within the limits and rejects the rest', () => {
    expect(readDate('15/08/1947', limits)).toMatchObject({ day: 15, month: 8, year: 1947, text: '15/08/1947' });
    expect(readDate('', limits)).toBeNull();
    expect(readDate('31/02/1990', limits)).toBeNull();
    expect(readDate('06/03/2026', limits)).toBeNull();
  });
});

describe('stepsText and listText', () => {
  it('writes a reduction with arrows', () => {
    expect(stepsText([49, 13, 4])).toBe('49 → 13 → 4');
    expect(stepsText([7])).toBe('7');
  });
  it('joins a list with the language’s "and"', () => {
    expect(listText([1, 3, 5], 'and')).toBe('1, 3 and 5');
    expect(listText([2, 6], 'और')).toBe('2 और 6');
    expect(listText([9], 'and')).toBe('9');
    expect(listText([], 'and')).toBe('');
  });
});

describe('luckyNumbers', () => {
  it('reads the friends from the spec table, ascending', () => {
    // 1: 9,2,5,3,4,6
    expect(luckyNumbers(1)).toEqual([2, 3, 4, 5, 6, 9]);
    // 8: 6,5,7
    expect(luckyNumbers(8)).toEqual([5, 6, 7]);
    // 2: 1,5,3,2 → without itself for "other numbers to look for"
    expect(friendlyRoots(2)).toEqual([1, 3, 5]);
  });
});

describe('distinctKarmic', () => {
  it('merges a debt met in several places', () => {
    expect(
      distinctKarmic([
        { number: 13, key: 'karmic-debt-13', source: 'day' },
        { number: 13, key: 'karmic-debt-13', source: 'total' },
        { number: 19, key: 'karmic-debt-19', source: 'year' },
      ]),
    ).toEqual([
      { number: 13, sources: ['day', 'total'] },
      { number: 19, sources: ['year'] },
    ]);
  });
});

describe('cellText and firstInvalid', () => {
  it('writes a Lo Shu cell once per occurrence', () => {
    expect(cellText(1, 2)).toBe('1 1');
    expect(cellText(5, 0)).toBe('');
  });
  it('finds the first field with an error', () => {
    expect(
      firstInvalid([
        ['name', false],
        ['dob', true],
        ['x', true],
      ]),
    ).toBe('dob');
    expect(firstInvalid([['name', false]])).toBeNull();
  });
});
