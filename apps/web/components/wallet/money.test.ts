import { describe, expect, it } from 'vitest';
import { formatCoinAmount, formatRupees, formatSignedCoins, intlLocale } from './money';

describe('formatRupees', () => {
  it('formats integer paise as rupees with Indian grouping', () => {
    expect(formatRupees(118000)).toBe('₹1,180.00');
    expect(formatRupees(10000)).toBe('₹100.00');
    expect(formatRupees(1800)).toBe('₹18.00');
    expect(formatRupees(11800)).toBe('₹118.00');
    expect(formatRupees(10000000)).toBe('₹1,00,000.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(12345)).toBe('₹123.45');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-11800)).toBe('-₹118.00');
  });
});

describe('coins', () => {
  it('groups whole coins the Indian way', () => {
    expect(formatCoinAmount(100)).toBe('100');
    expect(formatCoinAmount(5000)).toBe('5,000');
    expect(formatCoinAmount(1000000)).toBe('10,00,000');
  });

  it('signs statement amounts', () => {
    expect(formatSignedCoins(100)).toBe('+100');
    expect(formatSignedCoins(-2250)).toBe('\u22122,250');
    expect(formatSignedCoins(0)).toBe('0');
  });

  it('keeps Latin digits in Hindi', () => {
    expect(intlLocale('hi')).toBe('hi-IN-u-nu-latn');
    expect(intlLocale('en')).toBe('en-IN');
    expect(new Intl.NumberFormat(intlLocale('hi')).format(1234567)).toBe('12,34,567');
  });
});
