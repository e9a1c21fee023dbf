'use client';

import type { StatementLineData } from '@drishti/contracts/statement';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { lineWords } from '@/components/wallet/statement-lines';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { formatDateTimeIst, type Lang } from './format';

/**
 * An astrologer's latest earnings for the admin, one line per consultation or booking: the
 * user, minutes × price, gross, commission and net (in rupees, as the payouts table shows them).
 */
export function EarningsLines({
  astrologerId,
  name,
  lang,
  money,
}: {
  astrologerId: string;
  name: string;
  lang: Lang;
  money: (coins: number) => string;
}) {
  const t = useTranslations('admin');
  const tl = useTranslations('account.statementLines');
  const { view: state, reload } = useApi<StatementLineData[]>(`/api/admin/astrologers/${astrologerId}/earnings`, lang);

  return (
    <div className={a.inset} data-testid="earnings-lines">
      {state.kind === 'loading' && <Skeleton label={t('common.loading')} lines={2} />}
      {state.kind === 'error' && (
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={reload}
        />
      )}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <p className={f.muted}>{t('payouts.linesEmpty')}</p>
        ) : (
          <div className={f.tableWrap}>
            <table className={f.table}>
              <caption>{t('payouts.linesHeading', { name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payouts.date')}</th>
                  <th scope="col">{t('payouts.what')}</th>
                  <th scope="col" className={f.num}>
                    {t('payouts.gross')}
                  </th>
                  <th scope="col" className={f.num}>
                    {t('payouts.commission')}
                  </th>
                  <th scope="col" className={f.num}>
                    {t('payouts.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((l) => {
                  const words = lineWords(l, (key, values) => tl(key, values), lang, 'astrologer');
                  const e = l.subject?.earnings;
                  return (
                    <tr key={l.id} data-kind={l.kind} data-line-id={l.id}>
                      <td>{formatDateTimeIst(l.at, lang)}</td>
                      <td>
                        {words ? (
                          <>
                            <span className={a.lineTitle}>{words.title}</span>
                            <span className={a.lineDetail}>
                              {words.details
                                .filter((d) => d.key !== 'earnings')
                                .map((d) => d.text)
                                .join(' · ')}
                            </span>
                          </>
                        ) : (
                          t(l.kind === 'live-gift' ? 'kinds.live-gift' : 'kinds.other', { kind: l.kind })
                        )}
                      </td>
                      <td className={f.num}>{e ? money(e.gross) : ''}</td>
                      <td className={f.num}>{e ? money(e.commission) : ''}</td>
                      <td className={f.num}>{money(l.amount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
