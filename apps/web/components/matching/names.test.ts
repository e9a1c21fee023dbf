import {
  SIGN_VARNA,
  YONIS,
  NAKSHATRA_GANA,
  NAKSHATRA_NADI,
  SIGN_KEYS,
  SIGN_LORDS,
} from '@drishti/engine/matching/tables';
import { taraOf, vashyaOf } from '@drishti/engine/matching/kootas';
import { describe, expect, it } from 'vitest';
import { attributeKey } from './model';
import { kootaAttributeNames, nakshatraNamesByNumber, planetNames, signNamesByNumber } from './names';

describe('kootaAttributeNames', () => {
  it('names every value the engine can put in a koota row, in both languages', () => {
    const values: (readonly [Parameters<typeof attributeKey>[0], string])[] = [
      ...SIGN_VARNA.map((v) => ['varna', v] as const),
      ...[1, 2, 4, 5, 8, 11].map((sign) => ['vashya', vashyaOf({ sign, nakshatra: 1 } as never)] as const),
      ...(['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const).map((v) => ['vashya', v] as const),
      ...Array.from({ length: 9 }, (_, i) => ['tara', taraOf(1, i + 1)] as const),
      ...YONIS.map((v) => ['yoni', v] as const),
      ...SIGN_LORDS.map((v) => ['graha_maitri', v] as const),
      ...NAKSHATRA_GANA.map((v) => ['gana', v] as const),
      ...SIGN_KEYS.map((v) => ['bhakoot', v] as const),
      ...NAKSHATRA_NADI.map((v) => ['nadi', v] as const),
    ];
    for (const locale of ['en', 'hi'] as const) {
      const names = kootaAttributeNames(locale);
      for (const [koota, value] of values) {
        const name = names[attributeKey(koota, value)];
        expect(name, `${locale} ${koota}:${value}`).toBeTruthy();
        if (locale === 'hi') expect(name).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('gives planets, signs and nakshatras by key or number', () => {
    expect(planetNames('hi').MA).toBe('मंगल');
    expect(signNamesByNumber('en')['10']).toBe('Capricorn');
    expect(nakshatraNamesByNumber('en')['4']).toBe('Rohini');
    expect(Object.keys(nakshatraNamesByNumber('hi'))).toHaveLength(27);
  });
});
