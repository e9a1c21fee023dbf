import { describe, expect, it } from 'vitest';
import { digitSum, karmicDebtsOf, reduceNumber } from './reduce';

describe('digitSum', () => {
  it('adds decimal digits', () => {
    // 1 + 9 + 8 + 7 = 25
    expect(digitSum(1987)).toBe(25);
    expect(digitSum(0)).toBe(0);
  });
  it('rejects negative and fractional input', () => {
    expect(() => digitSum(-1)).toThrow(RangeError);
    expect(() => digitSum(1.5)).toThrow(RangeError);
  });
});

describe('reduceNumber', () => {
  it('keeps every step and finds karmic debt in the middle', () => {
    // 49 → 4 + 9 = 13 → 1 + 3 = 4; 13 is a karmic debt number
    const r = reduceNumber(49);
    expect(r.steps).toEqual([49, 13, 4]);
    expect(r.value).toBe(4);
    expect(r.karmicDebts).toEqual([13]);
    expect(r.isMaster).toBe(false);
  });

  it('finds karmic debt 19 two steps before the end', () => {
    // 199 → 19 → 10 → 1
    expect(reduceNumber(199)).toMatchObject({ steps: [199, 19, 10, 1], value: 1, karmicDebts: [19] });
  });

  it('flags a karmic debt number given directly', () => {
    // 14 → 5, 16 → 7
    expect(reduceNumber(14)).toMatchObject({ value: 5, karmicDebts: [14] });
    expect(reduceNumber(16)).toMatchObject({ value: 7, karmicDebts: [16] });
  });

  it('stops at master numbers only when asked', () => {
    // 29 → 11 (master, kept) or → 2
    expect(reduceNumber(29, { keepMasters: true })).toMatchObject({ steps: [29, 11], value: 11, isMaster: true });
    expect(reduceNumber(29)).toMatchObject({ steps: [29, 11, 2], value: 2, isMaster: false });
    // 33 kept as is; otherwise 3 + 3 = 6
    expect(reduceNumber(33, { keepMasters: true }).value).toBe(33);
    expect(reduceNumber(33).value).toBe(6);
    // 44 is not a master number: 4 + 4 = 8 even with keepMasters
    expect(reduceNumber(44, { keepMasters: true }).value).toBe(8);
  });

  it('leaves single digits alone', () => {
    expect(reduceNumber(7)).toMatchObject({ steps: [7], value: 7, karmicDebts: [] });
    expect(reduceNumber(0).value).toBe(0);
  });

  it('labels karmic debts with their source', () => {
    expect(karmicDebtsOf(reduceNumber(49), 'name')).toEqual([{ number: 13, key: 'karmic-debt-13', source: 'name' }]);
  });
});
