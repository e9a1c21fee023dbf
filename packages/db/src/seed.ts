import { blogCategories, blogPosts } from '@drishti/content/blog';
import { DEMO_MEMBER } from '@drishti/content/community';
import type { Db } from './connection';
import { demoAstrologers } from './demo/astrologers';
import { demoCommunityPosts } from './demo/community';
import { astrologersRepository } from './repositories/astrologers';
import { type AvailabilityWindow, bookingsRepository } from './repositories/bookings';
import { blogRepository } from './repositories/blog';
import { metaRepository } from './repositories/meta';
import { usersRepository } from './repositories/users';
import { communityMembers, communityPosts } from './schema';

export interface SeedReport {
  loaded: boolean;
  astrologers: number;
  blogPosts: number;
  /** Demo posts in the community (by the demo account, DEMO_MEMBER). */
  communityPosts: number;
  /** The demo admin's phone (E.164 without plus); sign in with it through the OTP flow. */
  adminPhone: string | null;
}

/** The demo admin account's phone number (a number of the reserved 99999 series). */
export const DEMO_ADMIN_PHONE = '919999900001';

/** The demo community account's phone number (reserved 99999 series); its posts carry DEMO_MEMBER. */
export const DEMO_COMMUNITY_PHONE = '919999900050';

/** The phone of the n-th demo astrologer's account (0-based), so each can sign in and take consultations. */
export function demoAstrologerPhone(n: number): string {
  return `9199999100${String(n + 1).padStart(2, '0')}`;
}

/**
 * Loads the demo data once per database: the first caller claims the `demo-data` key in
 * the same database, so a second start (or a second instance) loads nothing. Blog
 * categories are fixed content and are brought up to date on every call.
 */
export async function loadDemoData(db: Db, now: Date = new Date()): Promise<SeedReport> {
  await loadFixedContent(db);
  // The marker and the data commit together: an instance that fails half-way leaves neither, and
  // another instance starting at the same moment waits on the marker's row, then finds it taken.
  return db.transaction(async (tx) => loadDemoRows(tx as unknown as Db, now));
}

async function loadDemoRows(db: Db, now: Date): Promise<SeedReport> {
  const blog = blogRepository(db);
  const claimed = await metaRepository(db).claim('demo-data', now.toISOString());
  if (!claimed) return { loaded: false, astrologers: 0, blogPosts: 0, communityPosts: 0, adminPhone: null };
  await usersRepository(db).findOrCreateByPhone(DEMO_ADMIN_PHONE, { role: 'admin' });
  const astrologers = astrologersRepository(db);
  const hours = bookingsRepository(db);
  const users = usersRepository(db);
  for (const [i, a] of demoAstrologers.entries()) {
    const account = await users.findOrCreateByPhone(demoAstrologerPhone(i), { role: 'astrologer' });
    await users.update(account.id, { name: a.name });
    const created = await astrologers.create({ ...a, userId: account.id });
    await hours.setAvailability(created.id, demoAvailability(i));
  }
  for (const p of blogPosts) {
    await blog.createPost({
      contentType: p.contentType,
      slug: p.slug,
      categorySlug: p.category,
      title: p.title,
      serpDescription: p.serpDescription,
      banner: p.banner,
      body: p.body,
      createdAt: new Date(p.createdAt),
    });
  }
  const community = await loadDemoCommunity(db, now);
  return {
    loaded: true,
    astrologers: demoAstrologers.length,
    blogPosts: blogPosts.length,
    communityPosts: community,
    adminPhone: DEMO_ADMIN_PHONE,
  };
}

/** The demo account and its posts in every community topic, dated in the hours before `now`. */
async function loadDemoCommunity(db: Db, now: Date): Promise<number> {
  const account = await usersRepository(db).findOrCreateByPhone(DEMO_COMMUNITY_PHONE);
  await db
    .insert(communityMembers)
    .values({ userId: account.id, handle: DEMO_MEMBER.en, createdAt: now })
    .onConflictDoNothing();
  const rows = demoCommunityPosts.map((p) => {
    const at = new Date(now.getTime() - p.hoursAgo * 3_600_000);
    return { userId: account.id, handle: DEMO_MEMBER.en, topic: p.topic, body: p.body, createdAt: at, updatedAt: at };
  });
  await db.insert(communityPosts).values(rows);
  return rows.length;
}

/** The fixed content every deployment needs, demo or not (the blog's categories), brought up to date. */
export async function loadFixedContent(db: Db): Promise<void> {
  const blog = blogRepository(db);
  for (const c of blogCategories) await blog.upsertCategory(c);
}

/**
 * Weekly booking hours for the n-th demo astrologer (Indian time): mornings for some, evenings
 * for others, one weekday off, so that the slot picker shows varied calendars.
 */
export function demoAvailability(n: number): AvailabilityWindow[] {
  const windows: AvailabilityWindow[] = [];
  const dayOff = n % 7;
  for (let weekday = 0; weekday < 7; weekday++) {
    if (weekday === dayOff) continue;
    if (n % 3 !== 2) windows.push({ weekday, startMinute: 9 * 60 + (n % 2) * 60, endMinute: 13 * 60 });
    if (n % 3 !== 0) windows.push({ weekday, startMinute: 17 * 60, endMinute: 21 * 60 + (n % 2) * 60 });
  }
  return windows;
}
