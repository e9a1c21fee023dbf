'use client';

import type { ChatMessageViewData, ConsultationViewData } from '@drishti/contracts/consultations';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { allMessages, call, isConsultationView, type Lang } from './api';
import type { MeterState } from './meter-bar';
import { DASHBOARD_PATH, isOpen, isWaiting, type MeterReading, newIdempotencyKey } from './model';
import type { ConsultSocketEvent } from './socket-client';
import { type SocketView, useConsultSocket } from './use-consult-socket';

const TYPING_SHOWN_MS = 6_000;
const WARNING_SHOWN_MS = 70_000;

export type RoomAction = 'end' | 'cancel' | 'accept' | 'decline';

export interface ConsultRoomState {
  view: ConsultationViewData;
  setView: (v: ConsultationViewData) => void;
  /** Whether this page holds a socket (the consultation was open when it loaded). */
  useSocket: boolean;
  sock: SocketView;
  /** The server's clock now, or null before the page is mounted. */
  serverNow: number | null;
  peerTyping: boolean;
  notice: string | null;
  busy: RoomAction | null;
  /** The conversation of a consultation opened after its end (from the API). */
  history: readonly ChatMessageViewData[] | null;
  live: boolean;
  /** The meter as the server last sent it (the same figures in both rooms). */
  meter: ConsultationViewData['meter'];
  /** Both sides are in the room. */
  bothPresent: boolean;
  meterState: MeterState;
  warning: boolean;
  /** The phase a change of which moves focus to the room's heading. */
  phase: string;
  act: (kind: RoomAction) => Promise<void>;
}

/**
 * A consultation room's state and actions, for both sides: the view (from the page, the socket's
 * pushes and the API), the meter's reading, the peer's typing, warnings and notices, and the
 * actions (end, cancel, accept, decline). The panels only show it.
 */
