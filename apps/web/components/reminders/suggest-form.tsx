'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { call, type Lang } from './api';
import { describeSchedule } from './format';
import { RemindersIntl } from './intl';
import { emptyDraft, placeOf, type ReminderDraft, ReminderForm, scheduleOf } from './reminder-form';
import s from './reminders.module.css';
import type { ReminderViewData } from './types';

/**
 * The astrologer's side of the consultation room (active or ended): suggest a remedy reminder to
 * the user, and see the suggestions already made with their answers.
 */
export function SuggestForm({ locale, consultationId }: { locale: Lang; consultationId: string }) {
  return (
    <RemindersIntl locale={locale}>
      <SuggestPanel consultationId={consultationId} />
    </RemindersIntl>
  );
}

function SuggestPanel({ consultationId }: { consultationId: string }) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [sent, setSent] = useState<ReminderViewData[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const path = `/api/astrologer/consultations/${encodeURIComponent(consultationId)}/reminder-suggestions`;
  useEffect(() => {
    void call<ReminderViewData[]>(lang, 'GET', path).then((res) => {
      if (res.ok) setSent(res.data);
    });
  }, [path, lang]);

  const submit = async (d: ReminderDraft) => {
    const res = await call<ReminderViewData>(lang, 'POST', path, {
      remedy: d.remedy,
      title: d.title.trim(),
      ...(d.note.trim() ? { note: d.note.trim() } : {}),
      schedule: scheduleOf(d),
      place: placeOf(d.place!),
    });
    if (!res.ok) return res.message;
    setSent((list) => [...list, res.data]);
    setStatus(t('suggest.sent'));
    setFormKey((k) => k + 1);
    return null;
  };

  return (
    <section className={s.roomBlock} aria-labelledby="suggest-heading" data-testid="suggest-panel">
      <h3 id="suggest-heading" className={s.heading}>
        {t('suggest.heading')}
      </h3>
      <p className={s.muted}>{t('suggest.lead')}</p>
      <p role="status" className={status ? s.status : 'visually-hidden'}>
        {status}
      </p>
      {sent.length > 0 && (
        <>
          <h4 className={s.previewHeading}>{t('suggest.sentList')}</h4>
          <ul className={s.sentList} data-testid="suggest-sent">
            {sent.map((r) => (
              <li key={r.id} data-status={r.status}>
                <strong>{r.title}</strong> — {describeSchedule(r.schedule, t, lang)} · {t(`suggest.status.${r.status}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <ReminderForm
        key={formKey}
        initial={emptyDraft()}
        submitLabel={t('suggest.send')}
        busyLabel={t('suggest.sending')}
        onSubmit={submit}
        testId="suggest-form"
      />
    </section>
  );
}
