import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, consultations, supportAttachments, supportMessages, supportTickets, users } from '../schema';

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;

/** A message to insert with a ticket change; its files are already in storage. */
export interface NewSupportMessage {
  authorId: string;
  authorRole: 'user' | 'admin';
  body: string;
  createdAt: Date;
  attachments: { storageKey: string; name: string; mime: string; size: number }[];
}

async function insertMessage(tx: Db, ticketId: string, m: NewSupportMessage) {
  const [row] = await tx
    .insert(supportMessages)
    .values({ ticketId, authorId: m.authorId, authorRole: m.authorRole, body: m.body, createdAt: m.createdAt })
    .returning();
  if (m.attachments.length > 0)
    await tx.insert(supportAttachments).values(m.attachments.map((a) => ({ messageId: row!.id, ...a })));
  return row!;
}

/** Support tickets, their messages and files (see the tables' comments in schema.ts). */
export function supportRepository(db: Db) {
  return {
    /** By number ("1042") or id. */
    async byRef(ref: string): Promise<SupportTicketRow | null> {
      const where = /^\d+$/.test(ref) ? eq(supportTickets.number, Number(ref)) : eq(supportTickets.id, ref);
      const rows = await db.select().from(supportTickets).where(where);
      return rows[0] ?? null;
    },
    async messageCounts(ticketIds: string[]): Promise<Map<string, number>> {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .select({ ticketId: supportMessages.ticketId, n: sql<number>`count(*)::int` })
        .from(supportMessages)
        .where(inArray(supportMessages.ticketId, ticketIds))
        .groupBy(supportMessages.ticketId);
      return new Map(rows.map((r) => [r.ticketId, Number(r.n)]));
    },
    /** The consultation a ticket is about, with its astrologer's names. */
    async consultation(id: string) {
      const rows = await db
        .select({ c: consultations, name: astrologers.name, nameHi: astrologers.nameHi })
        .from(consultations)
        .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
        .where(eq(consultations.id, id));
      return rows[0] ?? null;
    },
    /** A ticket's messages in order, and their files. */
    async thread(ticketId: string): Promise<{ messages: SupportMessageRow[]; files: SupportAttachmentRow[] }> {
      const messages = await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.ticketId, ticketId))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
      const files =
        messages.length === 0
          ? []
          : await db
              .select()
              .from(supportAttachments)
              .where(
                inArray(
                  supportAttachments.messageId,
                  messages.map((m) => m.id),
                ),
              )
              .orderBy(asc(supportAttachments.createdAt));
      return { messages, files };
    },
    async userOf(userId: string): Promise<{ id: string; name: string | null; phone: string } | null> {
      const rows = await db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      return rows[0] ?? null;
    },
    /** Opens a ticket with its first message, in one transaction. */
    create(
      t: { userId: string; category: SupportTicketRow['category']; subject: string; at: Date },
      first: NewSupportMessage,
    ): Promise<SupportTicketRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportTickets)
          .values({ userId: t.userId, category: t.category, subject: t.subject, createdAt: t.at, updatedAt: t.at })
          .returning();
        await insertMessage(tx, row!.id, first);
        return row!;
      });
    },
    /** The ticket about a consultation, when there is one. */
    async forConsultation(consultationId: string): Promise<{ id: string; number: number } | null> {
      const rows = await db
        .select({ id: supportTickets.id, number: supportTickets.number })
        .from(supportTickets)
        .where(eq(supportTickets.consultationId, consultationId));
      return rows[0] ?? null;
    },
    /** Opens the one ticket of a consultation with its first message; a concurrent second gets the first. */
    openForConsultation(
      t: { userId: string; consultationId: string; subject: string; at: Date },
      first: NewSupportMessage,
    ): Promise<{ id: string; number: number }> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(supportTickets)
          .values({
            userId: t.userId,
            category: 'consultation',
            subject: t.subject,
            consultationId: t.consultationId,
            createdAt: t.at,
            updatedAt: t.at,
          })
          .onConflictDoNothing({ target: supportTickets.consultationId })
          .returning();
        const row = inserted[0];
        if (!row) {
          const again = await tx
            .select({ id: supportTickets.id, number: supportTickets.number })
            .from(supportTickets)
            .where(eq(supportTickets.consultationId, t.consultationId));
          return again[0]!;
        }
        await insertMessage(tx, row.id, first);
        return { id: row.id, number: row.number };
      });
    },
    /** A user's tickets, the ones waiting on them first, then newest. */
    ofUser(userId: string): Promise<SupportTicketRow[]> {
      return db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(
          sql`case ${supportTickets.status} when 'answered' then 0 when 'open' then 1 else 2 end`,
          desc(supportTickets.updatedAt),
        )
        .limit(200);
    },
    /** For admins: open first and the longest waiting first; then answered and resolved, newest first. */
    forAdmin(status?: SupportTicketRow['status']) {
      return db
        .select({ t: supportTickets, user: { id: users.id, name: users.name, phone: users.phone } })
        .from(supportTickets)
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .where(status ? eq(supportTickets.status, status) : undefined)
        .orderBy(
          sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`,
          sql`case when ${supportTickets.status} = 'open' then ${supportTickets.updatedAt} end asc`,
          desc(supportTickets.updatedAt),
        )
        .limit(300);
    },
    /** Adds a message and sets the ticket's status (reopening it), in one transaction. */
    reply(ticketId: string, message: NewSupportMessage, status: 'open' | 'answered'): Promise<SupportTicketRow> {
      return db.transaction(async (tx) => {
        await insertMessage(tx, ticketId, message);
        const [u] = await tx
          .update(supportTickets)
          .set({ status, updatedAt: message.createdAt, resolvedAt: null })
          .where(eq(supportTickets.id, ticketId))
          .returning();
        return u!;
      });
    },
    async resolve(ticketId: string, at: Date): Promise<SupportTicketRow> {
      const [u] = await db
        .update(supportTickets)
        .set({ status: 'resolved', resolvedAt: at, updatedAt: at })
        .where(eq(supportTickets.id, ticketId))
        .returning();
      return u!;
    },
    /** A file with the user of its ticket. */
    async attachment(id: string): Promise<{ a: SupportAttachmentRow; userId: string | null } | null> {
      const rows = await db
        .select({ a: supportAttachments, userId: supportTickets.userId })
        .from(supportAttachments)
        .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
        .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
        .where(eq(supportAttachments.id, id));
      return rows[0] ?? null;
    },
    /** Tickets of a user that are not resolved yet. */
    async openCount(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportTickets)
        .where(and(eq(supportTickets.userId, userId), sql`${supportTickets.status} <> 'resolved'`));
      return Number(rows[0]?.n ?? 0);
    },
  };
}
