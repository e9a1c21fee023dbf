'use client';

import type { AdminBlogPostData } from '@drishti/contracts/blog-admin';
import { useTranslations } from 'next-intl';
import f from '@/components/registration/forms.module.css';
import a from './admin.module.css';
import { STATUS_BADGE } from './blog-post-list';
import { formatDateTimeIst, type Lang } from './format';

/** The editor's heading with the post's status: draft, scheduled (for when) or published (since when). */
export function BlogFormStatus({ lang, post }: { lang: Lang; post: AdminBlogPostData | null }) {
  const t = useTranslations('blogEditor');
  const state = post?.status ?? 'draft';
  return (
    <>
      <div className={a.panelHead}>
        <h2 id="blog-form-heading" className={a.panelHeading}>
          {post ? t('form.editHeading') : t('form.newHeading')}
        </h2>
        <span className={`${f.badge} ${STATUS_BADGE[state]}`} data-testid="blog-status">
          {t(`status.${state}`)}
        </span>
      </div>
      <p className={f.muted} data-testid="blog-state">
        {state === 'draft' || !post?.publishAt
          ? t('state.draft')
          : t(`state.${state}`, { time: formatDateTimeIst(post.publishAt, lang) })}
      </p>
    </>
  );
}
