import {
  type Database,
  ledgerRepository,
  usersRepository,
  astrologers,
  consultationMessages,
  notifications,
  demoAstrologerPhone,
  loadDemoData,
  createTestDatabase,
  asc,
  eq,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { localHub } from './hub';
import { consultationService } from './service';

let database: Database;
let clock = new Date('2026-11-22T06:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const SECOND = 1000;
let service: ReturnType<typeof consultationService>;
const hub = localHub();

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.db, clock);
  await database.db.update(astrologers).set({ isChatLive: true });
  service = consultationService({ db: database.db, hub, now: () => clock });
});
afterAll(async () => {
  await database?.close();
});

let phones = 0;
/** A user with coins, and an active chat with demo astrologer `n` that both sides have joined. */
async function activeChat(n: number, coins = 2000) {
  const users = usersRepository(database.db);
  const user = await users.findOrCreateByPhone(`9198765${String(30000 + ++phones)}`);
  const ledger = ledgerRepository(database.db);
  const promotions = await ledger.account('promotions', null);
  const wallet = await ledger.account('wallet', user.id);
  await ledger.post({
    key: `test:gift:${user.id}`,
    kind: 'promotion',
    postings: [
      { accountId: promotions.id, amount: -coins },
      { accountId: wallet.id, amount: coins },
    ],
  });
  const astrologerUser = await users.findOrCreateByPhone(demoAstrologerPhone(n));
  const [a] = await database.db.select().from(astrologers).where(eq(astrologers.userId, astrologerUser.id));
  await service.astrologerSeen([astrologerUser.id]); // connected (chat switched on in beforeAll)
  const requested = await service.request(user.id, { astrologerId: a!.id, channel: 'chat' });
  await service.accept(astrologerUser.id, requested.id);
  await service.join(user.id, requested.id);
  await service.join(astrologerUser.id, requested.id);
  return { id: requested.id, user: user.id, astrologer: astrologerUser.id, price: a!.pricePerMinute };
}

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return isDomainError(e) ? e.code : String(e);
  }
  return 'no error';
};

describe('chat storage', () => {
  it('stores each client id once and numbers messages without gaps, even when copies race', async () => {
    const { id, user, astrologer } = await activeChat(0);
    const sent = await Promise.all([
      service.send(user, id, 'race-same-1', 'When will I marry?'),
      service.send(user, id, 'race-same-1', 'When will I marry?', 'user'),
      service.send(astrologer, id, 'race-other-1', 'Venus is strong in your chart.', 'astrologer'),
      service.send(user, id, 'race-same-1', 'When will I marry?', 'user'),
      service.send(user, id, 'race-other-2', 'And my career?'),
    ]);
    const same = sent.filter((s) => s.message.clientId === 'race-same-1');
    expect(new Set(same.map((s) => s.message.seq)).size).toBe(1);
    expect(same.filter((s) => !s.duplicate)).toHaveLength(1);
    expect(sent[2]).toMatchObject({ role: 'astrologer', message: { from: 'astrologer' } });
    const rows = await database.db
      .select({ seq: consultationMessages.seq, clientId: consultationMessages.clientId })
      .from(consultationMessages)
      .where(eq(consultationMessages.consultationId, id))
      .orderBy(asc(consultationMessages.seq));
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(new Set(rows.map((r) => r.clientId))).toEqual(new Set(['race-same-1', 'race-other-1', 'race-other-2']));
    // The history of a known row, and receipts, which never pass the last message.
    const row = (await service.byId(id))!;
    expect((await service.history(row, 'astrologer', 1)).messages.map((m) => m.seq)).toEqual([2, 3]);
    await service.receipt(astrologer, id, 99, 'read', 'astrologer');
    expect((await service.byId(id))!.astrologerReadSeq).toBe(3);
  });

  it('refuses contact details and messages after the end, storing neither, but still acknowledges a resend', async () => {
    const { id, user } = await activeChat(1);
    const first = await service.send(user, id, 'end-1', 'Is Saturday a good day?', 'user');
    expect(await failure(service.send(user, id, 'end-2', 'call me on 98765 43210', 'user'))).toBe(
      'blocked-content:phone',
    );
    await service.end(user, id);
    expect(await failure(service.send(user, id, 'end-3', 'Thank you!', 'user'))).toBe('consultation-not-in-progress');
    const again = await service.send(user, id, 'end-1', 'Is Saturday a good day?', 'user');
    expect(again).toMatchObject({ duplicate: true, message: { seq: first.message.seq } });
    const rows = await database.db
      .select()
      .from(consultationMessages)
      .where(eq(consultationMessages.consultationId, id));
    expect(rows.map((r) => r.clientId)).toEqual(['end-1']);
  });
});

