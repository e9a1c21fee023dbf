'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlaceSearch } from '@/components/birth-form/place-search';
import type { PlaceValue } from '@/components/birth-form/types';
import { zoneName } from '@/lib/clock';
import { call, type Lang } from './api';
import { formatWhen } from './format';
import b from '@/components/ui/pill-buttons.module.css';
import s from './reminders.module.css';
import type { PanchangEvent, ReminderAnchor, ReminderViewData, RemedyKind } from './types';

export const REMEDIES: readonly RemedyKind[] = ['mantra', 'fast', 'donation', 'puja', 'other'];
export const EVENTS: readonly PanchangEvent[] = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'daily'];
const ANCHORS: readonly ReminderAnchor[] = ['sunrise', 'sunset', 'time'];
const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export type ScheduleType = 'once' | 'weekly' | 'panchang';

/** What the form holds; the request body is built from it on submit. */
export interface ReminderDraft {
  remedy: RemedyKind;
  title: string;
  note: string;
  type: ScheduleType;
  date: string;
  time: string;
  days: number[];
  event: PanchangEvent;
  anchor: ReminderAnchor;
  place: PlaceValue | null;
}

export function emptyDraft(): ReminderDraft {
  return {
    remedy: 'mantra',
    title: '',
    note: '',
    type: 'panchang',
    date: '',
    time: '07:00',
    days: [],
    event: 'ekadashi',
    anchor: 'sunrise',
    place: null,
  };
}

export function draftOf(r: ReminderViewData): ReminderDraft {
  const d = emptyDraft();
  const s = r.schedule;
  return {
    ...d,
    remedy: r.remedy,
    title: r.title,
    note: r.note ?? '',
    type: s.type,
    date: s.type === 'once' ? s.date : d.date,
    time: s.type === 'panchang' ? (s.time ?? d.time) : s.time,
    days: s.type === 'weekly' ? s.days : d.days,
    event: s.type === 'panchang' ? s.event : d.event,
    anchor: s.type === 'panchang' ? s.anchor : d.anchor,
    place: r.place
      ? { name: r.place.name, label: r.place.name, lat: r.place.lat, lon: r.place.lon, timezone: r.place.timezone }
      : null,
  };
}

type Errors = Partial<Record<'title' | 'date' | 'time' | 'days' | 'place', string>>;

/** The schedule part of a request body. */
export function scheduleOf(d: ReminderDraft) {
  if (d.type === 'once') return { type: 'once' as const, date: d.date, time: d.time };
  if (d.type === 'weekly') return { type: 'weekly' as const, days: d.days, time: d.time };
  return {
    type: 'panchang' as const,
    event: d.event,
    anchor: d.anchor,
    ...(d.anchor === 'time' ? { time: d.time } : {}),
  };
}

export function placeOf(p: PlaceValue) {
  return { name: p.name, lat: p.lat, lon: p.lon, timezone: p.timezone };
}

/** The draft's problems, in the order of the fields. */
export function validate(d: ReminderDraft, t: (k: string) => string): Errors {
  const e: Errors = {};
  if (!d.title.trim()) e.title = t('form.errors.title');
  if (d.type === 'once' && !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) e.date = t('form.errors.date');
  if ((d.type !== 'panchang' || d.anchor === 'time') && !/^\d{2}:\d{2}$/.test(d.time)) e.time = t('form.errors.time');
  if (d.type === 'weekly' && d.days.length === 0) e.days = t('form.errors.days');
  if (!d.place) e.place = t('form.errors.place');
  return e;
}

/**
 * Create or edit a reminder: the remedy, a title and note, a schedule (once, weekdays, or panchang
 * days at sunrise, sunset or a time) and the place it is reckoned at, with a preview of the next
 * three due instants computed by the API. Needs the `reminders` and `birth` catalogues.
 */
