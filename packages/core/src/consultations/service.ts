import { consultationChat } from './chat';
import { type ConsultationConfig, consultationContext } from './context';
import { consultationMeter } from './meter';
import { consultationPresence } from './presence';
import { consultationQueue } from './queue';
import { consultationSettlement } from './settlement';
import { consultationViews } from './view';

export type { HistoryPage } from './chat';
export type { Consultation, ConsultationConfig } from './context';
export type { ConsultNotificationEvent } from './view';

/**
 * Live consultations: requests, the waitlist, chat, the server's meter and settlement. Each concern
 * lives in its own file (docs/CONSULTATIONS.md); this puts them together as one service.
 */
export function consultationService(config: ConsultationConfig) {
  const ctx = consultationContext(config);
  const views = consultationViews(ctx);
  const money = consultationSettlement(ctx, views);
  const queue = consultationQueue(ctx, views, money);
  const meter = consultationMeter(ctx, views, money, queue.promote);
  const presence = consultationPresence(ctx, meter);
  const chat = consultationChat(ctx, views);

  return {
    minuteMs: ctx.minuteMs,
    graceMs: ctx.graceMs,
    view: views.view,
    byId: ctx.byId,
    participant: ctx.participant,
    /** The account that acts as an astrologer (null for one without an account). */
    astrologerAccount: ctx.accountOf,
    history: chat.history,

    request: queue.request,
    accept: queue.accept,
    decline: queue.decline,
    cancel: queue.cancel,
    end: meter.end,
    join: presence.join,
    leave: presence.leave,
    lost: presence.lost,
    held: presence.held,
    seen: presence.seen,
    recover: meter.recover,
    mediaConnected: meter.mediaConnected,

    /** Runs every active meter that is due, and closes requests nobody answered. */
    async sweep(): Promise<{ ticked: number; missed: number }> {
      const t = ctx.now();
      const missed = await queue.closeExpired(t);
      const ticked = await meter.runDue(t);
      return { ticked, missed };
    },

    send: chat.send,
    receipt: chat.receipt,
    messages: chat.messages,
    transcript: chat.transcript,
    deleteTranscript: chat.deleteTranscript,
    requestRefund: money.requestRefund,
    listForUser: views.listForUser,
    openForUser: views.openForUser,

    astrologerOverview: views.astrologerOverview,
    presence: presence.presence,
    setPresence: presence.setPresence,
    astrologerSeen: presence.astrologerSeen,
    reviewable: money.reviewable,
  };
}

export type ConsultationService = ReturnType<typeof consultationService>;