describe('recovery after a restart', () => {
  it('meters up to the last signs of life, not the time the server was down, and marks both sides away', async () => {
    const { id, user, astrologer } = await activeChat(2);
    advance(20 * SECOND);
    await service.seen([
      { id, role: 'user' },
      { id, role: 'astrologer' },
    ]);
    advance(15 * SECOND);
    await service.sweep();
    expect((await service.byId(id))!.connectedMs).toBe(35 * SECOND);
    // The server dies here; it is back 40 s later (within the heartbeat grace).
    advance(40 * SECOND);
    expect(await service.recover()).toEqual({ recovered: expect.any(Number), ended: 0 });
    const after = (await service.byId(id))!;
    // A plain sweep would have counted both as present until now (last sign of life + 45 s grace).
    expect(after).toMatchObject({ status: 'active', userJoined: false, astrologerJoined: false, connectedMs: 35_000 });
    expect(after.awaySince?.getTime()).toBe(clock.getTime() - 55 * SECOND);
    // Both come back: the meter resumes from their return.
    await service.join(user, id);
    await service.join(astrologer, id);
    advance(30 * SECOND);
    await service.sweep();
    expect((await service.byId(id))!.connectedMs).toBe(65 * SECOND);
  });

  it('stops the sides of a dead instance at its last heartbeat, taking back time counted on the grace, once', async () => {
    const { id } = await activeChat(4);
    advance(20 * SECOND);
    await service.seen([
      { id, role: 'user' },
      { id, role: 'astrologer' },
    ]);
    const lastBeat = clock;
    // The instance holding both sides dies here; the meter, run elsewhere, still counts them on the grace.
    advance(30 * SECOND);
    await service.sweep();
    expect((await service.byId(id))!.connectedMs).toBe(50 * SECOND);
    // Another instance notices the dead one and takes over its sides, one after the other.
    await service.lost(id, 'user', lastBeat);
    expect(await service.byId(id)).toMatchObject({ status: 'active', userJoined: false, connectedMs: 20 * SECOND });
    expect((await service.byId(id))!.awaySince?.getTime()).toBe(lastBeat.getTime());
    await service.lost(id, 'astrologer', lastBeat);
    expect(await service.byId(id)).toMatchObject({
      astrologerJoined: false,
      connectedMs: 20 * SECOND,
      billedMinutes: 1,
    });
    advance(30 * SECOND);
    await service.sweep();
    expect((await service.byId(id))!.connectedMs).toBe(20 * SECOND);
  });

  it('ends and settles, once, a session whose sides stayed away past the limit while the server was down', async () => {
    const { id, user, price } = await activeChat(3);
    advance(50 * SECOND);
    await service.sweep();
    // Down for ten minutes, longer than the away limit.
    advance(10 * 60 * SECOND);
    await Promise.all([service.recover(), service.recover()]);
    const ended = (await service.byId(id))!;
    expect(ended).toMatchObject({ status: 'ended', endReason: 'disconnected', billedMinutes: 1, chargedCoins: price });
    const ledger = ledgerRepository(database.db);
    expect((await ledger.account('reserved', user)).balance).toBe(0);
    expect((await ledger.account('wallet', user)).balance).toBe(2000 - price);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });
});

