'use client';

import type { ChatMessageViewData, ConsultationViewData } from '@drishti/contracts/consultations';
import {
  CheckCircle2,
  Clock,
  ExternalLink,
  MessageCircle,
  Phone,
  PhoneOff,
  Users,
  Video,
  WifiOff,
  XCircle,
} from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link, useRouter } from '@/i18n/navigation';
import { AfterActions } from './after-actions';
import { allMessages, call, isConsultationView, type Lang } from './api';
import { ChatPanel } from './chat-panel';
import s from './consult.module.css';
import { MeterBar } from './meter-bar';
import { OnlineNow } from './online-now';
import {
  ASTROLOGERS_PATH,
  DASHBOARD_PATH,
  formatBirth,
  formatCount,
  formatDuration,
  formatOffset,
  HISTORY_PATH,
  isOpen,
  isUnanswered,
  isWaiting,
  kundaliHref,
  type MeterReading,
  newIdempotencyKey,
  peerName as peerNameOf,
  localePath,
  requestWindowSeconds,
  secondsUntil,
  WALLET_PATH,
  upperFirst,
} from './model';
import type { ConsultSocketEvent } from './socket-client';
import { useConsultSocket } from './use-consult-socket';
import { SuggestForm } from '@/components/reminders/suggest-form';
import { ConsultationSuggestions } from '@/components/reminders/suggestion-card';

// WebRTC code loads only for voice and video consultations.
const CallPanel = dynamic(() => import('./call-panel'), {
  ssr: false,
  loading: () => null,
});

const CHANNEL_ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;
const TYPING_SHOWN_MS = 6_000;
const WARNING_SHOWN_MS = 70_000;

/**
 * The consultation room, for both sides: waiting (countdown, queue place, cancel or accept),
 * live (meter, chat, call), and the end (summary, rating, transcript, refund).
 */
