'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, Fragment, useState } from 'react';
import { InputField, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { EarningsLines } from './earnings-lines';
import { formatIsoDate, formatRupees, type Lang, monthStart, todayIst } from './format';
import { checkPeriod, payoutTable } from './payouts-model';
import type { PayoutLine } from './types';

/** Earnings per astrologer for a period: gross, commission and payable, with the totals. */
export function PayoutsPanel({ lang }: { lang: Lang }) {
  const t = useTranslations('admin');
  const today = todayIst();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [fieldError, setFieldError] = useState<{ from?: string; to?: string }>({});
  // The period shown: the current month when the tab opens, then the one last asked for.
  const [period, setPeriod] = useState({ from, to });
  const { view: state, reload } = useApi<PayoutLine[]>(`/api/admin/payouts?from=${period.from}&to=${period.to}`, lang);

  function onShow(event: FormEvent) {
    event.preventDefault();
    const problem = checkPeriod(from, to);
    setFieldError(
      problem === 'from'
        ? { from: t('errors.from') }
        : problem === 'to'
          ? { to: t('errors.to') }
          : problem === 'order'
            ? { to: t('errors.order') }
            : {},
    );
    if (problem) return;
    if (period.from === from && period.to === to) reload();
    else setPeriod({ from, to });
  }

  const money = (coins: number) => formatRupees(coins * 100, lang);

  return (
    <section aria-labelledby="payouts-heading" className={f.stack} data-testid="payouts-panel">
      <h2 id="payouts-heading" className={a.panelHeading}>
        {t('payouts.heading')}
      </h2>
      <p className={f.muted}>{t('payouts.intro')}</p>
      <form className={a.periodRow} onSubmit={onShow} noValidate>
        <InputField
          id="payouts-from"
          label={t('payouts.from')}
          type="date"
          value={from}
          onChange={setFrom}
          error={fieldError.from ?? null}
          testId="payouts-from"
        />
        <InputField
          id="payouts-to"
          label={t('payouts.to')}
          type="date"
          value={to}
          onChange={setTo}
          error={fieldError.to ?? null}
          testId="payouts-to"
        />
        <button type="submit" className="button" data-testid="payouts-show">
          {t('payouts.show')}
        </button>
      </form>

      {state.kind === 'loading' && <Skeleton label={t('payouts.loading')} />}
      {state.kind === 'error' && (
        <ErrorState
          text={state.message}
          labels={{ prefix: t('errors.errorPrefix'), generic: t('errors.generic'), retry: t('errors.retry') }}
          onRetry={reload}
        />
      )}
      {state.kind === 'ready' && <PayoutTable state={{ ...period, lines: state.data }} lang={lang} money={money} />}
    </section>
  );
}

function PayoutTable({
  state,
  lang,
  money,
}: {
  state: { from: string; to: string; lines: PayoutLine[] };
  lang: Lang;
  money: (coins: number) => string;
}) {
  const t = useTranslations('admin');
  const [open, setOpen] = useState<string | null>(null);
  const { rows, totals } = payoutTable(state.lines);
  if (rows.length === 0) {
    return (
      <p className={f.muted} data-testid="payouts-empty">
        {t('payouts.empty')}
      </p>
    );
  }
  return (
    <div className={f.tableWrap}>
      <table className={f.table} data-testid="payouts-table">
        <caption>
          {t('payouts.caption', { from: formatIsoDate(state.from, lang), to: formatIsoDate(state.to, lang) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('payouts.astrologer')}</th>
            <th scope="col" className={f.num}>
              {t('payouts.commissionPercent')}
            </th>
            <th scope="col" className={f.num}>
              {t('payouts.gross')}
            </th>
            <th scope="col" className={f.num}>
              {t('payouts.commission')}
            </th>
            <th scope="col" className={f.num}>
              {t('payouts.payable')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            // The astrologer's name in the page's language.
            const name = lang === 'hi' ? r.nameHi || r.name : r.name;
            return (
              <Fragment key={r.astrologerId}>
                <tr data-testid="payout-row" data-astrologer={r.slug}>
                  <th scope="row">
                    {name}{' '}
                    <button
                      type="button"
                      className={a.linkButton}
                      aria-expanded={open === r.astrologerId}
                      aria-label={open === r.astrologerId ? t('payouts.hideLines') : t('payouts.linesOf', { name })}
                      onClick={() => setOpen(open === r.astrologerId ? null : r.astrologerId)}
                      data-testid="payout-lines"
                    >
                      {open === r.astrologerId ? t('payouts.hideLines') : t('payouts.showLines')}
                    </button>
                  </th>
                  <td className={f.num}>{r.commissionPercent}%</td>
                  <td className={f.num}>{money(r.gross)}</td>
                  <td className={f.num}>{money(r.commission)}</td>
                  <td className={f.num}>{money(r.payable)}</td>
                </tr>
                {open === r.astrologerId && (
                  <tr>
                    <td colSpan={5}>
                      <EarningsLines astrologerId={r.astrologerId} name={name} lang={lang} money={money} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="payouts-totals">
            <th scope="row" colSpan={2}>
              {t('payouts.totals', { count: totals.astrologers })}
            </th>
            <td className={f.num}>{money(totals.gross)}</td>
            <td className={f.num}>{money(totals.commission)}</td>
            <td className={f.num}>{money(totals.payable)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
