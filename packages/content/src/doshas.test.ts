import { describe, expect, it } from 'vitest';
import { kaalSarpDosha, kaalSarpTypes, mangalDosha, mangalDoshaHouses, yogas } from './doshas';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;

function expectBilingualComplete(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
    expect(b.hi, path).not.toBe(b.en);
    expect(`${b.en} ${b.hi}`, path).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  }
}

const uniqueKeys = (items: readonly { key: string }[]) => new Set(items.map((i) => i.key)).size === items.length;

describe('Mangal dosha', () => {
  it('covers houses 1, 4, 7, 8 and 12 from lagna, Moon and Venus', () => {
    expect(mangalDoshaHouses).toEqual([1, 4, 7, 8, 12]);
    expect(Object.keys(mangalDosha.houses).map(Number)).toEqual([1, 4, 7, 8, 12]);
    expect(Object.keys(mangalDosha.references)).toEqual(['lagna', 'moon', 'venus']);
  });

  it('lists the usual cancellations and remedies with unique keys', () => {
    const keys = mangalDosha.cancellations.map((c) => c.key);
    for (const k of ['mars-own-sign', 'mars-exalted', 'jupiter-aspect', 'both-manglik', 'age-28'] as const) {
      expect(keys).toContain(k);
    }
    expect(uniqueKeys(mangalDosha.cancellations)).toBe(true);
    expect(mangalDosha.remedies.length).toBeGreaterThanOrEqual(4);
    expect(uniqueKeys(mangalDosha.remedies)).toBe(true);
    expectBilingualComplete(mangalDosha);
  });
});

describe('Kaal Sarp dosha', () => {
  it('has the 12 types keyed by Rahu in houses 1 to 12', () => {
    expect(kaalSarpTypes).toHaveLength(12);
    expect(kaalSarpTypes.map((t) => t.key)).toEqual([
      'anant',
      'kulik',
      'vasuki',
      'shankhpal',
      'padma',
      'mahapadma',
      'takshak',
      'karkotak',
      'shankhachud',
      'ghatak',
      'vishdhar',
      'sheshnag',
    ]);
    kaalSarpTypes.forEach((t, i) => {
      expect(t.rahuHouse).toBe(i + 1);
      expect(t.ketuHouse).toBe(((i + 6) % 12) + 1);
    });
    expectBilingualComplete(kaalSarpTypes);
  });

  it('has the partial form, a perspective and remedies', () => {
    expect(kaalSarpDosha.remedies.length).toBeGreaterThanOrEqual(4);
    expect(uniqueKeys(kaalSarpDosha.remedies)).toBe(true);
    expectBilingualComplete(kaalSarpDosha);
  });
});

describe('yogas', () => {
  it('covers the report yogas with unique keys', () => {
    expect(yogas.map((y) => y.key)).toEqual([
      'gajakesari',
      'budhaditya',
      'ruchaka',
      'bhadra',
      'hamsa',
      'malavya',
      'shasha',
      'raja',
      'dhana',
      'vipreet-raja',
      'harsha',
      'sarala',
      'vimala',
      'neecha-bhanga-raja',
    ]);
    expectBilingualComplete(yogas);
  });
});
