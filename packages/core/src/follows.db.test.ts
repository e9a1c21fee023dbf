import {
  type Database,
  astrologersRepository,
  followsRepository,
  usersRepository,
  astrologers,
  notifications,
  createTestDatabase,
  and,
  eq,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { followNoticesSettled, followService, indiaDay, notifyFollowers } from './follows';
import { localHub } from './consultations/hub';
import { consultationService } from './consultations/service';
import { type LiveMedia, liveService } from './live';

let database: Database;
let clock = new Date('2026-11-20T04:00:00Z');
const now = () => clock;
const caps = { windowHours: 4, dailyMax: 3 };

let phones = 0;
const newUser = async () =>
  (await usersRepository(database.db).findOrCreateByPhone(`9197770${String(10000 + ++phones)}`)).id;

let slugs = 0;
async function newAstrologer(userId: string | null = null) {
  const n = ++slugs;
  return astrologersRepository(database.db).create({
    userId,
    slug: `follow-test-${n}`,
    name: `Follow Test ${n}`,
    nameHi: `फ़ॉलो परीक्षा ${n}`,
    gender: 'female',
    profileImage: null,
    bio: { en: 'Bio', hi: 'परिचय' },
    skills: ['vedic'],
    languages: ['en', 'hi'],
    specializations: [],
    experienceYears: 3,
    pricePerMinute: 10,
  });
}

const followNotices = async (userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'follow')));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('following', () => {
  it('follows once however often it is asked, counts followers, lists and unfollows', async () => {
    const service = followService({ db: database.db, now });
    const user = await newUser();
    const other = await newUser();
    const a = await newAstrologer();
    expect(await service.status(user, a.slug)).toEqual({ following: false, followers: 0 });
    expect(await service.follow(user, a.slug)).toEqual({ following: true, followers: 1 });
    expect(await service.follow(user, a.slug)).toEqual({ following: true, followers: 1 });
    expect(await service.follow(other, a.slug)).toEqual({ following: true, followers: 2 });
    expect(await service.status(null, a.slug)).toEqual({ following: false, followers: 2 });
    const listed = await service.list(user);
    expect(listed.map((l) => l.slug)).toEqual([a.slug]);
    expect(await service.unfollow(user, a.slug)).toEqual({ following: false, followers: 1 });
    expect(await service.unfollow(user, a.slug)).toEqual({ following: false, followers: 1 });
    expect(await service.list(user)).toEqual([]);
  });

  it('refuses unknown and suspended astrologers, and an astrologer following their own profile', async () => {
    const service = followService({ db: database.db, now });
    const user = await newUser();
    const code = (e: unknown) => (isDomainError(e) ? e.kind : String(e));
    expect(await service.follow(user, 'no-such-astrologer').catch(code)).toBe('not-found');
    const own = await newAstrologer(user);
    expect(await service.follow(user, own.slug).catch(code)).toBe('invalid');
    const suspended = await newAstrologer();
    await database.db.update(astrologers).set({ status: 'suspended' }).where(eq(astrologers.id, suspended.id));
    expect(await service.follow(user, suspended.slug).catch(code)).toBe('not-found');
  });
});

describe('notifying followers', () => {
  it('tells each follower once, then nobody again about the same astrologer within the window', async () => {
    const a = await newAstrologer();
    const [u1, u2] = [await newUser(), await newUser()];
    const repo = followsRepository(database.db);
    await repo.follow(u1, a.id, clock);
    await repo.follow(u2, a.id, clock);
    const notice = { event: 'online' as const };
    expect(await notifyFollowers(database.db, a.id, notice, { now, settings: caps })).toEqual({
      notified: 2,
      capped: 0,
    });
    const [row] = await followNotices(u1);
    expect(row).toMatchObject({ url: `/online-astrologer/${a.slug}` });
    expect(row!.params).toMatchObject({ event: 'online', astrologer: a.name, astrologerHi: a.nameHi });

    clock = new Date(clock.getTime() + 3 * 3_600_000); // within the 4-hour window
    expect(await notifyFollowers(database.db, a.id, notice, { now, settings: caps })).toEqual({
      notified: 0,
      capped: 2,
    });
    expect(await followNotices(u1)).toHaveLength(1);

    clock = new Date(clock.getTime() + 1 * 3_600_000 + 1000); // the window has passed
    expect(await notifyFollowers(database.db, a.id, notice, { now, settings: caps })).toEqual({
      notified: 2,
      capped: 0,
    });
    expect(await followNotices(u2)).toHaveLength(2);
  });

  it('stops at the daily total across astrologers, and starts again the next day (India time)', async () => {
    clock = new Date('2026-11-21T05:00:00Z'); // 10:30 in India
    const user = await newUser();
    const repo = followsRepository(database.db);
    const many = [];
    for (let i = 0; i < 5; i++) {
      const a = await newAstrologer();
      await repo.follow(user, a.id, clock);
      many.push(a);
    }
    const results = [];
    for (const a of many)
      results.push(await notifyFollowers(database.db, a.id, { event: 'online' }, { now, settings: caps }));
    expect(results.map((r) => r.notified)).toEqual([1, 1, 1, 0, 0]);
    expect(await followNotices(user)).toHaveLength(3);

    // The 4th astrologer was held back by the daily cap, not the window: the next India day it goes through.
    clock = new Date('2026-11-21T18:31:00Z'); // 00:01 on 22 Nov in India
    expect(indiaDay(clock)).toBe('2026-11-22');
    expect(
      (await notifyFollowers(database.db, many[3]!.id, { event: 'online' }, { now, settings: caps })).notified,
    ).toBe(1);
    expect(await followNotices(user)).toHaveLength(4);
  });

  it('tells no follower twice when two notices race', async () => {
    clock = new Date('2026-11-23T05:00:00Z');
    const a = await newAstrologer();
    const user = await newUser();
    await followsRepository(database.db).follow(user, a.id, clock);
    const runs = await Promise.all(
      [1, 2, 3].map(() => notifyFollowers(database.db, a.id, { event: 'online' }, { now, settings: caps })),
    );
    expect(runs.reduce((n, r) => n + r.notified, 0)).toBe(1);
    expect(await followNotices(user)).toHaveLength(1);
  });
});

