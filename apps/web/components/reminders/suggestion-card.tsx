'use client';

import { Sparkles } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { call, type Lang } from './api';
import { describeSchedule } from './format';
import { RemindersIntl } from './intl';
import b from '@/components/ui/pill-buttons.module.css';
import s from './reminders.module.css';
import type { ReminderViewData } from './types';

/**
 * A reminder an astrologer suggested: what, when and where, accepted with one tap (it starts) or
 * declined. Needs the `reminders` catalogue.
 */
export function SuggestionCard({
  reminder: r,
  onAnswered,
}: {
  reminder: ReminderViewData;
  onAnswered: (r: ReminderViewData) => void;
}) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    const res = await call<ReminderViewData>(
      lang,
      'POST',
      `/api/users/reminders/${r.id}/${accept ? 'accept' : 'decline'}`,
    );
    setBusy(false);
    if (res.ok) onAnswered(res.data);
    else setError(res.message);
  };
  const astrologer = r.suggestedBy ? (lang === 'hi' ? r.suggestedBy.nameHi : r.suggestedBy.name) : null;
  return (
    <article className={`card ${s.suggestion}`} data-testid="suggestion" data-id={r.id}>
      <p className={s.eyebrow}>
        <Sparkles aria-hidden="true" size={18} /> {t('suggest.cardHeading')}
      </p>
      <h3 className={s.itemTitle}>{r.title}</h3>
      {astrologer && <p className={s.muted}>{t('suggest.from', { name: astrologer })}</p>}
      {r.note && <p className={s.note}>{r.note}</p>}
      <p className={s.schedule}>
        {t(`remedy.${r.remedy}`)} · {describeSchedule(r.schedule, t, lang)}
        {r.place ? ` · ${r.place.name}` : ''}
      </p>
      <div className={s.actions}>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => answer(true)}
          data-testid="suggestion-accept"
        >
          {t('suggest.accept')}
        </button>
        <button
          type="button"
          className={b.secondary}
          disabled={busy}
          onClick={() => answer(false)}
          data-testid="suggestion-decline"
        >
          {t('suggest.decline')}
        </button>
      </div>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

/** The user's side of the consultation room: the reminders suggested in this consultation. */
export function ConsultationSuggestions({ locale, consultationId }: { locale: Lang; consultationId: string }) {
  return (
    <RemindersIntl locale={locale}>
      <SuggestionList consultationId={consultationId} />
    </RemindersIntl>
  );
}

function SuggestionList({ consultationId }: { consultationId: string }) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [items, setItems] = useState<ReminderViewData[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const res = await call<ReminderViewData[]>(
        lang,
        'GET',
        `/api/users/reminders?consultationId=${encodeURIComponent(consultationId)}`,
      );
      if (live && res.ok) setItems(res.data);
    };
    void load();
    // A suggestion sent while the user looks at the summary shows up without a reload.
    const timer = setInterval(load, 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [consultationId, lang]);
  const open = items.filter((r) => r.status === 'suggested');
  if (open.length === 0 && !status) return null;
  return (
    <section className={s.roomBlock} aria-label={t('page.suggestedHeading')} data-testid="room-suggestions">
      <p role="status" className={status ? s.status : 'visually-hidden'}>
        {status}
      </p>
      {open.map((r) => (
        <SuggestionCard
          key={r.id}
          reminder={r}
          onAnswered={(next) => {
            setItems((list) => list.map((x) => (x.id === next.id ? next : x)));
            setStatus(next.status === 'active' ? t('suggest.accepted') : t('suggest.declined'));
          }}
        />
      ))}
    </section>
  );
}
