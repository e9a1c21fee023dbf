import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../connection';
import { smsMessages } from '../schema';

export type SmsStatus = 'sent' | 'delivered' | 'failed';

export interface SmsRecord {
  id: string;
  provider: string;
  providerMessageId: string | null;
  kind: string;
  locale: 'en' | 'hi';
  phoneMasked: string;
  status: SmsStatus;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** SMS handed to providers and what became of them (no texts, masked numbers). */
export function smsMessagesRepository(db: Db) {
  return {
    async record(r: Omit<SmsRecord, 'id' | 'updatedAt'>): Promise<void> {
      await db.insert(smsMessages).values({ ...r, updatedAt: r.createdAt });
    },
    /**
     * A delivery report: the final state of a message the provider took. A report for an unknown
     * message changes nothing; a message already delivered stays delivered.
     */
    async report(
      provider: string,
      providerMessageId: string,
      status: 'delivered' | 'failed',
      error: string | null,
      at: Date,
    ) {
      const rows = await db
        .update(smsMessages)
        .set({ status, error, updatedAt: at })
        .where(
          and(
            eq(smsMessages.provider, provider),
            eq(smsMessages.providerMessageId, providerMessageId),
            ne(smsMessages.status, 'delivered'),
          ),
        )
        .returning({ id: smsMessages.id });
      return rows.length > 0;
    },
    async find(provider: string, providerMessageId: string): Promise<SmsRecord | null> {
      const rows = await db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.provider, provider), eq(smsMessages.providerMessageId, providerMessageId)))
        .limit(1);
      return (rows[0] as SmsRecord | undefined) ?? null;
    },
    /** Removes the records last changed before `before`; how many went. */
    async pruneBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(smsMessages)
        .where(lt(smsMessages.updatedAt, before))
        .returning({ id: smsMessages.id });
      return rows.length;
    },
    /** The latest failures, newest first. */
    async recentFailures(limit: number): Promise<SmsRecord[]> {
      const rows = await db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.status, 'failed'))
        .orderBy(desc(smsMessages.updatedAt))
        .limit(limit);
      return rows as SmsRecord[];
    },
  };
}
