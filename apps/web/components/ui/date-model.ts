import { fillAround, type TextAround } from '@/lib/text-around';

/** A date the date picker accepted: the date (local midnight) and its DD/MM/YYYY text. */
export interface DateValue {
  date: Date;
  /** DD/MM/YYYY */
  text: string;
  day: number;
  month: number;
  year: number;
}

export type DateError = 'required' | 'format' | 'invalid' | 'min' | 'max';

export type DateParse = { ok: true; value: DateValue } | { ok: false; error: DateError };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "DD/MM/YYYY" of a date's calendar day (in local time, as the picker builds it). */
export function formatDateText(date: Date | { day: number; month: number; year: number }): string {
  if (date instanceof Date) return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** A "YYYY-MM-DD" date (the API's form) as "DD/MM/YYYY" (the product's). */
export function isoToDateText(iso: string): string {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return formatDateText({ day, month, year });
}

/** "YYYY-MM-DD", the form the API's birth profiles use. */
export const toIsoDate = (v: Pick<DateValue, 'day' | 'month' | 'year'>) =>
  `${pad(v.year, 4)}-${pad(v.month)}-${pad(v.day)}`;

/** True when day/month/year name a real calendar day (31/04 and 29/02 of common years do not). */
export function isRealDate(day: number, month: number, year: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function dateValue(day: number, month: number, year: number): DateValue {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return { date, text: formatDateText({ day, month, year }), day, month, year };
}

const key = (v: Pick<DateValue, 'day' | 'month' | 'year'>) => v.year * 10000 + v.month * 100 + v.day;

/**
 * Reads what someone typed as a date, day first: "07/12/1996", "7/12/1996", "07-12-1996",
 * "07.12.1996" or "07121996". Limits are inclusive and given as DD/MM/YYYY or parsed values.
 */
export function parseDateText(
  input: string,
  limits: { min?: string | DateValue; max?: string | DateValue } = {},
): DateParse {
  const text = input.trim();
  if (!text) return { ok: false, error: 'required' };
  const m = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!m) return { ok: false, error: 'format' };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000) return { ok: false, error: 'format' };
  if (!isRealDate(day, month, year)) return { ok: false, error: 'invalid' };
  const value = dateValue(day, month, year);
  const bound = (b: string | DateValue | undefined) => {
    if (b === undefined) return undefined;
    if (typeof b !== 'string') return b;
    const parsed = parseDateText(b);
    return parsed.ok ? parsed.value : undefined;
  };
  const min = bound(limits.min);
  const max = bound(limits.max);
  if (min && key(value) < key(min)) return { ok: false, error: 'min' };
  if (max && key(value) > key(max)) return { ok: false, error: 'max' };
  return { ok: true, value };
}

export interface DateMessages {
  required: string;
  format: string;
  invalid: string;
  /** "The date cannot be before {min}.", formatted on the server around the limit (lib/text-around.ts). */
  min: TextAround;
  max: TextAround;
}

/** The message for an error, with the limits filled in as DD/MM/YYYY. */
export function dateErrorMessage(
  error: DateError,
  messages: DateMessages,
  limits: { min?: string | DateValue; max?: string | DateValue } = {},
): string {
  const show = (b: string | DateValue | undefined) => (b === undefined ? '' : typeof b === 'string' ? b : b.text);
  if (error === 'min') return fillAround(messages.min, show(limits.min));
  if (error === 'max') return fillAround(messages.max, show(limits.max));
  return messages[error];
}
