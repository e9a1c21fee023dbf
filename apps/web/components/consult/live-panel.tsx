'use client';

import type { ConsultationViewData, ConsultChannel, PresenceBody } from '@drishti/contracts/consultations';
import { Bell, BellOff, CheckCircle2, Clock, MessageCircle, Phone, Radio, Users, Video, XCircle } from 'lucide-react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { call, type Lang, type LiveData, liveData } from './api';
import s from './live-panel.module.css';
import sh from './shared.module.css';
import { CHANNELS, formatCount, formatWhen, requestWindowSeconds, roomPath, secondsUntil, upperFirst } from './model';
import { playChime, unlockAudio } from './tone';
import { useConsultSocket } from './use-consult-socket';

const ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;
const SOUND_KEY = 'drishti.consult.sound';
const POLL_MS = 15_000;
const HISTORY_SHOWN = 8;

type Catalogue = Record<string, unknown>;

/**
 * The astrologer's live consultations in the dashboard. Its texts load with it (the dashboard's
 * own catalogue does not carry them), in the page's language only.
 */
export function LivePanel({ lang }: { lang: Lang }) {
  const [messages, setMessages] = useState<Catalogue | null>(null);
  useEffect(() => {
    let alive = true;
    const load = lang === 'hi' ? import('@/messages/hi/consult.json') : import('@/messages/en/consult.json');
    void load.then((m) => {
      if (alive) setMessages(m.default as Catalogue);
    });
    return () => {
      alive = false;
    };
  }, [lang]);
  if (!messages) {
    return <section className={`${sh.panel} ${sh.skeleton}`} aria-busy="true" data-testid="live-panel-loading" />;
  }
  return (
    <NextIntlClientProvider locale={lang} messages={{ consult: messages }}>
      <LivePanelBody lang={lang} />
    </NextIntlClientProvider>
  );
}

