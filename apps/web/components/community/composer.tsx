'use client';

import {
  COMMUNITY_TOPICS,
  type CommunityTopic,
  cleanCommunityText,
  type PostViewData,
} from '@drishti/contracts/community';
import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';
import { CrisisBox } from './crisis-box';
import { postTextError } from './text-checks';

type Lang = 'en' | 'hi';

/**
 * The composer for signed-in members: topic, text (with a counter), Post. With the depression
 * topic picked it shows the crisis helplines; a post that signals self-harm shows them again to
 * its author right after posting. The feed is refreshed from the server afterwards.
 */
export function Composer({
  lang,
  topic: initialTopic,
  handle,
}: {
  lang: Lang;
  topic: CommunityTopic | null;
  handle: string;
}) {
  const t = useTranslations('community');
  const api = useMemo(() => clientApi(lang), [lang]);
  const router = useRouter();
  const [topic, setTopic] = useState<CommunityTopic>(initialTopic ?? 'exam');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [posted, setPosted] = useState<PostViewData | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const problem = postTextError(body);
  const showError = touched && problem !== null;
  const length = [...cleanCommunityText(body)].length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const res = await api.post<PostViewData>('/api/users/community/posts', { topic, body });
    setBusy(false);
    if (!res.success) {
      setFailure(res.message);
      return;
    }
    setPosted(res.data);
    setBody('');
    setTouched(false);
    router.refresh();
  }

  return (
    <section className={s.card} aria-labelledby="composer-heading" data-testid="composer">
      <h2 id="composer-heading" className={s.cardHeading}>
        {t('composer.heading')}
      </h2>
      <p className={s.hint} data-testid="composer-handle">
        {t('composer.postingAs', { handle })}
      </p>
      <form className={s.form} onSubmit={submit} noValidate>
        <div className={s.field}>
          <label htmlFor="composer-topic" className={s.label}>
            {t('composer.topic')}
          </label>
          <select
            id="composer-topic"
            className={s.input}
            value={topic}
            onChange={(e) => setTopic(e.target.value as CommunityTopic)}
            data-testid="composer-topic"
          >
            {COMMUNITY_TOPICS.map((k) => (
              <option key={k} value={k}>
                {t(`topics.${k}.label`)}
              </option>
            ))}
          </select>
        </div>
        {topic === 'depression' && <CrisisBox headingLevel={3} />}
        <div className={s.field}>
          <label htmlFor="composer-body" className={s.label}>
            {t('composer.body')}
          </label>
          <p id="composer-body-hint" className={s.hint}>
            {t('composer.hint')}
          </p>
          <textarea
            ref={field}
            id="composer-body"
            className={s.input}
            rows={5}
            value={body}
            lang={lang}
            aria-invalid={showError ? true : undefined}
            aria-describedby={`composer-body-hint composer-body-counter${showError ? ' composer-body-error' : ''}`}
            onChange={(e) => setBody(e.target.value)}
            onBlur={() => body.length > 0 && setTouched(true)}
            data-testid="composer-body"
          />
          <p id="composer-body-counter" className={s.hint}>
            {t('composer.counter', { count: length })}
          </p>
          {showError && (
            <p id="composer-body-error" className={s.fieldError} data-testid="composer-error">
              {t(`composer.errors.${problem}`)}
            </p>
          )}
        </div>
        <div className={s.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="composer-submit">
            <Send aria-hidden="true" size={18} />
            {busy ? t('composer.posting') : t('composer.submit')}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {failure && (
            <p className={`${s.status} ${s.statusError}`} data-testid="composer-failure">
              {failure}
            </p>
          )}
          {posted && (
            <p className={`${s.status} ${s.statusOk}`} data-testid="composer-posted">
              {t('composer.posted')}{' '}
              <Link href={`/community/post/${posted.id}`} data-testid="composer-view">
                {t('composer.view')}
              </Link>
            </p>
          )}
        </div>
      </form>
      {posted?.selfHarm && <CrisisBox headingLevel={3} lead={t('crisis.afterPost')} />}
    </section>
  );
}
