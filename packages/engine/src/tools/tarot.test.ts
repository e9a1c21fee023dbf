import { describe, expect, it } from 'vitest';
import { sequence } from './__fixtures__/sequence-source';
import { drawTarotCard, drawTarotCards, TAROT_DECK, tarotCard } from './tarot';

describe('TAROT_DECK', () => {
  it('has 78 cards indexed in order with unique keys', () => {
    expect(TAROT_DECK).toHaveLength(78);
    expect(TAROT_DECK.map((card) => card.index)).toEqual(Array.from({ length: 78 }, (_, i) => i));
    expect(new Set(TAROT_DECK.map((c) => c.key)).size).toBe(78);
    expect(TAROT_DECK.filter((c) => c.arcana === 'major')).toHaveLength(22);
  });

  it('uses the spec route slugs for the major arcana, in order', () => {
    const spec =
      'the-fool, the-magician, the-high-priestess, the-empress, the-emperor, the-hierophant, the-lovers, the-chariot, the-strength, the-hermit, wheel-of-fortune, justice, the-hanged-man, death, temperance, the-devil, the-tower, the-star, the-moon, the-sun, the-judgement, the-world';
    expect(TAROT_DECK.slice(0, 22).map((c) => c.key)).toEqual(spec.split(', '));
    expect(tarotCard(0).majorNumber).toBe(0);
    expect(tarotCard(21).majorNumber).toBe(21);
  });

  it('orders the minor arcana Wands, Cups, Swords, Pentacles, Ace … King', () => {
    expect(tarotCard(22)).toMatchObject({ key: 'ace-of-wands', suit: 'wands', rank: 'ace', rankNumber: 1 });
    expect(tarotCard(31).key).toBe('ten-of-wands'); // 22 + 9
    expect(tarotCard(35).key).toBe('king-of-wands'); // 22 + 13
    expect(tarotCard(36).key).toBe('ace-of-cups');
    expect(tarotCard(50).key).toBe('ace-of-swords');
    expect(tarotCard(64).key).toBe('ace-of-pentacles');
    expect(tarotCard(77)).toMatchObject({ key: 'king-of-pentacles', rankNumber: 14, majorNumber: null });
    expect(() => tarotCard(78)).toThrow(RangeError);
    expect(() => tarotCard(-1)).toThrow(RangeError);
  });

  it('gives the spec verdicts for The Fool … Temperance', () => {
    const spec =
      'The Fool Yes, The Magician Yes, The High Priestess Maybe, The Empress Yes, The Emperor Yes, The Hierophant Maybe, The Lovers Yes, The Chariot Yes, Strength Yes, The Hermit Maybe, Wheel of Fortune Yes, Justice Maybe, The Hanged Man Maybe, Death No, Temperance Yes';
    const verdicts = spec.split(', ').map((s) => s.split(' ').at(-1)!.toLowerCase());
    expect(verdicts).toHaveLength(15);
    expect(verdicts.map((_, i) => tarotCard(i).yesNo)).toEqual(verdicts);
  });

  it('gives the product-decision verdicts for The Devil … The World', () => {
    expect(TAROT_DECK.slice(15, 22).map((c) => c.yesNo)).toEqual(['no', 'no', 'yes', 'maybe', 'yes', 'yes', 'yes']);
  });

  it('gives minor verdicts by suit and number', () => {
    const verdict = (key: string) => TAROT_DECK.find((c) => c.key === key)!.yesNo;
    expect(verdict('ace-of-wands')).toBe('yes');
    expect(verdict('five-of-wands')).toBe('no');
    expect(verdict('ten-of-wands')).toBe('no');
    expect(verdict('two-of-cups')).toBe('yes');
    expect(verdict('eight-of-cups')).toBe('no');
    expect(verdict('ace-of-swords')).toBe('yes');
    expect(verdict('three-of-swords')).toBe('no');
    expect(verdict('queen-of-swords')).toBe('maybe');
    expect(verdict('five-of-pentacles')).toBe('no');
    expect(verdict('king-of-pentacles')).toBe('yes');
    // per suit: wands 10 yes/2 maybe/2 no (14), cups 10/2/2, swords 2/6/6, pentacles 10/3/1
    const count = (suit: string, v: string) => TAROT_DECK.filter((c) => c.suit === suit && c.yesNo === v).length;
    expect([count('wands', 'yes'), count('wands', 'maybe'), count('wands', 'no')]).toEqual([10, 2, 2]);
    expect([count('cups', 'yes'), count('cups', 'maybe'), count('cups', 'no')]).toEqual([10, 2, 2]);
    expect([count('swords', 'yes'), count('swords', 'maybe'), count('swords', 'no')]).toEqual([2, 6, 6]);
    expect([count('pentacles', 'yes'), count('pentacles', 'maybe'), count('pentacles', 'no')]).toEqual([10, 3, 1]);
  });
});

describe('drawTarotCard', () => {
  it('maps the random values to card and orientation', () => {
    expect(drawTarotCard(sequence([0, 0]))).toMatchObject({ card: { key: 'the-fool' }, orientation: 'upright' });
    // 21 → The World; 1 → reversed
    expect(drawTarotCard(sequence([21, 1]))).toMatchObject({ card: { key: 'the-world' }, orientation: 'reversed' });
    // 78 + 22 → index 22, Ace of Wands; 4 → even → upright
    expect(drawTarotCard(sequence([100, 4]))).toMatchObject({ card: { key: 'ace-of-wands' }, orientation: 'upright' });
  });

  it('draws with Web Crypto by default', () => {
    const draw = drawTarotCard();
    expect(draw.card.index).toBeGreaterThanOrEqual(0);
    expect(draw.card.index).toBeLessThan(78);
    expect(['upright', 'reversed']).toContain(draw.orientation);
  });
});

describe('drawTarotCards', () => {
  it('draws distinct cards by partial Fisher–Yates', () => {
    // always 5: i = 0 swaps positions 0 and 5 → card 5; i = 1 → 1 + 5 = 6 → card 6; i = 2 → card 7;
    // orientation 5 is odd → reversed each time
    const draws = drawTarotCards(3, () => 5);
    expect(draws.map((d) => d.card.key)).toEqual(['the-hierophant', 'the-lovers', 'the-chariot']);
    expect(draws.every((d) => d.orientation === 'reversed')).toBe(true);
  });

  it('never repeats a card', () => {
    const all = drawTarotCards(78);
    expect(new Set(all.map((d) => d.card.index)).size).toBe(78);
    expect(() => drawTarotCards(79)).toThrow(RangeError);
    expect(() => drawTarotCards(0)).toThrow(RangeError);
  });
});
