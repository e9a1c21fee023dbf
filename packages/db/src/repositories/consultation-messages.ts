import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { consultationMessages, consultations } from '../schema';
import { isUniqueViolation } from './consultations';

export type ConsultationMessage = typeof consultationMessages.$inferSelect;
export type Sender = ConsultationMessage['sender'];

/** A stored chat message and whether it was stored before (a resend of its client id). */
export interface StoredMessage {
  seq: number;
  sender: Sender;
  clientId: string;
  body: string;
  createdAt: Date;
  duplicate: boolean;
}

/** The row as the chat statement returns it (column names as in the table). */
interface RawStored {
  seq: number;
  sender: Sender;
  client_id: string;
  body: string;
  created_at: Date | string;
  duplicate: boolean;
}

/** A consultation's chat messages, numbered per consultation. */
export function consultationMessagesRepository(db: Db) {
  return {
    /**
     * Stores a message once per client id and returns it, in one statement (it commits on its
     * own): it finds an earlier copy of the client id, or takes the next sequence number of an
     * active consultation and inserts the message. `allowed` false stores nothing new (a resend
     * is still found). Two copies racing on two connections: the second waits for the first's
     * row lock, then fails on the unique client id and returns the stored copy; no sequence
     * number is lost. Undefined: nothing stored (not active, or not allowed).
     */
    async store(m: {
      consultationId: string;
      clientId: string;
      sender: Sender;
      body: string;
      allowed: boolean;
    }): Promise<StoredMessage | undefined> {
      const stored = async (): Promise<RawStored | undefined> => {
        const res = await db.execute(sql`
          with prior as (
            select seq, sender, client_id, body, created_at, true as duplicate
            from ${consultationMessages}
            where consultation_id = ${m.consultationId}::uuid and client_id = ${m.clientId}
          ), numbered as (
            update ${consultations} set last_seq = last_seq + 1
            where id = ${m.consultationId}::uuid and status = 'active' and ${m.allowed}::boolean
              and not exists (select 1 from prior)
            returning last_seq
          ), inserted as (
            insert into ${consultationMessages} (consultation_id, seq, sender, client_id, body)
            select ${m.consultationId}::uuid, last_seq, ${m.sender}::text, ${m.clientId}::text, ${m.body}::text from numbered
            returning seq, sender, client_id, body, created_at, false as duplicate
          )
          select * from prior union all select * from inserted`);
        return (res as unknown as { rows: RawStored[] }).rows[0];
      };
      let row: RawStored | undefined;
      try {
        row = await stored();
      } catch (e) {
        if (!isUniqueViolation(e, 'consultation_messages_client_key')) throw e;
        row = await stored();
      }
      if (!row) return undefined;
      return {
        seq: Number(row.seq),
        sender: row.sender,
        clientId: row.client_id,
        body: row.body,
        createdAt: new Date(row.created_at),
        duplicate: row.duplicate,
      };
    },

    /** Messages after `after`, in order, at most `limit`. */
    async after(consultationId: string, after: number, limit: number): Promise<ConsultationMessage[]> {
      return db
        .select()
        .from(consultationMessages)
        .where(and(eq(consultationMessages.consultationId, consultationId), gt(consultationMessages.seq, after)))
        .orderBy(asc(consultationMessages.seq))
        .limit(limit);
    },

    /** Every message of a consultation, in order. */
    async all(consultationId: string): Promise<ConsultationMessage[]> {
      return db
        .select()
        .from(consultationMessages)
        .where(eq(consultationMessages.consultationId, consultationId))
        .orderBy(asc(consultationMessages.seq));
    },

    async deleteAll(consultationId: string): Promise<void> {
      await db.delete(consultationMessages).where(eq(consultationMessages.consultationId, consultationId));
    },

    /** Moves a side's delivered/read mark forward to `seq` (never back, never past the last message). */
    async mark(
      consultationId: string,
      key: 'userReadSeq' | 'userDeliveredSeq' | 'astrologerReadSeq' | 'astrologerDeliveredSeq',
      seq: number,
    ): Promise<void> {
      const col = consultations[key];
      await db
        .update(consultations)
        .set({ [key]: sql`greatest(${col}, least(${seq}::int, ${consultations.lastSeq}))` })
        .where(eq(consultations.id, consultationId));
    },
  };
}
