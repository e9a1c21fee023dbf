import {
  type BirthSnapshot,
  CONSULT_MIN_MINUTES,
  type ConsultChannel,
  type ConsultEndReason,
  type ConsultationViewData,
} from '@drishti/contracts/consultations';
import { isConnected } from '@drishti/db/repositories/astrologers';
import { birthProfilesRepository } from '@drishti/db/repositories/birth-profiles';
import { consultationsRepository, isUniqueViolation } from '@drishti/db/repositories/consultations';
import { DomainError } from '../errors';
import { offsetOn } from '../places/search';
import type { Consultation, ConsultationContext } from './context';
import type { ConsultationSettlement } from './settlement';
import type { ConsultationViews } from './view';

/**
 * Requests and the waitlist: a user asks, the astrologer accepts or declines (or lets the request
 * expire), and when the astrologer is free the oldest waiting request goes to them.
 */
export function consultationQueue(ctx: ConsultationContext, views: ConsultationViews, money: ConsultationSettlement) {
  const { repo, hub, now, requestTimeoutMs } = ctx;
  const { view, announce } = views;

  /** When the astrologer is free, sends them the oldest waiting request. */
  async function promote(astrologerId: string): Promise<void> {
    for (;;) {
      const next = await repo.firstWaiting(astrologerId);
      if (!next) return;
      let promoted: Consultation | null = null;
      try {
        promoted = await repo.promote(next.id, new Date(now().getTime() + requestTimeoutMs));
      } catch (e) {
        if (isUniqueViolation(e, 'consultations_astrologer_busy_key')) return; // someone is already with them
        throw e;
      }
      if (!promoted) continue;
      await announce(promoted);
      const rest = await repo.waiting(astrologerId);
      for (const w of rest) hub.publish(w.userId, { type: 'consultation.state', consultation: await view(w, 'user') });
      return;
    }
  }

  /** Ends a request that never became a session: its reservation goes back to the wallet. */
  async function close(
    id: string,
    from: Consultation['status'][],
    status: 'declined' | 'missed' | 'cancelled',
    reason: ConsultEndReason,
  ): Promise<Consultation | null> {
    const closed = await repo.transaction(async (tx) => {
      const r = consultationsRepository(tx);
      const c = await r.lock(id);
      if (!c || !from.includes(c.status)) return null;
      // An astrologer who let a request go unanswered is not there: that channel is switched off
      // until they switch it on again, so that nobody else waits for them in vain.
      if (status === 'missed') await r.switchOff(c.astrologerId, c.channel);
      return money.finish(tx, c, status, reason);
    });
    if (closed) {
      await announce(closed);
      if (status === 'missed') {
        // Those waiting in line for the same channel would wait for nobody: they are told at once.
        const waiting = await repo.waiting(closed.astrologerId, closed.channel);
        for (const w of waiting) await close(w.id, ['waitlisted'], 'missed', 'missed');
      }
      await promote(closed.astrologerId);
    }
    return closed;
  }

  async function birthFor(userId: string, profileId: string | undefined): Promise<BirthSnapshot | null> {
    if (!profileId) return null;
    const p = await birthProfilesRepository(ctx.db).get(userId, profileId);
    if (!p) throw new DomainError('not-found', 'No such birth profile.', { code: 'no-such-birth-profile' });
    const [year, month, day] = p.birthDate.split('-').map(Number) as [number, number, number];
    const [hour, min] = p.birthTime.split(':').map(Number) as [number, number];
    return {
      name: p.name,
      gender: p.gender,
      day,
      month,
      year,
      hour,
      min,
      place: p.placeName,
      lat: p.lat,
      lon: p.lon,
      tzone: offsetOn(p.timezone, `${p.birthDate}T${p.birthTime}`),
    };
  }

  const alreadyOpen = () =>
    new DomainError('conflict', 'You already have a consultation open. Finish or cancel it first.', {
      code: 'already-open',
    });

  return {
    promote,
    close,

    /** Closes the requests nobody answered before `at`; how many. */
    async closeExpired(at: Date): Promise<number> {
      let missed = 0;
      for (const id of await repo.idsIn('requested', at))
        if (await close(id, ['requested'], 'missed', 'missed')) missed++;
      return missed;
    },

    /**
     * A user asks for a consultation now. The coins for the first minutes are reserved at once;
     * the request goes to the astrologer, or joins their waitlist when they are busy.
     */
    async request(
      userId: string,
      input: { astrologerId: string; channel: ConsultChannel; profileId?: string },
      idempotencyKey?: string,
    ): Promise<ConsultationViewData> {
      if (idempotencyKey) {
        const prior = await repo.byIdempotencyKey(userId, idempotencyKey);
        if (prior) {
          if (prior.astrologerId !== input.astrologerId || prior.channel !== input.channel) {
            throw new DomainError('conflict', 'This request key was already used for another consultation.', {
              code: 'request-key-reused',
            });
          }
          return view(prior, 'user');
        }
      }
      const a = await repo.astrologer(input.astrologerId);
      if (a?.status !== 'active')
        throw new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' });
      if (a.userId === userId) {
        throw new DomainError('conflict', 'You cannot consult yourself.', { code: 'own-profile' });
      }
      // Online: the channel switched on and the astrologer connected (heard from within the grace).
      if (!repo.isLive(a, input.channel) || !isConnected(a.presenceSeenAt, now())) {
        throw new DomainError('conflict', 'This astrologer is not taking consultations on this channel right now.', {
          code: 'astrologer-offline',
        });
      }
      const need = a.pricePerMinute * CONSULT_MIN_MINUTES;
      const have = await ctx.walletBalance(userId);
      if (have < need) {
        throw new DomainError(
          'conflict',
          `You need at least ${need} coins for ${CONSULT_MIN_MINUTES} minutes; you have ${have}.`,
          { code: 'insufficient-balance', values: { need, minutes: CONSULT_MIN_MINUTES, have } },
        );
      }
      const birth = await birthFor(userId, input.profileId);
      const attempt = async (status: 'requested' | 'waitlisted') =>
        repo.transaction(async (tx) => {
          const r = consultationsRepository(tx);
          const c = await r.insert({
            userId,
            astrologerId: a.id,
            channel: input.channel,
            status,
            pricePerMinute: a.pricePerMinute,
            commissionPercent: a.commissionPercent,
            birth,
            idempotencyKey: idempotencyKey ?? null,
            requestedAt: now(),
            requestExpiresAt: status === 'requested' ? new Date(now().getTime() + requestTimeoutMs) : null,
          });
          if (!(await money.reserve(tx, c, `session:${c.id}:reserve`, need))) {
            throw new DomainError('conflict', `You need at least ${need} coins for ${CONSULT_MIN_MINUTES} minutes.`, {
              code: 'insufficient-balance',
              key: 'consultation-needs-coins',
              values: { need, minutes: CONSULT_MIN_MINUTES },
            });
          }
          return (await r.update(c.id, { reservedCoins: need }))!;
        });
      let created: Consultation;
      try {
        created = await attempt('requested');
      } catch (e) {
        if (isUniqueViolation(e, 'consultations_user_open_key')) throw alreadyOpen();
        if (!isUniqueViolation(e, 'consultations_astrologer_busy_key')) throw e;
        try {
          created = await attempt('waitlisted');
        } catch (e2) {
          if (isUniqueViolation(e2, 'consultations_user_open_key')) throw alreadyOpen();
          throw e2;
        }
      }
      await announce(created);
      return view(created, 'user');
    },

    async accept(astrologerUserId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await ctx.participant(id, astrologerUserId);
      if (role !== 'astrologer')
        throw new DomainError('forbidden', 'Only the astrologer can accept.', { code: 'accept-astrologer-only' });
      const accepted = await repo.accept(c.id, now());
      if (!accepted)
        throw new DomainError('conflict', 'This request is no longer waiting for you.', {
          code: 'request-not-waiting',
        });
      await announce(accepted);
      return view(accepted, 'astrologer');
    },

    async decline(astrologerUserId: string, id: string): Promise<ConsultationViewData> {
      const { role } = await ctx.participant(id, astrologerUserId);
      if (role !== 'astrologer')
        throw new DomainError('forbidden', 'Only the astrologer can decline.', { code: 'decline-astrologer-only' });
      const closed = await close(id, ['requested', 'waitlisted'], 'declined', 'declined');
      if (!closed)
        throw new DomainError('conflict', 'This request is no longer waiting for you.', {
          code: 'request-not-waiting',
        });
      return view(closed, 'astrologer');
    },

    async cancel(userId: string, id: string): Promise<ConsultationViewData> {
      const { role } = await ctx.participant(id, userId);
      if (role !== 'user')
        throw new DomainError('forbidden', 'Only the user can cancel a request.', { code: 'cancel-user-only' });
      const closed = await close(id, ['requested', 'waitlisted'], 'cancelled', 'cancelled');
      if (!closed)
        throw new DomainError('conflict', 'This consultation can no longer be cancelled.', {
          code: 'consultation-not-cancellable',
        });
      return view(closed, 'user');
    },
  };
}

export type ConsultationQueue = ReturnType<typeof consultationQueue>;
