import type { Database } from '@drishti/db/connection';
import { consultationsRepository } from '@drishti/db/repositories/consultations';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { liveRepository } from '@drishti/db/repositories/live';
import { usersRepository } from '@drishti/db/repositories/users';
import { demoAstrologerPhone, loadDemoData } from '@drishti/db/seed';
import { createTestDatabase } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHub } from '../consultations/hub';
import { consultationService } from '../consultations/service';
import { ledgerOf } from '../ledger/postings';
import { type LiveMedia, liveService, signLiveToken } from '../live';
import { statementService } from '../statement';

/**
 * The paid stage (docs/LIVE.md, "The paid stage") on the consultation meter, with a driven clock
 * and a media port in memory: the queue, who may pick, the stage token, minutes billed once, the
 * spending cap, running out of coins, the meter paused while the host is away.
 */

const PRICE = 10;
let database: Database;
let clock = new Date('2026-11-25T10:00:00Z');
const publishing = new Map<number, boolean>();
const kicked: number[] = [];
let nextRoom = 500;
const media: LiveMedia = {
  servers: ['ws://a'],
  async createRoom(server) {
    const room = nextRoom++;
    publishing.set(room, true);
    return { server, room, secret: `s${room}`, pin: `p${room}` };
  },
  async destroyRoom({ room }) {
    publishing.delete(room);
  },
  async kickHost() {},
  async kickStage({ room }) {
    kicked.push(room);
  },
  async ping() {},
  async hostPublishing({ room }) {
    return publishing.get(room) ?? 'no-room';
  },
};

let consultations: ReturnType<typeof consultationService>;
let live: ReturnType<typeof liveService>;
let phone = 919811000100;
const newUser = async (coins: number) => {
  const id = (await usersRepository(database.db).findOrCreateByPhone(String(phone++))).id;
  if (coins > 0)
    await ledgerOf(database.db).credit({
      userId: id,
      coins,
      from: 'promotions',
      key: `test-credit:${id}`,
      kind: 'promotion',
      meta: {},
    });
  return id;
};
const wallet = async (id: string) => (await ledgerRepository(database.db).account('wallet', id)).balance;
const reserved = async (id: string) => (await ledgerRepository(database.db).account('reserved', id)).balance;
const user = (id: string) => ({ id, role: 'user' as const });
const host = (id: string) => ({ id, role: 'astrologer' as const });

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.db);
  consultations = consultationService({ db: database.db, hub: localHub(), now: () => clock });
  live = liveService({ db: database.db, secret: 'x'.repeat(32), media, consultations, now: () => clock });
});
afterAll(async () => {
  await database?.close();
});

const hostOf = async (n: number) => (await usersRepository(database.db).findByPhone(demoAstrologerPhone(n)))!.id;
const goLive = (hostId: string) =>
  live.create(hostId, {
    titleEn: 'Stage test',
    titleHi: 'कॉल की जाँच',
    topicEn: 'Questions on the stage',
    topicHi: 'मंच पर सवाल',
    language: 'en',
    stagePricePerMinute: PRICE,
  });

/** Both sides' pages poll every 5 s of driven time; the meter's sweep runs after each poll. */
async function advance(seconds: number, sides: string[]) {
  for (let s = 0; s < seconds; s += 5) {
    clock = new Date(clock.getTime() + 5000);
    for (const who of sides) await live.state(user(who), eventNow);
    await consultations.sweep();
  }
}
let eventNow = '';

