import type { FocusEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import f from './forms.module.css';

/** The ids a field's hint and error get, for aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean, extra?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined
  );
}

export function FieldError({ id, error, testId }: { id: string; error?: string | null; testId?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={f.fieldError} data-testid={testId}>
      {error}
    </p>
  );
}

/**
 * A labelled input: label above, hint, the error under it (tied with aria-describedby and
 * aria-invalid). The caller decides when the error shows.
 */
export function InputField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  min,
  max,
  required,
  lang,
  inputRef,
  testId,
  after,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'tel' | 'number' | 'date' | 'datetime-local' | 'time' | 'search';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  required?: boolean;
  lang?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  after?: ReactNode;
}) {
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        min={min}
        max={max}
        required={required}
        lang={lang}
        className={f.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {after}
      <FieldError id={id} error={error} testId={testId ? `${testId}-error` : undefined} />
    </div>
  );
}

/** A labelled multi-line field, with an optional counter line under it. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  counter,
  counterDone = false,
  maxLength,
  rows = 5,
  lang,
  inputRef,
  testId,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  counter?: string;
  counterDone?: boolean;
  maxLength?: number;
  rows?: number;
  lang?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  testId?: string;
}) {
  const counterId = counter ? `${id}-counter` : undefined;
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      )}
      <textarea
        ref={inputRef}
        id={id}
        name={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        className={f.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error), counterId)}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {counter && (
        <p id={counterId} className={`${f.counter} ${counterDone ? f.counterDone : ''}`} aria-live="polite">
          {counter}
        </p>
      )}
      <FieldError id={id} error={error} testId={testId ? `${testId}-error` : undefined} />
    </div>
  );
}

/** A status line for an action: busy, done or failed; announced politely. */
export function ActionStatus({
  state,
  testId,
}: {
  state: { kind: 'busy' | 'ok' | 'error'; text: string } | null;
  testId?: string;
}) {
  const cls = !state ? '' : state.kind === 'busy' ? f.statusBusy : state.kind === 'ok' ? f.statusOk : f.statusError;
  return (
    <p className={`${f.status} ${cls}`} role="status" aria-live="polite" data-testid={testId} data-kind={state?.kind}>
      {state?.text ?? ''}
    </p>
  );
}

export type ActionState = { kind: 'busy' | 'ok' | 'error'; text: string } | null;

/** Loading placeholder: a few grey bars shaped like a card, with a text for screen readers. */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <span aria-hidden="true" className={`${f.skeleton} ${f.skeletonBlock}`} />
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
          key={i}
          aria-hidden="true"
          className={`${f.skeleton} ${f.skeletonLine}`}
          style={{ width: `${90 - i * 15}%` }}
        />
      ))}
    </div>
  );
}
