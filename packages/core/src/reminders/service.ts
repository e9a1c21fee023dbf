/**
 * Remedy reminders: a user's own (create, edit, pause, delete), those an astrologer suggests at the
 * end of a consultation (accepted or declined by the user), marking an occurrence done (the streak:
 * consecutive occurrences done; the best streak) or snoozing it, and the job that finds due
 * reminders, records the occurrence, notifies and moves `next_at` on.
 *
 * The job is safe with several API instances: each claim is one `UPDATE … WHERE id IN (SELECT …
 * FOR UPDATE SKIP LOCKED) RETURNING`, which moves `next_at` a lease ahead, so no other instance sees
 * the row as due while this one works on it; the occurrence row is unique per (reminder, due
 * instant), so a claim replayed after a crash mid-way records and notifies nothing twice.
 */
import type {
  ReminderCreateBody,
  ReminderPlace,
  ReminderSchedule,
  ReminderSuggestBody,
  ReminderUpdateBody,
  ReminderViewData,
} from '@drishti/contracts/reminders';
import { reminderPlace, reminderSchedule } from '@drishti/contracts/reminders';
import type { Db } from '@drishti/db/connection';
import { astrologers, consultations, reminderOccurrences, reminders } from '@drishti/db/schema';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { notify } from '../notifications';
import { isValidZone, nextDue, nextDues } from './schedule';

type Row = typeof reminders.$inferSelect;

/** How long a claimed reminder is held by the instance working on it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Reminders claimed per statement. */
const CLAIM_BATCH = 50;
/** Reminders a user may keep. */
export const MAX_REMINDERS = 50;

function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

function parseSchedule(raw: unknown): ReminderSchedule {
  return reminderSchedule.parse(raw);
}
function parsePlace(raw: unknown): ReminderPlace | null {
  const p = reminderPlace.safeParse(raw);
  return p.success ? p.data : null;
}

/** The path a reminder notification opens. */
export const REMINDERS_PATH = '/reminders';