export function ConsultRoom({ locale, initial }: { locale: Lang; initial: ConsultationViewData }) {
  const t = useTranslations('consult');
  const router = useRouter();
  const [view, setView] = useState(initial);
  const [reading, setReading] = useState<MeterReading>(() => ({ meter: initial.meter, receivedAt: Date.now() }));
  // Null until mounted: the server's render and the first render in the browser must agree.
  const [now, setNow] = useState<number | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const [warnedAt, setWarnedAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [endOpen, setEndOpen] = useState(false);
  const [busy, setBusy] = useState<null | 'end' | 'cancel' | 'accept' | 'decline'>(null);
  const [history, setHistory] = useState<readonly ChatMessageViewData[] | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const endKey = useRef(newIdempotencyKey());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const me = view.you;
  const peer = peerNameOf(view, locale, t('common.theUser'));
  // The socket is for consultations that were open when the page loaded (and it stays for the settlement).
  const [useSocket] = useState(() => isOpen(initial.status));

  const onEvent = useCallback(
    (event: ConsultSocketEvent) => {
      if (event.type !== 'server') return;
      const m = event.message;
      switch (m.type) {
        case 'consultation.state':
          if (m.consultation.id !== initial.id) return;
          setView(m.consultation);
          setReading({ meter: m.consultation.meter, receivedAt: Date.now() });
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
    [initial.id, me],
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
    if (res.ok && isConsultationView(res.data)) {
      setView(res.data);
      setReading({ meter: res.data.meter, receivedAt: Date.now() });
    }
  }, [locale, initial.id]);

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

  // A change of phase moves focus to the new heading for screen-reader and keyboard users.
  const phase = isWaiting(view.status) ? 'waiting' : view.status;
  const firstPhase = useRef(phase);
  useEffect(() => {
    if (phase !== firstPhase.current) headingRef.current?.focus();
  }, [phase]);

  const live = view.status === 'active';
  const linkUp = !useSocket || sock.status !== 'reconnecting';
  // The server's figures as they are: the same in both rooms (see MeterBar).
  const meter = reading.meter;
  const bothPresent = meter.userPresent && meter.astrologerPresent;
  const meterState =
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

  const act = async (kind: 'end' | 'cancel' | 'accept' | 'decline') => {
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
      setView(res.data);
      setReading({ meter: res.data.meter, receivedAt: Date.now() });
    } else if (res.ok) {
      await refresh();
    } else {
      setNotice(res.message ?? t('room.actionFailed'));
      await refresh();
    }
    if (kind === 'decline' && res.ok) router.push(DASHBOARD_PATH);
  };

  const ChannelIcon = CHANNEL_ICONS[view.channel];
  const title = upperFirst(t(`room.title.${view.channel}`, { name: peer }));
  const walletHref = localePath(WALLET_PATH, locale);

  return (
    <div className={s.room} data-testid="room" data-status={view.status} data-role={me} data-channel={view.channel}>
      <header className={s.roomHead}>
        <span className={s.roomIcon} aria-hidden="true">
          <ChannelIcon size={22} />
        </span>
        <div className={s.roomTitleBox}>
          <h1 className={s.roomTitle} ref={headingRef} tabIndex={-1} data-testid="room-title">
            {title}
          </h1>
          <p className={s.roomSub}>
            <span className={s.badge} data-status={view.status} data-testid="room-status">
              {t(`common.status.${view.status}`)}
            </span>
            <span>{t('common.perMinute', { coins: formatCount(view.pricePerMinute, locale) })}</span>
          </p>
        </div>
        {live && (
          <button
            type="button"
            className={`${s.secondary} ${s.endButton}`}
            onClick={() => setEndOpen(true)}
            disabled={busy === 'end'}
            data-testid="end-button"
          >
            <PhoneOff aria-hidden="true" size={18} />
            {busy === 'end' ? t('room.ending') : t('room.end')}
          </button>
        )}
      </header>

      {useSocket && isOpen(view.status) && sock.status !== 'open' && (
        <p className={s.connection} role="status" data-testid="connection" data-status={sock.status}>
          <WifiOff aria-hidden="true" size={18} />
          {sock.status === 'connecting' ? t('room.connecting') : t('room.reconnecting')}
        </p>
      )}
      {notice && (
        <p className={s.alert} role="alert" data-testid="room-notice">
          {notice}
        </p>
      )}

      {isWaiting(view.status) && (
        <WaitingPanel
          locale={locale}
          view={view}
          peer={peer}
          serverNow={serverNow}
          busy={busy}
          onCancel={() => void act('cancel')}
          onAccept={() => void act('accept')}
          onDecline={() => void act('decline')}
        />
      )}

      {isUnanswered(view.status) && <UnansweredPanel locale={locale} view={view} peer={peer} />}

      {live && (
        <MeterBar
          locale={locale}
          you={me}
          meter={meter}
          pricePerMinute={view.pricePerMinute}
          state={meterState}
          warning={warning}
          walletHref={walletHref}
        />
      )}

      {view.status === 'ended' && <EndedPanel locale={locale} view={view} peer={peer} onChange={setView} />}

      {(live || view.status === 'ended') && (
        <div className={live && view.channel !== 'chat' ? s.liveGrid : s.liveSingle}>
          {live && view.channel !== 'chat' && (
            <CallPanel
              locale={locale}
              consultationId={view.id}
              role={me}
              video={view.channel === 'video'}
              socket={socket}
              bothPresent={bothPresent}
              peerName={peer}
              onHangUp={() => setEndOpen(true)}
            />
          )}
          <div className={s.chatColumn}>
            {me === 'astrologer' && live && <BirthCard locale={locale} view={view} peer={peer} />}
            {view.status === 'ended' && !useSocket ? (
              history && history.length > 0 ? (
                <details className={s.transcriptBox}>
                  <summary>{t('ended.conversation')}</summary>
                  <ChatPanel
                    locale={locale}
                    me={me}
                    peerName={peer}
                    messages={history}
                    outbox={[]}
                    peerDeliveredSeq={view.peerDeliveredSeq}
                    peerReadSeq={view.peerReadSeq}
                    peerTyping={false}
                    socket={null}
                    live={false}
                  />
                </details>
              ) : null
            ) : (
              <ChatPanel
                locale={locale}
                me={me}
                peerName={peer}
                messages={sock.messages}
                outbox={sock.outbox}
                peerDeliveredSeq={view.peerDeliveredSeq}
                peerReadSeq={view.peerReadSeq}
                peerTyping={peerTyping}
                socket={socket}
                live={live}
              />
            )}
          </div>
        </div>
      )}

      <ConfirmDialog
        open={endOpen}
        title={t('room.endTitle')}
        message={
          me === 'user'
            ? t('room.endBodyUser', {
                minutes: t('common.minutes', {
                  count: meter.billedMinutes,
                  minutes: formatCount(meter.billedMinutes, locale),
                }),
                coins: t('common.coins', { count: meter.costCoins, coins: formatCount(meter.costCoins, locale) }),
              })
            : upperFirst(t('room.endBodyAstrologer', { name: peer }))
        }
        cancelLabel={t('room.endCancel')}
        okayLabel={t('room.endOkay')}
        onCancel={() => setEndOpen(false)}
        onOkay={() => {
          setEndOpen(false);
          void act('end');
        }}
      />
    </div>
  );
}

function WaitingPanel({
  locale,
  view,
  peer,
  serverNow,
  busy,
  onCancel,
  onAccept,
  onDecline,
}: {
  locale: Lang;
  view: ConsultationViewData;
  peer: string;
  /** Null before the page is mounted (then the time of the server's reading is used). */
  serverNow: number | null;
  busy: string | null;
  onCancel: () => void;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const t = useTranslations('consult.waiting');
  const tc = useTranslations('consult.common');
  const left = secondsUntil(view.requestExpiresAt, serverNow ?? view.meter.at);
  const reserved = view.reservedCoins;
  const share = Math.min(
    100,
    Math.max(0, (left / requestWindowSeconds(view.requestedAt, view.requestExpiresAt)) * 100),
  );

  if (view.you === 'astrologer') {
    return (
      <section className={s.panel} aria-labelledby="waiting-heading" data-testid="waiting">
        <h2 id="waiting-heading" className={s.panelHeading}>
          {upperFirst(t('astrologerHeading', { name: peer }))}
        </h2>
        {view.status === 'requested' && (
          <p className={s.countdown} data-testid="countdown" data-seconds={left}>
            <Clock aria-hidden="true" size={18} />
            {t('acceptWithin', { seconds: formatCount(left, locale) })}
          </p>
        )}
        <p className={s.actionsRow}>
          <button
            type="button"
            className="button"
            onClick={onAccept}
            disabled={busy !== null}
            data-testid="room-accept"
          >
            <CheckCircle2 aria-hidden="true" size={18} />
            {t('accept')}
          </button>
          <button
            type="button"
            className={s.secondary}
            onClick={onDecline}
            disabled={busy !== null}
            data-testid="room-decline"
          >
            <XCircle aria-hidden="true" size={18} />
            {t('decline')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className={s.panel} aria-labelledby="waiting-heading" data-testid="waiting">
      {view.status === 'waitlisted' ? (
        <>
          <h2 id="waiting-heading" className={s.panelHeading}>
            <Users aria-hidden="true" size={22} />
            {t('queueHeading', { position: formatCount(view.waitlistPosition ?? 1, locale) })}
          </h2>
          <p data-testid="waitlist-position" data-position={view.waitlistPosition ?? ''}>
            {upperFirst(t('queueBody', { name: peer }))}
          </p>
        </>
      ) : (
        <>
          <h2 id="waiting-heading" className={s.panelHeading}>
            {upperFirst(t('heading', { name: peer }))}
          </h2>
          <p className={s.countdown} data-testid="countdown" data-seconds={left}>
            <Clock aria-hidden="true" size={18} />
            {t('secondsLeft', { seconds: formatCount(left, locale) })}
          </p>
          <div className={s.progress} aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </div>
        </>
      )}
      <p className={s.muted}>
        {t('reserved', { coins: tc('coins', { count: reserved, coins: formatCount(reserved, locale) }) })}
      </p>
      <p className={s.actionsRow}>
        <button
          type="button"
          className={s.secondary}
          onClick={onCancel}
          disabled={busy !== null}
          data-testid="room-cancel"
        >
          <XCircle aria-hidden="true" size={18} />
          {busy === 'cancel' ? t('cancelling') : t('cancel')}
        </button>
      </p>
    </section>
  );
}

function UnansweredPanel({ locale, view, peer }: { locale: Lang; view: ConsultationViewData; peer: string }) {
  const t = useTranslations('consult.unanswered');
  const key =
    view.endReason === 'expired'
      ? 'expired'
      : view.status === 'cancelled'
        ? 'cancelled'
        : view.status === 'declined'
          ? 'declined'
          : 'missed';
  return (
    <section className={s.panel} aria-labelledby="unanswered-heading" data-testid="unanswered" data-reason={key}>
      <h2 id="unanswered-heading" className={s.panelHeading}>
        {view.you === 'user'
          ? upperFirst(t(`user.${key}`, { name: peer }))
          : upperFirst(t(`astrologer.${key}`, { name: peer }))}
      </h2>
      {view.you === 'user' ? (
        <>
          <p data-testid="coins-released">{t('released')}</p>
          {key === 'missed' && (
            <>
              <p data-testid="peer-offline">{upperFirst(t(`offline.${view.channel}`, { name: peer }))}</p>
              <OnlineNow locale={locale} channel={view.channel} except={view.astrologer.id} />
            </>
          )}
          <p className={s.actionsRow}>
            <Link href={ASTROLOGERS_PATH} className="button">
              {t('findAnother')}
            </Link>
            <Link href={`/online-astrologer/${view.astrologer.slug}`} className={s.secondary}>
              {upperFirst(t('backToProfile', { name: peer }))}
            </Link>
          </p>
        </>
      ) : (
        <>
          {key === 'missed' && <p data-testid="switched-off">{t(`switchedOff.${view.channel}`)}</p>}
          <p className={s.actionsRow}>
            <Link href={DASHBOARD_PATH} className="button">
              {t('toDashboard')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function EndedPanel({
  locale,
  view,
  peer,
  onChange,
}: {
  locale: Lang;
  view: ConsultationViewData;
  peer: string;
  onChange: (v: ConsultationViewData) => void;
}) {
  const t = useTranslations('consult.ended');
  const tc = useTranslations('consult.common');
  const coins = (n: number) => tc('coins', { count: n, coins: formatCount(n, locale) });
  const reason = view.endReason;
  const reasonText =
    reason === 'user' || reason === 'astrologer'
      ? reason === view.you
        ? t('reason.you')
        : upperFirst(t('reason.peer', { name: peer }))
      : reason === 'balance'
        ? t('reason.balance')
        : reason === 'disconnected'
          ? t('reason.disconnected')
          : t('reason.other');
  const billed = view.meter.billedMinutes;
  return (
    <section className={s.panel} aria-labelledby="ended-heading" data-testid="ended" data-settled={view.settled}>
      <h2 id="ended-heading" className={s.panelHeading}>
        {t('heading')}
      </h2>
      <p data-testid="end-reason" data-reason={reason ?? ''}>
        {reasonText}
      </p>
      <dl className={s.facts} data-testid="summary">
        <div>
          <dt>{t('connected')}</dt>
          <dd data-testid="summary-time">{formatDuration(view.meter.connectedMs)}</dd>
        </div>
        <div>
          <dt>{t('billed')}</dt>
          <dd data-testid="summary-minutes" data-minutes={billed}>
            {tc('minutes', { count: billed, minutes: formatCount(billed, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>{tc('perMinute', { coins: formatCount(view.pricePerMinute, locale) })}</dd>
        </div>
        <div>
          <dt>{view.you === 'user' ? t('charged') : t('userPaid')}</dt>
          <dd data-testid="summary-charged" data-coins={view.settled ? (view.chargedCoins ?? 0) : ''}>
            {view.settled ? coins(view.chargedCoins ?? 0) : t('settling')}
          </dd>
        </div>
        {view.you === 'astrologer' && (
          <div>
            <dt>{t('earned')}</dt>
            <dd data-testid="summary-earned" data-coins={view.settled ? (view.astrologerCoins ?? 0) : ''}>
              {view.settled ? coins(view.astrologerCoins ?? 0) : t('settling')}
            </dd>
          </div>
        )}
      </dl>
      {view.you === 'user' && view.settled && <p className={s.muted}>{t('releasedNote')}</p>}
      <AfterActions locale={locale} view={view} onChange={onChange} />
      {view.you === 'astrologer' ? (
        <SuggestForm locale={locale} consultationId={view.id} />
      ) : (
        <ConsultationSuggestions locale={locale} consultationId={view.id} />
      )}
      <p className={s.actionsRow}>
        {view.you === 'user' ? (
          <>
            <Link href={HISTORY_PATH} className={s.secondary} data-testid="to-history">
              {t('toHistory')}
            </Link>
            <Link href={ASTROLOGERS_PATH} className={s.secondary}>
              {t('findAnother')}
            </Link>
          </>
        ) : (
          <Link href={DASHBOARD_PATH} className={s.secondary} data-testid="to-dashboard">
            {t('toDashboard')}
          </Link>
        )}
      </p>
    </section>
  );
}

function BirthCard({ locale, view, peer }: { locale: Lang; view: ConsultationViewData; peer: string }) {
  const t = useTranslations('consult.birth');
  const b = view.birth;
  const href = useMemo(() => (b ? kundaliHref(b) : null), [b]);
  return (
    <details className={s.birth} open data-testid="birth-card">
      <summary>{upperFirst(t('heading', { name: peer }))}</summary>
      {b ? (
        <>
          <dl className={s.facts}>
            <div>
              <dt>{t('name')}</dt>
              <dd data-testid="birth-name">{b.name}</dd>
            </div>
            {b.gender && (
              <div>
                <dt>{t('gender')}</dt>
                <dd>{t(`genders.${b.gender === 'female' ? 'female' : b.gender === 'male' ? 'male' : 'other'}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('born')}</dt>
              {/* Date formats may differ a little between the server's and the browser's ICU. */}
              <dd suppressHydrationWarning>{`${formatBirth(b, locale)} (${formatOffset(b.tzone)})`}</dd>
            </div>
            <div>
              <dt>{t('place')}</dt>
              <dd>{b.place}</dd>
            </div>
          </dl>
          {href && (
            <a
              href={localePath(href, locale)}
              target="_blank"
              rel="noopener"
              className={s.secondary}
              data-testid="birth-kundali"
            >
              <ExternalLink aria-hidden="true" size={18} />
              {t('kundali')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          )}
        </>
      ) : (
        <p className={s.muted}>{t('none')}</p>
      )}
    </details>
  );
}
