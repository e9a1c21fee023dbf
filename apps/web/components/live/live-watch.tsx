'use client';

import { LIVE_LIMITS, type LiveEventData, type LiveStateData, type LiveTokenData } from '@drishti/contracts/live';
import { Heart, Users, Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTimeIst, type Lang } from '@/components/admin/format';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { type LiveConnection, watchLive } from './janus-client';
import { LiveChat } from './live-chat';
import { LiveStage } from './live-stage';
import { StageFeed } from './live-stage-feed';
import { LiveStageHost } from './live-stage-host';
import s from './live.module.css';

type Player = 'idle' | 'connecting' | 'waiting' | 'reconnecting' | 'playing' | 'full' | 'failed';

/** A random key for this page's place in the viewer count (kept for the page's life). */
function viewerKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/**
 * /live/[id] in the browser: the video (played at once, muted until the viewer turns sound on, as
 * browsers require), the viewer count and hearts, the live chat; polls the event's state every two
 * seconds, so an ended event ends here too.
 */
export function LiveWatch({
  lang,
  initial,
  loginHref,
  next = null,
  hostView = false,
}: {
  lang: Lang;
  initial: LiveEventData;
  loginHref: string;
  /** The astrologer's next scheduled event, shown once this one has ended. */
  next?: LiveEventData | null;
  /** The astrologer's own studio shows the chat without playing the video back. */
  hostView?: boolean;
}) {
  const t = useTranslations('live');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [state, setState] = useState<LiveStateData | null>(null);
  const event = state?.event ?? initial;
  const [player, setPlayer] = useState<Player>('idle');
  const [muted, setMuted] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const key = useRef<string>('');

  const poll = useCallback(async () => {
    if (!key.current) key.current = viewerKey();
    const res = await api.get<LiveStateData>(
      `/api/publics/live/events/${initial.id}/state${hostView ? '' : `?viewer=${key.current}`}`,
    );
    if (res.success) setState(res.data);
  }, [api, initial.id, hostView]);

  useEffect(() => {
    void poll();
    const timer = setInterval(() => void poll(), 2000);
    return () => clearInterval(timer);
  }, [poll]);

  const status = event.status;
  // A new generation: the event moved to another media server; join its new room.
  const generation = event.mediaGeneration;
  const failures = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the retry button) or `generation` (another server) connects again
  useEffect(() => {
    if (hostView || status !== 'live') return;
    let connection: LiveConnection | null = null;
    let gone = false;
    let again: ReturnType<typeof setTimeout> | null = null;
    // A first connection says "connecting"; after the host dropped, "reconnecting" until video is back.
    setPlayer((p) => (p === 'reconnecting' ? p : 'connecting'));
    (async () => {
      const res = await api.post<LiveTokenData>(`/api/publics/live/events/${initial.id}/token`, {});
      if (gone) return;
      if (!res.success && res.code === 'live-full') {
        // The media server has as many viewers as it carries: try again in a minute.
        setPlayer('full');
        again = setTimeout(() => setAttempt((n) => n + 1), 60_000);
        return;
      }
      if (!res.success) return setPlayer('failed');
      connection = await watchLive(res.data, {
        onStream: (stream) => {
          if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
          failures.current = 0;
          setPlayer('playing');
        },
        onWaiting: () => setPlayer((p) => (p === 'playing' || p === 'reconnecting' ? p : 'waiting')),
        onHostGone: () => {
          if (gone || again) return;
          setPlayer('reconnecting');
          connection?.close();
          again = setTimeout(() => setAttempt((n) => n + 1), 2000);
        },
        onFailed: () => {
          if (gone || again) return;
          // The connection to the media server broke (it may be moving the event to another
          // server): try again a few times before asking the viewer to.
          failures.current += 1;
          if (failures.current > 5) return setPlayer('failed');
          setPlayer('reconnecting');
          connection?.close();
          again = setTimeout(() => setAttempt((n) => n + 1), 3000);
        },
        onEnded: () => void poll(),
      });
      if (gone) connection.close();
    })().catch(() => setPlayer('failed'));
    return () => {
      gone = true;
      if (again) clearTimeout(again);
      connection?.close();
      if (video.current) video.current.srcObject = null;
    };
  }, [api, initial.id, status, hostView, attempt, generation, poll]);

  const [hearts, setHearts] = useState<number | null>(null);
  const shownHearts = Math.max(hearts ?? 0, event.hearts);
  const sendHeart = async () => {
    const res = await api.post<{ hearts: number }>(`/api/publics/live/events/${initial.id}/hearts`, {});
    if (res.success) setHearts(res.data.hearts);
  };

  // The server knows first when the host's video dropped: the picture may only have frozen here.
  const shown: Player = status === 'live' && event.hostAway && player === 'playing' ? 'reconnecting' : player;
  const name = lang === 'hi' ? event.astrologer.nameHi : event.astrologer.name;
  const playerText: Record<Exclude<Player, 'playing' | 'idle'>, string> = {
    connecting: t('watch.connecting'),
    waiting: t('watch.waitingHost'),
    reconnecting: t('watch.reconnecting'),
    full: t('watch.full'),
    failed: t('watch.failed'),
  };

  return (
    <div className={s.watch} data-testid="live-watch" data-status={status}>
      {!hostView && (
        <section className={s.stage} aria-label={t('watch.playing')}>
          {status === 'live' && (
            <>
              <video
                ref={video}
                className={s.video}
                autoPlay
                playsInline
                muted={muted}
                aria-label={t('watch.videoLabel', { name })}
                data-testid="live-video"
              />
              {shown !== 'playing' && shown !== 'idle' && (
                <div className={s.overlay} role="status" data-testid="live-player-status" data-state={shown}>
                  <p>{playerText[shown]}</p>
                  {(shown === 'failed' || shown === 'full') && (
                    <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
                      {t('watch.retry')}
                    </button>
                  )}
                </div>
              )}
              {state?.stage.guest && !state.stage.me?.onStage && (
                <StageFeed
                  lang={lang}
                  eventId={initial.id}
                  guest={state.stage.guest.name}
                  video={state.stage.guest.video}
                  muted={muted}
                  label={t('stage.guestLabel', { name: state.stage.guest.name })}
                />
              )}
              {player === 'playing' && muted && (
                <button type="button" className={`button ${s.unmute}`} onClick={() => setMuted(false)}>
                  <Volume2 aria-hidden="true" size={18} /> {t('watch.tapToUnmute')}
                </button>
              )}
            </>
          )}
          {status === 'scheduled' && (
            <div className={s.overlay} role="status" data-testid="live-scheduled">
              <p>{t('watch.scheduled', { time: formatDateTimeIst(event.startsAt, lang) })}</p>
            </div>
          )}
          {status === 'ended' && (
            <div className={s.overlay} role="status" data-testid="live-ended">
              <p>
                <strong>{t('watch.ended')}</strong>
              </p>
              {event.endReason === 'host-lost' && <p data-testid="live-ended-reason">{t('watch.endedHostLost')}</p>}
              {event.endReason === 'media-lost' && <p data-testid="live-ended-reason">{t('watch.endedMediaLost')}</p>}
              {event.endedAt && <p>{t('watch.endedAt', { time: formatDateTimeIst(event.endedAt, lang) })}</p>}
              {next && (
                <p data-testid="live-next">
                  <Link href={`/live/${next.id}`} className={s.overlayLink}>
                    {t('watch.next', {
                      title: lang === 'hi' ? next.titleHi : next.titleEn,
                      time: formatDateTimeIst(next.startsAt, lang),
                    })}
                  </Link>
                </p>
              )}
            </div>
          )}
        </section>
      )}
      <div className={s.bar}>
        {status === 'live' && (
          <span className={s.badge} data-testid="live-badge">
            {t('watch.liveBadge')}
          </span>
        )}
        <span className={s.count} data-testid="live-viewers">
          <Users aria-hidden="true" size={18} /> {t('watch.viewers', { count: event.viewers })}
        </span>
        <span className={s.count} data-testid="live-hearts">
          <Heart aria-hidden="true" size={18} /> {t('watch.hearts', { count: shownHearts })}
        </span>
        {status === 'live' && !hostView && (
          <button
            type="button"
            className={s.heartButton}
            onClick={() => void sendHeart()}
            aria-label={t('watch.sendHeart')}
            data-testid="live-heart"
          >
            <Heart aria-hidden="true" size={22} />
          </button>
        )}
      </div>
      {state &&
        (hostView ? (
          <LiveStageHost lang={lang} eventId={initial.id} state={state} onChanged={() => void poll()} />
        ) : (
          <LiveStage
            lang={lang}
            eventId={initial.id}
            state={state}
            loginHref={loginHref}
            onChanged={() => void poll()}
          />
        ))}
      <LiveChat
        lang={lang}
        eventId={initial.id}
        state={state}
        loginHref={loginHref}
        onChanged={() => void poll()}
        maxLength={LIVE_LIMITS.chatMax}
      />
    </div>
  );
}
