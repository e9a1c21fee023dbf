import { describe, expect, it } from 'vitest';
import { pressLinks } from './press';
import { collectBilingual } from './types';

describe('press links', () => {
  it('has the 8 outlets in order', () => {
    expect(pressLinks.map((p) => p.name.en)).toEqual([
      'ABP Live',
      'ANI News',
      'Press Trust of India',
      'Daily Hunt',
      'News Nation',
      'First India',
      'The Print',
      'The Wire',
    ]);
    expect(new Set(pressLinks.map((p) => p.key)).size).toBe(8);
  });

  it('links to https home pages and local logos', () => {
    for (const p of pressLinks) {
      const url = new URL(p.url);
      expect(url.protocol).toBe('https:');
      expect(url.pathname).toBe('/');
      expect(p.logo).toBe(`/press/${p.key}.svg`);
    }
  });

  it('has Hindi names', () => {
    for (const { path, value } of collectBilingual(pressLinks)) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.hi, path).toMatch(/[\u0900-\u097F]/);
    }
  });
});
