import { personalHoroscopeData } from '@drishti/contracts/astrology';
import { PLANET_KEYS } from '@drishti/content/planets';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { describe, expect, it } from 'vitest';
import { personalHoroscopeOf } from './personal-guard';

const known = { signs: ZODIAC_KEYS, planets: PLANET_KEYS };

const valid = {
  lang: 'hi',
  date: '2026-11-28',
  profile: { id: 'p1', name: 'Asha' },
  moonSign: 'cancer',
  ascendant: 'leo',
  dasha: { maha: 'JU', antar: 'SA', until: '2027-03-01' },
  ascendantText: 'a',
  dashaText: 'b',
  intro: 'c',
  sections: [{ key: 'love', title: 'प्रेम', text: 'd' }],
  remedy: { text: 'e' },
  lucky: { number: 7, colourName: 'हरा', time: null },
};

describe('the personal horoscope shape check agrees with the contract', () => {
  it('accepts what the contract accepts, and null as "no saved birth details"', () => {
    expect(personalHoroscopeData.safeParse(valid).success).toBe(true);
    expect(personalHoroscopeOf(valid, known)).toEqual(valid);
    expect(personalHoroscopeOf(null, known)).toBeNull();
  });

  it('refuses what the contract refuses', () => {
    const broken: unknown[] = [
      { ...valid, lang: 'fr' },
      { ...valid, moonSign: 'ophiuchus' },
      { ...valid, dasha: { ...valid.dasha, maha: 'XX' } },
      { ...valid, sections: [{ key: 'weather', title: 't', text: 'x' }] },
      { ...valid, lucky: { ...valid.lucky, number: 7.5 } },
      { ...valid, lucky: { number: 7, colourName: 'green' } },
      { ...valid, profile: { id: 1, name: 'Asha' } },
      'nonsense',
      [],
    ];
    for (const b of broken) {
      expect([b, personalHoroscopeData.safeParse(b).success]).toEqual([b, false]);
      expect([b, personalHoroscopeOf(b, known)]).toEqual([b, undefined]);
    }
  });
});
