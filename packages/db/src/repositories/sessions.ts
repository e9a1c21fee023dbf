import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { sessions } from '../schema';

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

export function sessionsRepository(db: Db) {
  return {
    async create(s: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      userAgent?: string | null;
      ip?: string | null;
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(sessions).values({
        ...(s.createdAt ? { createdAt: s.createdAt, lastSeenAt: s.createdAt } : {}),
        tokenHash: s.tokenHash,
        userId: s.userId,
        expiresAt: s.expiresAt,
        userAgent: s.userAgent ?? null,
        ip: s.ip ?? null,
      });
    },
    /** The live session for a token hash, or null when unknown or expired at `now`. */
    async findLive(tokenHash: string, now: Date): Promise<SessionRecord | null> {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return rows[0] ? { ...rows[0] } : null;
    },
    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteForUser(userId: string): Promise<number> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ t: sessions.tokenHash });
      return rows.length;
    },
    /** The user's sessions still live at `now`, most recently seen first. */
    async listLive(userId: string, now: Date) {
      return db
        .select({
          tokenHash: sessions.tokenHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt));
    },
    /** Deletes one of the user's sessions; false when it is not theirs or already gone. */
    async deleteOwn(userId: string, tokenHash: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.tokenHash, tokenHash)))
        .returning({ t: sessions.tokenHash });
      return rows.length > 0;
    },
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ t: sessions.tokenHash });
      return rows.length;
    },
  };
}
