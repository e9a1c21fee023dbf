import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { astrologersRepository, PRESENCE_GRACE_MS } from './repositories/astrologers';
import { blogRepository } from './repositories/blog';
import { reviewsRepository } from './repositories/reviews';
import { otpRepository } from './repositories/otp';
import { sessionsRepository } from './repositories/sessions';
import { usersRepository } from './repositories/users';
import { astrologers } from './schema';
import { loadDemoData } from './seed';
import { createTestDatabase } from './testing';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe(`repositories on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
  it('reports its kind', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates a user once per phone and returns plain objects', async () => {
    const users = usersRepository(database.db);
    const a = await users.findOrCreateByPhone('919812345678');
    const b = await users.findOrCreateByPhone('919812345678');
    expect(b.id).toBe(a.id);
    expect(a.role).toBe('user');
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(await users.count()).toBe(1);
    const renamed = await users.update(a.id, { name: 'Asha', locale: 'hi' });
    expect(renamed?.name).toBe('Asha');
    expect(renamed?.locale).toBe('hi');
  });

  it('keeps sessions until they expire or are deleted', async () => {
    const users = usersRepository(database.db);
    const sessions = sessionsRepository(database.db);
    const u = await users.findOrCreateByPhone('919800000001');
    const now = new Date('2026-01-01T00:00:00Z');
    await sessions.create({ tokenHash: 'h1', userId: u.id, expiresAt: new Date(now.getTime() + 60_000) });
    expect((await sessions.findLive('h1', now))?.userId).toBe(u.id);
    expect(await sessions.findLive('h1', new Date(now.getTime() + 120_000))).toBeNull();
    await sessions.delete('h1');
    expect(await sessions.findLive('h1', now)).toBeNull();
  });

  it('consumes an OTP once even when two confirmations race', async () => {
    const otp = otpRepository(database.db);
    const now = new Date();
    const r = await otp.create({
      phone: '919800000002',
      purpose: 'login',
      codeHash: 'x',
      failedAttempts: 0,
      expiresAt: new Date(now.getTime() + 600_000),
      ip: '127.0.0.1',
      now,
    });
    const results = await Promise.all([otp.consume(r.id, now), otp.consume(r.id, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await otp.recordFailure(r.id)).toBe(1);
    expect(await otp.recordFailure(r.id)).toBe(2);
    expect(await otp.countSince({ phone: '919800000002' }, new Date(now.getTime() - 1000))).toBe(1);
  });

  it('loads demo data exactly once', async () => {
    const first = await loadDemoData(database.db);
    const second = await loadDemoData(database.db);
    expect(first.loaded).toBe(true);
    expect(first.astrologers).toBeGreaterThan(0);
    expect(first.blogPosts).toBeGreaterThan(0);
    expect(second.loaded).toBe(false);
    expect((await usersRepository(database.db).findByPhone(first.adminPhone!))?.role).toBe('admin');
    expect(await astrologersRepository(database.db).count()).toBe(first.astrologers);
    const blog = blogRepository(database.db);
    expect((await blog.list({ limit: 100 })).length).toBe(first.blogPosts);
    expect((await blog.categories()).map((c) => c.slug)).toContain('astrology');
  });

  it('lists astrologers with filters, online first', async () => {
    const repo = astrologersRepository(database.db);
    const all = await repo.list();
    const firstOffline = all.findIndex((a) => !Object.values(a.sessionsStatus).some(Boolean));
    const lastOnline = all.map((a) => Object.values(a.sessionsStatus).some(Boolean)).lastIndexOf(true);
    expect(firstOffline === -1 || lastOnline < firstOffline).toBe(true);
    const tarot = await repo.list({ skill: 'tarot' });
    expect(tarot.length).toBeGreaterThan(0);
    expect(tarot.every((a) => a.skills.includes('tarot'))).toBe(true);
    const found = await repo.list({ search: 'meera' });
    expect(found.map((a) => a.slug)).toEqual(['meera-iyer']);
    const hindi = await repo.list({ search: 'मीरा' });
    expect(hindi.map((a) => a.slug)).toEqual(['meera-iyer']);
    const cheap = await repo.list({ sort: 'price-asc', onlineOnly: true });
    const prices = cheap.map((a) => a.pricePerMinute);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('finds the astrologer an account acts as, and which astrologers have an account', async () => {
    const repo = astrologersRepository(database.db);
    const all = await repo.all();
    const linked = await repo.allWithAccounts();
    expect(linked.map((a) => a.id)).toEqual(all.map((a) => a.id));
    const first = all[0]!;
    const userId = await repo.userIdOf(first.id);
    expect(userId).not.toBeNull();
    expect(linked.find((a) => a.id === first.id)?.linkedAccount).toBe(true);
    expect((await repo.findByUserId(userId!))?.id).toBe(first.id);
    const stranger = await usersRepository(database.db).findOrCreateByPhone('919812300077');
    expect(await repo.findByUserId(stranger.id)).toBeNull();
    await database.db.update(astrologers).set({ userId: null }).where(eq(astrologers.id, first.id));
    expect((await repo.allWithAccounts()).find((a) => a.id === first.id)?.linkedAccount).toBe(false);
    expect(await repo.findByUserId(userId!)).toBeNull();
    await database.db.update(astrologers).set({ userId }).where(eq(astrologers.id, first.id));
  });

  it('shows an astrologer online on a channel only while it is switched on and they are connected', async () => {
    let at = new Date('2026-03-01T10:00:00Z');
    const repo = astrologersRepository(database.db, { now: () => at });
    const anyLive = (a: { sessionsStatus: Record<string, boolean> }) => Object.values(a.sessionsStatus).some(Boolean);
    // The demo data: nobody is there, so nobody is online.
    expect((await repo.list()).filter(anyLive)).toEqual([]);
    const target = (await repo.list({ search: 'meera' }))[0]!;
    const set = (patch: Partial<typeof astrologers.$inferInsert>) =>
      database.db.update(astrologers).set(patch).where(eq(astrologers.id, target.id));
    // Switched on, but no connection was ever heard from: offline.
    await set({ isChatLive: true });
    expect((await repo.findById(target.id))?.sessionsStatus.isChatLive).toBe(false);
    expect(await repo.list({ onlineOnly: true })).toEqual([]);
    // Connected: online on chat (the channel switched on) only, and listed first.
    await set({ presenceSeenAt: at });
    expect((await repo.findById(target.id))?.sessionsStatus).toEqual({
      isChatLive: true,
      isVoiceLive: false,
      isVideoLive: false,
    });
    expect((await repo.list({ onlineOnly: true })).map((a) => a.slug)).toEqual(['meera-iyer']);
    expect((await repo.list())[0]?.slug).toBe('meera-iyer');
    // The connection is quiet for longer than the grace: offline again, though still switched on.
    at = new Date(at.getTime() + PRESENCE_GRACE_MS + 1);
    expect((await repo.findBySlug('meera-iyer'))?.sessionsStatus.isChatLive).toBe(false);
    expect(await repo.list({ onlineOnly: true })).toEqual([]);
    await set({ isChatLive: false, presenceSeenAt: null });
  });

  it('rates an astrologer by the average of visible reviews, only from the fifth review', async () => {
    const repo = astrologersRepository(database.db);
    const reviews = reviewsRepository(database.db);
    const users = usersRepository(database.db);
    const target = (await repo.list({ search: 'meera' }))[0]!;
    const ratings = [5, 4, 4, 5];
    for (const [i, rating] of ratings.entries()) {
      const u = await users.findOrCreateByPhone(`91980000070${i}`);
      await reviews.create({
        astrologerId: target.id,
        userId: u.id,
        subject: `session:test-${i}`,
        rating,
        comment: null,
      });
    }
    expect((await repo.findBySlugWithStats(target.slug))!).toMatchObject({ rating: null, reviewCount: 4 });
    const fifth = await users.findOrCreateByPhone('919800000709');
    const abusive = await reviews.create({
      astrologerId: target.id,
      userId: fifth.id,
      subject: 'session:test-5',
      rating: 1,
      comment: null,
    });
    expect((await repo.findBySlugWithStats(target.slug))!).toMatchObject({ rating: 3.8, reviewCount: 5 });
    expect(
      await reviews.create({
        astrologerId: target.id,
        userId: fifth.id,
        subject: 'session:test-5',
        rating: 5,
        comment: null,
      }),
    ).toBeNull();
    await reviews.setHidden(abusive!.id, true);
    expect((await repo.findBySlugWithStats(target.slug))!).toMatchObject({ rating: null, reviewCount: 4 });
    const sixth = await users.findOrCreateByPhone('919800000710');
    await reviews.create({
      astrologerId: target.id,
      userId: sixth.id,
      subject: 'session:test-6',
      rating: 5,
      comment: null,
    });
    const rated = await repo.listWithStats({ minRating: 4.5, limit: 50 });
    expect(rated.items.map((a) => [a.slug, a.rating])).toEqual([[target.slug, 4.6]]);
  });

  it('stores blog posts and lists them newest first', async () => {
    const fresh = await createTestDatabase();
    const blog = blogRepository(fresh.db);
    await blog.upsertCategory({
      slug: 'astrology',
      title: { en: 'Astrology', hi: 'ज्योतिष' },
      description: { en: 'a', hi: 'अ' },
    });
    for (const [i, slug] of ['one', 'two', 'three'].entries()) {
      await blog.createPost({
        slug,
        categorySlug: 'astrology',
        title: { en: `Post ${slug}`, hi: `लेख ${slug}` },
        serpDescription: { en: 'd', hi: 'द' },
        banner: '/b.svg',
        body: { en: 'body', hi: 'पाठ' },
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const list = await blog.list({ limit: 2 });
    expect(list.map((p) => p.slug)).toEqual(['three', 'two']);
    expect(list[0]?.category).toBe('astrology');
    expect((await blog.findBySlug('blog', 'one'))?.body.hi).toBe('पाठ');
    expect(await blog.findBySlug('blog', 'missing')).toBeNull();
    expect((await blog.list({ search: 'TWO' })).map((p) => p.slug)).toEqual(['two']);
    await fresh.close();
  });
});
