import type { ReminderScheduleView } from './types';
import { clock12 } from '@/lib/clock';

/** Intl locale for dates: Latin digits in Hindi too (docs/CONVENTIONS.md). */
export function intlLocale(lang: string): string {
  return lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
}

/** "Mon, 15 Dec 2025, 7:06 am" in the place's zone; the zone is named by the caller. */
export function formatWhen(iso: string, timeZone: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...clock12(lang),
      timeZone,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
}

/** "7:06 am" from "07:06". */
export function formatClock(time: string, lang: string): string {
  const [h, m] = time.split(':').map(Number);
  const d = new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  return new Intl.DateTimeFormat(intlLocale(lang), {
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(lang),
    timeZone: 'UTC',
  }).format(d);
}

/** "15 Dec 2025" from "2025-12-15". */
export function formatDay(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1)));
}

type T = (key: string, values?: Record<string, string | number>) => string;

/** The schedule in words, from the `reminders` catalogue (`t` scoped to it). */
export function describeSchedule(s: ReminderScheduleView, t: T, lang: string): string {
  if (s.type === 'once')
    return t('schedule.once', { date: `${formatDay(s.date, lang)}, ${formatClock(s.time, lang)}` });
  if (s.type === 'weekly')
    return t('schedule.weekly', {
      days: s.days.map((d) => t(`weekday.${d}`)).join(', '),
      time: formatClock(s.time, lang),
    });
  if (s.anchor === 'time' && s.time)
    return t('schedule.panchangTime', { event: t(`event.${s.event}`), time: formatClock(s.time, lang) });
  return t('schedule.panchang', { event: t(`event.${s.event}`), anchor: t(`anchor.${s.anchor}`) });
}
