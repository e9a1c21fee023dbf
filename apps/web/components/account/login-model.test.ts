import { describe, expect, it } from 'vitest';
import { cleanCode, isValidCode, secondsLeft } from './login-model';

describe('codes', () => {
  it('keeps the six digits', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('1234567')).toBe('123456');
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('12a456')).toBe(false);
  });
});

describe('secondsLeft', () => {
  it('counts down in whole seconds and stops at zero', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_100)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 45_000)).toBe(0);
  });
});
