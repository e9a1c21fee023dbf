import { describe, expect, it } from 'vitest';
import {
  ARCANA_LABELS,
  cardsOfSuit,
  MAJOR_ARCANA,
  MINOR_ARCANA,
  minorVerdictRule,
  ORIENTATIONS,
  RANK_ORDER,
  SUIT_ORDER,
  TAROT_CARDS,
  TAROT_CTA,
  TAROT_SLUGS,
  TAROT_SUITS,
  tarotCard,
  tarotCardByIndex,
  VERDICTS,
} from './tarot';
import { collectBilingual } from './types';

const DEVANAGARI = /[\u0900-\u097F]/;
const words = (s: string) => s.trim().split(/\s+/).length;

function expectBilingual(value: unknown) {
  const all = collectBilingual(value);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value: b } of all) {
    expect(b.en.trim(), path).not.toBe('');
    expect(b.hi.trim(), path).not.toBe('');
    expect(b.hi, path).toMatch(DEVANAGARI);
  }
}

const MAJOR_SLUGS = [
  'the-fool',
  'the-magician',
  'the-high-priestess',
  'the-empress',
  'the-emperor',
  'the-hierophant',
  'the-lovers',
  'the-chariot',
  'the-strength',
  'the-hermit',
  'wheel-of-fortune',
  'justice',
  'the-hanged-man',
  'death',
  'temperance',
  'the-devil',
  'the-tower',
  'the-star',
  'the-moon',
  'the-sun',
  'the-judgement',
  'the-world',
];
const SUITS = ['wands', 'cups', 'swords', 'pentacles'];
const RANKS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
];

