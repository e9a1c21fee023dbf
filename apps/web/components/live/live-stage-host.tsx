'use client';

import type { LiveStateData } from '@drishti/contracts/live';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Lang } from '@/components/admin/format';
import f from '@/components/registration/forms.module.css';
import { formatCoinAmount, formatRupees } from '@/components/wallet/money';
import { clientApi } from '@/lib/api/client';
import { useCoinPrice } from './live-stage';
import { StageFeed } from './live-stage-feed';
import s from './live.module.css';
import st from './live-stage.module.css';

/**
 * The studio's side of the paid stage (docs/LIVE.md, "The paid stage"): the queue, live, first
 * asked first; the astrologer takes one viewer on the call at a time, hears them, sees the meter,
 * and ends the call.
 */
export function LiveStageHost({
  lang,
  eventId,
  state,
  onChanged,
}: {
  lang: Lang;
  eventId: string;
  state: LiveStateData;
  onChanged: () => void;
}) {
  const t = useTranslations('live.stage');
  const api = useMemo(() => clientApi(lang), [lang]);
  const price = useCoinPrice();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stage = state.stage;
  if (stage.pricePerMinute === null || state.event.status !== 'live') return null;

  async function act(path: string, body: object) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await api.post(path, body);
    setBusy(false);
    if (!res.success) setError(res.message);
    onChanged();
  }

  return (
    <section
      className={`${f.card} ${st.panel}`}
      aria-labelledby="live-stage-host-heading"
      data-testid="live-stage-host"
    >
      <h2 id="live-stage-host-heading" className={f.cardHeading}>
        {t('title')}
      </h2>
      <p>
        {t('price', {
          coins: formatCoinAmount(stage.pricePerMinute),
          rupees: formatRupees(stage.pricePerMinute * 100).replace(/\.00$/, ''),
        })}
      </p>
      {stage.guest && (
        <div role="status" data-testid="live-stage-host-guest">
          <p>
            <strong>{t('guest', { name: stage.guest.name })}</strong>
          </p>
          {stage.call && (
            <p data-testid="live-stage-host-minutes" data-minutes={stage.call.minutes}>
              {t('minutes', {
                minutes: stage.call.minutes,
                price: price(stage.call.minutes * stage.call.pricePerMinute),
              })}
            </p>
          )}
          {stage.call?.paused && <p className={f.hint}>{t('paused')}</p>}
          <StageFeed
            lang={lang}
            eventId={eventId}
            guest={stage.guest.name}
            video={stage.guest.video}
            muted={false}
            label={t('guestLabel', { name: stage.guest.name })}
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(`/api/users/live/events/${eventId}/stage/end`, {})}
            data-testid="live-stage-host-end"
          >
            {t('end')}
          </button>
        </div>
      )}
      <h3 className={st.subheading}>{t('queueTitle')}</h3>
      {stage.queue.length === 0 ? (
        <p className={f.muted}>{t('queueEmpty')}</p>
      ) : (
        <ol className={st.queue} data-testid="live-stage-queue">
          {stage.queue.map((q) => (
            <li key={q.id} data-testid="live-stage-request">
              <span>
                {q.name}
                {q.video && <span className={f.hint}> · {t('withVideo')}</span>}
              </span>
              <button
                type="button"
                className="button"
                disabled={busy || stage.guest !== null}
                onClick={() => void act(`/api/users/live/events/${eventId}/stage/pick`, { requestId: q.id })}
                aria-label={t('pickLabel', { name: q.name })}
                data-testid="live-stage-pick"
              >
                {t('pick')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className={s.error} role="alert" data-testid="live-stage-host-error">
          {error}
        </p>
      )}
    </section>
  );
}
