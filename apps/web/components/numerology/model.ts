/** Small pure helpers the numerology calculators share: limits, step texts, lucky numbers. */
import { type DateValue, formatDateText, parseDateText } from '../ui/date-model';
import { NUMBER_FRIENDS } from '@drishti/engine/numerology/friendship';
import type { KarmicDebt } from '@drishti/engine/numerology/reduce';

/** How far back a date of birth may go (product decision 4: the current year back 120 years). */
export const BIRTH_YEARS_BACK = 120;

/** The accepted range of a date of birth, as DD/MM/YYYY: 1 January 120 years ago to today. */
export function birthDateLimits(today: Date): { min: string; max: string } {
  return {
    min: formatDateText({ day: 1, month: 1, year: today.getFullYear() - BIRTH_YEARS_BACK }),
    max: formatDateText(today),
  };
}

/** The date typed into a date field, or null when it is empty or not a date within the limits. */
export function readDate(text: string, limits: { min: string; max: string }): DateValue | null {
  const parsed = parseDateText(text, limits);
  return parsed.ok ? parsed.value : null;
}

/** True when the date field was left empty (as opposed to filled in wrongly). */
export const isBlank = (text: string) => text.trim() === '';

/** A reduction's steps as read aloud and printed: "49 → 13 → 4". */
export function stepsText(steps: readonly number[]): string {
  return steps.join(' → ');
}

/**
 * Lucky numbers of a root number: its friends in the spec's friendship table, in ascending order.
 * @param root 1–9
 */
export function luckyNumbers(root: number): number[] {
  return [...new Set(NUMBER_FRIENDS[root] ?? [])].sort((a, b) => a - b);
}

/** Friends of a root other than itself, ascending: the roots to look for in a new number. */
export function friendlyRoots(root: number): number[] {
  return luckyNumbers(root).filter((n) => n !== root);
}

/** The karmic debt numbers of a result without repeats (13 met at the day and the total is one debt). */
export function distinctKarmic(debts: readonly KarmicDebt[]): { number: number; sources: string[] }[] {
  const byNumber = new Map<number, string[]>();
  for (const d of debts) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), d.source]);
  return [...byNumber].map(([number, sources]) => ({ number, sources }));
}

/** A list of numbers for a sentence: "1, 3 and 5" or "1, 3 और 5". */
export function listText(items: readonly (number | string)[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A Lo Shu cell's text: the number written once per occurrence ("1 1"), empty when missing. */
export function cellText(number: number, count: number): string {
  return Array.from({ length: count }, () => String(number)).join(' ');
}

/** The first id in `ids` whose field has an error, for focusing it after a submit. */
export function firstInvalid(fields: readonly [id: string, invalid: boolean][]): string | null {
  return fields.find(([, invalid]) => invalid)?.[0] ?? null;
}

/** Moves focus to the element with `id` (the first field with an error). */
export function focusField(id: string | null): void {
  if (id) document.getElementById(id)?.focus();
}

/** Scrolls a freshly shown result into view, without motion when the reader asked for less. */
export function revealResult(element: HTMLElement | null): void {
  if (!element) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
