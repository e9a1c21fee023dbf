import { describe, expect, it } from 'vitest';
import { VARAS } from './panchang-names';
import {
  DIGNITIES,
  DIGNITY_LABELS,
  HOUSE_CLASSES,
  HOUSES,
  PLANET_KEYS,
  PLANETS,
  planet,
  planetAbbr,
  RETROGRADE_LABEL,
  RETROGRADE_MARK,
  SIGN_LORDS,
  VIMSHOTTARI_ORDER,
} from './planets';
import { collectBilingual } from './types';
import { ZODIAC_KEYS } from './zodiac';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingual(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
  }
}

describe('planets', () => {
  it('has the nine grahas in order with unique keys', () => {
    expect(PLANETS).toHaveLength(9);
    expect(PLANETS.map((p) => p.key)).toEqual(['SU', 'MO', 'MA', 'ME', 'JU', 'VE', 'SA', 'RA', 'KE']);
    expect(PLANET_KEYS).toEqual(PLANETS.map((p) => p.key));
    expect(new Set(PLANET_KEYS).size).toBe(9);
  });

  it('uses the traditional names and abbreviations', () => {
    expect(PLANETS.map((p) => p.name.hi)).toEqual(['सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'राहु', 'केतु']);
    expect(planet('JU').altNames.map((n) => n.hi)).toContain('बृहस्पति');
    expect(PLANETS.map((p) => p.abbr.en)).toEqual([...PLANET_KEYS]);
    expect(PLANETS.map((p) => p.abbr.hi)).toEqual(['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के']);
    expect(RETROGRADE_MARK).toEqual({ en: '(R)', hi: '(व)' });
    expect(planetAbbr('SA', 'en', true)).toBe('SA (R)');
    expect(planetAbbr('SA', 'hi', true)).toBe('श (व)');
    expect(planetAbbr('MO', 'hi')).toBe('चं');
  });

  it('gives each planet a beej mantra in Devanagari with a transliteration', () => {
    for (const p of PLANETS) {
      expect(p.mantra.devanagari.startsWith('ॐ '), p.key).toBe(true);
      expect(p.mantra.devanagari.endsWith('नमः'), p.key).toBe(true);
      expect(p.mantra.transliteration.startsWith('Om '), p.key).toBe(true);
      expect(p.mantra.transliteration.endsWith('Namah'), p.key).toBe(true);
      expect(p.mantra.japaCount).toBeGreaterThan(0);
    }
  });

  it('matches weekdays with the panchang varas', () => {
    for (const p of PLANETS.slice(0, 7)) {
      expect(VARAS[p.vara]!.lord, p.key).toBe(p.key);
      expect(VARAS[p.vara]!.name, p.key).toEqual(p.day);
    }
    for (const p of PLANETS.slice(7)) expect(VARAS[p.vara]!.name).toEqual(p.day);
  });

  it('has a consistent Vimshottari scheme and dignities', () => {
    expect(PLANETS.reduce((sum, p) => sum + p.dashaYears, 0)).toBe(120);
    expect([...VIMSHOTTARI_ORDER].sort()).toEqual([...PLANET_KEYS].sort());
    for (const p of PLANETS) {
      const ex = ZODIAC_KEYS.indexOf(p.exaltation.sign);
      const deb = ZODIAC_KEYS.indexOf(p.debilitation.sign);
      expect((ex + 6) % 12, p.key).toBe(deb);
      expect(p.exaltation.degree).toBe(p.debilitation.degree);
    }
    for (const key of ZODIAC_KEYS) expect(planet(SIGN_LORDS[key]).ownSigns).toContain(key);
    for (const p of PLANETS) for (const own of p.ownSigns) expect(SIGN_LORDS[own]).toBe(p.key);
    for (const p of PLANETS.slice(0, 7)) {
      expect([...p.ownSigns, p.exaltation.sign], p.key).toContain(p.moolatrikona);
      const related = [...p.friends, ...p.neutrals, ...p.enemies].sort();
      expect(related, p.key).toEqual(
        PLANET_KEYS.slice(0, 7)
          .filter((k) => k !== p.key)
          .sort(),
      );
    }
  });

  it('labels all nine dignities', () => {
    expect(DIGNITIES.map((d) => d.key).sort()).toEqual(
      [
        'exalted',
        'debilitated',
        'moolatrikona',
        'own',
        'friendly',
        'neutral',
        'enemy',
        'great-friend',
        'great-enemy',
      ].sort(),
    );
    expect(DIGNITY_LABELS.exalted).toEqual({ en: 'Exalted', hi: 'उच्च' });
    expect(DIGNITY_LABELS.debilitated.hi).toBe('नीच');
  });

  it('has the twelve houses with their classes', () => {
    expect(HOUSES).toHaveLength(12);
    HOUSES.forEach((h, i) => {
      expect(h.index).toBe(i + 1);
    });
    const withClass = (c: string) => HOUSES.filter((h) => h.classes.includes(c as never)).map((h) => h.index);
    expect(withClass('kendra')).toEqual([1, 4, 7, 10]);
    expect(withClass('trikona')).toEqual([1, 5, 9]);
    expect(withClass('dusthana')).toEqual([6, 8, 12]);
    expect(withClass('upachaya')).toEqual([3, 6, 10, 11]);
  });

  it('writes every text in English and Hindi', () => {
    expectBilingual({ PLANETS, DIGNITIES, HOUSES, HOUSE_CLASSES, RETROGRADE_MARK, RETROGRADE_LABEL });
  });
});
