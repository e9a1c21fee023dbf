'use client';

import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
  type SupportTicketViewData,
} from '@drishti/contracts/support';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import f from '@/components/registration/forms.module.css';
import { useRouter } from '@/i18n/navigation';
import { FilePicker } from './file-picker';
import { fileProblem } from './files';
import { postForm } from './post-form';

type Errors = Partial<Record<'subject' | 'body' | 'files' | 'form', string>>;

/** Opens a ticket: category, subject, first message and up to 3 files; then shows the ticket. */
export function NewTicketForm({ lang }: { lang: 'en' | 'hi' }) {
  const t = useTranslations('support.form');
  const id = useId();
  const router = useRouter();
  const [category, setCategory] = useState<SupportCategory>('payment');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function check(): Errors {
    const e: Errors = {};
    if (subject.trim().length < 3) e.subject = t('errors.subject');
    if (body.trim().length < 2) e.body = t('errors.body');
    const p = fileProblem(files);
    if (p) e.files = t(`errors.${p}`);
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e = check();
    setErrors(e);
    const first = (['subject', 'body', 'files'] as const).find((k) => e[k]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const res = await postForm<SupportTicketViewData>(
      '/api/users/support/tickets',
      lang,
      { category, subject, body },
      files,
    );
    if (!res.ok) {
      setBusy(false);
      const field = res.field === 'subject' || res.field === 'body' || res.field === 'files' ? res.field : 'form';
      setErrors({ [field]: res.message ?? t('errors.failed') });
      return;
    }
    router.push(`/support/${res.data.id}`);
  }

  return (
    <form onSubmit={submit} noValidate className={f.form} data-testid="new-ticket-form">
      <div className={f.field}>
        <label htmlFor={`${id}-category`} className={f.label}>
          {t('category')}
        </label>
        <select
          id={`${id}-category`}
          className={f.select}
          value={category}
          onChange={(e) => setCategory(e.target.value as SupportCategory)}
          data-testid="ticket-category"
        >
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={f.field}>
        <label htmlFor={`${id}-subject`} className={f.label}>
          {t('subject')}
        </label>
        <input
          id={`${id}-subject`}
          className={f.input}
          value={subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
          onBlur={() =>
            setErrors((x) => ({ ...x, subject: subject.trim().length < 3 ? t('errors.subject') : undefined }))
          }
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-err` : undefined}
          data-testid="ticket-subject"
        />
        {errors.subject && (
          <p id={`${id}-subject-err`} className={f.fieldError}>
            {errors.subject}
          </p>
        )}
      </div>
      <div className={f.field}>
        <label htmlFor={`${id}-body`} className={f.label}>
          {t('body')}
        </label>
        <textarea
          id={`${id}-body`}
          className={f.textarea}
          rows={5}
          value={body}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-err` : ''}`}
          data-testid="ticket-body"
        />
        <p id={`${id}-body-hint`} className={f.hint}>
          {t('bodyHint')}
        </p>
        {errors.body && (
          <p id={`${id}-body-err`} className={f.fieldError}>
            {errors.body}
          </p>
        )}
      </div>
      <FilePicker
        id={`${id}-files`}
        files={files}
        onChange={(next) => {
          setFiles(next);
          const p = fileProblem(next);
          setErrors((x) => ({ ...x, files: p ? t(`errors.${p}`) : undefined }));
        }}
        lang={lang}
        error={errors.files ?? null}
      />
      {errors.form && (
        <p className={f.fieldError} role="alert" data-testid="ticket-error">
          {errors.form}
        </p>
      )}
      <div className={f.actions}>
        <button type="submit" className="button" disabled={busy} data-testid="ticket-submit">
          {busy ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
