'use client';

import { type CommentViewData, cleanCommunityText } from '@drishti/contracts/community';
import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';
import { CrisisBox } from './crisis-box';
import { commentTextError } from './text-checks';

/** The reply form under a post; the page is refreshed from the server once the reply is up. */
export function CommentForm({ lang, postId }: { lang: 'en' | 'hi'; postId: string }) {
  const t = useTranslations('community');
  const api = useMemo(() => clientApi(lang), [lang]);
  const router = useRouter();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [selfHarm, setSelfHarm] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const problem = commentTextError(body);
  const showError = touched && problem !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setStatus(null);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const res = await api.post<CommentViewData>(`/api/users/community/posts/${postId}/comments`, { body });
    setBusy(false);
    if (!res.success) {
      setStatus({ ok: false, text: res.message });
      return;
    }
    setBody('');
    setTouched(false);
    setSelfHarm(res.data.selfHarm);
    setStatus({ ok: true, text: t('comment.sent') });
    router.refresh();
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate data-testid="comment-form">
      <div className={s.field}>
        <label htmlFor="comment-body" className={s.label}>
          {t('comment.label')}
        </label>
        <p id="comment-body-hint" className={s.hint}>
          {t('comment.hint')}
        </p>
        <textarea
          ref={field}
          id="comment-body"
          className={s.input}
          rows={3}
          value={body}
          lang={lang}
          aria-invalid={showError ? true : undefined}
          aria-describedby={`comment-body-hint comment-body-counter${showError ? ' comment-body-error' : ''}`}
          onChange={(e) => setBody(e.target.value)}
          data-testid="comment-input"
        />
        <p id="comment-body-counter" className={s.hint}>
          {t('comment.counter', { count: [...cleanCommunityText(body)].length })}
        </p>
        {showError && (
          <p id="comment-body-error" className={s.fieldError} data-testid="comment-error">
            {t(`comment.errors.${problem}`)}
          </p>
        )}
      </div>
      <div className={s.actions}>
        <button type="submit" className="button" disabled={busy} data-testid="comment-submit">
          <Send aria-hidden="true" size={18} />
          {busy ? t('comment.sending') : t('comment.submit')}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`${s.status} ${status?.ok ? s.statusOk : s.statusError}`}
        data-testid="comment-status"
      >
        {status?.text ?? ''}
      </p>
      {selfHarm && <CrisisBox headingLevel={3} lead={t('crisis.afterPost')} />}
    </form>
  );
}
