import type { Db } from './connection';
import { demoAstrologers } from './demo/astrologers';
import { astrologersRepository } from './repositories/astrologers';
import { metaRepository } from './repositories/meta';

export interface SeedReport {
  loaded: boolean;
  astrologers: number;
}

/**
 * Loads the demo data once per database: the first caller claims the `demo-data` key in
 * the same database, so a second start (or a second instance) loads nothing.
 */
export async function loadDemoData(db: Db, now: Date = new Date()): Promise<SeedReport> {
  const claimed = await metaRepository(db).claim('demo-data', now.toISOString());
  if (!claimed) return { loaded: false, astrologers: 0 };
  const repo = astrologersRepository(db);
  for (const a of demoAstrologers) await repo.create(a);
  return { loaded: true, astrologers: demoAstrologers.length };
}
