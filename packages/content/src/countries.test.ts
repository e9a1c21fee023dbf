import { describe, expect, it } from 'vitest';
import { countries, countryByCode, countryByDial, countryLabel, defaultCountryCode, flagEmoji } from './countries';

describe('countries', () => {
  it('has about 240 countries with unique ISO codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial).toMatch(/^[1-9]\d{0,3}$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.nameHi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('is sorted by English name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('defaults to India, +91', () => {
    expect(defaultCountryCode).toBe('91');
    const india = countryByDial(defaultCountryCode);
    expect(india?.code).toBe('IN');
    expect(india?.name).toBe('India');
    expect(india?.nameHi).toBe('भारत');
    expect(countryByDial('+91')?.code).toBe('IN');
    expect(countryByDial('1')?.code).toBe('US');
    expect(countryByCode('in')?.dial).toBe('91');
  });

  it('derives flags from the code', () => {
    expect(flagEmoji('IN')).toBe(String.fromCodePoint(0x1f1ee, 0x1f1f3));
    expect(flagEmoji('xx1')).toBe('');
    for (const c of countries) {
      expect(c.flag).toBe(flagEmoji(c.code));
      expect([...c.flag]).toHaveLength(2);
    }
  });

  it('builds dropdown labels', () => {
    const india = countryByCode('IN');
    expect(india).toBeDefined();
    if (!india) return;
    expect(countryLabel(india)).toBe(`${india.flag} India (+91)`);
    expect(countryLabel(india, 'hi')).toBe(`${india.flag} भारत (+91)`);
  });
});
