import { describe, expect, it } from 'vitest';
import { cleanCode, cleanPhone, isValidCode, isValidIndianMobile, secondsLeft } from './login-model';

describe('phone numbers', () => {
  it('accepts the usual ways of writing an Indian mobile', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765-43210', '919876543210', '09876543210']) {
      expect(cleanPhone(typed), typed).toBe('9876543210');
      expect(isValidIndianMobile(cleanPhone(typed)), typed).toBe(true);
    }
  });

  it('refuses numbers that are not Indian mobiles', () => {
    for (const typed of ['12345', '5876543210', '98765432101', '', 'abcdefghij', '+44 20 7946 0958']) {
      expect(isValidIndianMobile(cleanPhone(typed)), typed).toBe(false);
    }
  });
});

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
