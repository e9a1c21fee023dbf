import { blogCategories, blogPosts } from '@drishti/content/blog';
import type { Db } from './connection';
import { demoAstrologers } from './demo/astrologers';
import { astrologersRepository } from './repositories/astrologers';
import { type AvailabilityWindow, bookingsRepository } from './repositories/bookings';
import { blogRepository } from './repositories/blog';
import { metaRepository } from './repositories/meta';
import { usersRepository } from './repositories/users';

export interface SeedReport {
  loaded: boolean;
  astrologers: number;
  blogPosts: number;
  /** The demo admin's phone (E.164 without plus); sign in with it through the OTP flow. */
  adminPhone: string | null;
}

/** The demo admin account's phone number (a number of the reserved 99999 series). */
export const DEMO_ADMIN_PHONE = '919999900001';

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
  if (!claimed) return { loaded: false, astrologers: 0, blogPosts: 0, adminPhone: null };
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
  return {
    loaded: true,
    astrologers: demoAstrologers.length,
    blogPosts: blogPosts.length,
    adminPhone: DEMO_ADMIN_PHONE,
  };
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
