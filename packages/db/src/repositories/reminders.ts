import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers, consultations, reminderOccurrences, reminders } from '../schema';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = typeof reminders.$inferInsert;
export type ReminderOccurrenceRow = typeof reminderOccurrences.$inferSelect;

/** Remedy reminders and their occurrences (see the tables' comments in schema.ts). */
export function remindersRepository(db: Db) {
  return {
    /** The latest occurrence of each reminder. */
    latestOccurrences(ids: string[]): Promise<ReminderOccurrenceRow[]> {
      return db
        .selectDistinctOn([reminderOccurrences.reminderId])
        .from(reminderOccurrences)
        .where(inArray(reminderOccurrences.reminderId, ids))
        .orderBy(reminderOccurrences.reminderId, desc(reminderOccurrences.dueAt));
    },
    /** The latest occurrence of one reminder. */
    async latestOccurrence(reminderId: string): Promise<ReminderOccurrenceRow | null> {
      const rows = await db
        .select()
        .from(reminderOccurrences)
        .where(eq(reminderOccurrences.reminderId, reminderId))
        .orderBy(desc(reminderOccurrences.dueAt))
        .limit(1);
      return rows[0] ?? null;
    },
    astrologerNames(ids: string[]): Promise<{ id: string; name: string; nameHi: string }[]> {
      return db
        .select({ id: astrologers.id, name: astrologers.name, nameHi: astrologers.nameHi })
        .from(astrologers)
        .where(inArray(astrologers.id, ids));
    },
    async ofUser(userId: string, id: string): Promise<ReminderRow | null> {
      const rows = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
      return rows[0] ?? null;
    },
    async byId(id: string): Promise<ReminderRow | null> {
      const rows = await db.select().from(reminders).where(eq(reminders.id, id));
      return rows[0] ?? null;
    },
    byIds: (ids: string[]): Promise<ReminderRow[]> => db.select().from(reminders).where(inArray(reminders.id, ids)),
    /** Sets the streak from the done occurrences in a row, newest first (the latest may still be waiting). */
    async recomputeStreak(reminderId: string): Promise<void> {
      const occ = await db
        .select({ doneAt: reminderOccurrences.doneAt })
        .from(reminderOccurrences)
        .where(eq(reminderOccurrences.reminderId, reminderId))
        .orderBy(desc(reminderOccurrences.dueAt))
        .limit(1000);
      let i = occ[0] && !occ[0].doneAt ? 1 : 0;
      let streak = 0;
      for (; i < occ.length && occ[i]!.doneAt; i++) streak++;
      await db
        .update(reminders)
        .set({ streak, bestStreak: sql`greatest(${reminders.bestStreak}, ${streak})` })
        .where(eq(reminders.id, reminderId));
    },
    /** A user's reminders (of one consultation, or all but the declined), suggestions first, then by next due. */
    list(userId: string, consultationId?: string): Promise<ReminderRow[]> {
      return db
        .select()
        .from(reminders)
        .where(
          consultationId
            ? and(eq(reminders.userId, userId), eq(reminders.consultationId, consultationId))
            : and(eq(reminders.userId, userId), ne(reminders.status, 'declined')),
        )
        .orderBy(
          sql`case when ${reminders.status} = 'suggested' then 0 else 1 end`,
          reminders.nextAt,
          reminders.createdAt,
        );
    },
    async countOfUser(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reminders)
        .where(eq(reminders.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },
    async countOfConsultation(consultationId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reminders)
        .where(eq(reminders.consultationId, consultationId));
      return Number(rows[0]?.n ?? 0);
    },
    async insert(r: NewReminder): Promise<ReminderRow> {
      const rows = await db.insert(reminders).values(r).returning();
      return rows[0]!;
    },
    async update(id: string, patch: Partial<NewReminder>): Promise<ReminderRow | null> {
      const rows = await db.update(reminders).set(patch).where(eq(reminders.id, id)).returning();
      return rows[0] ?? null;
    },
    /** Answers a suggestion; null when it was answered already. */
    async answer(id: string, patch: Partial<NewReminder>): Promise<ReminderRow | null> {
      const rows = await db
        .update(reminders)
        .set(patch)
        .where(and(eq(reminders.id, id), eq(reminders.status, 'suggested')))
        .returning();
      return rows[0] ?? null;
    },
    /** Moves a claimed reminder on, unless another run claimed it since (its lease changed). */
    async release(id: string, lease: Date, patch: Partial<NewReminder>): Promise<void> {
      await db
        .update(reminders)
        .set(patch)
        .where(and(eq(reminders.id, id), eq(reminders.nextAt, lease)));
    },
    async remove(userId: string, id: string): Promise<void> {
      await db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
    },
    async updateOccurrence(id: number, patch: Partial<typeof reminderOccurrences.$inferInsert>): Promise<void> {
      await db.update(reminderOccurrences).set(patch).where(eq(reminderOccurrences.id, id));
    },
    /** The reminder's occurrences not done yet are no longer snoozed. */
    async unsnoozeOccurrences(reminderId: string): Promise<void> {
      await db
        .update(reminderOccurrences)
        .set({ snoozedUntil: null })
        .where(and(eq(reminderOccurrences.reminderId, reminderId), isNull(reminderOccurrences.doneAt)));
    },
    /** Records an occurrence; its id, or null when it was recorded already. */
    async addOccurrence(reminderId: string, dueAt: Date): Promise<number | null> {
      const rows = await db
        .insert(reminderOccurrences)
        .values({ reminderId, dueAt })
        .onConflictDoNothing()
        .returning({ id: reminderOccurrences.id });
      return rows[0]?.id ?? null;
    },
    /** A consultation with its astrologer, for suggestions. */
    async consultationWithAstrologer(consultationId: string) {
      const rows = await db
        .select({ c: consultations, a: astrologers })
        .from(consultations)
        .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
        .where(eq(consultations.id, consultationId));
      return rows[0] ?? null;
    },
    /** The suggestions of a consultation with the astrologer who made each. */
    suggestionsOf(consultationId: string) {
      return db
        .select({ r: reminders, a: astrologers })
        .from(reminders)
        .innerJoin(astrologers, eq(astrologers.id, reminders.suggestedBy))
        .where(eq(reminders.consultationId, consultationId));
    },
    /** Claims snoozed reminders due again (clearing snoozed_until is the claim); their ids. */
    async claimSnoozed(at: Date, batch: number): Promise<string[]> {
      const res = await db.execute(sql`
        update reminders set snoozed_until = null
        where id in (
          select id from reminders
          where status = 'active' and snoozed_until is not null and snoozed_until <= ${at.toISOString()}::timestamptz
          order by snoozed_until limit ${batch}
          for update skip locked)
        returning id`);
      return (res as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));
    },
    /** Claims due reminders: next_at moves to the lease while one instance works on them. */
    async claimDue(at: Date, lease: Date, batch: number): Promise<{ id: string; dueAt: Date }[]> {
      const res = await db.execute(sql`
        with due as (
          select id, next_at from reminders
          where status = 'active' and next_at is not null and next_at <= ${at.toISOString()}::timestamptz
          order by next_at limit ${batch}
          for update skip locked)
        update reminders r set next_at = ${lease.toISOString()}::timestamptz
        from due where r.id = due.id
        returning r.id as id, due.next_at as due_at`);
      return (res as unknown as { rows: { id: string; due_at: string | Date }[] }).rows.map((r) => ({
        id: String(r.id),
        dueAt: new Date(r.due_at),
      }));
    },
  };
}
