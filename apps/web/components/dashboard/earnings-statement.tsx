'use client';

import type { StatementLineData } from '@drishti/contracts/statement';
import { useTranslations } from 'next-intl';
import { formatCount, formatDateTimeIst, type Lang } from '@/components/admin/format';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { lineWords } from '@/components/wallet/statement-lines';
import { useApiPages } from '@/lib/api/use-api-pages';
import d from './dashboard.module.css';

/** Lines per page. */
const PAGE = 20;

/**
 * The astrologer's earnings, newest first: one line per paid consultation and booking, with the
 * user (as the dashboard names them), minutes × price, what the user paid, the commission and the
 * astrologer's share.
 */
export function EarningsStatement({ lang }: { lang: Lang }) {
  const ta = useTranslations('admin');
  const t = useTranslations('admin.dashboard.earnings');
  const tl = useTranslations('account.statementLines');
  const pages = useApiPages<StatementLineData>(
    `/api/astrologer/earnings?limit=${PAGE}`,
    (last) => `/api/astrologer/earnings?limit=${PAGE}&before=${last.cursor}`,
    PAGE,
    lang,
  );
  const state = pages.view;

  if (state.kind === 'loading') return <Skeleton label={ta('common.loading')} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
        onRetry={pages.reload}
      />
    );
  }
  if (state.data.length === 0) return <p className={f.muted}>{t('empty')}</p>;
  return (
    <>
      <p className={f.muted}>{t('intro')}</p>
      <ul className={f.list} data-testid="earnings-statement">
        {state.data.map((line) => {
          const words = lineWords(line, (key, values) => tl(key, values), lang, 'astrologer');
          return (
            <li
              key={line.id}
              className={d.earning}
              data-testid="earnings-line"
              data-kind={line.kind}
              data-line-id={line.id}
            >
              <div className={d.earningWhat}>
                <p className={d.when}>{words ? words.title : line.kind === 'live-gift' ? t('liveGift') : t('entry')}</p>
                {words && (
                  <p className={d.facts} data-testid="earnings-detail">
                    {words.details.map((part) => part.text).join(' · ')}
                  </p>
                )}
                <p className={d.fact}>{formatDateTimeIst(line.at, lang)}</p>
              </div>
              <p className={d.earningAmount} data-testid="earnings-amount" data-coins={line.amount}>
                <span className="visually-hidden">{t('amount')}: </span>
                {line.amount > 0 ? '+' : line.amount < 0 ? '−' : ''}
                {formatCount(Math.abs(line.amount), lang)}
              </p>
            </li>
          );
        })}
      </ul>
      {pages.more && (
        <button
          type="button"
          className={f.secondary}
          onClick={pages.loadOlder}
          disabled={pages.loadingMore}
          data-testid="earnings-older"
        >
          {t('older')}
        </button>
      )}
    </>
  );
}
