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
import { type NewReminder, type ReminderRow, remindersRepository } from '@drishti/db/repositories/reminders';
import { DomainError } from '../errors';
import { notify } from '../notifications';
import { isValidZone, nextDue, nextDues } from './schedule';

type Row = ReminderRow;

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
  const repo = remindersRepository(db);
  /** The latest occurrence of each reminder, when it is not done. */
  async function pendingOf(ids: string[]) {
    const out = new Map<string, { dueAt: string; snoozedUntil: string | null }>();
    if (ids.length === 0) return out;
    const rows = await repo.latestOccurrences(ids);
    for (const r of rows)
      if (!r.doneAt) out.set(r.reminderId, { dueAt: r.dueAt.toISOString(), snoozedUntil: iso(r.snoozedUntil) });
    return out;
  }

  async function views(rows: Row[]): Promise<ReminderViewData[]> {
    const pending = await pendingOf(rows.map((r) => r.id));
    const astroIds = [...new Set(rows.map((r) => r.suggestedBy).filter((x): x is string => !!x))];
    const astros = astroIds.length ? await repo.astrologerNames(astroIds) : [];
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
    const row = await repo.ofUser(userId, id);
    if (!row) throw new DomainError('not-found', 'No such reminder.', { code: 'no-such-reminder' });
    return row;
  }

  function checkPlace(place: ReminderPlace) {
    if (!isValidZone(place.timezone)) {
      throw new DomainError('invalid', 'Choose a place from the list.', {
        code: 'place-not-chosen',
        fields: [{ field: 'place', message: 'Choose a place from the list.' }],
      });
    }
  }

  /** The next due instant, or an error for a schedule that never falls due. */
  function firstDue(schedule: ReminderSchedule, place: ReminderPlace): Date {
    const at = nextDue(schedule, place, now().getTime());
    if (at === null) {
      throw new DomainError('invalid', 'Choose a time in the future.', {
        code: 'time-not-in-future',
        fields: [{ field: 'schedule', message: 'Choose a time in the future.' }],
      });
    }
    return new Date(at);
  }

  /** Streak: consecutive done occurrences, newest first (the latest may still be waiting). */
  const recomputeStreak = (reminderId: string) => repo.recomputeStreak(reminderId);

  return {
    /** The user's reminders (not the declined suggestions), suggestions first, then by next due. */
    async list(userId: string, opts: { consultationId?: string | undefined } = {}): Promise<ReminderViewData[]> {
      const rows = await repo.list(userId, opts.consultationId);
      return views(rows);
    },

    async get(userId: string, id: string) {
      return one(await mine(userId, id));
    },

    async create(userId: string, body: ReminderCreateBody): Promise<ReminderViewData> {
      checkPlace(body.place);
      if ((await repo.countOfUser(userId)) >= MAX_REMINDERS)
        throw new DomainError('conflict', 'You have reached the limit of 50 reminders. Delete one to add another.', {
          code: 'reminders-limit-reached',
        });
      const nextAt = firstDue(body.schedule, body.place);
      const created = await repo.insert({
        userId,
        remedy: body.remedy,
        title: body.title,
        note: body.note || null,
        schedule: body.schedule,
        place: body.place,
        status: 'active',
        nextAt,
      });
      return one(created);
    },

    async update(userId: string, id: string, body: ReminderUpdateBody): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status === 'suggested' || r.status === 'declined')
        throw new DomainError('conflict', 'Accept the suggestion first.', { code: 'suggestion-not-accepted' });
      const schedule = body.schedule ?? parseSchedule(r.schedule);
      const place = body.place ?? parsePlace(r.place);
      if (!place) throw new DomainError('invalid', 'Choose a place from the list.', { code: 'place-not-chosen' });
      if (body.place) checkPlace(body.place);
      const status = body.status ?? r.status;
      const reschedule =
        body.schedule !== undefined || body.place !== undefined || (status === 'active' && r.status !== 'active');
      const patch: Partial<NewReminder> = { updatedAt: now(), status };
      if (body.remedy) patch.remedy = body.remedy;
      if (body.title !== undefined) patch.title = body.title;
      if (body.note !== undefined) patch.note = body.note || null;
      if (body.schedule) patch.schedule = body.schedule;
      if (body.place) patch.place = body.place;
      if (reschedule && status === 'active') patch.nextAt = firstDue(schedule, place);
      if (status === 'paused') patch.snoozedUntil = null;
      return one((await repo.update(id, patch))!);
    },

    async remove(userId: string, id: string): Promise<void> {
      await mine(userId, id);
      await repo.remove(userId, id);
    },

    /** Marks the occurrence waiting for the user done. */
    async done(userId: string, id: string): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      const occ = await repo.latestOccurrence(r.id);
      if (!occ || occ.doneAt)
        throw new DomainError('conflict', 'Nothing is waiting to be marked done.', {
          code: 'nothing-to-mark-done',
        });
      const t = now();
      await repo.updateOccurrence(occ.id, { doneAt: t, snoozedUntil: null });
      await repo.update(r.id, { lastDoneAt: t, snoozedUntil: null, updatedAt: t });
      await recomputeStreak(r.id);
      return one(await mine(userId, id));
    },

    /** Reminds again in 10 minutes or an hour about the occurrence waiting for the user. */
    async snooze(userId: string, id: string, minutes: 10 | 60): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status !== 'active')
        throw new DomainError('conflict', 'This reminder is not active.', { code: 'reminder-inactive' });
      const occ = await repo.latestOccurrence(r.id);
      if (!occ || occ.doneAt)
        throw new DomainError('conflict', 'Nothing is waiting to be snoozed.', { code: 'nothing-to-snooze' });
      const until = new Date(now().getTime() + minutes * 60_000);
      await repo.updateOccurrence(occ.id, { snoozedUntil: until });
      return one((await repo.update(r.id, { snoozedUntil: until, updatedAt: now() }))!);
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
      const row = await repo.consultationWithAstrologer(consultationId);
      if (!row || row.a.userId !== actorUserId)
        throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
      if (row.c.status !== 'active' && row.c.status !== 'ended')
        throw new DomainError('conflict', 'You can suggest a reminder during or after a consultation.', {
          code: 'suggestion-needs-consultation',
        });
      if ((await repo.countOfConsultation(consultationId)) >= 5)
        throw new DomainError('conflict', 'You can suggest up to 5 reminders in one consultation.', {
          code: 'suggestions-limit-reached',
        });
      // Checked now so that the user's one tap cannot fail on it later.
      firstDue(body.schedule, body.place);
      const r = await repo.insert({
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
      });
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
      const rows = await repo.suggestionsOf(consultationId);
      return views(rows.filter((x) => x.a.userId === actorUserId).map((x) => x.r));
    },

    /** The user accepts a suggestion (it starts) or declines it. */
    async answer(userId: string, id: string, accept: boolean): Promise<ReminderViewData> {
      const r = await mine(userId, id);
      if (r.status !== 'suggested')
        throw new DomainError('conflict', 'This suggestion has already been answered.', {
          code: 'suggestion-already-answered',
        });
      const place = parsePlace(r.place);
      const patch: Partial<NewReminder> = accept
        ? { status: 'active', nextAt: firstDue(parseSchedule(r.schedule), place!), updatedAt: now() }
        : { status: 'declined', nextAt: null, updatedAt: now() };
      const updated = await repo.answer(id, patch);
      if (!updated)
        throw new DomainError('conflict', 'This suggestion has already been answered.', {
          code: 'suggestion-already-answered',
        });
      return one(updated);
    },

    /**
     * One run of the job: snoozed occurrences that are due again are re-notified, and reminders
     * whose `next_at` has come are recorded, notified and moved on. Returns how many of each.
     */
    async runDue(): Promise<{ due: number; snoozed: number }> {
      const t = now();
      const lease = new Date(t.getTime() + CLAIM_LEASE_MS);
      // Snoozed: clearing snoozed_until is the claim.
      const snoozedIds = await repo.claimSnoozed(t, CLAIM_BATCH);
      if (snoozedIds.length > 0) {
        const rows = await repo.byIds(snoozedIds);
        for (const r of rows) {
          await repo.unsnoozeOccurrences(r.id);
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
      const claimed = await repo.claimDue(t, lease, CLAIM_BATCH);
      for (const c of claimed) {
        const r = await repo.byId(c.id);
        if (!r) continue;
        const occurrenceId = await repo.addOccurrence(r.id, c.dueAt);
        if (occurrenceId !== null) {
          await notify(
            db,
            r.userId,
            'reminder',
            { reminderId: r.id, title: r.title, remedy: r.remedy },
            REMINDERS_PATH,
          );
          await repo.updateOccurrence(occurrenceId, { notifiedAt: now() });
        }
        let next: Date | null = null;
        const place = parsePlace(r.place);
        try {
          const at = place ? nextDue(parseSchedule(r.schedule), place, Math.max(c.dueAt.getTime(), t.getTime())) : null;
          next = at === null ? null : new Date(at);
        } catch {
          next = null;
        }
        await repo.release(r.id, lease, { nextAt: next, snoozedUntil: null, updatedAt: now() });
        await recomputeStreak(r.id);
      }
      return { due: claimed.length, snoozed: snoozedIds.length };
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
