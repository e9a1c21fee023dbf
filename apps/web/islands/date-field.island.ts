import type { DatePickerLabels } from '../components/ui/date-picker';
import { type DateValue, dateErrorMessage, parseDateText } from '../components/ui/date-model';

/**
 * The DD/MM/YYYY date field without React (markup: components/panchang/date-field-markup.tsx;
 * the same rules as the React `DatePicker`, components/ui/date-model.ts). Errors show, in the
 * page's language, when the field is left or when the form asks (`readDate(root, true)`), never
 * while typing; leaving the field writes a real date in its canonical form (7-12-1996 becomes
 * 07/12/1996). Each edit is announced by a bubbling `date-change` event with the date or null.
 */

const NO_LABELS: DatePickerLabels = {
  hint: '',
  placeholder: '',
  required: '',
  format: '',
  invalid: '',
  min: { before: '', after: '' },
  max: { before: '', after: '' },
};

function settings(root: HTMLElement) {
  let labels = NO_LABELS;
  try {
    labels = { ...NO_LABELS, ...(JSON.parse(root.dataset.labels ?? '{}') as Partial<DatePickerLabels>) };
  } catch {
    // The field still checks dates; its messages are then empty.
  }
  const limits = {
    ...(root.dataset.min ? { min: root.dataset.min } : {}),
    ...(root.dataset.max ? { max: root.dataset.max } : {}),
  };
  return { labels, limits, required: 'required' in root.dataset };
}

/** The date written in the field, or null; with `showError`, its error is shown (or cleared). */
export function readDate(root: HTMLElement, showError: boolean): DateValue | null {
  const input = root.querySelector<HTMLInputElement>('input');
  const error = root.querySelector<HTMLElement>('[data-testid="date-error"]');
  if (!input || !error) return null;
  const { labels, limits, required } = settings(root);
  const parsed = parseDateText(input.value, limits);
  if (showError) {
    // From now on the error follows what is typed.
    root.dataset.checked = '';
    const message =
      !parsed.ok && (parsed.error !== 'required' || required) ? dateErrorMessage(parsed.error, labels, limits) : null;
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', message ? `${input.id}-hint ${error.id}` : `${input.id}-hint`);
  }
  return parsed.ok ? parsed.value : null;
}

/** Puts a date (DD/MM/YYYY) in the field from outside and clears its error. */
export function writeDate(root: HTMLElement, text: string): void {
  const input = root.querySelector<HTMLInputElement>('input');
  if (!input) return;
  input.value = text;
  readDate(root, true);
  root.dispatchEvent(new CustomEvent('date-change', { bubbles: true, detail: readDate(root, false) }));
}

export function mount(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input');
  if (!input) return;
  input.addEventListener('input', () => {
    // Once checked (the field was left, or the form was sent), the error follows the text; until
    // then a new one waits.
    if ('checked' in root.dataset) readDate(root, true);
    root.dispatchEvent(new CustomEvent('date-change', { bubbles: true, detail: readDate(root, false) }));
  });
  input.addEventListener('blur', () => {
    const value = readDate(root, true);
    if (value && value.text !== input.value) input.value = value.text;
  });
}