export function ReminderForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  testId = 'reminder-form',
}: {
  initial: ReminderDraft;
  submitLabel: string;
  busyLabel: string;
  /** Returns an error message to show, or null when it worked. */
  onSubmit: (d: ReminderDraft) => Promise<string | null>;
  onCancel?: () => void;
  testId?: string;
}) {
  const t = useTranslations('reminders');
  const lang = (useLocale() === 'hi' ? 'hi' : 'en') as Lang;
  const id = useId();
  const [d, setD] = useState<ReminderDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ state: 'idle' | 'loading' | 'done'; next: string[] }>({
    state: 'idle',
    next: [],
  });
  const seq = useRef(0);
  const set = <K extends keyof ReminderDraft>(k: K, v: ReminderDraft[K]) => setD((x) => ({ ...x, [k]: v }));

  // The preview follows the schedule and the place (debounced); scheduleKey sums them up.
  const previewable = d.place !== null && Object.keys(validate({ ...d, title: 'x' }, (k) => k)).length === 0;
  const scheduleKey = JSON.stringify({ schedule: scheduleOf(d), place: d.place && placeOf(d.place) });
  useEffect(() => {
    if (!previewable) {
      setPreview({ state: 'idle', next: [] });
      return;
    }
    const mine = ++seq.current;
    setPreview((p) => ({ state: 'loading', next: p.next }));
    const timer = setTimeout(async () => {
      const res = await call<{ next: string[] }>(lang, 'POST', '/api/users/reminders/preview', JSON.parse(scheduleKey));
      if (mine !== seq.current) return;
      setPreview({ state: 'done', next: res.ok ? res.data.next : [] });
    }, 300);
    return () => clearTimeout(timer);
  }, [previewable, scheduleKey, lang]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(d, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const message = await onSubmit(d);
    setBusy(false);
    setFailure(message);
  };

  const err = (k: keyof Errors) =>
    errors[k] ? (
      <p id={`${id}-${k}-error`} className={s.error}>
        {errors[k]}
      </p>
    ) : null;
  const describedBy = (k: keyof Errors) => (errors[k] ? `${id}-${k}-error` : undefined);

  return (
    <form className={s.form} onSubmit={submit} noValidate data-testid={testId}>
      <div className={s.field}>
        <label htmlFor={`${id}-remedy`}>{t('form.remedy')}</label>
        <select
          id={`${id}-remedy`}
          value={d.remedy}
          onChange={(e) => set('remedy', e.target.value as RemedyKind)}
          data-testid="form-remedy"
        >
          {REMEDIES.map((r) => (
            <option key={r} value={r}>
              {t(`remedy.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-title`}>{t('form.title')}</label>
        <p id={`${id}-title-hint`} className={s.hint}>
          {t('form.titleHint')}
        </p>
        <input
          id={`${id}-title`}
          value={d.title}
          maxLength={80}
          onChange={(e) => set('title', e.target.value)}
          onBlur={() => setErrors((x) => ({ ...x, title: d.title.trim() ? undefined : t('form.errors.title') }))}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={[`${id}-title-hint`, describedBy('title')].filter(Boolean).join(' ')}
          data-testid="form-title"
        />
        {err('title')}
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-note`}>{t('form.note')}</label>
        <textarea
          id={`${id}-note`}
          value={d.note}
          maxLength={500}
          rows={2}
          onChange={(e) => set('note', e.target.value)}
          data-testid="form-note"
        />
      </div>
      <fieldset className={s.fieldset}>
        <legend>{t('form.when')}</legend>
        <div className={s.segments}>
          {(['panchang', 'weekly', 'once'] as const).map((ty) => (
            <label key={ty} className={s.segment}>
              <input
                type="radio"
                name={`${id}-type`}
                value={ty}
                checked={d.type === ty}
                onChange={() => set('type', ty)}
                data-testid={`form-type-${ty}`}
              />
              <span>{t(`form.type.${ty}`)}</span>
            </label>
          ))}
        </div>
        {d.type === 'panchang' && (
          <div className={s.row}>
            <div className={s.field}>
              <label htmlFor={`${id}-event`}>{t('form.event')}</label>
              <select
                id={`${id}-event`}
                value={d.event}
                onChange={(e) => set('event', e.target.value as PanchangEvent)}
                data-testid="form-event"
              >
                {EVENTS.map((ev) => (
                  <option key={ev} value={ev}>
                    {t(`event.${ev}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={s.field}>
              <label htmlFor={`${id}-anchor`}>{t('form.anchor')}</label>
              <select
                id={`${id}-anchor`}
                value={d.anchor}
                onChange={(e) => set('anchor', e.target.value as ReminderAnchor)}
                data-testid="form-anchor"
              >
                {ANCHORS.map((a) => (
                  <option key={a} value={a}>
                    {t(`anchor.${a}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {d.type === 'weekly' && (
          <fieldset className={s.fieldset} aria-describedby={describedBy('days')}>
            <legend id={`${id}-days`} tabIndex={-1}>
              {t('form.days')}
            </legend>
            <div className={s.days}>
              {DAYS.map((day) => (
                <label key={day} className={s.day}>
                  <input
                    type="checkbox"
                    checked={d.days.includes(day)}
                    onChange={(e) => set('days', e.target.checked ? [...d.days, day] : d.days.filter((x) => x !== day))}
                    data-testid={`form-day-${day}`}
                  />
                  <span>{t(`weekday.${day}`)}</span>
                </label>
              ))}
            </div>
            {err('days')}
          </fieldset>
        )}
        <div className={s.row}>
          {d.type === 'once' && (
            <div className={s.field}>
              <label htmlFor={`${id}-date`}>{t('form.date')}</label>
              <input
                id={`${id}-date`}
                type="date"
                value={d.date}
                onChange={(e) => set('date', e.target.value)}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={describedBy('date')}
                data-testid="form-date"
              />
              {err('date')}
            </div>
          )}
          {(d.type !== 'panchang' || d.anchor === 'time') && (
            <div className={s.field}>
              <label htmlFor={`${id}-time`}>{t('form.time')}</label>
              <input
                id={`${id}-time`}
                type="time"
                value={d.time}
                onChange={(e) => set('time', e.target.value)}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={describedBy('time')}
                data-testid="form-time"
              />
              {err('time')}
            </div>
          )}
        </div>
      </fieldset>
      <div data-testid="form-place">
        <PlaceSearch
          id={`${id}-place`}
          label={t('form.place')}
          value={d.place}
          onChange={(p) => set('place', p)}
          error={errors.place}
          required
        />
        <p className={s.hint}>{t('form.placeHint')}</p>
      </div>
      <section className={s.preview} aria-live="polite" data-testid="form-preview" data-state={preview.state}>
        {preview.state !== 'idle' && (
          <>
            <h4 className={s.previewHeading}>{t('form.preview')}</h4>
            {preview.state === 'loading' && preview.next.length === 0 ? (
              <p>{t('form.previewLoading')}</p>
            ) : (
              <ul>
                {preview.next.map((iso) => (
                  <li key={iso} data-at={iso}>
                    {formatWhen(iso, d.place?.timezone ?? 'UTC', lang)} (
                    {zoneName(d.place?.timezone ?? 'UTC', lang, Date.parse(iso))})
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {failure && (
        <p className={s.error} role="alert" data-testid="form-error">
          {failure}
        </p>
      )}
      <div className={s.actions}>
        <button type="submit" className="button" disabled={busy} data-testid="form-submit">
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={b.secondary} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
