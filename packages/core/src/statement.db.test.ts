import type { Database } from '@drishti/db/connection';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { usersRepository } from '@drishti/db/repositories/users';
import { astrologers, createTestDatabase, eq, users } from '@drishti/db/testing';
import { demoAstrologerPhone, loadDemoData } from '@drishti/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHub } from './consultations/hub';
import { consultationService } from './consultations/service';
import { statementService } from './statement';

let database: Database;
let clock = new Date('2026-11-22T06:00:00Z');
const SECOND = 1000;
let consult: ReturnType<typeof consultationService>;
let statement: ReturnType<typeof statementService>;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.db, clock);
  await database.db.update(astrologers).set({ isChatLive: true });
  consult = consultationService({ db: database.db, hub: localHub(), now: () => clock });
  statement = statementService({ db: database.db });
});
afterAll(async () => {
  await database?.close();
});

/** A user given `coins`, chatting with demo astrologer `n` at 20 coins a minute (both sides joined). */
async function chat(phone: string, n: number, coins: number) {
  const people = usersRepository(database.db);
  const user = await people.findOrCreateByPhone(phone);
  await database.db.update(users).set({ name: 'Meera' }).where(eq(users.id, user.id));
  const ledger = ledgerRepository(database.db);
  const [promotions, wallet] = [await ledger.account('promotions', null), await ledger.account('wallet', user.id)];
  await ledger.post({
    key: `test:gift:${user.id}`,
    kind: 'promotion',
    postings: [
      { accountId: promotions.id, amount: -coins },
      { accountId: wallet.id, amount: coins },
    ],
  });
  const astrologerUser = await people.findOrCreateByPhone(demoAstrologerPhone(n));
  const [a] = await database.db
    .update(astrologers)
    .set({ pricePerMinute: 20, commissionPercent: 30, isChatLive: true })
    .where(eq(astrologers.userId, astrologerUser.id))
    .returning();
  // Online: chat switched on and the astrologer connected.
  await consult.astrologerSeen([astrologerUser.id]);
  const requested = await consult.request(user.id, { astrologerId: a!.id, channel: 'chat' });
  await consult.accept(astrologerUser.id, requested.id);
  await consult.join(user.id, requested.id);
  await consult.join(astrologerUser.id, requested.id);
  return { id: requested.id, user: user.id, astrologerUser: astrologerUser.id, astrologer: a! };
}

/** Both sides stay connected for `seconds` (heard from every 20 s), the meter running. */
async function talk(id: string, seconds: number) {
  for (let left = seconds; left > 0; left -= 20) {
    clock = new Date(clock.getTime() + Math.min(20, left) * SECOND);
    await consult.seen([
      { id, role: 'user' },
      { id, role: 'astrologer' },
    ]);
    await consult.sweep();
  }
}

describe('statement lines', () => {
  it('shows a 3-minute chat at 20 a minute as one line charging 60, with the 100 held and 40 returned folded in', async () => {
    const { id, user, astrologer } = await chat('919876540101', 0, 500);
    await talk(id, 150);
    const ended = await consult.end(user, id);
    expect(ended).toMatchObject({ chargedCoins: 60 });

    const lines = await statement.wallet(user);
    expect(lines).toHaveLength(2);
    const [line, gift] = lines;
    expect(line).toMatchObject({
      id: `consultation:${id}`,
      kind: 'consultation',
      status: 'done',
      amount: -60,
      balanceAfter: 440,
      subject: {
        type: 'consultation',
        channel: 'chat',
        status: 'ended',
        astrologer: { slug: astrologer.slug, name: astrologer.name, nameHi: astrologer.nameHi },
        minutes: 3,
        pricePerMinute: 20,
        charged: 60,
        held: 0,
        refund: null,
        earnings: null,
      },
    });
    expect(gift).toMatchObject({ kind: 'promotion', amount: 500, balanceAfter: 500, subject: null });
    // Neither the hold of 100 nor the 40 returned is a line of its own.
    expect(lines.map((l) => l.amount)).not.toContain(40);
    expect(lines.map((l) => l.amount)).not.toContain(-100);

    // The astrologer's side: the same consultation as one line, gross 60, the commission, net.
    const earnings = await statement.earnings(astrologer.id);
    expect(earnings[0]).toMatchObject({
      id: `consultation:${id}`,
      amount: 42,
      subject: { userName: 'Meera', minutes: 3, pricePerMinute: 20, earnings: { gross: 60, commission: 18, net: 42 } },
    });
  });

  it('shows a running consultation as one pending line holding what is reserved, minutes reserved ahead folded in', async () => {
    const { id, user } = await chat('919876540102', 1, 500);
    await talk(id, 270); // 4½ minutes: 5 started, a sixth reserved ahead
    const lines = await statement.wallet(user);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      id: `consultation:${id}`,
      status: 'pending',
      amount: -120,
      balanceAfter: 380,
      subject: { status: 'active', minutes: 5, charged: null, held: 120 },
    });
    await consult.end(user, id);
    expect((await statement.wallet(user))[0]).toMatchObject({
      status: 'done',
      amount: -100,
      subject: { charged: 100, held: 0, minutes: 5 },
    });
  });

  it('pages by line: a line is on one page only, wherever its entries fall', async () => {
    const { id, user } = await chat('919876540103', 2, 300);
    // A recharge lands while the consultation runs: between its hold and its settlement.
    const ledger = ledgerRepository(database.db);
    const [gateway, wallet] = [await ledger.account('gateway', null), await ledger.account('wallet', user)];
    await ledger.post({
      key: `test:recharge:${user}`,
      kind: 'recharge',
      postings: [
        { accountId: gateway.id, amount: -50 },
        { accountId: wallet.id, amount: 50 },
      ],
    });
    await talk(id, 60);
    await consult.end(user, id);
    const first = await statement.wallet(user, { limit: 1 });
    expect(first.map((l) => l.kind)).toEqual(['consultation']);
    const rest = await statement.wallet(user, { limit: 5, before: first[0]!.cursor });
    expect(rest.map((l) => [l.kind, l.amount])).toEqual([
      ['recharge', 50],
      ['promotion', 300],
    ]);
    expect(await statement.walletAll(user)).toEqual([...first, ...rest]);
  });
});
