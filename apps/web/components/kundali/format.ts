import { clock12 } from '@/lib/clock';
import { compassPoint } from '../birth-form/types';
/** Degrees within a sign as DD°MM′SS″ (seconds rounded; 29.99999 → 29°59′59″, never 30°). */
export function dms(degrees: number): string {
  let total = Math.round(degrees * 3600);
  if (total >= 30 * 3600) total = 30 * 3600 - 1;
  if (total < 0) total = 0;
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${String(d).padStart(2, '0')}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/** Intl locale of the page: Indian conventions, Latin digits in Hindi (docs/CONVENTIONS.md). */
export function intlLocale(locale: string): string {
  return locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
}

function safeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** "7 Dec 1996" / "7 दिस॰ 1996" in the birth place's zone (UTC when unknown). */
export function formatDate(iso: string | number, locale: string, timeZone?: string | null): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: safeZone(timeZone) ?? 'UTC',
  }).format(d);
}

/** "7 Dec 1996, 2:30 pm" in the birth place's zone. */
export function formatDateTime(iso: string | number, locale: string, timeZone?: string | null): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
    timeZone: safeZone(timeZone) ?? 'UTC',
  }).format(d);
}

/** "2:30 pm" in the zone. */
export function formatTime(iso: string | number, locale: string, timeZone?: string | null): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
    timeZone: safeZone(timeZone) ?? 'UTC',
  }).format(d);
}

/** Latitude/longitude as "28.64° N", "77.22° E"; in Hindi "28.64° उत्तर", "77.22° पूर्व". */
export function coord(value: number, kind: 'lat' | 'lon', locale = 'en'): string {
  return `${Math.abs(value).toFixed(2)}° ${compassPoint(value, kind, locale)}`;
}