export function reminderService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** The latest occurrence of each reminder, when it is not done. */
  async function pendingOf(ids: string[]) {
    const out = new Map<string, { dueAt: string; snoozedUntil: string | null }>();
    if (ids.length === 0) return out;
    const rows = await db
      .selectDistinctOn([reminderOccurrences.reminderId])
      .from(reminderOccurrences)
      .where(inArray(reminderOccurrences.reminderId, ids))
      .orderBy(reminderOccurrences.reminderId, desc(reminderOccurrences.dueAt));
    for (const r of rows)
      if (!r.doneAt) out.set(r.reminderId, { dueAt: r.dueAt.toISOString(), snoozedUntil: iso(r.snoozedUntil) });
    return out;
  }

  async function views(rows: Row[]): Promise<ReminderViewData[]> {
    const pending = await pendingOf(rows.map((r) => r.id));
    const astroIds = [...new Set(rows.map((r) => r.suggestedBy).filter((x): x is string => !!x))];
    const astros = astroIds.length
      ? await db
          .select({ id: astrologers.id, name: astrologers.name, nameHi: astrologers.nameHi })
          .from(astrologers)
          .where(inArray(astrologers.id, astroIds))
      : [];
    const byId = new Map(astros.map((a) => [a.id, a]));
    return rows.map((r) => ({
      id: r.id,
      remedy: r.remedy,
      title: r.title,
      note: r.note,
      schedule: parseSchedule(r.schedule),
      place: parsePlace(r.place),
      status: r.status,
      nextAt: iso(r.nextAt),
      snoozedUntil: iso(r.snoozedUntil),
      streak: r.streak,
      bestStreak: r.bestStreak,
      lastDoneAt: iso(r.lastDoneAt),
      pending: pending.get(r.id) ?? null,
      suggestedBy: r.suggestedBy ? (byId.get(r.suggestedBy) ?? null) : null,
      consultationId: r.consultationId,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function one(row: Row): Promise<ReminderViewData> {
    return (await views([row]))[0]!;
  }

  async function mine(userId: string, id: string): Promise<Row> {
    const rows = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
    if (!rows[0]) throw new DomainError('not-found', 'No such reminder.');
    return rows[0];
  }

  function checkPlace(place: ReminderPlace) {
    if (!isValidZone(place.timezone)) {
      throw new DomainError('invalid', 'Choose a place from the list.', {
        fields: [{ field: 'place', message: 'Choose a place from the list.' }],
      });
    }
  }

  /** The next due instant, or an error for a schedule that never falls due. */
  function firstDue(schedule: ReminderSchedule, place: ReminderPlace): Date {
    const at = nextDue(schedule, place, now().getTime());
    if (at === null) {
      throw new DomainError('invalid', 'Choose a time in the future.', {
        fields: [{ field: 'schedule', message: 'Choose a time in the future.' }],
      });
    }
    return new Date(at);
  }

  /** Streak: consecutive done occurrences, newest first (the latest may still be waiting). */
  async function recomputeStreak(reminderId: string) {
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
  }

  return {
    /** The user's reminders (not the declined suggestions), suggestions first, then by next due. */
    async list(userId: string, opts: { consultationId?: string | undefined } = {}): Promise<ReminderViewData[]> {
      const rows = await db
        .select()
        .from(reminders)
        .where(
          opts.consultationId
            ? and(eq(reminders.userId, userId), eq(reminders.consultationId, opts.consultationId))
            : and(eq(reminders.userId, userId), ne(reminders.status, 'declined')),
        )
        .orderBy(
          sql`case when ${reminders.status} = 'suggested' then 0 else 1 end`,
          reminders.nextAt,
          reminders.createdAt,
        );
      return views(rows);
    },

    async get(userId: string, id: string) {
      return one(await mine(userId, id));
    },

    async create(userId: string, body: ReminderCreateBody): Promise<ReminderViewData> {
      checkPlace(body.place);
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reminders)
        .where(eq(reminders.userId, userId));
      if (Number(rows[0]?.n ?? 0) >= MAX_REMINDERS)
        throw new DomainError('conflict', 'You have reached the limit of 50 reminders. Delete one to add another.');
      const nextAt = firstDue(body.schedule, body.place);
      const created = await db
        .insert(reminders)
        .values({
          userId,
          remedy: body.remedy,
          title: body.title,
          note: body.note || null,
          schedule: body.schedule,
          place: body.place,
          status: 'active',
          nextAt,
        })
        .returning();
      return one(created[0]!);
    },

    async update(userId: string, id: string, body: ReminderUpdateBody): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status === 'suggested' || r.status === 'declined')
        throw new DomainError('conflict', 'Accept the suggestion first.');
      const schedule = body.schedule ?? parseSchedule(r.schedule);
      const place = body.place ?? parsePlace(r.place);
      if (!place) throw new DomainError('invalid', 'Choose a place from the list.');
      if (body.place) checkPlace(body.place);
      const status = body.status ?? r.status;
      const reschedule =
        body.schedule !== undefined || body.place !== undefined || (status === 'active' && r.status !== 'active');
      const patch: Partial<typeof reminders.$inferInsert> = { updatedAt: now(), status };
      if (body.remedy) patch.remedy = body.remedy;
      if (body.title !== undefined) patch.title = body.title;
      if (body.note !== undefined) patch.note = body.note || null;
      if (body.schedule) patch.schedule = body.schedule;
      if (body.place) patch.place = body.place;
      if (reschedule && status === 'active') patch.nextAt = firstDue(schedule, place);
      if (status === 'paused') patch.snoozedUntil = null;
      const updated = await db.update(reminders).set(patch).where(eq(reminders.id, id)).returning();
      return one(updated[0]!);
    },

    async remove(userId: string, id: string): Promise<void> {
      await mine(userId, id);
      await db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
    },

    /** Marks the occurrence waiting for the user done. */
    async done(userId: string, id: string): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      const latest = await db
        .select()
        .from(reminderOccurrences)
        .where(eq(reminderOccurrences.reminderId, r.id))
        .orderBy(desc(reminderOccurrences.dueAt))
        .limit(1);
      const occ = latest[0];
      if (!occ || occ.doneAt) throw new DomainError('conflict', 'Nothing is waiting to be marked done.');
      const t = now();
      await db
        .update(reminderOccurrences)
        .set({ doneAt: t, snoozedUntil: null })
        .where(eq(reminderOccurrences.id, occ.id));
      await db.update(reminders).set({ lastDoneAt: t, snoozedUntil: null, updatedAt: t }).where(eq(reminders.id, r.id));
      await recomputeStreak(r.id);
      return one(await mine(userId, id));
    },

    /** Reminds again in 10 minutes or an hour about the occurrence waiting for the user. */
    async snooze(userId: string, id: string, minutes: 10 | 60): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status !== 'active') throw new DomainError('conflict', 'This reminder is not active.');
      const latest = await db
        .select()
        .from(reminderOccurrences)
        .where(eq(reminderOccurrences.reminderId, r.id))
        .orderBy(desc(reminderOccurrences.dueAt))
        .limit(1);
      const occ = latest[0];
      if (!occ || occ.doneAt) throw new DomainError('conflict', 'Nothing is waiting to be snoozed.');
      const until = new Date(now().getTime() + minutes * 60_000);
      await db.update(reminderOccurrences).set({ snoozedUntil: until }).where(eq(reminderOccurrences.id, occ.id));
      const updated = await db
        .update(reminders)
        .set({ snoozedUntil: until, updatedAt: now() })
        .where(eq(reminders.id, r.id))
        .returning();
      return one(updated[0]!);
    },

    /** The next few due instants of a schedule (the form's preview). */
    preview(schedule: ReminderSchedule, place: ReminderPlace, count = 3): string[] {
      checkPlace(place);
      return nextDues(schedule, place, now().getTime(), count).map((t) => new Date(t).toISOString());
    },

    /**
     * An astrologer suggests a reminder to the user of one of their consultations (active or
     * ended); the user is notified and accepts or declines it.
     */
    async suggest(actorUserId: string, consultationId: string, body: ReminderSuggestBody): Promise<ReminderViewData> {
      checkPlace(body.place);
      const rows = await db
        .select({ c: consultations, a: astrologers })
        .from(consultations)
        .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
        .where(eq(consultations.id, consultationId));
      const row = rows[0];
      if (!row || row.a.userId !== actorUserId) throw new DomainError('not-found', 'No such consultation.');
      if (row.c.status !== 'active' && row.c.status !== 'ended')
        throw new DomainError('conflict', 'You can suggest a reminder during or after a consultation.');
      const existing = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reminders)
        .where(eq(reminders.consultationId, consultationId));
      if (Number(existing[0]?.n ?? 0) >= 5)
        throw new DomainError('conflict', 'You can suggest up to 5 reminders in one consultation.');
      // Checked now so that the user's one tap cannot fail on it later.
      firstDue(body.schedule, body.place);
      const created = await db
        .insert(reminders)
        .values({
          userId: row.c.userId,
          remedy: body.remedy,
          title: body.title,
          note: body.note || null,
          schedule: body.schedule,
          place: body.place,
          status: 'suggested',
          nextAt: null,
          suggestedBy: row.a.id,
          consultationId,
        })
        .returning();
      const r = created[0]!;
      await notify(
        db,
        row.c.userId,
        'reminder',
        { event: 'suggested', reminderId: r.id, title: r.title, astrologer: row.a.name, astrologerHi: row.a.nameHi },
        REMINDERS_PATH,
      );
      return one(r);
    },

    /** The suggestions of one consultation, for its astrologer. */
    async suggestionsOf(actorUserId: string, consultationId: string): Promise<ReminderViewData[]> {
      const rows = await db
        .select({ r: reminders, a: astrologers })
        .from(reminders)
        .innerJoin(astrologers, eq(astrologers.id, reminders.suggestedBy))
        .where(eq(reminders.consultationId, consultationId));
      return views(rows.filter((x) => x.a.userId === actorUserId).map((x) => x.r));
    },

    /** The user accepts a suggestion (it starts) or declines it. */
    async answer(userId: string, id: string, accept: boolean): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status !== 'suggested') throw new DomainError('conflict', 'This suggestion has already been answered.');
      const place = parsePlace(r.place);
      const patch: Partial<typeof reminders.$inferInsert> = accept
        ? { status: 'active', nextAt: firstDue(parseSchedule(r.schedule), place!), updatedAt: now() }
        : { status: 'declined', nextAt: null, updatedAt: now() };
      const updated = await db
        .update(reminders)
        .set(patch)
        .where(and(eq(reminders.id, id), eq(reminders.status, 'suggested')))
        .returning();
      if (!updated[0]) throw new DomainError('conflict', 'This suggestion has already been answered.');
      return one(updated[0]);
    },

    /**
     * One run of the job: snoozed occurrences that are due again are re-notified, and reminders
     * whose `next_at` has come are recorded, notified and moved on. Returns how many of each.
     */
    async runDue(): Promise<{ due: number; snoozed: number }> {
      const t = now();
      const lease = new Date(t.getTime() + CLAIM_LEASE_MS);
      // Snoozed: clearing snoozed_until is the claim.
      const snoozedRes = await db.execute(sql`
        update reminders set snoozed_until = null
        where id in (
          select id from reminders
          where status = 'active' and snoozed_until is not null and snoozed_until <= ${t.toISOString()}::timestamptz
          order by snoozed_until limit ${CLAIM_BATCH}
          for update skip locked)
        returning id`);
      const snoozedIds = (snoozedRes as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));
      if (snoozedIds.length > 0) {
        const rows = await db.select().from(reminders).where(inArray(reminders.id, snoozedIds));
        for (const r of rows) {
          await db
            .update(reminderOccurrences)
            .set({ snoozedUntil: null })
            .where(and(eq(reminderOccurrences.reminderId, r.id), isNull(reminderOccurrences.doneAt)));
          await notify(
            db,
            r.userId,
            'reminder',
            { reminderId: r.id, title: r.title, remedy: r.remedy, snoozed: true },
            REMINDERS_PATH,
          );
        }
      }

      // Due: next_at moves a lease ahead while this instance works on the row.
      const dueRes = await db.execute(sql`
        with due as (
          select id, next_at from reminders
          where status = 'active' and next_at is not null and next_at <= ${t.toISOString()}::timestamptz
          order by next_at limit ${CLAIM_BATCH}
          for update skip locked)
        update reminders r set next_at = ${lease.toISOString()}::timestamptz
        from due where r.id = due.id
        returning r.id as id, due.next_at as due_at`);
      const claimed = (dueRes as unknown as { rows: { id: string; due_at: string | Date }[] }).rows.map((r) => ({
        id: String(r.id),
        dueAt: new Date(r.due_at),
      }));
      for (const c of claimed) {
        const rows = await db.select().from(reminders).where(eq(reminders.id, c.id));
        const r = rows[0];
        if (!r) continue;
        const inserted = await db
          .insert(reminderOccurrences)
          .values({ reminderId: r.id, dueAt: c.dueAt })
          .onConflictDoNothing()
          .returning({ id: reminderOccurrences.id });
        if (inserted[0]) {
          await notify(
            db,
            r.userId,
            'reminder',
            { reminderId: r.id, title: r.title, remedy: r.remedy },
            REMINDERS_PATH,
          );
          await db
            .update(reminderOccurrences)
            .set({ notifiedAt: now() })
            .where(eq(reminderOccurrences.id, inserted[0].id));
        }
        let next: Date | null = null;
        const place = parsePlace(r.place);
        try {
          const at = place ? nextDue(parseSchedule(r.schedule), place, Math.max(c.dueAt.getTime(), t.getTime())) : null;
          next = at === null ? null : new Date(at);
        } catch {
          next = null;
        }
        await db
          .update(reminders)
          .set({ nextAt: next, snoozedUntil: null, updatedAt: now() })
          .where(and(eq(reminders.id, r.id), eq(reminders.nextAt, lease)));
        await recomputeStreak(r.id);
      }
      return { due: claimed.length, snoozed: snoozedIds.length };
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
