'use client';

import type { CommentViewData } from '@drishti/contracts/community';
import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';
import { CrisisBox } from './crisis-box';
import { commentTextError } from './text-checks';
import { CommunityTextField, communityLength, useCommunityText } from './text-field';

/** The reply form under a post; the page is refreshed from the server once the reply is up. */
export function CommentForm({ lang, postId }: { lang: 'en' | 'hi'; postId: string }) {
  const t = useTranslations('community');
  const api = useMemo(() => clientApi(lang), [lang]);
  const router = useRouter();
  const { body, setBody, busy, field, problem, send } = useCommunityText(commentTextError);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [selfHarm, setSelfHarm] = useState(false);

  async function submit(event: FormEvent) {
    setStatus(null);
    const res = await send(event, () =>
      api.post<CommentViewData>(`/api/users/community/posts/${postId}/comments`, { body }),
    );
    if (!res) return;
    if (!res.success) {
      setStatus({ ok: false, text: res.message });
      return;
    }
    setSelfHarm(res.data.selfHarm);
    setStatus({ ok: true, text: t('comment.sent') });
    router.refresh();
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate data-testid="comment-form">
      <CommunityTextField
        id="comment-body"
        label={t('comment.label')}
        hint={t('comment.hint')}
        counter={t('comment.counter', { count: communityLength(body) })}
        error={problem && t(`comment.errors.${problem}`)}
        rows={3}
        lang={lang}
        value={body}
        field={field}
        onChange={setBody}
        inputTestId="comment-input"
        errorTestId="comment-error"
      />
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