describe('live events tell followers', () => {
  const media: LiveMedia = {
    servers: ['ws://127.0.0.1:1/'],
    createRoom: async (server) => ({ server, room: 4242, secret: 's', pin: 'p' }),
    destroyRoom: async () => {},
    kickHost: async () => {},
    kickStage: async () => {},
    ping: async () => {},
    hostPublishing: async () => true,
  };

  it('on scheduling and on going live, once per window', async () => {
    clock = new Date('2026-11-24T05:00:00Z');
    const host = await newUser();
    const a = await newAstrologer(host);
    const fan = await newUser();
    await followsRepository(database.db).follow(fan, a.id, clock);
    const live = liveService({ db: database.db, secret: 'x'.repeat(32), media, now });
    const body = {
      titleEn: 'Saturn transit',
      titleHi: 'शनि का गोचर',
      topicEn: 'Questions on Saturn',
      topicHi: 'शनि पर सवाल',
      language: 'hi' as const,
    };
    const scheduled = await live.create(host, {
      ...body,
      startsAt: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    await followNoticesSettled();
    let rows = await followNotices(fan);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: `/live/${scheduled.id}` });
    expect(rows[0]!.params).toMatchObject({ event: 'scheduled', title: 'Saturn transit', titleHi: 'शनि का गोचर' });

    // Going live an hour later is within the window: the follower already heard about this astrologer.
    clock = new Date(clock.getTime() + 3_600_000);
    const first = await live.create(host, body);
    await followNoticesSettled();
    expect(await followNotices(fan)).toHaveLength(1);

    // After the window, going live again tells the follower, with a link to the event.
    await live.end({ id: host, role: 'astrologer' }, first.id);
    clock = new Date(clock.getTime() + 4 * 3_600_000);
    const second = await live.create(host, body);
    await followNoticesSettled();
    rows = await followNotices(fan);
    expect(rows).toHaveLength(2);
    const latest = rows.find((r) => r.url === `/live/${second.id}`);
    expect(latest!.params).toMatchObject({ event: 'live', astrologer: a.name, title: 'Saturn transit' });
  });
});

describe('coming online tells followers', () => {
  it('only when the switches go from all off to on', async () => {
    clock = new Date('2026-11-26T05:00:00Z');
    const host = await newUser();
    const a = await newAstrologer(host);
    const fan = await newUser();
    await followsRepository(database.db).follow(fan, a.id, clock);
    const consult = consultationService({ db: database.db, hub: localHub(), now });
    await consult.setPresence(host, { chat: true, voice: false, video: false });
    await followNoticesSettled();
    expect(await followNotices(fan)).toHaveLength(1);

    // Past the window: another channel switched on while chat is on is not "coming online".
    clock = new Date(clock.getTime() + 5 * 3_600_000);
    await consult.setPresence(host, { chat: true, voice: true, video: false });
    await followNoticesSettled();
    expect(await followNotices(fan)).toHaveLength(1);

    // Off, then on again: followers hear of it.
    await consult.setPresence(host, { chat: false, voice: false, video: false });
    await consult.setPresence(host, { chat: false, voice: false, video: true });
    await followNoticesSettled();
    const rows = await followNotices(fan);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.url === `/online-astrologer/${a.slug}`)).toBe(true);
  });
});
