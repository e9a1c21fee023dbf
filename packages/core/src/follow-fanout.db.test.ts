import {
  type Database,
  astrologersRepository,
  followFanoutBatches,
  followFanouts,
  followFanoutsRepository,
  followsRepository,
  usersRepository,
  notifications,
  createTestDatabase,
  and,
  eq,
  inArray,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOLLOW_BATCH_LEASE_MS,
  followNoticesSettled,
  recordFollowFanout,
  runFollowFanouts,
  tellFollowers,
} from './follows';

/**
 * The follower fan-out job (docs/FOLLOW.md) on a driven clock: a trigger records a fan-out; runs
 * claim batches of followers; an instance that stops mid-batch leaves it to another run once its
 * lease ends, and nobody is told twice even with no per-astrologer window; two instances at once
 * divide the batches.
 */
let database: Database;
let clock = new Date('2026-12-01T04:00:00Z');
const now = () => clock;
/** No window: only the fan-out's own mark keeps a follower from being told twice. */
const noWindow = { windowHours: 0, dailyMax: 1000 };

let phones = 0;
const newUser = async () =>
  (await usersRepository(database.db).findOrCreateByPhone(`9197771${String(10000 + ++phones)}`)).id;

let slugs = 0;
async function astrologerWithFollowers(count: number) {
  const n = ++slugs;
  const a = await astrologersRepository(database.db).create({
    userId: null,
    slug: `fanout-test-${n}`,
    name: `Fanout Test ${n}`,
    nameHi: `फ़ैनआउट परीक्षा ${n}`,
    gender: 'male',
    profileImage: null,
    bio: { en: 'Bio', hi: 'परिचय' },
    skills: ['vedic'],
    languages: ['en', 'hi'],
    specializations: [],
    experienceYears: 5,
    pricePerMinute: 10,
  });
  const users: string[] = [];
  for (let i = 0; i < count; i++) {
    const u = await newUser();
    await followsRepository(database.db).follow(u, a.id, clock);
    users.push(u);
  }
  return { a, users };
}

/** How many follow notices each user has. */
async function noticesPerUser(users: string[]): Promise<number[]> {
  const rows = await database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(inArray(notifications.userId, users), eq(notifications.kind, 'follow')));
  return users.map((u) => rows.filter((r) => r.userId === u).length);
}

