import { intlLocale } from '../wallet/money';
import { clock12 } from '@/lib/clock';

/** Every time on the account pages is India's (IST, UTC+05:30): astrologers and users are in India. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** "Mon, 7 Dec 2026" / "सोम, 7 दिस॰ 2026", in Indian time (DESIGN: "7 Dec 1996" with the weekday). */
export function formatIndianDate(iso: string, locale: string): string {
  const at = new Date(iso);
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: INDIA_TIME_ZONE, weekday: 'short' }).format(
    at,
  );
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
  return `${weekday}, ${date}`;
}

/** "5:30 pm", 12-hour, in Indian time. */
export function formatIndianTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: INDIA_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
  }).format(new Date(iso));
}

/** "7 Dec 2026, 5:30 pm" for statement lines, in Indian time. */
export function formatIndianDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...clock12(locale),
  }).format(new Date(iso));
}

/** A stored number "919876500001" as "+91 98765 00001" (the shared phone rules). */
export { formatPhone } from '@drishti/contracts/phone';