describe('the sweep', () => {
  it('runs many meters at once and hands those with something to decide (coins to reserve, a side away) to one-by-one runs', async () => {
    // Two sessions side by side: both sides of `steady` keep answering for 4½ minutes; the
    // astrologer of `quiet` stops answering after the first half minute.
    const steady = await activeChat(6);
    const quiet = await activeChat(7);
    const meters: Array<{
      to: string;
      id: string;
      connectedMs: number;
      secondsLeft: number | null;
      costCoins: number;
      leftCoins: number | null;
    }> = [];
    const listen = async (userId: string) =>
      hub.subscribe(userId, (m) => {
        if (m.type === 'consultation.meter')
          meters.push({
            to: userId,
            id: m.consultationId,
            connectedMs: m.meter.connectedMs,
            secondsLeft: m.meter.secondsLeft,
            costCoins: m.meter.costCoins,
            leftCoins: m.meter.leftCoins,
          });
      });
    const stop = await Promise.all([listen(steady.user), listen(steady.astrologer), listen(quiet.user)]);
    const ledger = ledgerRepository(database.db);
    try {
      for (let step = 1; step <= 9; step++) {
        advance(30 * SECOND);
        await service.seen([
          { id: steady.id, role: 'user' },
          { id: steady.id, role: 'astrologer' },
          { id: quiet.id, role: 'user' },
          ...(step === 1 ? [{ id: quiet.id, role: 'astrologer' as const }] : []),
        ]);
        meters.length = 0;
        await service.sweep();
        const row = (await service.byId(steady.id))!;
        const connectedMs = step * 30 * SECOND;
        // Five minutes are held at the start; from the fifth started minute one more is held ahead.
        const held = Math.max(5, Math.ceil(connectedMs / 60_000) + 1);
        expect(row).toMatchObject({
          status: 'active',
          connectedMs,
          billedMinutes: Math.ceil(connectedMs / 60_000),
          reservedCoins: held * steady.price,
          awaySince: null,
        });
        expect(row.meterAt?.getTime()).toBe(clock.getTime());
        expect((await ledger.account('reserved', steady.user)).balance).toBe(held * steady.price);
        if (step === 3) {
          const q = (await service.byId(quiet.id))!;
          expect(q).toMatchObject({ status: 'active', connectedMs: 75 * SECOND });
          expect(q.awaySince?.getTime()).toBe(clock.getTime() - 90 * SECOND + 75 * SECOND);
        }
        // Both sides hear the new meter once, with the same figures: time, cost so far, coins left.
        const coins = 2000;
        const secondsLeft = Math.floor((Math.floor(coins / steady.price) * 60_000 - connectedMs) / 1000);
        const costCoins = Math.ceil(connectedMs / 60_000) * steady.price;
        const figures = { id: steady.id, connectedMs, secondsLeft, costCoins, leftCoins: coins - costCoins };
        expect(meters.filter((m) => m.id === steady.id)).toEqual([
          { to: steady.user, ...figures },
          { to: steady.astrologer, ...figures },
        ]);
      }
      // The quiet astrologer was last heard at 30 s: connected until then plus the 45 s grace, away
      // from then on, and after three minutes away the session ended and was settled.
      const away = (await service.byId(quiet.id))!;
      expect(away).toMatchObject({
        status: 'ended',
        endReason: 'disconnected',
        connectedMs: 75 * SECOND,
        billedMinutes: 2,
        chargedCoins: 2 * quiet.price,
      });
      expect((await ledger.account('wallet', quiet.user)).balance).toBe(2000 - 2 * quiet.price);
      expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
    } finally {
      for (const s of stop) s();
    }
  });
});

