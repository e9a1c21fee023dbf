import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../connection';
import { smsOutbox } from '../schema';

export interface OutboxMessage {
  to: string;
  text: string;
  template: string;
  sentAt: Date;
}

/** The development SMS outbox shared by every instance (see the table's comment). */
export function smsOutboxRepository(db: Db) {
  return {
    async add(message: OutboxMessage): Promise<void> {
      await db.insert(smsOutbox).values(message);
      // Keep a day: enough to sign in with, never a growing store of codes.
      await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(message.sentAt.getTime() - 86_400_000)));
    },
    /** Latest first, optionally for one number. */
    async list(to?: string, limit = 200): Promise<OutboxMessage[]> {
      return db
        .select({ to: smsOutbox.to, text: smsOutbox.text, template: smsOutbox.template, sentAt: smsOutbox.sentAt })
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