describe('the paid stage', () => {
  it('keeps a queue in the order of asking, shows each viewer their place, and lets them leave', async () => {
    const h = await hostOf(0);
    const e = await goLive(h);
    eventNow = e.id;
    expect(e.stagePricePerMinute).toBe(PRICE);
    const [a, b, c] = [await newUser(100), await newUser(100), await newUser(100)];
    const poor = await newUser(PRICE * 5 - 1);
    for (const v of [a, b, c]) {
      await live.askStage(user(v), e.id, { video: false, capCoins: null });
      clock = new Date(clock.getTime() + 1000);
    }
    expect((await live.state(user(c), e.id)).stage.me).toMatchObject({ place: 3, onStage: false });
    await live.leaveStage(user(a), e.id);
    expect((await live.state(user(c), e.id)).stage.me?.place).toBe(2);
    expect((await live.state(user(b), e.id)).stage).toMatchObject({ pricePerMinute: PRICE, minMinutes: 5, waiting: 2 });
    // Only the host sees the queue (first asked first); viewers see the count.
    expect((await live.state(host(h), e.id)).stage.queue.map((q) => q.id)).toHaveLength(2);
    expect((await live.state(user(b), e.id)).stage.queue).toEqual([]);
    // Coins for five minutes are needed, and a cap covers at least one minute.
    await expect(live.askStage(user(poor), e.id, { video: false, capCoins: null })).rejects.toMatchObject({
      code: 'insufficient-balance',
    });
    await expect(live.askStage(user(a), e.id, { video: false, capCoins: PRICE - 1 })).rejects.toMatchObject({
      code: 'cap-too-low',
    });
    await expect(live.askStage(host(h), e.id, { video: false, capCoins: null })).rejects.toThrow(/host/);
    // A viewer cannot pick; asking again does not lose one's place.
    const queue = (await live.state(host(h), e.id)).stage.queue;
    await expect(live.pickStage(user(b), e.id, queue[0]!.id)).rejects.toMatchObject({ kind: 'forbidden' });
    await live.askStage(user(b), e.id, { video: true, capCoins: 200 });
    expect((await live.state(user(b), e.id)).stage.me).toMatchObject({ place: 1, capCoins: 200, video: true });
    await live.end(host(h), e.id);
    expect((await live.state(user(b), e.id)).stage.waiting).toBe(0);
  });

  it('puts one viewer on stage; the stage token works for that user only and only while on stage', async () => {
    const h = await hostOf(1);
    const e = await goLive(h);
    const other = await goLive(await hostOf(2));
    eventNow = e.id;
    const [g, w] = [await newUser(500), await newUser(500)];
    await live.askStage(user(g), e.id, { video: false, capCoins: null });
    clock = new Date(clock.getTime() + 1000);
    await live.askStage(user(w), e.id, { video: false, capCoins: null });
    // Nobody on stage: no stage token.
    await expect(live.token(user(g), e.id, 'stage')).rejects.toMatchObject({ code: 'not-on-stage' });
    const [first, second] = (await live.state(host(h), e.id)).stage.queue;
    await live.pickStage(host(h), e.id, first!.id);
    // One at a time.
    await expect(live.pickStage(host(h), e.id, second!.id)).rejects.toMatchObject({ code: 'stage-busy' });
    const c = (await liveRepository(database.db).activeStage(e.id))!;
    expect(c).toMatchObject({ userId: g, liveEventId: e.id, pricePerMinute: PRICE, status: 'active' });
    expect(await reserved(g)).toBe(PRICE * 5);
    expect((await live.state(user(w), e.id)).stage.guest).toMatchObject({ video: false });

    // Only the guest gets a stage token; it opens only for them, and only in their event.
    await expect(live.token(user(w), e.id, 'stage')).rejects.toMatchObject({ code: 'not-on-stage' });
    const t = await live.token(user(g), e.id, 'stage');
    expect(await live.openToken(t.token, g)).toMatchObject({ role: 'stage', stageId: c.id, eventId: e.id });
    expect(await live.openToken(t.token, w)).toBeNull();
    expect(await live.openToken(t.token, null)).toBeNull();
    const [, role, exp, nonce, sig] = t.token.split('.');
    expect(await live.openToken(`${other.id}.${role}.${exp}.${nonce}.${sig}`, g)).toBeNull();
    const forged = signLiveToken('y'.repeat(32), e.id, 'stage', new Date(clock.getTime() + 60_000), c.id);
    expect(await live.openToken(forged, g)).toBeNull();
    // A viewer's token never opens as a publisher.
    const v = await live.token(null, e.id, 'viewer');
    expect(await live.openToken(v.token, g)).toMatchObject({ role: 'viewer', stageId: null });

    // The host ends the call: the guest's feed is kicked out and the token no longer opens.
    await live.endStage(host(h), e.id);
    expect(kicked.length).toBeGreaterThan(0);
    expect(await live.openToken(t.token, g)).toBeNull();
    expect(await live.stageOpen(e.id, c.id, g)).toBe(false);
    expect((await live.state(user(w), e.id)).stage.guest).toBeNull();
    await live.end(host(h), e.id);
    await live.end(host(await hostOf(2)), other.id);
  });

  it('bills the connected minutes once, pauses while the host is away, and settles at the end', async () => {
    const h = await hostOf(3);
    const e = await goLive(h);
    eventNow = e.id;
    const g = await newUser(1000);
    const astrologerId = (await liveRepository(database.db).byId(e.id))!.astrologerId;
    const earnings = async () => (await ledgerRepository(database.db).account('earnings', astrologerId)).balance;
    const earnedBefore = await earnings();
    await live.askStage(user(g), e.id, { video: false, capCoins: null });
    await live.pickStage(host(h), e.id, (await live.state(host(h), e.id)).stage.queue[0]!.id);
    // Nothing is billed before the guest's media is up.
    await advance(30, [g, h]);
    let c = (await liveRepository(database.db).activeStage(e.id))!;
    expect(c.billedMinutes).toBe(0);
    await live.stageConnected(user(g), e.id);
    await advance(125, [g, h]); // 2 min 5 s: the third minute has started
    c = (await liveRepository(database.db).activeStage(e.id))!;
    expect(c.billedMinutes).toBe(3);

    // The host's video drops: the meter pauses while they are away.
    const room = (await liveRepository(database.db).media(e.id))!.room!;
    await live.monitor(); // the host's feed seen publishing
    publishing.set(room, false);
    await live.monitor();
    expect((await live.get(e.id)).hostAway).toBe(true);
    const away = (await liveRepository(database.db).activeStage(e.id))!;
    await advance(40, [g, h]);
    const during = (await liveRepository(database.db).activeStage(e.id))!;
    expect(during.connectedMs).toBe(away.connectedMs);
    expect((await live.state(user(g), e.id)).stage.call?.paused).toBe(true);
    publishing.set(room, true);
    await live.monitor();
    await advance(20, [g, h]);
    const after = (await liveRepository(database.db).activeStage(e.id))!;
    expect(after.connectedMs).toBeGreaterThan(during.connectedMs);
    const minutes = after.billedMinutes;

    // The guest ends it: settled once, ending again moves nothing.
    await live.endStage(user(g), e.id);
    const ended = (await consultationsRepository(database.db).byId(c.id))!;
    expect(ended).toMatchObject({ status: 'ended', chargedCoins: minutes * PRICE, reservedCoins: 0 });
    expect(await wallet(g)).toBe(1000 - minutes * PRICE);
    expect(await reserved(g)).toBe(0);
    expect((await earnings()) - earnedBefore).toBe(ended.astrologerCoins);
    await expect(live.endStage(user(g), e.id)).rejects.toMatchObject({ code: 'no-guest' });
    await consultations.end(g, c.id);
    expect(await wallet(g)).toBe(1000 - minutes * PRICE);
    expect((await live.state(user(g), e.id)).stage.me?.spent).toBe(minutes * PRICE);
    // One statement line for the call, naming the live event.
    const lines = (await statementService({ db: database.db }).wallet(g)).filter((l) => l.kind === 'consultation');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: `consultation:${c.id}`, amount: -minutes * PRICE, status: 'done' });
    expect(lines[0]!.subject?.liveEvent).toEqual({ id: e.id, titleEn: 'Stage test', titleHi: 'कॉल की जाँच' });
    await live.end(host(h), e.id);
  });

  it('ends the call at the spending cap, and when the coins run out, with a warning a minute before', async () => {
    const h = await hostOf(4);
    const e = await goLive(h);
    eventNow = e.id;
    const capped = await newUser(1000);
    await live.askStage(user(capped), e.id, { video: false, capCoins: PRICE * 3 });
    await live.pickStage(host(h), e.id, (await live.state(host(h), e.id)).stage.queue[0]!.id);
    const c1 = (await liveRepository(database.db).activeStage(e.id))!;
    expect(c1.reservedCoins).toBe(PRICE * 3);
    await live.stageConnected(user(capped), e.id);
    await advance(115, [capped, h]);
    expect((await live.state(user(capped), e.id)).stage.call?.warned).toBe(false);
    // Under a minute of the cap left (connected from the first poll, 5 s after the media): warned.
    await advance(15, [capped, h]);
    expect((await live.state(user(capped), e.id)).stage.call?.warned).toBe(true);
    await advance(60, [capped, h]);
    const done1 = (await consultationsRepository(database.db).byId(c1.id))!;
    expect(done1).toMatchObject({ status: 'ended', endReason: 'balance', chargedCoins: PRICE * 3 });
    expect(await wallet(capped)).toBe(1000 - PRICE * 3);
    // The cap is for the whole event: asking again needs room for another minute under it.
    await expect(live.askStage(user(capped), e.id, { video: false, capCoins: PRICE * 3 })).rejects.toMatchObject({
      code: 'cap-too-low',
    });

    // Exactly five minutes of coins: the call ends at zero, all five charged, nothing more.
    const five = await newUser(PRICE * 5);
    await live.askStage(user(five), e.id, { video: false, capCoins: null });
    await live.pickStage(host(h), e.id, (await live.state(host(h), e.id)).stage.queue[0]!.id);
    const c2 = (await liveRepository(database.db).activeStage(e.id))!;
    await live.stageConnected(user(five), e.id);
    await advance(330, [five, h]);
    const done2 = (await consultationsRepository(database.db).byId(c2.id))!;
    expect(done2).toMatchObject({ status: 'ended', endReason: 'balance', chargedCoins: PRICE * 5 });
    expect(await wallet(five)).toBe(0);
    expect(await reserved(five)).toBe(0);
    await live.end(host(h), e.id);
  });

  it('ending the event ends the call on it, settled once, and empties the queue', async () => {
    const h = await hostOf(6);
    const e = await goLive(h);
    eventNow = e.id;
    const [g, w] = [await newUser(500), await newUser(500)];
    await live.askStage(user(g), e.id, { video: true, capCoins: null });
    clock = new Date(clock.getTime() + 1000);
    await live.askStage(user(w), e.id, { video: false, capCoins: null });
    await live.pickStage(host(h), e.id, (await live.state(host(h), e.id)).stage.queue[0]!.id);
    const c = (await liveRepository(database.db).activeStage(e.id))!;
    expect(c.channel).toBe('video');
    await live.stageConnected(user(g), e.id);
    await advance(70, [g, h]); // connected from the first poll after the media: 65 s, the second minute
    await live.end(host(h), e.id);
    const ended = (await consultationsRepository(database.db).byId(c.id))!;
    expect(ended.status).toBe('ended');
    expect(ended.chargedCoins).toBe(ended.billedMinutes * PRICE);
    expect(ended.billedMinutes).toBeGreaterThanOrEqual(2);
    expect(await wallet(g)).toBe(500 - ended.chargedCoins!);
    expect(await reserved(g)).toBe(0);
    expect(await liveRepository(database.db).myRequest(e.id, w)).toBeNull();
    await expect(live.askStage(user(w), e.id, { video: false, capCoins: null })).rejects.toMatchObject({
      code: 'not-live',
    });
  });

  it('a muted viewer can neither send gifts nor ask to join', async () => {
    const h = await hostOf(5);
    const e = await goLive(h);
    const v = await newUser(500);
    await live.mute(host(h), e.id, v);
    await expect(live.gift(user(v), e.id, 'diya', 'muted-gift-0001')).rejects.toMatchObject({ code: 'muted' });
    await expect(live.askStage(user(v), e.id, { video: false, capCoins: null })).rejects.toMatchObject({
      code: 'muted',
    });
    expect(await wallet(v)).toBe(500);
    await live.end(host(h), e.id);
  });
});
