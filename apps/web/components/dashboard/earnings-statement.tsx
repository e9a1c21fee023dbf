'use client';

import type { StatementLineData } from '@drishti/contracts/statement';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { formatCount, formatDateTimeIst, type Lang } from '@/components/admin/format';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { lineWords } from '@/components/wallet/statement-lines';
import type { ClientApi } from '@/lib/api/client';
import d from './dashboard.module.css';

/** Lines per page. */
const PAGE = 20;

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; lines: StatementLineData[]; more: boolean; loadingMore: boolean };

/**
 * The astrologer's earnings, newest first: one line per paid consultation and booking, with the
 * user (as the dashboard names them), minutes × price, what the user paid, the commission and the
 * astrologer's share.
 */
export function EarningsStatement({ api, lang }: { api: ClientApi; lang: Lang }) {
  const ta = useTranslations('admin');
  const t = useTranslations('admin.dashboard.earnings');
  const tl = useTranslations('account.statementLines');
  const [state, setState] = useState<Load>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const res = await api.get<StatementLineData[]>(`/api/astrologer/earnings?limit=${PAGE}`);
    setState(
      res.success
        ? { kind: 'ready', lines: res.data, more: res.data.length === PAGE, loadingMore: false }
        : { kind: 'error', message: res.message },
    );
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  async function older() {
    if (state.kind !== 'ready' || state.lines.length === 0) return;
    const before = state.lines.at(-1)!.cursor;
    setState({ ...state, loadingMore: true });
    const res = await api.get<StatementLineData[]>(`/api/astrologer/earnings?limit=${PAGE}&before=${before}`);
    setState((s) =>
      s.kind !== 'ready'
        ? s
        : res.success
          ? { kind: 'ready', lines: [...s.lines, ...res.data], more: res.data.length === PAGE, loadingMore: false }
          : { ...s, loadingMore: false },
    );
  }

  if (state.kind === 'loading') return <Skeleton label={ta('common.loading')} />;
  if (state.kind === 'error') {
    return (
      <ErrorState
        text={state.message}
        labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
        onRetry={() => void load()}
      />
    );
  }
  if (state.lines.length === 0) return <p className={f.muted}>{t('empty')}</p>;
  return (
    <>
      <p className={f.muted}>{t('intro')}</p>
      <ul className={f.list} data-testid="earnings-statement">
        {state.lines.map((line) => {
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
      {state.more && (
        <button
          type="button"
          className={f.secondary}
          onClick={() => void older()}
          disabled={state.loadingMore}
          data-testid="earnings-older"
        >
          {t('older')}
        </button>
      )}
    </>
  );
}
