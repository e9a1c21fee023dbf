import type { ConsultationViewData, ConsultRole } from '@drishti/contracts/consultations';
import type { Db } from '@drishti/db/connection';
import { consultationsRepository } from '@drishti/db/repositories/consultations';
import { consultationMeterRepository, type PlainRun } from '@drishti/db/repositories/consultations-meter';
import { DomainError } from '../errors';
import { type Consultation, type ConsultationContext, yieldToSockets } from './context';
import { isDue, nextDueAt } from './next-due';
import { isPresent, meterDelta, startedMinutes } from './rules';
import type { ConsultationSettlement } from './settlement';
import type { ConsultationViews } from './view';

/** A sweep's claim on the sessions it meters lapses after this long (an instance that died mid-sweep). */
const METER_CLAIM_MS = 60_000;

/**
 * The server's meter (docs/CONSULTATIONS.md): connected time while both sides are present (and,
 * for calls, the media connected), each started minute billed, one minute reserved ahead, a
 * warning a minute before the coins run out, and the end when they do or a side stays away.
 */
export function consultationMeter(
  ctx: ConsultationContext,
  views: ConsultationViews,
  money: ConsultationSettlement,
  promote: (astrologerId: string) => Promise<void>,
) {
  const { repo, hub, now, minuteMs, graceMs, awayLimitMs, meterBatch } = ctx;
  const batches = consultationMeterRepository(ctx.db);

  /**
   * Runs the meter of one active consultation up to now (under its row lock, in `tx`): adds
   * connected time, bills started minutes, reserves the next minute ahead, warns, and ends it when
   * the coins run out or a side has been away too long. Returns the row after the run, and what happened.
   */
  async function runMeter(
    tx: Db,
    c: Consultation,
    grace = graceMs,
  ): Promise<{ c: Consultation; warned: boolean; ended: boolean }> {
    const t = now().getTime();
    if (c.status !== 'active') return { c, warned: false, ended: false };
    let connectedMs = c.connectedMs + meterDelta(c, t, grace);
    let reserved = c.reservedCoins;
    const reservedMinutes = () => Math.floor(reserved / c.pricePerMinute);
    // Keep one minute reserved ahead of the meter, so a started minute is always covered.
    let short = false;
    while (reservedMinutes() < startedMinutes(connectedMs, minuteMs) + 1) {
      // A spending cap (a live event's stage call) ends the call as running out of coins does.
      if (c.capCoins !== null && reserved + c.pricePerMinute > c.capCoins) {
        short = true;
        break;
      }
      const n = reservedMinutes() + 1;
      if (!(await money.reserve(tx, c, `session:${c.id}:minute:${n}`, c.pricePerMinute))) {
        short = true;
        break;
      }
      reserved += c.pricePerMinute;
    }
    const capMs = reservedMinutes() * minuteMs;
    const outOfCoins = short && connectedMs >= capMs;
    if (connectedMs > capMs) connectedMs = capMs;
    const billed = startedMinutes(connectedMs, minuteMs);
    const userHere = isPresent(c.userJoined, c.userSeenAt, t, grace);
    const astroHere = isPresent(c.astrologerJoined, c.astrologerSeenAt, t, grace);
    let awaySince = c.awaySince;
    if (userHere && astroHere) awaySince = null;
    else if (!awaySince) {
      const lastBoth = Math.min(
        c.userJoined && c.userSeenAt ? c.userSeenAt.getTime() + grace : t,
        c.astrologerJoined && c.astrologerSeenAt ? c.astrologerSeenAt.getTime() + grace : t,
        t,
      );
      awaySince = new Date(lastBoth);
    }
    const warnAhead = short && !c.warnedAt && capMs - connectedMs <= minuteMs;
    const ran = {
      connectedMs,
      billedMinutes: billed,
      reservedCoins: reserved,
      meterAt: new Date(t),
      awaySince,
      ...(warnAhead ? { warnedAt: new Date(t) } : {}),
    };
    let next = (await consultationsRepository(tx).update(c.id, {
      ...ran,
      nextDueAt: nextDueAt({ ...c, ...ran }, minuteMs, graceMs),
    }))!;
    if (outOfCoins) return { c: await money.finish(tx, next, 'ended', 'balance'), warned: warnAhead, ended: true };
    if (awaySince && t - awaySince.getTime() >= awayLimitMs) {
      next = await money.finish(tx, next, 'ended', 'disconnected');
      return { c: next, warned: false, ended: true };
    }
    return { c: next, warned: warnAhead, ended: false };
  }

  /**
   * A side known to have been gone since `at` (its sockets were on an instance that died then):
   * its sign of life counts for no longer than `at`, and connected time an earlier run counted
   * after `at` on the strength of the grace is taken back (docs/SCALING.md).
   */
  function goneSince(c: Consultation, role: ConsultRole, at: number): Consultation {
    const seen = role === 'user' ? c.userSeenAt : c.astrologerSeenAt;
    if (!seen || !(role === 'user' ? c.userJoined : c.astrologerJoined)) return c;
    let connectedMs = c.connectedMs;
    // (Only while the other side is joined: once it has left, nothing was counted since, and a
    // first side taken over with it has had this time taken back already.)
    const otherJoined = role === 'user' ? c.astrologerJoined : c.userJoined;
    if (otherJoined && c.meterAt && c.meterAt.getTime() > at) {
      const countedUntil = Math.min(c.meterAt.getTime(), seen.getTime() + graceMs);
      connectedMs = Math.max(0, connectedMs - Math.max(0, countedUntil - at));
    }
    const capped = new Date(Math.min(seen.getTime(), at - graceMs));
    return { ...c, connectedMs, ...(role === 'user' ? { userSeenAt: capped } : { astrologerSeenAt: capped }) };
  }

  /**
   * Runs the meter of one consultation in its own transaction (then applies `change`), then tells
   * both sides. `gone`: a side gone since a known moment (see {@link goneSince}).
   */
  async function tick(
    id: string,
    change?: (c: Consultation) => Partial<Consultation>,
    grace = graceMs,
    gone?: { role: ConsultRole; at: Date },
  ): Promise<Consultation | null> {
    const result = await repo.transaction(async (tx) => {
      const r = consultationsRepository(tx);
      const locked = await r.lock(id);
      if (!locked) return null;
      const c = gone && locked.status === 'active' ? goneSince(locked, gone.role, gone.at.getTime()) : locked;
      const run = await runMeter(tx, c, grace);
      let row = run.c;
      if (!run.ended && change && row.status === 'active') {
        const patch = change(row);
        // (A side joining or leaving changes when the meter is next due.)
        if (Object.keys(patch).length > 0)
          row = (await r.update(id, { ...patch, nextDueAt: nextDueAt({ ...row, ...patch }, minuteMs, graceMs) }))!;
      }
      return { ...run, c: row };
    });
    if (!result) return null;
    if (result.warned) {
      const secondsLeft = Math.max(
        0,
        Math.round((result.c.reservedCoins / result.c.pricePerMinute) * minuteMs - result.c.connectedMs) / 1000,
      );
      const warning = {
        type: 'consultation.warning' as const,
        consultationId: id,
        secondsLeft: Math.round(secondsLeft),
      };
      hub.publish(result.c.userId, warning);
      const au = await ctx.accountOf(result.c.astrologerId);
      if (au) hub.publish(au, warning);
    }
    if (result.ended) {
      await views.announce(result.c);
      await promote(result.c.astrologerId);
    } else await views.announceMeter(result.c);
    return result.c;
  }

  /**
   * The meter run of a session with nothing to decide: both sides present, no warning given, and
   * the reservation covering the started minutes with one to spare. runMeter would then only move
   * the connected time, the billed minutes and meterAt (and clear awaySince: nobody is away), so
   * such runs can share one statement. Returns the new connected time, or null when runMeter must decide.
   */
  function plainRun(c: Consultation, at: number): number | null {
    if (c.status !== 'active' || !c.meterAt || c.warnedAt) return null;
    if (
      !isPresent(c.userJoined, c.userSeenAt, at, graceMs) ||
      !isPresent(c.astrologerJoined, c.astrologerSeenAt, at, graceMs)
    )
      return null;
    const connectedMs = c.connectedMs + meterDelta(c, at, graceMs);
    if (Math.floor(c.reservedCoins / c.pricePerMinute) < startedMinutes(connectedMs, minuteMs) + 1) return null;
    return connectedMs;
  }

  /**
   * Runs plain meters (see {@link plainRun}) in one statement and tells both sides of each. A
   * session changed since it was read (its meterAt moved: a tick, a join or a leave ran) or no
   * longer plain is left out; the ids left out are returned for {@link tick} to run one by one.
   */
  async function runPlainMeters(list: Consultation[]): Promise<{ ran: number; left: string[] }> {
    const at = now();
    const runs: PlainRun[] = [];
    const left: string[] = [];
    for (const c of list) {
      const connectedMs = plainRun(c, at.getTime());
      if (connectedMs === null) left.push(c.id);
      else {
        const billedMinutes = startedMinutes(connectedMs, minuteMs);
        const after = { ...c, connectedMs, billedMinutes, meterAt: at, awaySince: null };
        runs.push({ c, connectedMs, billedMinutes, nextDueAt: nextDueAt(after, minuteMs, graceMs) });
      }
    }
    if (runs.length === 0) return { ran: 0, left };
    let updated: Consultation[];
    try {
      updated = await batches.runPlain(runs, at);
    } catch {
      // (Another instance's sweep locking the same rows, say.) Each goes through tick() instead.
      return { ran: 0, left: list.map((c) => c.id) };
    }
    const done = new Set(updated.map((c) => c.id));
    for (const r of runs) if (!done.has(r.c.id)) left.push(r.c.id);
    await views.announceMeters(updated);
    return { ran: updated.length, left };
  }

  return {
    tick,

    /**
     * Runs every active meter that is due at `t`. A meter whose sides are both present and whose
     * reserved coins last a while is run every half minute; the rest (someone away, coins running
     * out) on every sweep. Each session's next due time is stored (`nextDueAt`, see
     * ./next-due.ts); due sessions are claimed in batches by it, each row by one sweep (rows
     * another sweep is claiming are skipped, rows it has claimed wait until it is done), so
     * several instances divide the meter between them instead of each running all of it.
     */
    async runDue(t: Date): Promise<number> {
      const claimedUntil = new Date(t.getTime() + METER_CLAIM_MS);
      let ticked = 0;
      for (;;) {
        const active = await batches.claimDue({ at: t, claimedUntil, limit: meterBatch });
        if (active.length === 0) break;
        // (A stored time is early, never late: later signs of life may have put a session off.)
        const due = active.filter((a) => isDue(a, t.getTime(), minuteMs, graceMs));
        // Most live sessions only need their connected time moved on: one statement does them all.
        // The rest (someone away, coins to reserve, a warning, an end) run one by one.
        const { ran, left } = await runPlainMeters(due);
        ticked += ran;
        await yieldToSockets();
        for (const id of left) {
          await tick(id);
          ticked++;
          await yieldToSockets();
        }
        // The rest are not due yet: each gets its next due time back (after `t`, so this sweep
        // does not take it again). Rows run since have their own already.
        await batches.releaseClaims(
          active.map((a) => ({
            id: a.id,
            nextDueAt: new Date(Math.max(nextDueAt(a, minuteMs, graceMs).getTime(), t.getTime() + 1)),
          })),
          claimedUntil,
        );
      }
      // (Astrologers whose connection went quiet need nothing here: they show offline once it is
      // older than the grace, and online again when they reconnect with a channel still switched on.)
      return ticked;
    },

    /** Either side ends an active consultation; it is settled at once. Ending twice is harmless. */
    async end(userId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await ctx.participant(id, userId);
      if (c.status === 'ended') return views.view(c, role);
      if (c.status !== 'active')
        throw new DomainError('conflict', 'This consultation is not in progress.', {
          code: 'consultation-not-in-progress',
        });
      const ended = await repo.transaction(async (tx) => {
        const locked = await consultationsRepository(tx).lock(id);
        if (locked?.status !== 'active') return locked;
        const r = await runMeter(tx, locked);
        return r.ended ? r.c : money.finish(tx, r.c, 'ended', role);
      });
      if (!ended) throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
      await views.announce(ended);
      await promote(ended.astrologerId);
      return views.view(ended, role);
    },

    /**
     * After a restart of the only API instance: every socket it held is gone, so no side is
     * joined any more. Each active meter is run up to the sides' last recorded signs of life
     * (no grace: nobody can vouch for the time after the crash, so the user does not pay for
     * it), both sides are marked away from then, and sessions away for longer than the limit are
     * ended and settled. Sides that reconnect join again and the meter resumes from their return.
     * Not for several instances sharing the database: the others' sockets are still connected.
     */
    async recover(): Promise<{ recovered: number; ended: number }> {
      const active = await repo.idsIn('active');
      let ended = 0;
      for (const id of active) {
        const after = await tick(id, () => ({ userJoined: false, astrologerJoined: false }), 0);
        if (after && after.status !== 'active') ended++;
      }
      return { recovered: active.length, ended };
    },

    /** The call's media connected: the meter of a voice or video consultation starts. */
    async mediaConnected(userId: string, id: string): Promise<void> {
      const { c } = await ctx.participant(id, userId);
      if (c.status !== 'active' || c.channel === 'chat' || c.mediaConnectedAt) return;
      const t = now();
      await tick(id, (row) => (row.mediaConnectedAt ? {} : { mediaConnectedAt: t }));
    },
  };
}

export type ConsultationMeter = ReturnType<typeof consultationMeter>;
