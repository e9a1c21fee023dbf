'use client';

import { Bell, Flame, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/i18n/navigation';
import { call, type Lang } from './api';
import { describeSchedule, formatWhen } from './format';
import { draftOf, emptyDraft, placeOf, type ReminderDraft, ReminderForm, scheduleOf } from './reminder-form';
import b from '@/components/ui/pill-buttons.module.css';
import s from './reminders.module.css';
import { SuggestionCard } from './suggestion-card';
import type { ReminderViewData } from './types';
import { zoneName } from '@/lib/clock';

function bodyOf(d: ReminderDraft) {
  return {
    remedy: d.remedy,
    title: d.title.trim(),
    ...(d.note.trim() ? { note: d.note.trim() } : {}),
    schedule: scheduleOf(d),
    place: placeOf(d.place!),
  };
}

/** /reminders: suggestions to answer, the user's reminders with their actions, and the new-reminder form. */
export function ReminderManager({ initial }: { initial: ReminderViewData[] }) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const replace = (r: ReminderViewData) => setItems((list) => list.map((x) => (x.id === r.id ? r : x)));
  const suggestions = items.filter((r) => r.status === 'suggested');
  const mine = items.filter((r) => r.status !== 'suggested' && r.status !== 'declined');

  const create = async (d: ReminderDraft) => {
    const res = await call<ReminderViewData>(lang, 'POST', '/api/users/reminders', bodyOf(d));
    if (!res.ok) return res.message;
    setItems((list) => [...list, res.data]);
    setStatus(t('form.saved'));
    setFormKey((k) => k + 1);
    return null;
  };

  return (
    <div className={s.manager}>
      <p role="status" className={status ? s.status : 'visually-hidden'} data-testid="reminders-status">
        {status}
      </p>
      {suggestions.length > 0 && (
        <section aria-labelledby="suggested-heading" className={s.section}>
          <h2 id="suggested-heading" className={s.heading}>
            {t('page.suggestedHeading')}
          </h2>
          {suggestions.map((r) => (
            <SuggestionCard
              key={r.id}
              reminder={r}
              onAnswered={(next) => {
                replace(next);
                setStatus(next.status === 'active' ? t('suggest.accepted') : t('suggest.declined'));
              }}
            />
          ))}
        </section>
      )}
      <section aria-labelledby="list-heading" className={s.section}>
        <h2 id="list-heading" className={s.heading}>
          {t('page.listHeading')}
        </h2>
        {mine.length === 0 ? (
          <p className={s.empty} data-testid="reminders-empty">
            {t('page.empty')}
          </p>
        ) : (
          <ul className={s.list} data-testid="reminder-list">
            {mine.map((r) => (
              <ReminderItem
                key={r.id}
                reminder={r}
                onChange={replace}
                onDeleted={() => setItems((list) => list.filter((x) => x.id !== r.id))}
                onStatus={setStatus}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-heading" className={`${s.section} card ${s.formCard}`}>
        <h2 id="new-heading" className={s.heading}>
          {t('page.newHeading')}
        </h2>
        <ReminderForm
          key={formKey}
          initial={emptyDraft()}
          submitLabel={t('form.save')}
          busyLabel={t('form.saving')}
          onSubmit={create}
        />
      </section>
      <p>
        <Link href="/notifications" className={s.link}>
          <Bell aria-hidden="true" size={18} /> {t('page.notificationsLink')}
        </Link>
      </p>
    </div>
  );
}

function ReminderItem({
  reminder: r,
  onChange,
  onDeleted,
  onStatus,
}: {
  reminder: ReminderViewData;
  onChange: (r: ReminderViewData) => void;
  onDeleted: () => void;
  onStatus: (text: string) => void;
}) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zone = r.place?.timezone ?? 'Asia/Kolkata';
  const when = (iso: string) => `${formatWhen(iso, zone, lang)} (${zoneName(zone, lang, Date.parse(iso))})`;

  const act = async (method: 'POST' | 'PATCH', path: string, body: unknown, done: (r: ReminderViewData) => string) => {
    setBusy(true);
    setError(null);
    const res = await call<ReminderViewData>(lang, method, path, body);
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    onChange(res.data);
    onStatus(done(res.data));
  };

  const remove = async () => {
    setConfirm(false);
    const res = await call<unknown>(lang, 'DELETE', `/api/users/reminders/${r.id}`);
    if (res.ok) onDeleted();
    else setError(res.message);
  };

  if (editing) {
    return (
      <li className={`card ${s.item}`} data-testid="reminder" data-id={r.id}>
        <h3 className={s.itemTitle}>{t('page.editHeading')}</h3>
        <ReminderForm
          initial={draftOf(r)}
          submitLabel={t('form.update')}
          busyLabel={t('form.saving')}
          testId="reminder-edit-form"
          onCancel={() => setEditing(false)}
          onSubmit={async (d) => {
            const res = await call<ReminderViewData>(lang, 'PATCH', `/api/users/reminders/${r.id}`, {
              ...bodyOf(d),
              note: d.note.trim() || null,
            });
            if (!res.ok) return res.message;
            onChange(res.data);
            setEditing(false);
            onStatus(t('form.saved'));
            return null;
          }}
        />
      </li>
    );
  }

  const base = `/api/users/reminders/${r.id}`;
  return (
    <li
      className={`card ${s.item}`}
      data-testid="reminder"
      data-id={r.id}
      data-status={r.status}
      data-streak={r.streak}
      data-pending={r.pending ? 'true' : 'false'}
    >
      <div className={s.itemHead}>
        <span className={s.badge}>{t(`remedy.${r.remedy}`)}</span>
        {r.status === 'paused' && <span className={s.paused}>{t('item.paused')}</span>}
      </div>
      <h3 className={s.itemTitle}>{r.title}</h3>
      {r.note && <p className={s.note}>{r.note}</p>}
      <p className={s.schedule}>{describeSchedule(r.schedule, t, lang)}</p>
      {r.place && <p className={s.muted}>{t('item.place', { place: r.place.name })}</p>}
      {r.status === 'active' && (
        <p data-testid="reminder-next" data-next-at={r.nextAt ?? ''}>
          {r.nextAt ? t('item.next', { when: when(r.nextAt) }) : t('item.noNext')}
        </p>
      )}
      <p className={s.streak} data-testid="reminder-streak">
        <Flame aria-hidden="true" size={18} /> {t('item.streak', { count: r.streak })} ·{' '}
        {t('item.best', { count: r.bestStreak })}
      </p>
      {r.pending && (
        <div className={s.pending} data-testid="reminder-pending">
          <p>
            {r.snoozedUntil
              ? t('item.snoozedUntil', { when: when(r.snoozedUntil) })
              : t('item.due', { when: when(r.pending.dueAt) })}
          </p>
          <div className={s.actions}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => act('POST', `${base}/done`, undefined, (x) => t('item.markedDone', { count: x.streak }))}
              data-testid="reminder-done"
            >
              {t('item.done')}
            </button>
            {r.status === 'active' &&
              ([10, 60] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  className={b.secondary}
                  disabled={busy}
                  onClick={() =>
                    act('POST', `${base}/snooze`, { minutes: m }, (x) =>
                      t('item.snoozed', { when: x.snoozedUntil ? when(x.snoozedUntil) : '' }),
                    )
                  }
                  data-testid={`reminder-snooze-${m}`}
                >
                  {t(m === 10 ? 'item.snooze10' : 'item.snooze60')}
                </button>
              ))}
          </div>
        </div>
      )}
      <fieldset className={`${s.actions} ${s.bare}`}>
        <legend className="visually-hidden">{t('item.actionsFor', { title: r.title })}</legend>
        <button
          type="button"
          className={b.ghost}
          disabled={busy}
          onClick={() =>
            act('PATCH', base, { status: r.status === 'paused' ? 'active' : 'paused' }, (x) =>
              x.status === 'paused' ? t('item.paused') : t('form.saved'),
            )
          }
          data-testid="reminder-pause"
        >
          {r.status === 'paused' ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
          {r.status === 'paused' ? t('item.resume') : t('item.pause')}
        </button>
        <button type="button" className={b.ghost} onClick={() => setEditing(true)} data-testid="reminder-edit">
          <Pencil aria-hidden="true" size={18} /> {t('item.edit')}
        </button>
        <button type="button" className={b.ghost} onClick={() => setConfirm(true)} data-testid="reminder-delete">
          <Trash2 aria-hidden="true" size={18} /> {t('item.delete')}
        </button>
      </fieldset>
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('item.deleteTitle')}
        message={t('item.deleteText', { title: r.title })}
        cancelLabel={t('form.cancel')}
        okayLabel={t('item.deleteConfirm')}
        onCancel={() => setConfirm(false)}
        onOkay={remove}
      />
    </li>
  );
}