export function useConsultRoom(locale: Lang, initial: ConsultationViewData): ConsultRoomState {
  const t = useTranslations('consult');
  const router = useRouter();
  const [view, setView] = useState(initial);
  const [reading, setReading] = useState<MeterReading>(() => ({ meter: initial.meter, receivedAt: Date.now() }));
  // Null until mounted: the server's render and the first render in the browser must agree.
  const [now, setNow] = useState<number | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const [warnedAt, setWarnedAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<RoomAction | null>(null);
  const [history, setHistory] = useState<readonly ChatMessageViewData[] | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const endKey = useRef(newIdempotencyKey());
  const me = view.you;
  // The socket is for consultations that were open when the page loaded (and it stays for the settlement).
  const [useSocket] = useState(() => isOpen(initial.status));

  const showView = useCallback((v: ConsultationViewData) => {
    setView(v);
    setReading({ meter: v.meter, receivedAt: Date.now() });
  }, []);

  const onEvent = useCallback(
    (event: ConsultSocketEvent) => {
      if (event.type !== 'server') return;
      const m = event.message;
      switch (m.type) {
        case 'consultation.state':
          if (m.consultation.id === initial.id) showView(m.consultation);
          return;
        case 'consultation.meter':
          if (m.consultationId !== initial.id) return;
          setReading({ meter: m.meter, receivedAt: Date.now() });
          setView((v) => ({ ...v, meter: m.meter }));
          return;
        case 'consultation.warning':
          if (m.consultationId === initial.id) setWarnedAt(Date.now());
          return;
        case 'chat.receipt':
          if (m.consultationId !== initial.id || m.by === me) return;
          setView((v) =>
            m.status === 'read'
              ? {
                  ...v,
                  peerReadSeq: Math.max(v.peerReadSeq, m.seq),
                  peerDeliveredSeq: Math.max(v.peerDeliveredSeq, m.seq),
                }
              : { ...v, peerDeliveredSeq: Math.max(v.peerDeliveredSeq, m.seq) },
          );
          return;
        case 'typing':
          if (m.consultationId !== initial.id || m.from === me) return;
          setPeerTyping(m.typing);
          if (typingTimer.current) clearTimeout(typingTimer.current);
          if (m.typing) typingTimer.current = setTimeout(() => setPeerTyping(false), TYPING_SHOWN_MS);
          return;
        case 'error':
          // Signalling before the room is joined is retried by the call itself.
          if (m.code === 'not-joined') return;
          if (!m.consultationId || m.consultationId === initial.id) setNotice(m.message);
          return;
        default:
      }
    },
    [initial.id, me, showView],
  );

  const sock = useConsultSocket({
    consultationId: initial.id,
    role: initial.you,
    enabled: useSocket,
    onEvent,
    lang: locale,
  });
  const socket = sock.socket;
  const clockOffset = socket?.clockOffset ?? 0;
  const serverNow = now === null ? null : now + clockOffset;

  // One tick a second for the meter and the countdown.
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const refresh = useCallback(async () => {
    const res = await call<unknown>(locale, 'GET', `/api/consultations/${initial.id}`);
    if (res.ok && isConsultationView(res.data)) showView(res.data);
  }, [locale, initial.id, showView]);

  // A request that becomes active: enter the room again, so the server counts this side as present.
  const lastStatus = useRef(initial.status);
  useEffect(() => {
    if (view.status === 'active' && lastStatus.current !== 'active') socket?.rejoin();
    lastStatus.current = view.status;
  }, [view.status, socket]);

  // The ended side waits for the settlement (pushed over the socket, or asked for here).
  useEffect(() => {
    if (view.status !== 'ended' || view.settled) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries++;
      if (tries > 30) clearInterval(timer);
      void refresh();
    }, 2000);
    return () => clearInterval(timer);
  }, [view.status, view.settled, refresh]);

  // Messages still unsent when it ends cannot go any more.
  useEffect(() => {
    if (!isOpen(view.status)) socket?.failPending('ended', t('chat.endedUnsent'));
  }, [view.status, socket, t]);

  // Opened after the end: the conversation comes from the API.
  useEffect(() => {
    if (useSocket || view.status !== 'ended' || view.transcriptDeleted || view.lastSeq === 0) return;
    let alive = true;
    void allMessages(locale, initial.id).then((messages) => {
      if (alive && messages) setHistory(messages);
    });
    return () => {
      alive = false;
    };
  }, [useSocket, view.status, view.transcriptDeleted, view.lastSeq, locale, initial.id]);

  const live = view.status === 'active';
  const linkUp = !useSocket || sock.status !== 'reconnecting';
  // The server's figures as they are: the same in both rooms (see MeterBar).
  const meter = reading.meter;
  const bothPresent = meter.userPresent && meter.astrologerPresent;
  const meterState: MeterState =
    meter.running && linkUp
      ? 'running'
      : !linkUp
        ? 'paused-self'
        : meter.connectedMs === 0
          ? view.channel !== 'chat' && bothPresent
            ? 'waiting-call'
            : 'waiting-join'
          : 'paused';
  const warned = warnedAt !== null && now !== null && now - warnedAt < WARNING_SHOWN_MS;
  const warning =
    live && (warned || (meter.leftCoins !== null && meter.connectedMs > 0 && meter.leftCoins < view.pricePerMinute));

  const act = async (kind: RoomAction) => {
    setBusy(kind);
    setNotice(null);
    const path =
      kind === 'end'
        ? `/api/consultations/${view.id}/end`
        : kind === 'cancel'
          ? `/api/users/consultations/${view.id}/cancel`
          : `/api/astrologer/consultations/${view.id}/${kind}`;
    const res = await call<unknown>(
      locale,
      'POST',
      path,
      undefined,
      kind === 'end' ? { idempotencyKey: endKey.current } : {},
    );
    setBusy(null);
    if (res.ok && isConsultationView(res.data)) {
      showView(res.data);
    } else if (res.ok) {
      await refresh();
    } else {
      setNotice(res.message ?? t('room.actionFailed'));
      await refresh();
    }
    if (kind === 'decline' && res.ok) router.push(DASHBOARD_PATH);
  };

  return {
    view,
    setView,
    meter,
    bothPresent,
    useSocket,
    sock,
    serverNow,
    peerTyping,
    notice,
    busy,
    history,
    live,
    meterState,
    warning,
    phase: isWaiting(view.status) ? 'waiting' : view.status,
    act,
  };
}
