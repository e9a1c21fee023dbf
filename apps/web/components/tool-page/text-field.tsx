'use client';

import type { HTMLAttributes } from 'react';
import s from './tool-page.module.css';

/**
 * A labelled text field: label above, an optional hint, and the error under the field, tied to
 * the input with aria-describedby and aria-invalid. The caller decides when the error shows
 * (on leaving the field and on submit, never while typing).
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  required = false,
  optionalLabel,
  inputMode,
  autoComplete = 'off',
  maxLength,
  placeholder,
  multiline = false,
  testId,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  /** Shown after the label of a field that may be left empty, e.g. "(optional)". */
  optionalLabel?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  multiline?: boolean;
  testId?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    required,
    maxLength,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
    onBlur,
  } as const;
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {optionalLabel && <span className={s.optional}> {optionalLabel}</span>}
      </label>
      {hint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} className={s.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          className={s.input}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={s.fieldError} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
