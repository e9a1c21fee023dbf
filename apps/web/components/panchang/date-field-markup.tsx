import { CalendarDays } from 'lucide-react';
import type { DatePickerLabels } from '@/components/ui/date-picker';
import s from '@/components/ui/ui.module.css';

/**
 * A DD/MM/YYYY date field as the server renders it, behaviour from
 * `apps/web/islands/date-field.island.ts` (the same field as the React `DatePicker`, for pages
 * served without React). Without JavaScript it is a plain text field sent as it is written.
 *
 * Contract (read by the island): the root has `data-island="date-field"`, `data-labels`
 * (DatePickerLabels: the error messages in the page's language), `data-min`, `data-max` (DD/MM/YYYY),
 * `data-required`; inside, the input and `[data-testid=date-error]` (hidden until there is an error).
 */
export function DateFieldMarkup({
  id,
  name,
  label,
  labels,
  defaultValue,
  min,
  max,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  labels: DatePickerLabels;
  defaultValue: string;
  min?: string;
  max?: string;
  required?: boolean;
}) {
  return (
    <div
      className={s.field}
      data-island="date-field"
      data-labels={JSON.stringify(labels)}
      data-min={min}
      data-max={max}
      data-required={required ? '' : undefined}
    >
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={s.hint}>
        {labels.hint}
      </p>
      <div className={s.inputWrap}>
        <CalendarDays aria-hidden="true" size={20} className={s.inputIcon} />
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={labels.placeholder}
          maxLength={10}
          defaultValue={defaultValue}
          required={required}
          aria-describedby={`${id}-hint`}
          className={s.input}
          data-testid="date-input"
        />
      </div>
      <p id={`${id}-error`} className={s.fieldError} data-testid="date-error" hidden />
    </div>
  );
}
