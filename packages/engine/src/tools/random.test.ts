import { describe, expect, it } from 'vitest';
import { sequence } from './__fixtures__/sequence-source';
import { cryptoRandomSource, uniformInt } from './random';

describe('uniformInt', () => {
  it('rejects the top of the 32-bit range to avoid modulo bias', () => {
    // 2^32 = 4294967296 = 78 × 55063683 + 22, so the accepted range is [0, 4294967274)
    const s = sequence([4294967274, 4294967295, 4294967273]);
    // 4294967273 = 78 × 55063683 − 1 → remainder 77
    expect(uniformInt(78, s)).toBe(77);
    expect(s.calls()).toBe(3);
  });

  it('takes the remainder of accepted values', () => {
    expect(uniformInt(78, sequence([5]))).toBe(5);
    expect(uniformInt(78, sequence([78 * 3 + 4]))).toBe(4);
    expect(uniformInt(2, sequence([7]))).toBe(1);
    expect(uniformInt(1, sequence([123]))).toBe(0);
  });

  it('rejects bad bounds and bad sources', () => {
    expect(() => uniformInt(0, sequence([1]))).toThrow(RangeError);
    expect(() => uniformInt(1.5, sequence([1]))).toThrow(RangeError);
    expect(() => uniformInt(78, sequence([-1]))).toThrow(RangeError);
    expect(() => uniformInt(78, sequence([0.5]))).toThrow(RangeError);
    expect(() => uniformInt(78, sequence([2 ** 32]))).toThrow(RangeError);
  });
});

describe('cryptoRandomSource', () => {
  it('returns 32-bit unsigned integers from Web Crypto', () => {
    const source = cryptoRandomSource();
    const values = Array.from({ length: 64 }, source);
    for (const v of values) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(2 ** 32);
    }
    // 64 draws from 2^32 values all equal would mean a broken source
    expect(new Set(values).size).toBeGreaterThan(1);
  });
});
