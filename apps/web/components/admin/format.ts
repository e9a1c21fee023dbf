import { clock12 } from '@/lib/clock';
/**
 * Numbers, money, times and sizes as the marketplace screens show them: Indian digit grouping,
 * Latin digits in Hindi too, every time in Indian time (Asia/Kolkata, IST).
 */

export type Lang = 'en' | 'hi';

export const IST = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** The Intl locale of a page language: Hindi words with Latin digits. */
export const intlLocale = (lang: Lang) => (lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

/** 1234567 → "12,34,567". */
export function formatCount(n: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 }).format(n);
}

/** Paise → "₹1,180.00". */
export function formatRupees(paise: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** An instant as "7 Dec 2025, 10:30 am" in Indian time. */
export function formatDateTimeIst(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(lang),
  }).format(d);
}

/** A calendar date "YYYY-MM-DD" as "7 Dec 1996" / "7 दिस॰ 1996". */
export function formatIsoDate(isoDate: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(d);
}

/** Today's date in India, "YYYY-MM-DD". */
export function todayIst(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The first day of the month (in India) of a "YYYY-MM-DD" date. */
export const monthStart = (isoDate: string) => `${isoDate.slice(0, 8)}01`;

/**
 * A `datetime-local` value ("2025-12-07T10:30"), read as Indian time, to an ISO instant with its
 * offset ("2025-12-07T10:30:00+05:30"); null when it is not such a value.
 */
export function istLocalToIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}:${m[3]}:00${IST_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Minutes after midnight → "HH:MM" (1440 → "24:00"). */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes after midnight → "10:00 am" in 12-hour form (1440 → midnight, "12:00 am"). */
export function formatMinutes12(minutes: number, lang: Lang): string {
  const d = new Date(Date.UTC(2000, 0, 1, 0, minutes % 1440));
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(lang),
  }).format(d);
}

/** Bytes → "840 KB" / "1.2 MB". */
export function formatBytes(bytes: number, lang: Lang): string {
  const nf = (n: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${nf(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${nf(bytes / (1024 * 1024), 1)} MB`;
}

/** A new key for an `Idempotency-Key` header. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