describe('tarot deck', () => {
  it('has 78 cards, 22 major, in deck order', () => {
    expect(TAROT_CARDS).toHaveLength(78);
    expect(MAJOR_ARCANA).toHaveLength(22);
    expect(MINOR_ARCANA).toHaveLength(56);
    TAROT_CARDS.forEach((c, i) => {
      expect(c.index).toBe(i);
    });
    expect(TAROT_CARDS.filter((c) => c.arcana === 'major')).toHaveLength(22);
  });

  it('has exactly the expected slugs', () => {
    const expected = [...MAJOR_SLUGS, ...SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}-of-${suit}`))];
    expect(TAROT_SLUGS).toEqual(expected);
    expect(new Set(TAROT_SLUGS).size).toBe(78);
    expect(SUIT_ORDER).toEqual(SUITS);
    expect(RANK_ORDER).toEqual(RANKS);
  });

  it('numbers and names the cards', () => {
    MAJOR_ARCANA.forEach((c, i) => {
      expect(c.number).toBe(i);
      expect(c.suit).toBeNull();
    });
    expect(MAJOR_ARCANA.map((c) => c.roman).slice(0, 5)).toEqual(['0', 'I', 'II', 'III', 'IV']);
    expect(tarotCard('the-strength')!.roman).toBe('VIII');
    expect(tarotCard('justice')!.roman).toBe('XI');
    expect(tarotCard('the-world')!.roman).toBe('XXI');
    expect(tarotCard('the-fool')!.name.en).toBe('The Fool');
    expect(tarotCard('ace-of-wands')!.name).toEqual({ en: 'Ace of Wands', hi: 'छड़ियों का इक्का' });
    expect(tarotCard('two-of-swords')!.name).toEqual({ en: 'Two of Swords', hi: 'तलवारों की दुक्की' });
    expect(tarotCard('queen-of-cups')!.name).toEqual({ en: 'Queen of Cups', hi: 'प्यालों की रानी' });
    expect(tarotCard('king-of-pentacles')!.name).toEqual({ en: 'King of Pentacles', hi: 'सिक्कों का राजा' });
    for (const c of MINOR_ARCANA) expect(c.number).toBe(RANKS.indexOf(c.rank) + 1);
    expect(new Set(TAROT_CARDS.map((c) => c.name.en)).size).toBe(78);
    expect(new Set(TAROT_CARDS.map((c) => c.name.hi)).size).toBe(78);
    expect(tarotCard('no-such-card')).toBeUndefined();
    expect(tarotCardByIndex(22).slug).toBe('ace-of-wands');
    expect(() => tarotCardByIndex(78)).toThrow(RangeError);
    expect(cardsOfSuit('cups').map((c) => c.rank)).toEqual(RANKS);
  });

  it('gives the specified yes/no verdicts for the major arcana', () => {
    const expected: Record<string, string> = {
      'the-fool': 'yes',
      'the-magician': 'yes',
      'the-high-priestess': 'maybe',
      'the-empress': 'yes',
      'the-emperor': 'yes',
      'the-hierophant': 'maybe',
      'the-lovers': 'yes',
      'the-chariot': 'yes',
      'the-strength': 'yes',
      'the-hermit': 'maybe',
      'wheel-of-fortune': 'yes',
      justice: 'maybe',
      'the-hanged-man': 'maybe',
      death: 'no',
      temperance: 'yes',
      'the-devil': 'no',
      'the-tower': 'no',
      'the-star': 'yes',
      'the-moon': 'maybe',
      'the-sun': 'yes',
      'the-judgement': 'yes',
      'the-world': 'yes',
    };
    for (const c of MAJOR_ARCANA) expect(c.yesNo.verdict, c.slug).toBe(expected[c.slug]);
  });

  it('gives minor arcana verdicts by the documented rule', () => {
    for (const c of MINOR_ARCANA) expect(c.yesNo.verdict, c.slug).toBe(minorVerdictRule(c.suit, c.rank));
    for (const r of ['five', 'seven', 'nine', 'ten']) expect(tarotCard(`${r}-of-swords`)!.yesNo.verdict).toBe('no');
    const count = (suit: string, v: string) =>
      MINOR_ARCANA.filter((c) => c.suit === suit && c.yesNo.verdict === v).length;
    expect(count('cups', 'yes')).toBeGreaterThan(7);
    expect(count('pentacles', 'yes')).toBeGreaterThan(7);
    expect(count('swords', 'no')).toBeGreaterThan(count('swords', 'yes') + count('swords', 'maybe') / 2);
    for (const c of TAROT_CARDS)
      expect(c.yesNo.explanation.en.startsWith(VERDICTS[c.yesNo.verdict].en), c.slug).toBe(true);
    for (const c of TAROT_CARDS)
      expect(c.yesNo.explanation.hi.startsWith(VERDICTS[c.yesNo.verdict].hi), c.slug).toBe(true);
  });

  it('has meanings of the required length in both languages', () => {
    for (const c of TAROT_CARDS) {
      const [min, max] = c.arcana === 'major' ? [80, 120] : [40, 60];
      for (const text of [c.upright.en, c.upright.hi, c.reversed.en, c.reversed.hi]) {
        expect(words(text), c.slug).toBeGreaterThanOrEqual(min);
        expect(words(text), c.slug).toBeLessThanOrEqual(max);
      }
    }
  });

  it('has keywords, aspects for the major arcana and the shared call to action', () => {
    for (const c of TAROT_CARDS) {
      expect(c.keywords.upright.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.keywords.reversed.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.cta).toBe(TAROT_CTA);
    }
    for (const c of MAJOR_ARCANA)
      expect(Object.keys(c.aspects).sort()).toEqual(['career', 'finance', 'health', 'love']);
    expect(Object.values(TAROT_SUITS).map((s) => s.element)).toEqual(['fire', 'water', 'air', 'earth']);
  });

  it('writes every text in English and Hindi', () => {
    expectBilingual({ TAROT_CARDS, TAROT_SUITS, TAROT_CTA, VERDICTS, ARCANA_LABELS, ORIENTATIONS });
  });
});
