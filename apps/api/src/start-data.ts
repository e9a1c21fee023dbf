import type { Db } from '@drishti/db/connection';
import { loadDemoData, loadFixedContent, type SeedReport } from '@drishti/db/seed';
import type { Env } from './env';

/**
 * What a start loads into the database: the fixed content always; the demo data (astrologers, the
 * blog, the demo community's posts) only when the demo is on — outside production mode, or with
 * DRISHTI_DEMO=1 — and only once per database.
 */
export async function loadStartData(env: Pick<Env, 'demo'>, db: Db): Promise<SeedReport> {
  if (env.demo) return loadDemoData(db);
  await loadFixedContent(db);
  return { loaded: false, astrologers: 0, blogPosts: 0, communityPosts: 0, adminPhone: null };
}
