'use client';

import { COMMUNITY_TOPICS, type CommunityTopic, type PostViewData } from '@drishti/contracts/community';
import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';
import { CrisisBox } from './crisis-box';
import { postTextError } from './text-checks';
import { CommunityTextField, communityLength, useCommunityText } from './text-field';

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
  const { body, setBody, setTouched, busy, field, problem, send } = useCommunityText(postTextError);
  const [failure, setFailure] = useState<string | null>(null);
  const [posted, setPosted] = useState<PostViewData | null>(null);

  async function submit(event: FormEvent) {
    setFailure(null);
    const res = await send(event, () => api.post<PostViewData>('/api/users/community/posts', { topic, body }));
    if (!res) return;
    if (!res.success) {
      setFailure(res.message);
      return;
    }
    setPosted(res.data);
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
        <CommunityTextField
          id="composer-body"
          label={t('composer.body')}
          hint={t('composer.hint')}
          counter={t('composer.counter', { count: communityLength(body) })}
          error={problem && t(`composer.errors.${problem}`)}
          rows={5}
          lang={lang}
          value={body}
          field={field}
          onChange={setBody}
          onBlur={() => body.length > 0 && setTouched(true)}
          inputTestId="composer-body"
          errorTestId="composer-error"
        />
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
