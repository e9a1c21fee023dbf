import { astrologerPatchBody, priceBounds, refundBody } from '@drishti/contracts/admin';
import { describe, expect, it } from 'vitest';
import { checkBounds, checkCommission, checkPrice, checkRefund, displayPhone } from './edit-rules';

const USER = '0b7c4a3e-1d2f-4c5b-9a8e-7f6d5c4b3a21';

describe('admin form rules mirror the API', () => {
  it('price bounds', () => {
    for (const [min, max] of [
      ['5', '500'],
      ['1', '1'],
      ['0', '10'],
      ['20', '10'],
      ['1', '10001'],
      ['x', '10'],
    ] as const) {
      const ours = checkBounds(min, max);
      const api = priceBounds.safeParse({ min: Number(min), max: Number(max) }).success;
      expect(ours !== null, `${min}–${max}`).toBe(api);
    }
    expect(checkBounds(' 5 ', '500')).toEqual({ min: 5, max: 500 });
  });

  it('price per minute within the current bounds', () => {
    const bounds = { min: 10, max: 200 };
    expect(checkPrice('10', bounds)).toBe(10);
    expect(checkPrice('200', bounds)).toBe(200);
    expect(checkPrice('9', bounds)).toBeNull();
    expect(checkPrice('201', bounds)).toBeNull();
    expect(checkPrice('12.5', bounds)).toBeNull();
  });

  it('commission 0 to 90', () => {
    for (const v of ['0', '30', '90', '91', '-1', '']) {
      const api = v !== '' && astrologerPatchBody.safeParse({ commissionPercent: Number(v) }).success;
      expect(checkCommission(v) !== null, v).toBe(api);
    }
  });

  it('refund coins and reason', () => {
    const cases: [string, string][] = [
      ['100', 'Call dropped twice'],
      ['0', 'Call dropped'],
      ['100001', 'Call dropped'],
      ['50', 'ok'],
      ['50', 'x'.repeat(301)],
    ];
    for (const [coins, reason] of cases) {
      const ours = checkRefund(coins, reason);
      const api = refundBody.safeParse({ userId: USER, coins: Number(coins), reason }).success;
      expect(ours.coins === null && ours.reason === null, `${coins} ${reason.length}`).toBe(api);
    }
    expect(checkRefund('0', 'ok')).toEqual({ coins: 'coins', reason: 'refundReason' });
  });
});

describe('displayPhone', () => {
  it('groups Indian numbers and prefixes others with +', () => {
    expect(displayPhone('919876543210')).toBe('+91 98765 43210');
    expect(displayPhone('447700900123')).toBe('+447700900123');
  });
});
