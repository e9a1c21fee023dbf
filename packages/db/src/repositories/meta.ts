import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { appMeta } from '../schema';

export function metaRepository(db: Db) {
  return {
    async get(key: string): Promise<string | null> {
      const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      return rows[0]?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
    /** Sets the key only when absent; true when this call set it (a once-only guard). */
    async claim(key: string, value: string): Promise<boolean> {
      const rows = await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      return rows.length === 1;
    },
  };
}
