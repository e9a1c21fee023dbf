import { CONSULT_MIN_MINUTES } from '@drishti/contracts/consultations';
import type { LiveStageStateData } from '@drishti/contracts/live';
import { type Consultation, consultationsRepository, isUniqueViolation } from '@drishti/db/repositories/consultations';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { liveStageRepository } from '@drishti/db/repositories/live-stage';
import type { ConsultationService } from '../consultations/service';
import { DomainError } from '../errors';
import { ledgerOf } from '../ledger/postings';
import type { Caller, LiveContext, Row } from './context';

/** A side's sign of life is written again after this long (the state is polled every 2 s; the meter's grace is 45 s). */
const STAGE_SEEN_MS = 10_000;

/**
 * The paid stage (docs/LIVE.md, "The paid stage"): signed-in viewers with coins for five minutes
 * ask to join, the astrologer picks one, and that viewer's call is a consultation row linked to
 * the event, billed by the consultations' meter (both sides present, each started minute, a
 * warning a minute before the coins or the viewer's cap run out, the end at zero, one settlement).
 * The sides' signs of life are their pages' state polls; the host away pauses the meter.
 */
export function liveStage(ctx: LiveContext) {
  const { repo, now } = ctx;

  function meter(): ConsultationService {
    if (!ctx.consultations)
      throw new DomainError('unavailable', 'Joining the call is off on this server.', {
        code: 'stage-off',
      });
    return ctx.consultations;
  }

  async function liveRow(id: string): Promise<Row> {
    const r = await ctx.row(id);
    if (r.status !== 'live') throw new DomainError('conflict', 'This event is not live.', { code: 'not-live' });
    return r;
  }

  function priceOf(r: Row): number {
    if (r.stagePricePerMinute === null || !ctx.consultations)
      throw new DomainError('conflict', 'Joining the call is not offered in this event.', { code: 'no-stage' });
    return r.stagePricePerMinute;
  }

  async function hostOnly(r: Row, caller: Caller) {
    if (!ctx.mayModerate(r, caller))
      throw new DomainError('forbidden', 'Only the astrologer of this event can do this.', {
        code: 'only-event-host',
      });
  }

  /** Ends the stage call in progress (kicking the guest's feed out of the room). */
  async function endCall(r: Row, c: Consultation): Promise<void> {
    const by = r.hostUserId ?? c.userId;
    await meter().end(by, c.id);
    await kickGuest(r.id);
  }

  async function kickGuest(eventId: string) {
    const room = await repo.media(eventId);
    if (ctx.media && room?.server && room.room !== null && room.secret)
      await ctx.media.kickStage({ server: room.server, room: room.room, secret: room.secret }).catch(() => {});
  }

  // The event ended: the call ends (settled once) and the queue closes.
  ctx.onEnd.push(async (eventId) => {
    await repo.closeQueue(eventId);
    const c = await repo.activeStage(eventId);
    if (c && ctx.consultations) {
      const r = await ctx.row(eventId);
      await endCall(r, c).catch(() => {});
    }
  });
  // The host went away: the meter stops counting until the studio is back.
  ctx.onHostAway.push(async (eventId) => {
    const c = await repo.activeStage(eventId);
    if (c && ctx.consultations) await ctx.consultations.leave(c.id, 'astrologer');
  });

  /** A side's page polled: it counts as present (joined, seen) for the meter, refreshed every few seconds. */
  async function present(r: Row, c: Consultation, userId: string, role: 'user' | 'astrologer') {
    const joined = role === 'user' ? c.userJoined : c.astrologerJoined;
    const seen = role === 'user' ? c.userSeenAt : c.astrologerSeenAt;
    if (role === 'astrologer' && r.hostAwaySince !== null) return; // paused while the host is away
    if (joined && seen && now().getTime() - seen.getTime() < STAGE_SEEN_MS) return;
    await meter().join(userId, c.id);
  }

  return {
    /** The stage in a state poll (and the sides' signs of life for the meter). */
    async stageOf(caller: Caller, r: Row): Promise<LiveStageStateData> {
      const price = ctx.consultations ? r.stagePricePerMinute : null;
      const empty: LiveStageStateData = {
        pricePerMinute: price,
        minMinutes: CONSULT_MIN_MINUTES,
        waiting: 0,
        guest: null,
        call: null,
        me: null,
        queue: [],
      };
      if (price === null || r.status !== 'live') return empty;
      let c = await repo.activeStage(r.id);
      const host = caller !== null && caller.id === r.hostUserId;
      const guest = caller !== null && c !== null && c.userId === caller.id;
      if (c && (host || guest)) {
        await present(r, c, caller!.id, host ? 'astrologer' : 'user');
        c = await repo.activeStage(r.id);
      }
      const moderator = ctx.mayModerate(r, caller);
      const mine = caller && !host ? await repo.myRequest(r.id, caller.id) : null;
      const queue = moderator ? await repo.stageQueue(r.id) : [];
      return {
        ...empty,
        waiting: await repo.queueLength(r.id),
        guest: c ? { name: await ctx.firstName(c.userId), video: c.channel === 'video' } : null,
        call:
          c && (host || guest || moderator)
            ? {
                id: c.id,
                minutes: c.billedMinutes,
                pricePerMinute: c.pricePerMinute,
                capCoins: c.capCoins,
                warned: c.warnedAt !== null,
                paused: r.hostAwaySince !== null || !c.userJoined || !c.astrologerJoined || !c.mediaConnectedAt,
              }
            : null,
        me:
          caller && !host
            ? {
                place: mine?.place ?? null,
                capCoins: mine?.capCoins ?? null,
                video: guest ? c?.channel === 'video' : (mine?.video ?? false),
                onStage: guest,
                spent: await repo.stageSpent(r.id, caller.id),
              }
            : null,
        queue: queue.map((q) => ({
          id: q.id,
          name: (q.name ?? '').trim().split(/\s+/)[0]?.slice(0, 40) ?? '',
          video: q.video,
          at: q.at.toISOString(),
        })),
      };
    },

    /**
     * A signed-in viewer asks to join the call (or, already waiting, changes their cap): they need
     * coins for five minutes at the event's price; a cap, when set, covers at least one minute.
     */
    async askStage(caller: NonNullable<Caller>, id: string, body: { video: boolean; capCoins: number | null }) {
      const r = await liveRow(id);
      const price = priceOf(r);
      if (r.hostUserId === caller.id)
        throw new DomainError('forbidden', 'You are the host of this event.', { code: 'host-of-event' });
      if (await repo.isMuted(id, caller.id))
        throw new DomainError('forbidden', 'You have been muted in this live chat.', { code: 'muted' });
      const spent = await repo.stageSpent(id, caller.id);
      if (body.capCoins !== null && body.capCoins - spent < price)
        throw new DomainError('invalid', `Set a cap of at least ${spent + price} coins (one minute on the call).`, {
          code: 'cap-too-low',
          values: { coins: spent + price },
        });
      const need = price * CONSULT_MIN_MINUTES;
      const have = (await ledgerRepository(ctx.db).account('wallet', caller.id)).balance;
      if (have < need)
        throw new DomainError(
          'conflict',
          `You need at least ${need} coins for ${CONSULT_MIN_MINUTES} minutes; you have ${have}.`,
          { code: 'insufficient-balance', values: { need, minutes: CONSULT_MIN_MINUTES, have } },
        );
      const active = await repo.activeStage(id);
      if (active?.userId === caller.id)
        throw new DomainError('conflict', 'You are already on the call.', { code: 'already-on-call' });
      await repo.askStage({
        eventId: id,
        userId: caller.id,
        video: body.video,
        capCoins: body.capCoins,
        createdAt: now(),
      });
    },

    /** The viewer leaves the queue. */
    async leaveStage(caller: NonNullable<Caller>, id: string) {
      await ctx.row(id);
      if (!(await repo.leaveStage(id, caller.id)))
        throw new DomainError('conflict', 'You are not waiting to join the call.', { code: 'not-waiting' });
    },

    /**
     * The astrologer picks a viewer from the queue: their stage call starts (a consultation row
     * linked to the event, the first minutes reserved from their wallet, up to their cap).
     */
    async pickStage(caller: NonNullable<Caller>, id: string, requestId: string): Promise<string> {
      const r = await liveRow(id);
      await hostOnly(r, caller);
      const price = priceOf(r);
      const q = await repo.stageRequest(requestId);
      if (q?.eventId !== id || q.status !== 'waiting')
        throw new DomainError('conflict', 'This viewer is no longer waiting.', {
          key: 'viewer-not-waiting',
          code: 'not-waiting',
        });
      if (await repo.activeStage(id))
        throw new DomainError('conflict', 'Someone is on the call. End their call first.', { code: 'stage-busy' });
      const spent = await repo.stageSpent(id, q.userId);
      const cap = q.capCoins === null ? null : q.capCoins - spent;
      const minutes = Math.min(CONSULT_MIN_MINUTES, cap === null ? CONSULT_MIN_MINUTES : Math.floor(cap / price));
      if (minutes < 1) {
        await repo.leaveStage(id, q.userId);
        throw new DomainError('conflict', 'This viewer has reached their spending cap.', { code: 'cap-reached' });
      }
      const commissionPercent = await repo.commissionPercent(r.astrologerId);
      const t = now();
      let created: Consultation;
      try {
        created = await consultationsRepository(ctx.db).transaction(async (tx) => {
          const cr = consultationsRepository(tx);
          const c = await cr.insert({
            userId: q.userId,
            astrologerId: r.astrologerId,
            channel: q.video ? 'video' : 'voice',
            status: 'active',
            pricePerMinute: price,
            commissionPercent,
            requestedAt: q.createdAt,
            acceptedAt: t,
            liveEventId: id,
            capCoins: cap,
          });
          const coins = minutes * price;
          const held = await ledgerOf(tx).hold({
            userId: q.userId,
            coins,
            key: `session:${c.id}:reserve`,
            kind: 'consultation-hold',
            meta: { consultationId: c.id, coins },
          });
          if (!held?.applied)
            throw new DomainError('conflict', 'This viewer no longer has enough coins.', {
              code: 'insufficient-balance',
              key: 'viewer-short-of-coins',
            });
          if (!(await liveStageRepository(tx).markPicked(requestId, c.id)))
            throw new DomainError('conflict', 'This viewer is no longer waiting.', {
              key: 'viewer-not-waiting',
              code: 'not-waiting',
            });
          return (await cr.update(c.id, { reservedCoins: coins }))!;
        });
      } catch (e) {
        if (isUniqueViolation(e, 'consultations_user_open_key'))
          throw new DomainError('conflict', 'This viewer is in a consultation right now.', { code: 'guest-busy' });
        if (isUniqueViolation(e, 'consultations_astrologer_busy_key'))
          throw new DomainError('conflict', 'Finish your consultation or the current call first.', {
            key: 'host-busy',
            code: 'stage-busy',
          });
        if (e instanceof DomainError && e.code === 'insufficient-balance') await repo.leaveStage(id, q.userId);
        throw e;
      }
      return created.id;
    },

    /** The astrologer (or an admin, or the guest) ends the stage call: settled once by the meter. */
    async endStage(caller: NonNullable<Caller>, id: string): Promise<void> {
      const r = await ctx.row(id);
      const c = await repo.activeStage(id);
      if (!c || !(ctx.mayModerate(r, caller) || c.userId === caller.id))
        throw new DomainError('conflict', 'Nobody is on the call.', { code: 'no-guest' });
      await endCall(r, c);
    },

    /** The guest's media reached Janus: the meter starts counting (as for a call). */
    async stageConnected(caller: NonNullable<Caller>, id: string): Promise<void> {
      const c = await repo.activeStage(id);
      if (c?.userId !== caller.id)
        throw new DomainError('conflict', 'You are not on the call.', { code: 'not-on-stage' });
      await meter().mediaConnected(caller.id, c.id);
    },

    /** Whether a stage token's call is still on, for that user in that event (the /janus proxy asks). */
    async stageOpen(eventId: string, stageId: string, userId: string | null): Promise<boolean> {
      const c = await repo.activeStage(eventId);
      return c !== null && c.id === stageId && userId !== null && c.userId === userId;
    },
  };
}