describe('notifications outside the room', () => {
  /** The consultation notifications a user has, as "event" strings, waiting for them to be written. */
  async function eventsOf(userId: string, consultationId: string, expected: number): Promise<string[]> {
    const read = async () =>
      (await database.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter(
          (n) =>
            n.kind === 'consultation' && (n.params as { consultationId?: string }).consultationId === consultationId,
        )
        .map((n) => `${(n.params as { event: string }).event} ${n.url}`);
    // Written just after the state goes out, without holding up the caller.
    for (let i = 0; i < 50; i++) {
      const got = await read();
      if (got.length >= expected) return got;
      await new Promise((r) => setTimeout(r, 20));
    }
    return read();
  }

  it('tells the astrologer of a request and the user of the acceptance and of an end they did not make', async () => {
    const { id, user, astrologer } = await activeChat(3);
    expect(await eventsOf(astrologer, id, 1)).toEqual(['request /astrologer/dashboard']);
    expect(await eventsOf(user, id, 1)).toEqual([`accepted /consultation/${id}`]);
    await service.end(astrologer, id);
    expect(await eventsOf(user, id, 2)).toEqual([`accepted /consultation/${id}`, `ended /consultation/${id}`]);
  });

  it('says nothing more to a user who ended the consultation themselves', async () => {
    const { id, user } = await activeChat(4);
    await service.end(user, id);
    // Give a stray notification the time to appear, then check there is none.
    await new Promise((r) => setTimeout(r, 200));
    expect(await eventsOf(user, id, 1)).toEqual([`accepted /consultation/${id}`]);
  });
});

describe('who is online', () => {
  /** A user with coins, and demo astrologer `n` (account and profile). */
  async function pair(n: number) {
    const users = usersRepository(database.db);
    const user = await users.findOrCreateByPhone(`9198764${String(30000 + ++phones)}`);
    const ledger = ledgerRepository(database.db);
    await ledger.post({
      key: `test:gift:${user.id}`,
      kind: 'promotion',
      postings: [
        { accountId: (await ledger.account('promotions', null)).id, amount: -5000 },
        { accountId: (await ledger.account('wallet', user.id)).id, amount: 5000 },
      ],
    });
    const account = await users.findOrCreateByPhone(demoAstrologerPhone(n));
    const [a] = await database.db.select().from(astrologers).where(eq(astrologers.userId, account.id));
    return { user: user.id, astrologer: account.id, astrologerId: a!.id };
  }
  const offline = async (p: Promise<unknown>) => expect(await failure(p)).toBe('astrologer-offline');

  it('takes requests only while the channel is switched on and the astrologer is connected', async () => {
    const { user, astrologer, astrologerId } = await pair(12);
    await database.db
      .update(astrologers)
      .set({ isChatLive: true, isVoiceLive: false, presenceSeenAt: null })
      .where(eq(astrologers.id, astrologerId));
    // Switched on, never connected.
    await offline(service.request(user, { astrologerId, channel: 'chat' }));
    // Connected, but voice is switched off.
    await service.astrologerSeen([astrologer]);
    await offline(service.request(user, { astrologerId, channel: 'voice' }));
    // The connection goes quiet for longer than the grace: offline, though still switched on.
    advance(46 * SECOND);
    await offline(service.request(user, { astrologerId, channel: 'chat' }));
    expect(await service.presence(astrologer)).toEqual({ chat: true, voice: false, video: false });
    // Back on reconnecting, still switched on.
    await service.astrologerSeen([astrologer]);
    const c = await service.request(user, { astrologerId, channel: 'chat' });
    expect(c.status).toBe('requested');
    await service.cancel(user, c.id);
  });

  it('switches the channel off when a request is missed, and tells those waiting for it at once', async () => {
    const { user, astrologer, astrologerId } = await pair(13);
    const second = await pair(13);
    await service.setPresence(astrologer, { chat: true, voice: true, video: false });
    const first = await service.request(user, { astrologerId, channel: 'chat' });
    const waiting = await service.request(second.user, { astrologerId, channel: 'chat' });
    expect(waiting.status).toBe('waitlisted');
    // The astrologer stays connected but never answers.
    advance(61 * SECOND);
    await service.astrologerSeen([astrologer]);
    expect(await service.sweep()).toMatchObject({ missed: 1 });
    expect((await service.byId(first.id))?.status).toBe('missed');
    expect((await service.byId(waiting.id))?.status).toBe('missed');
    // Chat is off (stored), voice untouched; a new chat request is refused until switched on again.
    expect(await service.presence(astrologer)).toEqual({ chat: false, voice: true, video: false });
    await offline(service.request(user, { astrologerId, channel: 'chat' }));
    await service.setPresence(astrologer, { chat: true, voice: true, video: false });
    const again = await service.request(user, { astrologerId, channel: 'chat' });
    expect(again.status).toBe('requested');
    await service.cancel(user, again.id);
    // Every coin held for the missed requests went back.
    const ledger = ledgerRepository(database.db);
    expect((await ledger.account('wallet', user)).balance).toBe(5000);
    expect((await ledger.account('wallet', second.user)).balance).toBe(5000);
  });
});

describe('the meter both sides see', () => {
  it('gives both sides the same figures from start to end, never more than the balance', async () => {
    // Exactly five minutes of coins: the chat ends itself when they run out.
    const price = 20;
    const n = 14;
    const account = await usersRepository(database.db).findOrCreateByPhone(demoAstrologerPhone(n));
    await database.db.update(astrologers).set({ pricePerMinute: price }).where(eq(astrologers.userId, account.id));
    const session = await activeChat(n, 5 * price);
    const heard: Record<'user' | 'astrologer', Array<{ billed: number; cost: number; left: number | null }>> = {
      user: [],
      astrologer: [],
    };
    const listen = (to: string, side: 'user' | 'astrologer') =>
      hub.subscribe(to, (m) => {
        const meter =
          m.type === 'consultation.meter' && m.consultationId === session.id
            ? m.meter
            : m.type === 'consultation.state' && m.consultation.id === session.id
              ? m.consultation.meter
              : null;
        if (meter) heard[side].push({ billed: meter.billedMinutes, cost: meter.costCoins, left: meter.leftCoins });
      });
    const stop = await Promise.all([listen(session.user, 'user'), listen(session.astrologer, 'astrologer')]);
    try {
      // At the start both rooms show the same first minute.
      const start = { user: await service.view((await service.byId(session.id))!, 'user') };
      const startAstro = await service.view((await service.byId(session.id))!, 'astrologer');
      expect(startAstro.meter).toEqual(start.user.meter);
      expect(start.user.meter).toMatchObject({ billedMinutes: 0, costCoins: 0, leftCoins: 5 * price });
      for (let step = 0; step < 14; step++) {
        advance(30 * SECOND);
        await service.seen([
          { id: session.id, role: 'user' },
          { id: session.id, role: 'astrologer' },
        ]);
        await service.sweep();
      }
      const ended = (await service.byId(session.id))!;
      expect(ended).toMatchObject({ status: 'ended', endReason: 'balance', billedMinutes: 5, chargedCoins: 5 * price });
      expect(heard.user.length).toBeGreaterThan(5);
      expect(heard.astrologer).toEqual(heard.user);
      for (const f of heard.user) {
        expect(f.cost).toBeLessThanOrEqual(5 * price);
        expect(f.cost).toBe(f.billed * price);
        if (f.left !== null) expect(f.left).toBe(5 * price - f.cost);
      }
      // The last figures before the end are the bill.
      const lastLive = heard.user.filter((f) => f.left !== null).at(-1)!;
      expect(lastLive).toEqual({ billed: 5, cost: 5 * price, left: 0 });
      expect(heard.user.at(-1)).toEqual({ billed: 5, cost: 5 * price, left: null });
    } finally {
      for (const s of stop) s();
    }
  });
});
