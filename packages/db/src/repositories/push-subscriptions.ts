import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { pushSubscriptions } from '../schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Browsers' web push subscriptions (see the table's comment in schema.ts). */
export function pushSubscriptionsRepository(db: Db) {
  return {
    forUser: (userId: string): Promise<PushSubscriptionRow[]> =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    async succeeded(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ failures: 0, lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
    async failed(id: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    /** Saves (or moves to this user) a browser's subscription; a moved one starts with no failures. */
    async save(
      userId: string,
      sub: { endpoint: string; keys: { p256dh: string; auth: string } },
      userAgent: string | null,
    ): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userAgent })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, failures: 0, userAgent },
        });
    },
    /** Deletes one of the user's subscriptions; true when there was one. */
    async removeForUser(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
  };
}
