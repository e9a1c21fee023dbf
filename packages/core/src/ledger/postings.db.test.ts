import type { Database } from '@drishti/db/connection';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { usersRepository } from '@drishti/db/repositories/users';
import { createTestDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionSplit, ledgerOf } from './postings';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the money operations (the only postings)', () => {
  it('holds, settles with commission, refunds through the gateway, credits, and keeps the books balanced', async () => {
    const money = ledgerOf(database.db);
    const ledger = ledgerRepository(database.db);
    const user = await usersRepository(database.db).findOrCreateByPhone('919000000731');
    const astrologerId = '00000000-0000-4000-8000-000000000731';
    const balance = async (kind: 'wallet' | 'reserved', owner = user.id) => (await ledger.account(kind, owner)).balance;

    const credited = await money.credit({
      userId: user.id,
      coins: 100,
      from: 'gateway',
      key: 't731:pay',
      kind: 'recharge',
      meta: { coins: 100 },
    });
    expect(credited.applied).toBe(true);
    expect(await balance('wallet')).toBe(100);

    // A hold the wallet cannot cover posts nothing; a repeated key changes nothing.
    expect(
      await money.hold({ userId: user.id, coins: 101, key: 't731:too-much', kind: 'booking-hold', meta: {} }),
    ).toBeNull();
    const held = await money.hold({ userId: user.id, coins: 60, key: 't731:hold', kind: 'booking-hold', meta: {} });
    expect(held?.applied).toBe(true);
    const again = await money.hold({ userId: user.id, coins: 60, key: 't731:hold', kind: 'booking-hold', meta: {} });
    expect(again?.applied).toBe(false);
    expect([await balance('wallet'), await balance('reserved')]).toEqual([40, 60]);

    // 45 charged at 30 % commission (13 to the platform, rounded down), 15 back through the gateway.
    const gatewayBefore = (await ledger.account('gateway', null)).balance;
    const platformBefore = (await ledger.account('platform', null)).balance;
    await money.settle({
      userId: user.id,
      held: 60,
      charged: 45,
      payee: { astrologerId, commissionPercent: 30 },
      to: 'gateway',
      key: 't731:release',
      kind: 'booking-refund-to-source',
      meta: {},
    });
    expect(commissionSplit(45, 30)).toEqual({ astrologer: 32, platform: 13 });
    expect(await balance('reserved')).toBe(0);
    expect(await balance('wallet')).toBe(40);
    expect((await ledger.account('earnings', astrologerId)).balance).toBe(32);
    expect((await ledger.account('platform', null)).balance - platformBefore).toBe(13);
    expect((await ledger.account('gateway', null)).balance - gatewayBefore).toBe(15);

    const promo = await money.credit({
      userId: user.id,
      coins: 5,
      from: 'promotions',
      key: 't731:goodwill',
      kind: 'refund',
      meta: {},
    });
    expect(promo.applied).toBe(true);
    expect(await balance('wallet')).toBe(45);

    // Straight from the wallet to the astrologer: refused beyond the balance, split like a settlement.
    const gift = { userId: user.id, payee: { astrologerId, commissionPercent: 30 }, kind: 'live-gift', meta: {} };
    await expect(money.spend({ ...gift, coins: 46, key: 't731:gift-too-much' })).rejects.toThrow('Insufficient');
    const spent = await money.spend({ ...gift, coins: 10, key: 't731:gift', memo: 'Lamp' });
    expect(spent.applied).toBe(true);
    expect(await balance('wallet')).toBe(35);
    expect((await ledger.account('earnings', astrologerId)).balance).toBe(32 + 7);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });
});
