'use client';

import type { Locale } from '@drishti/content/types';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import {
  type ClockLabels,
  formatDayShort,
  formatSlotTime,
  type groupSlotsByDay,
} from '@/components/astrologers/format';
import type { SlotData } from '@/components/astrologers/guards';
import s from './booking.module.css';
import type { Load } from './booking-types';

type SlotGroup = ReturnType<typeof groupSlotsByDay>[number];

/** The booking form's day and time step: the free slots of the chosen length, in Indian time. */
export function SlotPicker({
  locale,
  clock,
  slots,
  groups,
  dayGroup,
  day,
  startsAt,
  notice,
  busy,
  timeFieldset,
  onRetry,
  onDay,
  onTime,
}: {
  locale: Locale;
  clock: ClockLabels;
  slots: Load<SlotData[]>;
  groups: SlotGroup[];
  dayGroup: SlotGroup | undefined;
  day: string | null;
  startsAt: string | null;
  notice: string | null;
  busy: boolean;
  timeFieldset: RefObject<HTMLFieldSetElement | null>;
  onRetry: () => void;
  onDay: (day: string) => void;
  onTime: (startsAt: string) => void;
}) {
  const t = useTranslations('astrologers');
  const te = useTranslations('errors');
  return (
    <div className={s.step} aria-busy={slots.status === 'loading'} data-testid="slots" data-status={slots.status}>
      {slots.status === 'loading' && (
        <p className={s.muted} role="status">
          {t('book.slotsLoading')}
        </p>
      )}
      {slots.status === 'error' && (
        <div className={s.alert} role="alert">
          <p>
            {te('errorPrefix')} {slots.message || t('book.slotsError')}
          </p>
          <button type="button" className={s.secondary} onClick={onRetry}>
            {te('retry')}
          </button>
        </div>
      )}
      {slots.status === 'ready' && groups.length === 0 && (
        <p className={s.muted} role="status" data-testid="no-slots">
          {t('book.noSlots')}
        </p>
      )}
      {slots.status === 'ready' && groups.length > 0 && (
        <>
          <fieldset className={s.inner}>
            <legend className={s.legend}>{t('book.dayLegend')}</legend>
            <div className={s.days}>
              {groups.map((g) => (
                <label key={g.day} className={s.chip} data-testid="day-option">
                  <input
                    type="radio"
                    name="day"
                    value={g.day}
                    checked={day === g.day}
                    onChange={() => onDay(g.day)}
                    disabled={busy}
                  />
                  <span className={s.optionMain}>{formatDayShort(g.day, locale)}</span>
                  <span className={s.optionSub}>{t('book.slotsCount', { count: g.slots.length })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {dayGroup && (
            <fieldset className={s.inner} ref={timeFieldset}>
              <legend className={s.legend}>{t('book.timeLegend')}</legend>
              <div className={s.times}>
                {dayGroup.slots.map((slot) => (
                  <label key={slot.startsAt} className={s.chip} data-testid="time-option">
                    <input
                      type="radio"
                      name="startsAt"
                      value={slot.startsAt}
                      checked={startsAt === slot.startsAt}
                      onChange={() => onTime(slot.startsAt)}
                      disabled={busy}
                    />
                    <span className={s.optionMain}>{formatSlotTime(slot.startsAt, clock)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
      {notice && (
        <p className={s.notice} role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
