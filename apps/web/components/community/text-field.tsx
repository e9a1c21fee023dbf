'use client';

import { cleanCommunityText } from '@drishti/contracts/community';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { ClientResult } from '@/lib/api/client';
import s from './community.module.css';

/**
 * A member's text on its way to the server (a post or a reply): the text, whether its problem is
 * shown, the sending state. `send` checks the text first (a problem is shown and the field
 * focused, nothing is sent), then posts it and empties the field once the server took it.
 */
export function useCommunityText<P extends string>(check: (text: string) => P | null) {
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const problem = check(body);

  async function send<T>(event: FormEvent, post: () => Promise<ClientResult<T>>): Promise<ClientResult<T> | null> {
    event.preventDefault();
    setTouched(true);
    if (problem) {
      field.current?.focus();
      return null;
    }
    setBusy(true);
    const res = await post();
    setBusy(false);
    if (res.success) {
      setBody('');
      setTouched(false);
    }
    return res;
  }

  return { body, setBody, setTouched, busy, field, problem: touched ? problem : null, send };
}

/** The length the server counts: characters of the cleaned text. */
export function communityLength(text: string): number {
  return [...cleanCommunityText(text)].length;
}

/** The text area with its hint, its counter and its problem, wired for screen readers. */
export function CommunityTextField({
  id,
  label,
  hint,
  counter,
  error,
  rows,
  lang,
  value,
  field,
  onChange,
  onBlur,
  inputTestId,
  errorTestId,
}: {
  id: string;
  label: string;
  hint: string;
  counter: string;
  /** The problem to show, or null. */
  error: string | null;
  rows: number;
  lang: 'en' | 'hi';
  value: string;
  field: RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputTestId: string;
  errorTestId: string;
}) {
  const showError = error !== null;
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={s.hint}>
        {hint}
      </p>
      <textarea
        ref={field}
        id={id}
        className={s.input}
        rows={rows}
        value={value}
        lang={lang}
        aria-invalid={showError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter${showError ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        data-testid={inputTestId}
      />
      <p id={`${id}-counter`} className={s.hint}>
        {counter}
      </p>
      {showError && (
        <p id={`${id}-error`} className={s.fieldError} data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
