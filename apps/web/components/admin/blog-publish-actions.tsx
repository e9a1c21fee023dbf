'use client';

import type { AdminBlogPostData, BlogPostStatus } from '@drishti/contracts/blog-admin';
import { CalendarClock, ExternalLink, Eye, EyeOff, Save, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ActionStatus, type ActionState, InputField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import a from './admin.module.css';
import type { Lang } from './format';

/** The editor's actions: save, publish, unpublish, view, schedule (Indian time) and delete (after a confirmation). */
export function BlogPublishActions({
  lang,
  post,
  state,
  dirty,
  disabled,
  when,
  whenError,
  status,
  onWhen,
  onPublish,
  onUnpublish,
  onSchedule,
  onDelete,
  title,
}: {
  lang: Lang;
  post: AdminBlogPostData | null;
  state: BlogPostStatus;
  dirty: boolean;
  disabled: boolean;
  when: string;
  whenError: string | null;
  status: ActionState;
  onWhen: (value: string) => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onSchedule: () => void;
  onDelete: () => void;
  /** The English title, named in the delete confirmation. */
  title: string;
}) {
  const t = useTranslations('blogEditor');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className={`${f.card} ${f.stack}`}>
        <div className={f.actions}>
          <button
            type="submit"
            className={`button ${f.primary}`}
            disabled={disabled || (post !== null && !dirty)}
            data-testid="blog-save"
          >
            <Save aria-hidden="true" size={18} />
            {post ? t('actions.save') : t('actions.saveDraft')}
          </button>
          {state !== 'published' && (
            <button
              type="button"
              className={f.secondary}
              disabled={disabled}
              onClick={onPublish}
              data-testid="blog-publish"
            >
              <Eye aria-hidden="true" size={18} />
              {t('actions.publish')}
            </button>
          )}
          {post && state !== 'draft' && (
            <button
              type="button"
              className={f.secondary}
              disabled={disabled}
              onClick={onUnpublish}
              data-testid="blog-unpublish"
            >
              <EyeOff aria-hidden="true" size={18} />
              {t('actions.unpublish')}
            </button>
          )}
          {post && state === 'published' && (
            <a
              href={`${lang === 'hi' ? '/hi' : ''}/blog/${post.slug}`}
              className={f.secondary}
              target="_blank"
              rel="noopener"
              data-testid="blog-view"
            >
              <ExternalLink aria-hidden="true" size={18} />
              {t('actions.view')}
            </a>
          )}
        </div>
        <div className={a.searchRow}>
          <InputField
            id="blog-publish-at"
            type="datetime-local"
            label={t('actions.scheduleLabel')}
            hint={t('actions.scheduleHint')}
            value={when}
            onChange={onWhen}
            error={whenError}
            testId="blog-publish-at"
          />
          <button
            type="button"
            className={f.secondary}
            disabled={disabled}
            onClick={onSchedule}
            data-testid="blog-schedule"
          >
            <CalendarClock aria-hidden="true" size={18} />
            {t('actions.schedule')}
          </button>
        </div>
        <ActionStatus state={status} testId="blog-action-status" />
        {post && (
          <div>
            <button
              type="button"
              className={f.danger}
              disabled={disabled}
              onClick={() => setAsking(true)}
              data-testid="blog-delete"
            >
              <Trash2 aria-hidden="true" size={18} />
              {t('actions.delete')}
            </button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteBody', { title })}
        cancelLabel={t('actions.cancel')}
        okayLabel={t('actions.delete')}
        onCancel={() => setAsking(false)}
        onOkay={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </>
  );
}