const never = new Promise<void>(() => {});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the follower fan-out job', () => {
  it('tells no one until the job runs; then every follower once, batch by batch', async () => {
    const { a, users } = await astrologerWithFollowers(10);
    const id = await recordFollowFanout(database.db, a.id, { event: 'online' }, clock);
    expect(await noticesPerUser(users)).toEqual(users.map(() => 0));
    expect(await followFanoutsRepository(database.db).open()).toBe(1);

    const run = await runFollowFanouts(database.db, { now, settings: noWindow, batchSize: 3 });
    expect(run).toEqual({ notified: 10, capped: 0, batches: 4 });
    expect(await noticesPerUser(users)).toEqual(users.map(() => 1));
    expect(await followFanoutsRepository(database.db).open()).toBe(0);
    const batches = await database.db.select().from(followFanoutBatches).where(eq(followFanoutBatches.fanoutId, id));
    expect(batches.map((b) => b.doneAt !== null)).toEqual([true, true, true, true]);

    // Nothing left: another run does nothing.
    expect(await runFollowFanouts(database.db, { now, settings: noWindow })).toEqual({
      notified: 0,
      capped: 0,
      batches: 0,
    });
    const [row] = await database.db.select().from(notifications).where(eq(notifications.userId, users[0]!));
    expect(row).toMatchObject({ kind: 'follow', url: `/online-astrologer/${a.slug}` });
  });

  it('finishes a batch whose instance stopped mid-way once its lease ends, telling nobody twice', async () => {
    clock = new Date('2026-12-02T04:00:00Z');
    const { a, users } = await astrologerWithFollowers(7);
    await recordFollowFanout(database.db, a.id, { event: 'online' }, clock);

    // Instance A claims the first batch (5 followers), tells 3 of them and stops there for good.
    let calls = 0;
    const dead = runFollowFanouts(database.db, {
      now,
      settings: noWindow,
      batchSize: 5,
      beforeTell: () => (++calls > 3 ? never : undefined),
    });
    await expect.poll(async () => (await noticesPerUser(users)).reduce((n, x) => n + x, 0)).toBe(3);
    await expect.poll(() => calls).toBe(5);
    void dead;

    // Instance B, within A's lease: only the rest of the fan-out (the second batch) is its to take.
    const b = await runFollowFanouts(database.db, { now, settings: noWindow, batchSize: 5 });
    expect(b).toEqual({ notified: 2, capped: 0, batches: 1 });
    expect((await noticesPerUser(users)).reduce((n, x) => n + x, 0)).toBe(5);
    expect(await followFanoutsRepository(database.db).open()).toBe(1);

    // Past the lease, B takes A's batch again: the two A did not tell are told, the three it did are not.
    clock = new Date(clock.getTime() + FOLLOW_BATCH_LEASE_MS + 1000);
    const again = await runFollowFanouts(database.db, { now, settings: noWindow, batchSize: 5 });
    expect(again).toEqual({ notified: 2, capped: 0, batches: 1 });
    expect(await noticesPerUser(users)).toEqual(users.map(() => 1));
    expect(await followFanoutsRepository(database.db).open()).toBe(0);
  });

  it('divides the batches between two instances running at once, telling each follower once', async () => {
    clock = new Date('2026-12-03T04:00:00Z');
    const first = await astrologerWithFollowers(18);
    const second = await astrologerWithFollowers(12);
    await recordFollowFanout(database.db, first.a.id, { event: 'online' }, clock);
    await recordFollowFanout(database.db, second.a.id, { event: 'online' }, clock);
    const runs = await Promise.all(
      [1, 2].map(() => runFollowFanouts(database.db, { now, settings: noWindow, batchSize: 4 })),
    );
    // Whatever one instance skipped while the other was cutting a batch, a later tick takes.
    const rest = await runFollowFanouts(database.db, { now, settings: noWindow, batchSize: 4 });
    const all = [...runs, rest];
    expect(all.reduce((n, r) => n + r.notified, 0)).toBe(30);
    expect(all.reduce((n, r) => n + r.batches, 0)).toBe(5 + 3);
    expect(await noticesPerUser([...first.users, ...second.users])).toEqual(Array(30).fill(1));
  });

  it('keeps the caps: a second fan-out within the window tells nobody', async () => {
    clock = new Date('2026-12-04T04:00:00Z');
    const { a, users } = await astrologerWithFollowers(3);
    const caps = { windowHours: 4, dailyMax: 5 };
    await recordFollowFanout(database.db, a.id, { event: 'online' }, clock);
    expect((await runFollowFanouts(database.db, { now, settings: caps })).notified).toBe(3);
    clock = new Date(clock.getTime() + 3_600_000);
    await recordFollowFanout(database.db, a.id, { event: 'online' }, clock);
    expect(await runFollowFanouts(database.db, { now, settings: caps })).toMatchObject({ notified: 0, capped: 3 });
    expect(await noticesPerUser(users)).toEqual([1, 1, 1]);
  });

  it('a trigger records its fan-out and starts on it at once; finished fan-outs are forgotten after a week', async () => {
    clock = new Date('2026-12-05T04:00:00Z');
    const { a, users } = await astrologerWithFollowers(2);
    tellFollowers(database.db, a.id, { event: 'online' }, { now });
    await followNoticesSettled();
    expect(await noticesPerUser(users)).toEqual([1, 1]);
    const mine = () => database.db.select().from(followFanouts).where(eq(followFanouts.astrologerId, a.id));
    expect((await mine())[0]!.doneAt).not.toBeNull();

    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await runFollowFanouts(database.db, { now, settings: noWindow });
    expect(await mine()).toHaveLength(0);
  });
});
