'use client';

import { useTranslations } from 'next-intl';
import f from '@/components/registration/forms.module.css';
import type { LocalDraft } from './blog-editor-model';
import { formatDateTimeIst, type Lang } from './format';

/** Changes kept on this device that were never saved: restore them or throw them away. */
export function RestoreDraft({
  lang,
  restorable,
  onRestore,
  onDiscard,
}: {
  lang: Lang;
  restorable: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations('blogEditor');
  return (
    <div className={f.note} role="alert" data-testid="blog-restore">
      <p>{t('restore.found', { time: formatDateTimeIst(new Date(restorable.savedAt).toISOString(), lang) })}</p>
      <div className={f.actions}>
        <button type="button" className={f.secondary} onClick={onRestore} data-testid="blog-restore-yes">
          {t('restore.restore')}
        </button>
        <button type="button" className={f.secondary} onClick={onDiscard} data-testid="blog-restore-no">
          {t('restore.discard')}
        </button>
      </div>
    </div>
  );
}