function LivePanelBody({ lang }: { lang: Lang }) {
  const t = useTranslations('consult.panel');
  const tc = useTranslations('consult.common');
  const router = useRouter();
  const [data, setData] = useState<LiveData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [presence, setPresence] = useState<PresenceBody | null>(null);
  const [presenceStatus, setPresenceStatus] = useState<{ kind: 'busy' | 'ok' | 'error'; text: string } | null>(null);
  const [sound, setSound] = useState(true);
  const [now, setNow] = useState(() => Date.now());
  const [acting, setActing] = useState<string | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const saving = useRef(false);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const coins = (n: number) => tc('coins', { count: n, coins: formatCount(n, lang) });

  const load = useCallback(async () => {
    const res = await call<unknown>(lang, 'GET', '/api/astrologer/consultations');
    const parsed = res.ok ? liveData(res.data) : null;
    if (!parsed) {
      setError((!res.ok && res.message) || t('loadError'));
      return;
    }
    setError(null);
    setData(parsed);
    // The switches as stored (a missed request switches its channel off), unless one is being saved.
    if (!saving.current) setPresence(parsed.presence);
    // A new request rings (not the ones already there when the page opened).
    const ids = new Set(parsed.incoming.map((c) => c.id));
    const before = seen.current;
    if (before && [...ids].some((id) => !before.has(id)) && soundRef.current) playChime();
    seen.current = ids;
  }, [lang, t]);

  const reloadSoon = useCallback(() => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void load(), 200);
  }, [load]);

  const sock = useConsultSocket({
    enabled: true,
    onEvent: (event) => {
      if (event.type === 'server' && event.message.type === 'consultation.state') reloadSoon();
      if (event.type === 'status' && event.status === 'open') reloadSoon();
    },
  });

  useEffect(() => {
    void load();
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    };
  }, [load]);

  useEffect(() => {
    try {
      setSound(window.localStorage.getItem(SOUND_KEY) !== 'off');
    } catch {
      setSound(true);
    }
  }, []);

  const toggleSound = () => {
    const next = !sound;
    setSound(next);
    if (next) unlockAudio();
    try {
      window.localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Not remembered; still applies now.
    }
  };

  const setOnline = async (channel: ConsultChannel, on: boolean) => {
    unlockAudio();
    const base = presence ?? data?.presence ?? { chat: false, voice: false, video: false };
    const next = { ...base, [channel]: on };
    setPresence(next);
    setPresenceStatus({ kind: 'busy', text: t('presenceSaving') });
    saving.current = true;
    const res = await call<unknown>(lang, 'POST', '/api/astrologer/presence', next).finally(() => {
      saving.current = false;
    });
    const saved = res.ok ? (res.data as PresenceBody) : null;
    if (!saved || typeof saved.chat !== 'boolean') {
      setPresence(base);
      setPresenceStatus({ kind: 'error', text: (!res.ok && res.message) || t('presenceFailed') });
      return;
    }
    setPresence({ chat: saved.chat, voice: saved.voice, video: saved.video });
    setPresenceStatus({ kind: 'ok', text: t('presenceSaved') });
  };

  const respond = async (c: ConsultationViewData, kind: 'accept' | 'decline') => {
    unlockAudio();
    setActing(`${c.id}:${kind}`);
    const res = await call<unknown>(lang, 'POST', `/api/astrologer/consultations/${c.id}/${kind}`);
    setActing(null);
    if (res.ok && kind === 'accept') {
      router.push(roomPath(c.id));
      return;
    }
    if (!res.ok) setError(res.message ?? t('actionFailed'));
    void load();
  };

  const serverNow = now + (sock.socket?.clockOffset ?? 0);
  const p = presence ?? data?.presence ?? null;

  return (
    <section
      className={sh.panel}
      aria-labelledby="live-heading"
      data-testid="live-panel"
      data-ready={data !== null}
      onPointerDown={unlockAudio}
    >
      <div className={sh.panelHead}>
        <h2 id="live-heading" className={sh.panelHeading}>
          <Radio aria-hidden="true" size={22} />
          {t('heading')}
        </h2>
        <button
          type="button"
          className={sh.linkButton}
          aria-pressed={sound}
          onClick={toggleSound}
          data-testid="live-sound"
        >
          {sound ? <Bell aria-hidden="true" size={18} /> : <BellOff aria-hidden="true" size={18} />}
          {sound ? t('soundOn') : t('soundOff')}
        </button>
      </div>
      {sock.status === 'reconnecting' && (
        <p className={sh.connection} role="status">
          {t('reconnecting')}
        </p>
      )}

      {/* The switches wait for the saved state: an "off" shown before it loads would be wrong. */}
      {!p && !error && <div className={sh.skeleton} aria-busy="true" />}
      {p && (
        <fieldset className={s.presence}>
          <legend className={sh.label}>{t('presenceLegend')}</legend>
          <p className={sh.hint}>{t('presenceHint')}</p>
          <div className={s.switches}>
            {CHANNELS.map((c) => {
              const Icon = ICONS[c];
              const on = p[c];
              return (
                <label key={c} className={s.switch} data-on={on}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-checked={on}
                    onChange={(e) => void setOnline(c, e.target.checked)}
                    data-testid={`presence-${c}`}
                  />
                  <Icon aria-hidden="true" size={18} />
                  <span>{tc(`channelLong.${c}`)}</span>
                  <span className={s.switchState}>{on ? t('online') : t('offline')}</span>
                </label>
              );
            })}
          </div>
          <p
            className={presenceStatus?.kind === 'error' ? sh.fieldError : sh.hint}
            role={presenceStatus?.kind === 'error' ? 'alert' : 'status'}
            data-testid="presence-status"
          >
            {presenceStatus?.text ?? ''}
          </p>
        </fieldset>
      )}

      {error && (
        <div className={sh.alert} role="alert" data-testid="live-error">
          <p>{error}</p>
          <button type="button" className={sh.secondary} onClick={() => void load()}>
            {t('retry')}
          </button>
        </div>
      )}

      {data && (
        <>
          {data.active && (
            <div className={s.activeBox} data-testid="live-active">
              <p>
                <span className={sh.liveDot} aria-hidden="true" />
                {t('activeNow', {
                  channel: tc(`channelLong.${data.active.channel}`),
                  name: data.active.userName?.trim() || tc('theUser'),
                })}
              </p>
              <Link href={roomPath(data.active.id)} className="button" data-testid="live-active-open">
                {t('openActive')}
              </Link>
            </div>
          )}

          <h3 className={sh.subheading}>{t('incomingHeading')}</h3>
          {data.incoming.length === 0 ? (
            <p className={sh.muted} data-testid="incoming-empty">
              {t('incomingEmpty')}
            </p>
          ) : (
            <ul className={s.incomingList} data-testid="incoming-list" aria-live="polite">
              {data.incoming.map((c) => {
                const Icon = ICONS[c.channel];
                const left = secondsUntil(c.requestExpiresAt, serverNow);
                const name = c.userName?.trim() || upperFirst(tc('theUser'));
                return (
                  <li key={c.id} className={s.incoming} data-testid="incoming" data-id={c.id}>
                    <p className={s.incomingTitle}>
                      <Icon aria-hidden="true" size={20} />
                      {`${tc(`channelLong.${c.channel}`)} · ${name}`}
                    </p>
                    <p className={sh.countdown} data-testid="incoming-countdown" data-seconds={left}>
                      <Clock aria-hidden="true" size={16} />
                      {t('acceptWithin', {
                        seconds: formatCount(left, lang),
                        total: requestWindowSeconds(c.requestedAt, c.requestExpiresAt),
                      })}
                    </p>
                    <p className={sh.muted}>
                      {c.birth ? t('birthShared', { name: c.birth.name }) : t('birthNotShared')}
                      {' · '}
                      {tc('perMinute', { coins: formatCount(c.pricePerMinute, lang) })}
                    </p>
                    <p className={sh.actionsRow}>
                      <button
                        type="button"
                        className="button"
                        onClick={() => void respond(c, 'accept')}
                        disabled={acting !== null}
                        data-testid="incoming-accept"
                      >
                        <CheckCircle2 aria-hidden="true" size={18} />
                        {t('accept')}
                      </button>
                      <button
                        type="button"
                        className={sh.secondary}
                        onClick={() => void respond(c, 'decline')}
                        disabled={acting !== null}
                        data-testid="incoming-decline"
                      >
                        <XCircle aria-hidden="true" size={18} />
                        {t('decline')}
                      </button>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <p className={s.queueLine} data-testid="waitlist-count" data-count={data.waitlist.length}>
            <Users aria-hidden="true" size={18} />
            {t('waitlist', { count: data.waitlist.length, people: formatCount(data.waitlist.length, lang) })}
          </p>

          <h3 className={sh.subheading}>{t('earningsHeading')}</h3>
          <dl className={s.earnings} data-testid="earnings">
            <div>
              <dt>{t('today')}</dt>
              <dd data-testid="earnings-today" data-coins={data.earnings.today}>
                {coins(data.earnings.today)}
              </dd>
            </div>
            <div>
              <dt>{t('month')}</dt>
              <dd data-coins={data.earnings.month}>{coins(data.earnings.month)}</dd>
            </div>
            <div>
              <dt>{t('total')}</dt>
              <dd data-coins={data.earnings.total}>{coins(data.earnings.total)}</dd>
            </div>
          </dl>

          <h3 className={sh.subheading}>{t('historyHeading')}</h3>
          {data.history.length === 0 ? (
            <p className={sh.muted}>{t('historyEmpty')}</p>
          ) : (
            <ul className={s.recent} data-testid="live-history">
              {data.history.slice(0, HISTORY_SHOWN).map((c) => {
                const Icon = ICONS[c.channel];
                return (
                  <li key={c.id} data-testid="live-history-item" data-status={c.status}>
                    <Link href={roomPath(c.id)} className={s.recentLink}>
                      <Icon aria-hidden="true" size={16} />
                      <span className={s.recentMain}>
                        {c.userName?.trim() || upperFirst(tc('theUser'))} · {formatWhen(c.requestedAt, lang)}
                      </span>
                      <span className={s.recentSide}>
                        {c.status === 'ended'
                          ? t('historyLine', {
                              minutes: tc('minutes', {
                                count: c.meter.billedMinutes,
                                minutes: formatCount(c.meter.billedMinutes, lang),
                              }),
                              coins: coins(c.astrologerCoins ?? 0),
                            })
                          : tc(`status.${c.status}`)}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
