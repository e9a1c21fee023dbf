/**
 * Opening, migrating and first-loading the database, for the API's start and release steps. The
 * database package stays behind core (docs/ARCHITECTURE.md, "Layers"): the API reaches it only
 * through these and the services.
 */
import type { Db } from '@drishti/db/connection';
import { loadDemoData, loadFixedContent, type SeedReport } from '@drishti/db/seed';

export { type Database, type DatabaseOptions, type Db, openDatabase } from '@drishti/db/connection';
export type { SeedReport } from '@drishti/db/seed';

/**
 * What a start loads into the database: the fixed content always; the demo data (astrologers, the
 * blog, the demo community's posts) only when the demo is on — outside production mode, or with
 * DRISHTI_DEMO=1 — and only once per database.
 */
export async function loadStartData({ demo }: { demo: boolean }, db: Db): Promise<SeedReport> {
  if (demo) return loadDemoData(db);
  await loadFixedContent(db);
  return { loaded: false, astrologers: 0, blogPosts: 0, communityPosts: 0, adminPhone: null };
}
