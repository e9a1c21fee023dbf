import type { ConsultRole, PresenceBody } from '@drishti/contracts/consultations';
import { consultationMeterRepository, METER_SLICE } from '@drishti/db/repositories/consultations-meter';
import { DomainError } from '../errors';
import { tellFollowers } from '../follows';
import { type Consultation, type ConsultationContext, yieldToSockets } from './context';
import type { ConsultationMeter } from './meter';

/** Heartbeat marks are recorded in steps of this many ms (so that one statement covers many sockets). */
const SEEN_STEP_MS = 250;

/**
 * Who is there: the sides' sockets joining and leaving a consultation and their signs of life
 * (the meter counts only while both are present), and astrologers' live switches and connection.
 */
export function consultationPresence(ctx: ConsultationContext, meter: ConsultationMeter) {
  const { repo, now } = ctx;
  const batches = consultationMeterRepository(ctx.db);

  return {
    /** A side's socket joined the consultation (or sent a sign of life). */
    async join(userId: string, id: string): Promise<{ c: Consultation; role: ConsultRole }> {
      const { c, role } = await ctx.participant(id, userId);
      if (c.status !== 'active') return { c, role };
      const t = now();
      const after = await meter.tick(id, () =>
        role === 'user' ? { userJoined: true, userSeenAt: t } : { astrologerJoined: true, astrologerSeenAt: t },
      );
      return { c: after ?? c, role };
    },

    /** The last socket of a side left the consultation: the meter stops for now. */
    async leave(id: string, role: ConsultRole): Promise<void> {
      const c = await ctx.byId(id);
      if (c?.status !== 'active') return;
      await meter.tick(id, () => (role === 'user' ? { userJoined: false } : { astrologerJoined: false }));
    },

    /**
     * A side's sockets were all on an instance that died (docs/SCALING.md): the side left at that
     * instance's last heartbeat, and the meter counts nothing after it.
     */
    async lost(id: string, role: ConsultRole, lastBeat: Date): Promise<void> {
      const c = await ctx.byId(id);
      if (c?.status !== 'active') return;
      await meter.tick(id, () => (role === 'user' ? { userJoined: false } : { astrologerJoined: false }), undefined, {
        role,
        at: lastBeat,
      });
    },

    /**
     * A side still has a live socket on another instance after this one recorded it as gone (the
     * two raced): it is joined again from now.
     */
    async held(id: string, role: ConsultRole): Promise<void> {
      const c = await ctx.byId(id);
      if (c?.status !== 'active') return;
      const t = now();
      await meter.tick(id, () =>
        role === 'user' ? { userJoined: true, userSeenAt: t } : { astrologerJoined: true, astrologerSeenAt: t },
      );
    },

    /**
     * Signs of life from sockets on this instance, batched (heartbeats). `silentMs` is how long
     * ago the socket was last heard from (0: now): the mark records that moment, never a later
     * one, so a socket that stops answering is billed no more than the grace after it was last
     * heard. Moments are taken in steps of {@link SEEN_STEP_MS} (rounded back), a mark never
     * moves back, and rows are written in slices, so that chat messages queued behind them
     * (PGlite runs one statement at a time) wait for one slice, not for all of them.
     */
    async seen(entries: { id: string; role: ConsultRole; silentMs?: number }[]): Promise<void> {
      const t0 = now().getTime();
      const groups = new Map<string, { role: ConsultRole; at: number; ids: string[] }>();
      for (const e of entries) {
        const at = t0 - Math.ceil(Math.max(0, e.silentMs ?? 0) / SEEN_STEP_MS) * SEEN_STEP_MS;
        const key = `${e.role}:${at}`;
        const g = groups.get(key) ?? { role: e.role, at, ids: [] };
        g.ids.push(e.id);
        groups.set(key, g);
      }
      for (const { role, at, ids } of groups.values()) {
        for (let i = 0; i < ids.length; i += METER_SLICE) {
          await batches.markSeen(ids.slice(i, i + METER_SLICE), role, new Date(at));
          await yieldToSockets();
        }
      }
    },

    async presence(userId: string): Promise<PresenceBody> {
      const a = await ctx.ownAstrologer(userId);
      return { chat: a.isChatLive, voice: a.isVoiceLive, video: a.isVideoLive };
    },

    async setPresence(userId: string, p: PresenceBody): Promise<PresenceBody> {
      const a = await ctx.ownAstrologer(userId);
      if (a.status !== 'active')
        throw new DomainError('forbidden', 'A suspended astrologer cannot go live.', {
          code: 'astrologer-suspended',
        });
      await repo.setLive(a.id, p, now());
      // Switched on from all off: followers hear of it, within their caps (docs/FOLLOW.md).
      if (!(a.isChatLive || a.isVoiceLive || a.isVideoLive) && (p.chat || p.voice || p.video))
        tellFollowers(ctx.db, a.id, { event: 'online' }, { now });
      return p;
    },

    /** An astrologer's socket is alive: they count as connected for the grace that follows. */
    async astrologerSeen(userIds: string[]): Promise<void> {
      const t = now();
      for (let i = 0; i < userIds.length; i += METER_SLICE) {
        await repo.astrologersSeen(userIds.slice(i, i + METER_SLICE), t);
        await yieldToSockets();
      }
    },
  };
}
