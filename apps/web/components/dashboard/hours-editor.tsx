'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { formatMinutes12, type Lang } from '@/components/admin/format';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import type { ClientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import d from './dashboard.module.css';
import {
  type AvailabilityWindow,
  checkWeek,
  MAX_WINDOWS,
  parseClock,
  parseEnd,
  suggestWindow,
  toDraft,
  toWindows,
  type WeekDraft,
  WEEKDAYS,
  windowCount,
} from './hours-model';

/**
 * The weekly hours, day by day: add or remove windows, change their times, and save the whole week
 * at once (`PUT /api/astrologer/availability`). Errors show once a save was tried.
 */
export function HoursEditor({ api, lang }: { api: ClientApi; lang: Lang }) {
  const t = useTranslations('admin');
  const {
    view: state,
    data: saved,
    reload,
    mutate,
  } = useApi<AvailabilityWindow[]>('/api/astrologer/availability', lang);
  const [week, setWeek] = useState<WeekDraft>(() => toDraft(saved ?? []));
  const [draftOf, setDraftOf] = useState(saved);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState(false);

  // The draft starts from the week as the server has it, and again whenever a read or a save brings it.
  if (saved !== draftOf) {
    setDraftOf(saved);
    if (saved) setWeek(toDraft(saved));
  }

  if (state.kind === 'loading') return <Skeleton label={t('common.loading')} lines={7} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
        onRetry={reload}
      />
    );
  }

  const { errors } = checkWeek(week);
  const tooMany = windowCount(week) > MAX_WINDOWS;

  function edit(day: number, index: number, key: 'start' | 'end', value: string) {
    setWeek((w) =>
      w.map((list, i) => (i === day ? list.map((x, j) => (j === index ? { ...x, [key]: value } : x)) : list)),
    );
    setStatus(null);
  }
  function add(day: number) {
    setWeek((w) => w.map((list, i) => (i === day ? [...list, suggestWindow(list)] : list)));
    setStatus(null);
  }
  function remove(day: number, index: number) {
    setWeek((w) => w.map((list, i) => (i === day ? list.filter((_, j) => j !== index) : list)));
    setStatus(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const windows = toWindows(week);
    if (!windows || windows.length > MAX_WINDOWS) {
      setStatus({
        kind: 'error',
        text: tooMany ? t('dashboard.hours.tooMany', { max: MAX_WINDOWS }) : t('dashboard.hours.fix'),
      });
      return;
    }
    setBusy(true);
    setStatus({ kind: 'busy', text: t('dashboard.hours.saving') });
    const res = await api.put<AvailabilityWindow[]>('/api/astrologer/availability', { windows });
    setBusy(false);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    void mutate(res.data, { revalidate: false });
    setTried(false);
    setStatus({ kind: 'ok', text: t('dashboard.hours.saved') });
  }

  const label = (text: string, end = false) => {
    const m = end ? parseEnd(text) : parseClock(text);
    return m === null ? text : formatMinutes12(m, lang);
  };

  return (
    <form className={f.form} onSubmit={save} noValidate data-testid="hours-form">
      <p className={f.muted}>{t('dashboard.hours.intro')}</p>
      <ul className={d.days}>
        {WEEKDAYS.map((day) => {
          const dayName = t(`weekdays.${day}`);
          const list = week[day] ?? [];
          return (
            <li key={day} className={d.day} data-testid={`day-${day}`}>
              <fieldset className={f.fieldset}>
                <legend className={d.dayName}>{dayName}</legend>
                {list.length === 0 && <p className={f.muted}>{t('dashboard.hours.closed')}</p>}
                <ul className={d.windows}>
                  {list.map((w, i) => {
                    const error = tried ? errors[day]?.[i] : null;
                    const errorId = `hours-${w.id}-error`;
                    return (
                      <li key={w.id} className={d.window} data-testid="window">
                        <div className={d.windowFields}>
                          <div className={f.field}>
                            <label htmlFor={`hours-${w.id}-from`} className={f.hint}>
                              {t('dashboard.hours.from')}
                            </label>
                            <input
                              id={`hours-${w.id}-from`}
                              type="time"
                              className={`${f.input} ${d.time}`}
                              value={w.start}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              onChange={(e) => edit(day, i, 'start', e.target.value)}
                              data-testid="window-start"
                            />
                          </div>
                          <div className={f.field}>
                            <label htmlFor={`hours-${w.id}-to`} className={f.hint}>
                              {t('dashboard.hours.to')}
                            </label>
                            <input
                              id={`hours-${w.id}-to`}
                              type="time"
                              className={`${f.input} ${d.time}`}
                              value={w.end}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              onChange={(e) => edit(day, i, 'end', e.target.value)}
                              data-testid="window-end"
                            />
                          </div>
                          <button
                            type="button"
                            className={f.iconButton}
                            aria-label={t('dashboard.hours.remove', {
                              day: dayName,
                              from: label(w.start),
                              to: label(w.end, true),
                            })}
                            onClick={() => remove(day, i)}
                            data-testid="window-remove"
                          >
                            <Trash2 aria-hidden="true" size={20} />
                          </button>
                        </div>
                        {error && (
                          <p id={errorId} className={f.fieldError}>
                            {t(`dashboard.hours.errors.${error}`)}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <button
                  type="button"
                  className={`${f.secondary} ${d.add}`}
                  onClick={() => add(day)}
                  data-testid={`add-${day}`}
                >
                  <Plus aria-hidden="true" size={18} />
                  {t('dashboard.hours.add', { day: dayName })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className={f.actions}>
        <button type="submit" className={`button ${f.primary}`} disabled={busy} data-testid="hours-save">
          {t('dashboard.hours.save')}
        </button>
      </div>
      <ActionStatus state={status} testId="hours-status" />
    </form>
  );
}
