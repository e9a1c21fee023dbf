import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { otpRequests } from '../schema';

export type OtpPurpose = 'login' | 'astrologer' | 'change-phone';

export interface OtpRequest {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  codeHash: string;
  failedAttempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

const columns = {
  id: otpRequests.id,
  phone: otpRequests.phone,
  purpose: otpRequests.purpose,
  codeHash: otpRequests.codeHash,
  failedAttempts: otpRequests.failedAttempts,
  createdAt: otpRequests.createdAt,
  expiresAt: otpRequests.expiresAt,
  consumedAt: otpRequests.consumedAt,
};

export function otpRepository(db: Db) {
  return {
    async create(r: {
      phone: string;
      purpose: OtpPurpose;
      codeHash: string;
      failedAttempts: number;
      expiresAt: Date;
      ip: string | null;
      now: Date;
    }): Promise<OtpRequest> {
      const rows = await db
        .insert(otpRequests)
        .values({
          phone: r.phone,
          purpose: r.purpose,
          codeHash: r.codeHash,
          failedAttempts: r.failedAttempts,
          expiresAt: r.expiresAt,
          ip: r.ip,
          createdAt: r.now,
        })
        .returning(columns);
      return { ...rows[0]! };
    },
    /** The most recent request for this phone and purpose, consumed or not. */
    async latest(phone: string, purpose: OtpPurpose): Promise<OtpRequest | null> {
      const rows = await db
        .select(columns)
        .from(otpRequests)
        .where(and(eq(otpRequests.phone, phone), eq(otpRequests.purpose, purpose)))
        .orderBy(desc(otpRequests.createdAt))
        .limit(1);
      return rows[0] ? { ...rows[0] } : null;
    },
    async countSince(by: { phone?: string; ip?: string }, since: Date): Promise<number> {
      const conds = [gte(otpRequests.createdAt, since)];
      if (by.phone) conds.push(eq(otpRequests.phone, by.phone));
      if (by.ip) conds.push(eq(otpRequests.ip, by.ip));
      return db.$count(otpRequests, and(...conds));
    },
    /** Counts a wrong entry atomically; returns the new count. */
    async recordFailure(id: string): Promise<number> {
      const rows = await db
        .update(otpRequests)
        .set({ failedAttempts: sql`${otpRequests.failedAttempts} + 1` })
        .where(eq(otpRequests.id, id))
        .returning({ n: otpRequests.failedAttempts });
      return rows[0]?.n ?? 0;
    },
    /** Removes a request whose code never left (the SMS provider refused it): it counts for nothing. */
    async remove(id: string): Promise<void> {
      await db.delete(otpRequests).where(eq(otpRequests.id, id));
    },
    /** Marks the code used; false when it had been used already (single use under races). */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpRequests)
        .set({ consumedAt: now })
        .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
        .returning({ id: otpRequests.id });
      return rows.length === 1;
    },
  };
}
