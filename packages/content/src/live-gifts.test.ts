import { describe, expect, it } from 'vitest';
import { LIVE_GIFT_IDS, LIVE_GIFTS, liveGift } from './live-gifts';

describe('the live gift list', () => {
  it('has unique ids, whole positive prices and names in both languages', () => {
    expect(new Set(LIVE_GIFT_IDS).size).toBe(LIVE_GIFTS.length);
    for (const g of LIVE_GIFTS) {
      expect(Number.isSafeInteger(g.coins) && g.coins > 0, g.id).toBe(true);
      expect(g.en.trim().length, g.id).toBeGreaterThan(0);
      expect(g.hi, g.id).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('finds a gift by id and nothing else', () => {
    expect(liveGift('conch')?.coins).toBe(101);
    expect(liveGift('rocket')).toBeNull();
    expect(liveGift('')).toBeNull();
  });
});
