'use client';

import type { LiveEventData, LiveTokenData } from '@drishti/contracts/live';
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTimeIst, istLocalToIso, type Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { type LiveConnection, publishLive } from './janus-client';
import { StagePriceField, stagePriceOf, WhenFields } from './live-studio-fields';
import { LiveWatch } from './live-watch';
import s from './live.module.css';

type Mine = { items: LiveEventData[]; enabled: boolean };
type Broadcast = 'off' | 'publishing' | 'on-air' | 'reconnecting' | 'failed';

/**
 * The astrologer's studio (/astrologer/live): camera and microphone preview, a new event (now or
 * scheduled, title and topic in both languages), their events, and while live: the broadcast, the
 * viewer count and the chat with moderation, and ending the event.
 */
export function LiveStudio({ lang, loginHref }: { lang: Lang; loginHref: string }) {
  const t = useTranslations('live.studio');
  const tl = useTranslations('live.languages');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [mine, setMine] = useState<Mine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [media, setMedia] = useState<MediaStream | null>(null);
  const [mediaDenied, setMediaDenied] = useState(false);
  const [level, setLevel] = useState(0);
  const preview = useRef<HTMLVideoElement>(null);
  const [broadcast, setBroadcast] = useState<Broadcast>('off');
  const [onAirId, setOnAirId] = useState<string | null>(null);
  /** The event being broadcast and the reconnection attempts in a row (after a drop or a server move). */
  const airing = useRef<string | null>(null);
  const retries = useRef(0);
  const connection = useRef<LiveConnection | null>(null);
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState<'now' | 'later'>('now');

  const load = useCallback(async () => {
    const res = await api.get<Mine>('/api/astrologer/live/events');
    if (res.success) setMine(res.data);
    else setError(res.message);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = media;
    if (!media || media.getAudioTracks().length === 0) return;
    // The microphone's level, so that the astrologer sees they are heard.
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 256;
    audio.createMediaStreamSource(media).connect(analyser);
    const data = new Uint8Array(analyser.frequencyBinCount);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
      setLevel(Math.min(1, peak / 64));
    }, 150);
    return () => {
      clearInterval(timer);
      void audio.close();
    };
  }, [media]);

  useEffect(
    () => () => {
      connection.current?.close();
    },
    [],
  );

  async function startPreview(): Promise<MediaStream | null> {
    if (media) return media;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
      });
      setMedia(stream);
      setMediaDenied(false);
      return stream;
    } catch {
      setMediaDenied(true);
      return null;
    }
  }
  function stopPreview() {
    if (onAirId) return;
    for (const track of media?.getTracks() ?? []) track.stop();
    setMedia(null);
  }

  async function goOnAir(event: LiveEventData) {
    const stream = await startPreview();
    if (!stream) return;
    connection.current?.close();
    setOnAirId(event.id);
    airing.current = event.id;
    setBroadcast((b) => (b === 'reconnecting' ? b : 'publishing'));
    const res = await api.post<LiveTokenData>(`/api/astrologer/live/events/${event.id}/token`, {});
    if (!res.success) {
      setBroadcast('failed');
      return setError(res.message);
    }
    connection.current = await publishLive(res.data, stream, {
      onLive: () => {
        retries.current = 0;
        setBroadcast('on-air');
      },
      onFailed: () => {
        // The connection dropped or the media server failed (the event may be moving to another
        // one): publish again with a new token a few times before asking the astrologer to.
        if (retries.current >= 5) return setBroadcast('failed');
        retries.current += 1;
        setBroadcast('reconnecting');
        setTimeout(() => {
          if (airing.current === event.id) void goOnAir(event);
        }, 3000);
      },
      onEnded: () => {
        airing.current = null;
        setBroadcast('off');
        setOnAirId(null);
        void load();
      },
    });
  }

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const field = (name: string) => String(form.get(name) ?? '');
    let startsAt: string | undefined;
    if (when === 'later') {
      const iso = istLocalToIso(field('startsAt'));
      if (!iso) return setError(t('form.startsAt'));
      startsAt = iso;
    } else if (!(await startPreview())) return;
    setBusy(true);
    setError(null);
    const res = await api.post<LiveEventData>('/api/astrologer/live/events', {
      titleEn: field('titleEn'),
      titleHi: field('titleHi'),
      topicEn: field('topicEn'),
      topicHi: field('topicHi'),
      language: field('language'),
      ...stagePriceOf(field('stagePricePerMinute')),
      ...(startsAt ? { startsAt } : {}),
    });
    setBusy(false);
    if (!res.success) return setError(res.errors?.map((x) => x.message).join(' ') || res.message);
    formElement.reset();
    await load();
    if (res.data.status === 'live') await goOnAir(res.data);
  }

  async function start(event: LiveEventData) {
    setBusy(true);
    const res = await api.post<LiveEventData>(`/api/astrologer/live/events/${event.id}/start`, {});
    setBusy(false);
    if (!res.success) return setError(res.message);
    await load();
    await goOnAir(res.data);
  }

  async function end(event: LiveEventData) {
    setBusy(true);
    const res = await api.post<LiveEventData>(`/api/users/live/events/${event.id}/end`, {});
    setBusy(false);
    if (!res.success) return setError(res.message);
    if (onAirId === event.id) {
      airing.current = null;
      connection.current?.close();
      connection.current = null;
      setOnAirId(null);
      setBroadcast('off');
    }
    await load();
  }

  if (!mine) return error ? <p className={s.error}>{error}</p> : null;
  if (!mine.enabled)
    return (
      <p className={s.notice} data-testid="studio-off">
        {t('off')}
      </p>
    );

  const onAir = mine.items.find((e) => e.id === onAirId && e.status === 'live') ?? null;
  const title = (e: LiveEventData) => (lang === 'hi' ? e.titleHi : e.titleEn);

  return (
    <div className={s.studio} data-testid="live-studio">
      {error && (
        <p className={s.error} role="alert" data-testid="studio-error">
          {error}
        </p>
      )}

      {onAir && (
        <section className={f.card} aria-labelledby="broadcast-heading" data-testid="studio-broadcast">
          <h2 id="broadcast-heading" className={f.cardHeading}>
            {t('broadcast.heading')}: {title(onAir)}
          </h2>
          <p role="status" data-testid="studio-broadcast-status" data-state={broadcast}>
            {broadcast === 'on-air' && <span className={s.badge}>{t('broadcast.onAir')}</span>}
            {broadcast === 'publishing' && t('broadcast.publishing')}
            {broadcast === 'reconnecting' && t('broadcast.reconnecting')}
            {broadcast === 'failed' && t('broadcast.failed')}
          </p>
          <div className={s.row}>
            {broadcast === 'failed' && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  retries.current = 0;
                  void goOnAir(onAir);
                }}
              >
                {t('broadcast.retry')}
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void end(onAir)}
              data-testid="studio-end"
            >
              {busy ? t('mine.ending') : t('mine.end')}
            </button>
            <Link href={`/live/${onAir.id}`} target="_blank">
              {t('broadcast.watchPage')}
            </Link>
          </div>
          <LiveWatch lang={lang} initial={onAir} loginHref={loginHref} hostView />
        </section>
      )}

      <section className={f.card} aria-labelledby="preview-heading">
        <h2 id="preview-heading" className={f.cardHeading}>
          {t('preview.heading')}
        </h2>
        <p className={f.muted}>{t('preview.lead')}</p>
        {/* The preview is the astrologer's own camera, muted so that it does not echo. */}
        <video
          ref={preview}
          className={s.preview}
          autoPlay
          playsInline
          muted
          aria-label={t('preview.label')}
          hidden={!media}
          data-testid="studio-preview"
        />
        {media && (
          <label className={f.field}>
            <span className={f.label}>{t('preview.micLevel')}</span>
            <meter className={s.level} min={0} max={1} value={level} />
          </label>
        )}
        {mediaDenied && (
          <p className={s.error} role="alert">
            {t('preview.denied')}
          </p>
        )}
        <div className={s.row}>
          {media ? (
            <button type="button" className="button" onClick={stopPreview} disabled={Boolean(onAirId)}>
              {t('preview.stop')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => void startPreview()}
              data-testid="studio-preview-start"
            >
              {t('preview.start')}
            </button>
          )}
        </div>
      </section>

      <section className={f.card} aria-labelledby="new-event-heading">
        <h2 id="new-event-heading" className={f.cardHeading}>
          {t('form.heading')}
        </h2>
        <form className={f.form} onSubmit={(e) => void create(e)} data-testid="studio-form">
          <div className={s.twoCols}>
            {(['titleEn', 'titleHi'] as const).map((name) => (
              <label key={name} className={f.field}>
                <span className={f.label}>{t(`form.${name}`)}</span>
                <input
                  name={name}
                  className={f.input}
                  required
                  minLength={3}
                  maxLength={120}
                  lang={name.endsWith('Hi') ? 'hi' : 'en'}
                />
              </label>
            ))}
            {(['topicEn', 'topicHi'] as const).map((name) => (
              <label key={name} className={f.field}>
                <span className={f.label}>{t(`form.${name}`)}</span>
                <textarea
                  name={name}
                  className={f.textarea}
                  required
                  minLength={3}
                  maxLength={300}
                  rows={2}
                  lang={name.endsWith('Hi') ? 'hi' : 'en'}
                />
              </label>
            ))}
          </div>
          <label className={f.field}>
            <span className={f.label}>{t('form.language')}</span>
            <select name="language" className={f.select} defaultValue={lang}>
              <option value="hi">{tl('hi')}</option>
              <option value="en">{tl('en')}</option>
            </select>
          </label>
          <StagePriceField />
          <WhenFields when={when} setWhen={setWhen} />
          <div>
            <button type="submit" className="button" disabled={busy} data-testid="studio-submit">
              {busy ? t('form.saving') : when === 'now' ? t('form.goLive') : t('form.schedule')}
            </button>
          </div>
        </form>
      </section>

      <section className={f.card} aria-labelledby="mine-heading" data-testid="studio-events">
        <h2 id="mine-heading" className={f.cardHeading}>
          {t('mine.heading')}
        </h2>
        {mine.items.length === 0 && <p className={f.muted}>{t('mine.none')}</p>}
        <ul className={s.cards}>
          {mine.items.map((e) => (
            <li key={e.id} className={s.card} data-testid="studio-event" data-status={e.status}>
              <h3 className={s.cardTitle}>{title(e)}</h3>
              <p className={s.meta}>
                <span>{t(`status.${e.status}`)}</span>
                <span>{formatDateTimeIst(e.startedAt ?? e.startsAt, lang)}</span>
              </p>
              <div className={s.row}>
                {e.status === 'scheduled' && (
                  <button type="button" className="button" disabled={busy} onClick={() => void start(e)}>
                    {t('mine.start')}
                  </button>
                )}
                {e.status === 'live' && e.id !== onAirId && (
                  <button type="button" className="button" disabled={busy} onClick={() => void goOnAir(e)}>
                    {t('mine.start')}
                  </button>
                )}
                {e.status !== 'ended' && (
                  <button type="button" className="button" disabled={busy} onClick={() => void end(e)}>
                    {t('mine.end')}
                  </button>
                )}
                <Link href={`/live/${e.id}`}>{t('mine.open')}</Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
