'use client';

import { useTranslations } from 'next-intl';
import s from './offline.module.css';

/**
 * Says that the result on screen was worked out on the device and will be checked once the
 * connection is back. The live region is always rendered (empty while nothing is offline) so
 * that screen readers announce the note, politely, when it appears.
 */
export function OfflineNote({ show, testId = 'offline-note' }: { show: boolean; testId?: string }) {
  const t = useTranslations('offline');
  return (
    <p role="status" aria-live="polite" className={s.note} data-testid={testId}>
      {show ? t('note') : ''}
    </p>
  );
}

/** A part of the result that cannot be worked out without the API, with a way to try again. */
export function OfflineUnavailable({ problem, onRetry }: { problem: 'unavailable' | 'input'; onRetry: () => void }) {
  const t = useTranslations('offline');
  return (
    <div className={s.unavailable} data-testid="offline-unavailable">
      <p>{t(problem === 'input' ? 'unavailableInput' : 'unavailable')}</p>
      <button type="button" className={`button ${s.retry}`} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
