'use client';

import type { LiveStateData, LiveTokenData } from '@drishti/contracts/live';
import { Mic } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { formatCoinAmount, formatRupees } from '@/components/wallet/money';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { type LiveConnection, publishLive } from './janus-client';
import s from './live.module.css';
import st from './live-stage.module.css';

/** Coins shown with their price in rupees (1 coin = ₹1). */
export function useCoinPrice() {
  const t = useTranslations('live.gifts');
  return (coins: number) =>
    t('price', { coins: formatCoinAmount(coins), rupees: formatRupees(coins * 100).replace(/\.00$/, '') });
}

/**
 * "Join the call" for viewers (docs/LIVE.md, "The paid stage"): the price a minute and what is
 * needed to ask (in coins and rupees), the queue and one's place in it, a spending cap; on the
 * call, the microphone (and camera if chosen) is published as the guest's feed and the meter's
 * figures are shown.
 */
export function LiveStage({
  lang,
  eventId,
  state,
  loginHref,
  onChanged,
}: {
  lang: Lang;
  eventId: string;
  state: LiveStateData;
  loginHref: string;
  onChanged: () => void;
}) {
  const t = useTranslations('live.stage');
  const api = useMemo(() => clientApi(lang), [lang]);
  const price = useCoinPrice();
  const stage = state.stage;
  const me = stage.me;
  const [cap, setCap] = useState('');
  const [video, setVideo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [micFailed, setMicFailed] = useState(false);
  const onStage = me?.onStage === true;
  const withVideo = me?.video === true;

  // On the call: publish the microphone (and camera) as the guest's feed; the meter starts once
  // the media reaches the server.
  useEffect(() => {
    if (!onStage) return;
    let connection: LiveConnection | null = null;
    let media: MediaStream | null = null;
    let gone = false;
    (async () => {
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true, video: withVideo });
      } catch {
        setMicFailed(true);
        return;
      }
      const res = await api.post<LiveTokenData>(`/api/users/live/events/${eventId}/stage/token`, {});
      if (gone || !res.success) return;
      connection = await publishLive(res.data, media, {
        onLive: () => void api.post(`/api/users/live/events/${eventId}/stage/connected`, {}),
        onFailed: () => {},
        onEnded: () => {},
      });
      if (gone) connection.close();
    })();
    return () => {
      gone = true;
      connection?.close();
      for (const track of media?.getTracks() ?? []) track.stop();
    };
  }, [api, eventId, onStage, withVideo]);

  if (stage.pricePerMinute === null || state.event.status !== 'live') return null;
  const perMinute = stage.pricePerMinute;
  const need = perMinute * stage.minMinutes;

  async function act(run: () => Promise<{ success: boolean; message?: string }>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await run();
    setBusy(false);
    if (!res.success) setError(res.message ?? null);
    onChanged();
  }

  function ask(e: FormEvent) {
    e.preventDefault();
    const capCoins = cap.trim() === '' ? null : Math.floor(Number(cap));
    void act(() => api.post(`/api/users/live/events/${eventId}/stage/requests`, { video, capCoins }));
  }

  const coins = state.me.coins ?? 0;
  return (
    <section className={`${f.card} ${st.panel}`} aria-labelledby="live-stage-heading" data-testid="live-stage">
      <h2 id="live-stage-heading" className={f.cardHeading}>
        <Mic aria-hidden="true" size={18} /> {t('title')}
      </h2>
      <p data-testid="live-stage-price" data-coins={perMinute}>
        {t('price', { coins: formatCoinAmount(perMinute), rupees: formatRupees(perMinute * 100).replace(/\.00$/, '') })}
      </p>
      {stage.guest && !onStage && <p data-testid="live-stage-guest">{t('guest', { name: stage.guest.name })}</p>}
      {!state.me.signedIn && (
        <a href={loginHref} className="button" data-testid="live-stage-signin">
          {t('signIn')}
        </a>
      )}
      {me && onStage && stage.call && (
        <div role="status" data-testid="live-stage-on" data-minutes={stage.call.minutes}>
          <p>
            <strong>{t('onStage')}</strong>
          </p>
          <p>
            {t('minutes', {
              minutes: stage.call.minutes,
              price: price(stage.call.minutes * stage.call.pricePerMinute),
            })}
          </p>
          {stage.call.capCoins !== null && (
            <p className={f.hint}>{t('placeCap', { price: price(stage.call.capCoins) })}</p>
          )}
          {stage.call.paused && <p className={f.hint}>{t('paused')}</p>}
          {stage.call.warned && (
            <p className={s.error} role="alert" data-testid="live-stage-warned">
              {t('warned')}
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(() => api.post(`/api/users/live/events/${eventId}/stage/end`, {}))}
            data-testid="live-stage-end"
          >
            {t('end')}
          </button>
        </div>
      )}
      {me && !onStage && !state.me.muted && (
        <>
          <p className={f.hint}>{t('need', { coins: price(need), minutes: stage.minMinutes })}</p>
          <p className={f.hint} data-testid="live-stage-waiting" data-count={stage.waiting}>
            {t('waiting', { count: stage.waiting })}
          </p>
          {me.place !== null && (
            <p role="status" data-testid="live-stage-place" data-place={me.place}>
              <strong>{t('place', { place: me.place })}</strong>
              {me.capCoins !== null && <> {t('placeCap', { price: price(me.capCoins) })}</>}
            </p>
          )}
          {coins < need && me.place === null ? (
            <p className={s.error} data-testid="live-stage-short">
              {t('notEnough', {
                coins: formatCoinAmount(need),
                minutes: stage.minMinutes,
                have: formatCoinAmount(coins),
              })}{' '}
              <Link href="/wallet">{t('recharge')}</Link>
            </p>
          ) : (
            <form className={st.form} onSubmit={ask}>
              <label htmlFor="live-stage-cap">{t('cap')}</label>
              <input
                id="live-stage-cap"
                className={f.input}
                inputMode="numeric"
                pattern="[0-9]*"
                value={cap}
                onChange={(e) => setCap(e.target.value.replace(/\D/g, '').slice(0, 7))}
                aria-describedby="live-stage-cap-hint"
                data-testid="live-stage-cap"
              />
              <p id="live-stage-cap-hint" className={f.hint}>
                {t('capHint', { coins: formatCoinAmount(me.spent) })}
              </p>
              <label className={st.check}>
                <input type="checkbox" checked={video} onChange={(e) => setVideo(e.target.checked)} /> {t('video')}
              </label>
              <div className={st.actions}>
                <button type="submit" className="button" disabled={busy} data-testid="live-stage-ask">
                  {busy ? t('asking') : me.place === null ? t('ask') : t('update')}
                </button>
                {me.place !== null && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void act(() => api.del(`/api/users/live/events/${eventId}/stage/requests`))}
                    data-testid="live-stage-leave"
                  >
                    {t('leave')}
                  </button>
                )}
              </div>
            </form>
          )}
        </>
      )}
      {(error || (onStage && micFailed)) && (
        <p className={s.error} role="alert" data-testid="live-stage-error">
          {error ?? t('micFailed')}
        </p>
      )}
    </section>
  );
}
