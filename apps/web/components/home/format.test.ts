import { describe, expect, it } from 'vitest';
import { fill, formatNumber, formatRating, formatShortDate } from './format';

describe('format', () => {
  it('fills templates and leaves unknown names', () => {
    expect(fill('{price}/min', { price: 29 })).toBe('29/min');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('groups digits the Indian way with Latin digits in Hindi', () => {
    expect(formatNumber(1000000, 'en')).toBe('10,00,000');
    expect(formatNumber(1000000, 'hi')).toBe('10,00,000');
    expect(formatRating(4, 'hi')).toBe('4.0');
    expect(formatRating(4.65, 'en')).toBe('4.7');
  });

  it('dates blog posts in India', () => {
    expect(formatShortDate('1996-12-06T20:00:00.000Z', 'en')).toBe('7 Dec 1996');
    expect(formatShortDate('1996-12-06T20:00:00.000Z', 'hi')).toBe('7 दिसंबर 1996');
  });
});
