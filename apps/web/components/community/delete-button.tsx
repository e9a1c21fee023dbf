'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRouter } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import s from './community.module.css';

/**
 * Deletes the reader's own post or reply after a confirmation. A deleted post sends the reader to
 * `afterHref` (its topic); a deleted reply refreshes the page.
 */
export function DeleteButton({
  lang,
  targetType,
  targetId,
  afterHref,
}: {
  lang: 'en' | 'hi';
  targetType: 'post' | 'comment';
  targetId: string;
  afterHref?: string;
}) {
  const t = useTranslations('community.post');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isPost = targetType === 'post';

  async function remove() {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    const res = await clientApi(lang).del(`/api/users/community/${isPost ? 'posts' : 'comments'}/${targetId}`);
    setBusy(false);
    if (!res.success) {
      setFailure(res.message);
      return;
    }
    if (afterHref) router.push(afterHref);
    else router.refresh();
  }

  return (
    <>
      <button
        type="button"
        className={s.quiet}
        disabled={busy}
        aria-label={t(isPost ? 'deletePostLabel' : 'deleteCommentLabel')}
        onClick={() => setAsking(true)}
        data-testid="delete-open"
      >
        <Trash2 aria-hidden="true" size={16} />
        {busy ? t('deleting') : t('delete')}
      </button>
      {failure && (
        <p role="alert" className={`${s.status} ${s.statusError}`}>
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t(isPost ? 'deletePostTitle' : 'deleteCommentTitle')}
        message={t(isPost ? 'deletePostBody' : 'deleteCommentBody')}
        cancelLabel={t('cancel')}
        okayLabel={t('delete')}
        onCancel={() => setAsking(false)}
        onOkay={() => void remove()}
      />
    </>
  );
}
