import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { InsufficientFundsError, ledgerRepository } from './repositories/ledger';
import { usersRepository } from './repositories/users';
import { createTestDatabase } from './testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function fundedWallet(phone: string, coins: number) {
  const ledger = ledgerRepository(database.db);
  const user = await usersRepository(database.db).findOrCreateByPhone(phone);
  const wallet = await ledger.account('wallet', user.id);
  const gateway = await ledger.account('gateway', null);
  await ledger.post({
    key: `test-fund:${phone}`,
    kind: 'recharge',
    postings: [
      { accountId: gateway.id, amount: -coins },
      { accountId: wallet.id, amount: coins },
    ],
  });
  return { ledger, wallet, user };
}

describe(`the ledger on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lets exactly 100 of 200 concurrent 10-coin debits through a 1,000-coin wallet', async () => {
    const { ledger, wallet } = await fundedWallet('919000000101', 1000);
    const platform = await ledger.account('platform', null);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger.post({
          key: `test-debit:${i}`,
          kind: 'charge',
          postings: [
            { accountId: wallet.id, amount: -10 },
            { accountId: platform.id, amount: 10 },
          ],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(wallet.id)).toBe(0);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });

  it('applies a transaction once however often its key is posted, even concurrently', async () => {
    const { ledger, wallet } = await fundedWallet('919000000102', 500);
    const platform = await ledger.account('platform', null);
    const post = () =>
      ledger.post({
        key: 'session:abc:minute:1',
        kind: 'charge',
        postings: [
          { accountId: wallet.id, amount: -29 },
          { accountId: platform.id, amount: 29 },
        ],
      });
    const results = await Promise.all(Array.from({ length: 20 }, post));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await ledger.balance(wallet.id)).toBe(471);
  });

  it('refuses postings that do not balance or are not integers', async () => {
    const { ledger, wallet } = await fundedWallet('919000000103', 100);
    const platform = await ledger.account('platform', null);
    await expect(
      ledger.post({
        key: 'bad:1',
        kind: 'charge',
        postings: [
          { accountId: wallet.id, amount: -10 },
          { accountId: platform.id, amount: 9 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      ledger.post({
        key: 'bad:2',
        kind: 'charge',
        postings: [
          { accountId: wallet.id, amount: -1.5 },
          { accountId: platform.id, amount: 1.5 },
        ],
      }),
    ).rejects.toThrow(/integers/);
    expect(await ledger.balance(wallet.id)).toBe(100);
  });

  it('rolls back the whole transaction when one debit fails, leaving the key free', async () => {
    const { ledger, wallet } = await fundedWallet('919000000104', 50);
    const platform = await ledger.account('platform', null);
    const attempt = (amount: number) =>
      ledger.post({
        key: 'retry:1',
        kind: 'charge',
        postings: [
          { accountId: wallet.id, amount: -amount },
          { accountId: platform.id, amount },
        ],
      });
    await expect(attempt(60)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(wallet.id)).toBe(50);
    expect((await attempt(40)).applied).toBe(true);
    expect(await ledger.balance(wallet.id)).toBe(10);
  });

  it('is append-only and keeps balances non-negative at the database level too', async () => {
    const { wallet } = await fundedWallet('919000000105', 10);
    await expect(database.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update ledger_accounts set balance = -1 where id = ${wallet.id}`),
    ).rejects.toThrow();
  });

  it('writes a statement with the balance after each entry', async () => {
    const { ledger, wallet } = await fundedWallet('919000000106', 100);
    const platform = await ledger.account('platform', null);
    await ledger.post({
      key: 'stmt:1',
      kind: 'charge',
      memo: 'Chat with an astrologer',
      postings: [
        { accountId: wallet.id, amount: -30 },
        { accountId: platform.id, amount: 30 },
      ],
    });
    const lines = await ledger.statement(wallet.id);
    expect(lines.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ['charge', -30, 70],
      ['recharge', 100, 100],
    ]);
    expect(lines[0]?.memo).toBe('Chat with an astrologer');
  });
});
