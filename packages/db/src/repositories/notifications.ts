import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { notifications, users } from '../schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** In-app notifications and the users' notification switches (see the tables' comments in schema.ts). */
export function notificationsRepository(db: Db) {
  return {
    /** The user's switches (unparsed JSON) and language; null when the user is gone. */
    async recipient(userId: string): Promise<{ settings: unknown; locale: 'en' | 'hi' } | null> {
      const rows = await db
        .select({ settings: users.notificationSettings, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return rows[0] ?? null;
    },
    async insert(n: { userId: string; kind: string; params: unknown; url: string | null }): Promise<string> {
      const rows = await db.insert(notifications).values(n).returning({ id: notifications.id });
      return rows[0]!.id;
    },
    async unread(userId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(rows[0]?.n ?? 0);
    },
    /** Newest first, `limit` at a time, before an instant when given. */
    list(userId: string, opts: { before?: Date | undefined; limit: number }): Promise<NotificationRow[]> {
      const where = opts.before
        ? and(eq(notifications.userId, userId), lt(notifications.createdAt, opts.before))
        : eq(notifications.userId, userId);
      return db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.limit);
    },
    /** Marks unread ones read (these ids, or all); how many changed. */
    async markRead(userId: string, ids: string[] | 'all', at: Date): Promise<number> {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, ids)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** Replaces the user's switches; the stored value, or null when the user is gone. */
    async setSettings(userId: string, settings: unknown, at: Date): Promise<unknown | null> {
      const rows = await db
        .update(users)
        .set({ notificationSettings: settings, updatedAt: at })
        .where(eq(users.id, userId))
        .returning({ settings: users.notificationSettings });
      return rows.length === 0 ? null : rows[0]!.settings;
    },
  };
}
