'use client';

import type { ConsultationViewData } from '@drishti/contracts/consultations';
import { MessageCircle, Phone, PhoneOff, Video, WifiOff } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Lang } from './api';
import { BirthCard } from './birth-card';
import { ChatPanel } from './chat-panel';
import s from './room.module.css';
import sh from './shared.module.css';
import { EndedPanel } from './ended-panel';
import { MeterBar } from './meter-bar';
import {
  formatCount,
  isOpen,
  isUnanswered,
  isWaiting,
  localePath,
  peerName as peerNameOf,
  upperFirst,
  WALLET_PATH,
} from './model';
import { UnansweredPanel } from './unanswered-panel';
import { useConsultRoom } from './use-consult-room';
import { WaitingPanel } from './waiting-panel';

// WebRTC code loads only for voice and video consultations.
const CallPanel = dynamic(() => import('./call-panel'), {
  ssr: false,
  loading: () => null,
});

const CHANNEL_ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

/**
 * The consultation room, for both sides: waiting (countdown, queue place, cancel or accept),
 * live (meter, chat, call), and the end (summary, rating, transcript, refund). The state and the
 * actions are in useConsultRoom; each phase has its panel.
 */
export function ConsultRoom({ locale, initial }: { locale: Lang; initial: ConsultationViewData }) {
  const t = useTranslations('consult');
  const room = useConsultRoom(locale, initial);
  const { view, sock, live, meter, busy, act } = room;
  const [endOpen, setEndOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const me = view.you;
  const peer = peerNameOf(view, locale, t('common.theUser'));

  // A change of phase moves focus to the new heading for screen-reader and keyboard users.
  const firstPhase = useRef(room.phase);
  useEffect(() => {
    if (room.phase !== firstPhase.current) headingRef.current?.focus();
  }, [room.phase]);

  const ChannelIcon = CHANNEL_ICONS[view.channel];
  const title = upperFirst(t(`room.title.${view.channel}`, { name: peer }));

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
            <span className={sh.badge} data-status={view.status} data-testid="room-status">
              {t(`common.status.${view.status}`)}
            </span>
            <span>{t('common.perMinute', { coins: formatCount(view.pricePerMinute, locale) })}</span>
          </p>
        </div>
        {live && (
          <button
            type="button"
            className={`${sh.secondary} ${s.endButton}`}
            onClick={() => setEndOpen(true)}
            disabled={busy === 'end'}
            data-testid="end-button"
          >
            <PhoneOff aria-hidden="true" size={18} />
            {busy === 'end' ? t('room.ending') : t('room.end')}
          </button>
        )}
      </header>

      {room.useSocket && isOpen(view.status) && sock.status !== 'open' && (
        <p className={sh.connection} role="status" data-testid="connection" data-status={sock.status}>
          <WifiOff aria-hidden="true" size={18} />
          {sock.status === 'connecting' ? t('room.connecting') : t('room.reconnecting')}
        </p>
      )}
      {room.notice && (
        <p className={sh.alert} role="alert" data-testid="room-notice">
          {room.notice}
        </p>
      )}

      {isWaiting(view.status) && (
        <WaitingPanel
          locale={locale}
          view={view}
          peer={peer}
          serverNow={room.serverNow}
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
          state={room.meterState}
          warning={room.warning}
          walletHref={localePath(WALLET_PATH, locale)}
        />
      )}

      {view.status === 'ended' && <EndedPanel locale={locale} view={view} peer={peer} onChange={room.setView} />}

      {(live || view.status === 'ended') && (
        <div className={live && view.channel !== 'chat' ? s.liveGrid : s.liveSingle}>
          {live && view.channel !== 'chat' && (
            <CallPanel
              locale={locale}
              consultationId={view.id}
              role={me}
              video={view.channel === 'video'}
              socket={sock.socket}
              bothPresent={room.bothPresent}
              peerName={peer}
              onHangUp={() => setEndOpen(true)}
            />
          )}
          <div className={s.chatColumn}>
            {me === 'astrologer' && live && <BirthCard locale={locale} view={view} peer={peer} />}
            {view.status === 'ended' && !room.useSocket ? (
              room.history && room.history.length > 0 ? (
                <details className={s.transcriptBox}>
                  <summary>{t('ended.conversation')}</summary>
                  <ChatPanel
                    locale={locale}
                    me={me}
                    peerName={peer}
                    messages={room.history}
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
                peerTyping={room.peerTyping}
                socket={sock.socket}
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
