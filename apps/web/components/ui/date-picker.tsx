'use client';

import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { type DateMessages, type DateValue, dateErrorMessage, parseDateText } from './date-model';
import s from './ui.module.css';

export interface DatePickerLabels extends DateMessages {
  hint: string;
  placeholder: string;
}

/**
 * A date field in DD/MM/YYYY. It yields `{ date, text }` (and the day, month and year) as soon as
 * what is typed is a real date within the limits, and null otherwise. Errors show, in the page's
 * language, when the field is left or when the form says so (`showError`), never while typing.
 */
export function DatePicker({
  label,
  labels,
  name,
  defaultValue = '',
  min,
  max,
  required = false,
  showError = false,
  onChange,
  id,
}: {
  label: string;
  labels: DatePickerLabels;
  name?: string;
  defaultValue?: string;
  /** Inclusive limits, DD/MM/YYYY. */
  min?: string;
  max?: string;
  required?: boolean;
  /** Show the error now (e.g. after a submit), even if the field was never left. */
  showError?: boolean;
  onChange?: (value: DateValue | null) => void;
  id?: string;
}) {
  const auto = useId();
  const inputId = id ?? `${auto}-date`;
  const [text, setText] = useState(defaultValue);
  const [touched, setTouched] = useState(false);
  const limits = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  const parsed = parseDateText(text, limits);
  const error =
    !parsed.ok && (touched || showError) && (parsed.error !== 'required' || required)
      ? dateErrorMessage(parsed.error, labels, limits)
      : null;

  return (
    <div className={s.field}>
      <label htmlFor={inputId} className={s.label}>
        {label}
      </label>
      <p id={`${inputId}-hint`} className={s.hint}>
        {labels.hint}
      </p>
      <div className={s.inputWrap}>
        <CalendarDays aria-hidden="true" size={20} className={s.inputIcon} />
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={labels.placeholder}
          maxLength={10}
          value={text}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          className={s.input}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const result = parseDateText(next, limits);
            onChange?.(result.ok ? result.value : null);
          }}
          onBlur={() => {
            setTouched(true);
            // Leave the field with the canonical form: 7-12-1996 becomes 07/12/1996.
            if (parsed.ok && parsed.value.text !== text) setText(parsed.value.text);
          }}
          data-testid="date-input"
        />
      </div>
      {error && (
        <p id={`${inputId}-error`} className={s.fieldError} data-testid="date-error">
          {error}
        </p>
      )}
    </div>
  );
}
