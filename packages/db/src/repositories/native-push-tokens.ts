import { and, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { nativePushTokens } from '../schema';

export type NativePlatform = 'android' | 'ios';

export interface NativePushTokenRecord {
  id: string;
  userId: string;
  platform: NativePlatform;
  token: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Native push tokens of the app shells' devices. */
export function nativePushTokensRepository(db: Db) {
  return {
    /**
     * Saves a device's token for a user. A token names one app install, so when another account
     * signs in on that device the token moves to it: the previous owner must stop getting its pushes.
     */
    async upsert(userId: string, platform: NativePlatform, token: string, now: Date): Promise<void> {
      await db
        .insert(nativePushTokens)
        .values({ userId, platform, token, createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: nativePushTokens.token, set: { userId, platform, lastSeenAt: now } });
    },
    /** Deletes a token if it is this user's; true when there was one. */
    async deleteForUser(userId: string, token: string): Promise<boolean> {
      const rows = await db
        .delete(nativePushTokens)
        .where(and(eq(nativePushTokens.userId, userId), eq(nativePushTokens.token, token)))
        .returning({ id: nativePushTokens.id });
      return rows.length > 0;
    },
    /** Deletes a token whoever holds it (the push service said it no longer exists). */
    async deleteToken(token: string): Promise<void> {
      await db.delete(nativePushTokens).where(eq(nativePushTokens.token, token));
    },
    async listForUser(userId: string): Promise<NativePushTokenRecord[]> {
      return db.select().from(nativePushTokens).where(eq(nativePushTokens.userId, userId));
    },
  };
}
