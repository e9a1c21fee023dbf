'use client';

import { SUPPORT_MESSAGE_MAX } from '@drishti/contracts/support';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import f from '@/components/registration/forms.module.css';
import { FilePicker } from './file-picker';
import { fileProblem } from './files';
import { postForm } from './post-form';

/**
 * A message in a ticket's thread (text and up to 3 files), posted to `path`. What was typed stays
 * when sending fails; it clears once sent.
 */
export function ReplyForm<T>({
  path,
  lang,
  onSent,
  hint,
}: {
  path: string;
  lang: 'en' | 'hi';
  onSent: (data: T) => void;
  hint?: string;
}) {
  const t = useTranslations('support.form');
  const id = useId();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ field: 'body' | 'files' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (body.trim().length < 2) {
      setError({ field: 'body', text: t('errors.body') });
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    const p = fileProblem(files);
    if (p) {
      setError({ field: 'files', text: t(`errors.${p}`) });
      document.getElementById(`${id}-files`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const res = await postForm<T>(path, lang, { body }, files);
    setBusy(false);
    if (!res.ok) {
      setError({ field: res.field === 'files' ? 'files' : 'form', text: res.message ?? t('errors.failed') });
      return;
    }
    setBody('');
    setFiles([]);
    setSent(true);
    onSent(res.data);
  }

  return (
    <form onSubmit={submit} noValidate className={f.form} data-testid="reply-form">
      <div className={f.field}>
        <label htmlFor={`${id}-body`} className={f.label}>
          {t('reply')}
        </label>
        <textarea
          id={`${id}-body`}
          className={f.textarea}
          rows={4}
          value={body}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error?.field === 'body' ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', error?.field === 'body' ? `${id}-err` : ''].join(' ').trim() || undefined
          }
          data-testid="reply-body"
        />
        {hint && (
          <p id={`${id}-hint`} className={f.hint}>
            {hint}
          </p>
        )}
        {error?.field === 'body' && (
          <p id={`${id}-err`} className={f.fieldError}>
            {error.text}
          </p>
        )}
      </div>
      <FilePicker
        id={`${id}-files`}
        files={files}
        onChange={(next) => {
          setFiles(next);
          const p = fileProblem(next);
          setError(p ? { field: 'files', text: t(`errors.${p}`) } : null);
        }}
        lang={lang}
        error={error?.field === 'files' ? error.text : null}
      />
      {error?.field === 'form' && (
        <p className={f.fieldError} role="alert" data-testid="reply-error">
          {error.text}
        </p>
      )}
      <p role="status" className={f.hint}>
        {sent ? t('sent') : ''}
      </p>
      <div className={f.actions}>
        <button type="submit" className="button" disabled={busy} data-testid="reply-submit">
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
