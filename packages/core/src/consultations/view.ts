import type { BirthSnapshot, ConsultationViewData, ConsultRole, MeterView } from '@drishti/contracts/consultations';
import { OPEN_STATUSES } from '@drishti/db/repositories/consultations';
import { notify } from '../notifications';
import type { Consultation, ConsultationContext } from './context';
import { isPresent, meterDelta, startedMinutes } from './rules';

/** The consultation events that reach the notification list and web push. */
export type ConsultNotificationEvent = 'request' | 'accepted' | 'declined' | 'missed' | 'ended';

/**
 * What a state change tells someone outside the room (announce() runs once per change): the
 * astrologer of a new request; the user when accepted, declined, missed, or ended by anyone but
 * themselves (the astrologer, the meter at zero coins, or a side gone too long).
 */
function notificationEvent(c: Consultation): ConsultNotificationEvent | null {
  switch (c.status) {
    case 'requested':
      return 'request';
    case 'active':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'missed':
      return 'missed';
    case 'ended':
      return c.endReason === 'user' ? null : 'ended';
    default:
      return null;
  }
}

/** How a consultation looks to each side, and telling both sides when it changes. */
export function consultationViews(ctx: ConsultationContext) {
  const { repo, hub, now, minuteMs, graceMs } = ctx;

  /**
   * The meter as of `at`: what is stored plus the connected time since it last ran (capped by the
   * reservation). Both sides get the same figures: `wallet` is the user's wallet balance (null when
   * it does not matter: the consultation is not active), and the coins left are the wallet plus
   * this consultation's reservation minus the cost so far, never below zero.
   */
  function meterOf(c: Consultation, at: number, wallet: number | null): MeterView {
    const userPresent = c.status === 'active' && isPresent(c.userJoined, c.userSeenAt, at, graceMs);
    const astrologerPresent = c.status === 'active' && isPresent(c.astrologerJoined, c.astrologerSeenAt, at, graceMs);
    const running = userPresent && astrologerPresent && (c.channel === 'chat' || c.mediaConnectedAt !== null);
    const connectedMs =
      c.status === 'active'
        ? Math.min(
            c.connectedMs + meterDelta(c, at, graceMs),
            Math.floor(c.reservedCoins / c.pricePerMinute) * minuteMs,
          )
        : c.connectedMs;
    const billedMinutes =
      c.status === 'active' ? Math.max(c.billedMinutes, startedMinutes(connectedMs, minuteMs)) : c.billedMinutes;
    const coinsLeft = wallet === null || c.status !== 'active' ? null : c.reservedCoins + wallet;
    const costCoins = billedMinutes * c.pricePerMinute;
    const secondsLeft =
      coinsLeft === null || c.status !== 'active'
        ? null
        : Math.max(0, Math.floor((Math.floor(coinsLeft / c.pricePerMinute) * minuteMs - connectedMs) / 1000));
    return {
      running,
      connectedMs,
      billedMinutes,
      costCoins,
      leftCoins: coinsLeft === null ? null : Math.max(0, coinsLeft - costCoins),
      minuteMs,
      secondsLeft,
      userPresent,
      astrologerPresent,
      at,
    };
  }

  async function view(c: Consultation, you: ConsultRole): Promise<ConsultationViewData> {
    const at = now().getTime();
    const [a, userName, wallet, position, reviewed] = await Promise.all([
      repo.astrologer(c.astrologerId),
      repo.userName(c.userId),
      c.status === 'active' ? ctx.walletBalance(c.userId) : Promise.resolve(null),
      c.status === 'waitlisted' ? repo.waitlistPosition(c) : Promise.resolve(null),
      you === 'user' ? repo.reviewed(c.id) : Promise.resolve(false),
    ]);
    return {
      id: c.id,
      you,
      channel: c.channel,
      status: c.status,
      astrologer: {
        id: c.astrologerId,
        slug: a?.slug ?? '',
        name: a?.name ?? '',
        nameHi: a?.nameHi ?? '',
        profileImage: a?.profileImage ?? null,
      },
      userName,
      pricePerMinute: c.pricePerMinute,
      reservedCoins: c.reservedCoins,
      requestedAt: c.requestedAt.toISOString(),
      requestExpiresAt: c.requestExpiresAt?.toISOString() ?? null,
      acceptedAt: c.acceptedAt?.toISOString() ?? null,
      endedAt: c.endedAt?.toISOString() ?? null,
      endReason: c.endReason,
      waitlistPosition: position,
      meter: meterOf(c, at, wallet),
      birth: (c.birth as BirthSnapshot | null) ?? null,
      chargedCoins: c.chargedCoins,
      astrologerCoins: you === 'astrologer' ? c.astrologerCoins : null,
      settled: c.settledAt !== null,
      lastSeq: c.lastSeq,
      peerReadSeq: you === 'user' ? c.astrologerReadSeq : c.userReadSeq,
      peerDeliveredSeq: you === 'user' ? c.astrologerDeliveredSeq : c.userDeliveredSeq,
      transcriptDeleted: c.transcriptDeletedAt !== null,
      refundRequested: c.refundRequestedAt !== null,
      reviewed,
    };
  }

  /** Sends both sides the consultation's new state, and tells the side that may not be looking. */
  async function announce(c: Consultation): Promise<void> {
    hub.publish(c.userId, { type: 'consultation.state', consultation: await view(c, 'user') });
    const au = await ctx.accountOf(c.astrologerId);
    if (au) hub.publish(au, { type: 'consultation.state', consultation: await view(c, 'astrologer') });
    const event = notificationEvent(c);
    if (event) {
      const to = event === 'request' ? au : c.userId;
      const url = event === 'request' ? '/astrologer/dashboard' : `/consultation/${c.id}`;
      // In the list and by push, after the state has gone out on the sockets; a slow push service
      // must not hold up the consultation, and a failed one changes nothing in it.
      if (to)
        void notify(ctx.db, to, 'consultation', { event, consultationId: c.id, channel: c.channel }, url).catch(
          () => {},
        );
    }
  }

  async function announceMeter(c: Consultation, knownWallet?: number): Promise<void> {
    const at = now().getTime();
    const wallet = c.status === 'active' ? (knownWallet ?? (await ctx.walletBalance(c.userId))) : null;
    // One set of figures, the same for both sides.
    const message = { type: 'consultation.meter' as const, consultationId: c.id, meter: meterOf(c, at, wallet) };
    hub.publish(c.userId, message);
    const au = await ctx.accountOf(c.astrologerId);
    if (au) hub.publish(au, message);
  }

  /** {@link announceMeter} for many sessions, their users' wallets read in one statement. */
  async function announceMeters(list: Consultation[]): Promise<void> {
    const wallets = await ctx.ledger.balances(
      'wallet',
      list.map((c) => c.userId),
    );
    for (const c of list) await announceMeter(c, wallets.get(c.userId) ?? 0);
  }

  /** Today's, this month's (Indian time) and all an astrologer's consultation earnings. */
  async function earnings(astrologerId: string) {
    const t = now();
    const dayStart = new Date(t.getTime() - ((t.getTime() + 5.5 * 3_600_000) % 86_400_000));
    const ist = new Date(t.getTime() + 5.5 * 3_600_000);
    const monthStart = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3_600_000);
    const earned = async (from: Date | null) => {
      const account = await ctx.ledger.account('earnings', astrologerId);
      return repo.earned(account.id, from);
    };
    const [today, month, total] = await Promise.all([earned(dayStart), earned(monthStart), earned(null)]);
    return { today, month, total };
  }

  return {
    meterOf,
    view,
    announce,
    announceMeter,
    announceMeters,

    async listForUser(userId: string): Promise<ConsultationViewData[]> {
      const rows = await repo.listForUser(userId);
      return Promise.all(rows.map((c) => view(c, 'user')));
    },

    /** The open consultation of a user, if any (to bring them back to it). */
    async openForUser(userId: string): Promise<Consultation | null> {
      return repo.openForUser(userId);
    },

    /** The astrologer's dashboard: switches, requests, the line, the session, history and earnings. */
    async astrologerOverview(userId: string) {
      const a = await ctx.ownAstrologer(userId);
      const rows = await repo.listForAstrologer(a.id);
      const views = await Promise.all(rows.map((c) => view(c, 'astrologer')));
      const open: readonly string[] = OPEN_STATUSES;
      return {
        presence: { chat: a.isChatLive, voice: a.isVoiceLive, video: a.isVideoLive },
        incoming: views.filter((v) => v.status === 'requested'),
        waitlist: views.filter((v) => v.status === 'waitlisted').reverse(),
        active: views.find((v) => v.status === 'active') ?? null,
        history: views.filter((v) => !open.includes(v.status)).slice(0, 50),
        earnings: await earnings(a.id),
      };
    },
  };
}

export type ConsultationViews = ReturnType<typeof consultationViews>;
