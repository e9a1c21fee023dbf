import type { Locale } from '@drishti/content/types';

/*
 * Numbers, money and Indian times for the consultants pages. Client components get their texts
 * as props or through a small message provider, so templates here are plain "{name}" strings.
 * Times are always Indian Standard Time: India keeps UTC+5:30 all year.
 */

/** Puts values into a "{name}" template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Indian digit grouping with Latin digits in both languages (DESIGN: 10,00,000). */
export const numberLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

/**
 * One formatter per language and options, made once: the list renders (and hydrates) three numbers
 * per card, and building an Intl.NumberFormat costs far more than using one.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A rating with one decimal: 4.0, 4.6. */
export const formatRating = (value: number, locale: Locale) =>
  formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Rupees from integer paise: 118000 → ₹1,180.00; 10000000 → ₹1,00,000.00. */
export function formatRupees(paise: number, locale: Locale): string {
  return formatNumber(paise / 100, locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** India's offset from UTC, minutes. */
export const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

export interface IstParts {
  /** The date in India, YYYY-MM-DD. */
  day: string;
  /** 0 = Sunday … 6 = Saturday, in India. */
  weekday: number;
  /** Minutes since midnight in India. */
  minute: number;
}

/** An instant as India sees it. */
export function istParts(iso: string | Date): IstParts {
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    day: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * Words around a 12-hour clock time, by the part of the day. English says AM/PM; Hindi says
 * सुबह, दोपहर, शाम, रात. Each is a template with {time}.
 */
export interface ClockLabels {
  /** Midnight to 4:59. */
  lateNight: string;
  /** 5:00 to 11:59. */
  morning: string;
  /** 12:00 to 15:59. */
  afternoon: string;
  /** 16:00 to 19:59. */
  evening: string;
  /** 20:00 to 23:59. */
  night: string;
}

/** A time of day (minutes since midnight; 1440 is the next midnight) in 12-hour form: "9:15 AM", "शाम 5:30". */
export function formatClock(minuteOfDay: number, labels: ClockLabels): string {
  const m = ((minuteOfDay % 1440) + 1440) % 1440;
  const hour = Math.floor(m / 60);
  const time = `${hour % 12 || 12}:${String(m % 60).padStart(2, '0')}`;
  const part =
    hour < 5
      ? labels.lateNight
      : hour < 12
        ? labels.morning
        : hour < 16
          ? labels.afternoon
          : hour < 20
            ? labels.evening
            : labels.night;
  return fill(part, { time });
}

/** A slot's start in Indian time: "9:15 AM". */
export const formatSlotTime = (iso: string, labels: ClockLabels) => formatClock(istParts(iso).minute, labels);

function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A date in India (YYYY-MM-DD) as a short label: "Tue, 24 Nov" or "मंगल, 24 नव॰". */
export function formatDayShort(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dayDate(day));
}

/** A date in India (YYYY-MM-DD) in full: "Tuesday, 24 November 2026" or "मंगलवार, 24 नवंबर 2026". */
export function formatDayLong(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayDate(day));
}

/** A calendar date without the weekday: "24 Nov 2026" or "24 नवंबर 2026" (DESIGN). */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), {
    day: 'numeric',
    month: locale === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** The name of a weekday (0 = Sunday): "Monday", "सोमवार". */
export function weekdayName(weekday: number, locale: Locale): string {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(numberLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date((3 + weekday) * DAY_MS),
  );
}

export interface SlotLike {
  startsAt: string;
  endsAt: string;
}

/** Slots grouped by their date in India, days and times in order. */
export function groupSlotsByDay<S extends SlotLike>(slots: readonly S[]): { day: string; slots: S[] }[] {
  const days = new Map<string, S[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const { day } = istParts(slot.startsAt);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

export interface HoursWindow {
  /** Minutes since midnight, Indian time. */
  start: number;
  /** Minutes since midnight, Indian time (1440 = midnight at the end of the day). */
  end: number;
}

/**
 * An astrologer's usual weekly hours, worked out from free slots over at least a week: the
 * union, per weekday in India, of the times the slots cover, merged into windows. Booked times
 * in one week are filled by the same weekday of the other week.
 * Returns seven lists, index 0 = Sunday.
 */
export function weeklyHoursFromSlots(slots: readonly SlotLike[]): HoursWindow[][] {
  const spans: HoursWindow[][] = [[], [], [], [], [], [], []];
  for (const slot of slots) {
    const start = istParts(slot.startsAt);
    const length = Math.round((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000);
    if (!(length > 0)) continue;
    const end = Math.min(start.minute + length, 1440);
    spans[start.weekday]!.push({ start: start.minute, end });
  }
  return spans.map((list) => {
    const merged: HoursWindow[] = [];
    for (const w of [...list].sort((a, b) => a.start - b.start || a.end - b.end)) {
      const last = merged[merged.length - 1];
      if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
      else merged.push({ ...w });
    }
    return merged;
  });
}

/** "9:00 AM – 1:00 PM". */
export function formatWindow(w: HoursWindow, labels: ClockLabels, rangeTemplate: string): string {
  return fill(rangeTemplate, { from: formatClock(w.start, labels), to: formatClock(w.end, labels) });
}
