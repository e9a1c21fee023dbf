import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatIndianDateTime } from '@/components/account/format';
import { Link } from '@/i18n/navigation';
import { formatCoinAmount, formatSignedCoins } from './money';
import s from './wallet.module.css';

export interface StatementLine {
  entryId: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  createdAt: string;
}

const KNOWN_KINDS = [
  'recharge',
  'booking-hold',
  'booking-refund',
  'refund-to-wallet',
  'booking-complete',
  'refund',
  'consultation-hold',
  'consultation',
  'consultation-release',
] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];

/** The catalogue key for a statement kind; kinds added later read as a plain "wallet entry". */
export function kindKey(kind: string): KnownKind | 'other' {
  return (KNOWN_KINDS as readonly string[]).includes(kind) ? (kind as KnownKind) : 'other';
}

/** The wallet statement, newest first, with links to older and back to the latest entries. */
export async function Statement({
  locale,
  lines,
  olderThan,
  showNewest,
}: {
  locale: string;
  lines: StatementLine[];
  /** The entry id to page back from, when there may be older entries. */
  olderThan: number | null;
  showNewest: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'account.wallet' });
  const tu = await getTranslations({ locale, namespace: 'account.units' });
  return (
    <>
      {lines.length === 0 ? (
        <p className={s.emptyText} data-testid="statement-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={s.statement} aria-label={t('historyCaption')} data-testid="statement">
          {lines.map((line) => (
            <li key={line.entryId} className={s.line} data-testid="statement-line" data-kind={line.kind}>
              <span className={s.lineWhat}>
                <span className={s.lineKind}>{t(`kinds.${kindKey(line.kind)}`)}</span>
                <time className={s.lineDate} dateTime={line.createdAt}>
                  {formatIndianDateTime(line.createdAt, locale)}
                </time>
              </span>
              <span className={s.lineMoney}>
                <span className={line.amount >= 0 ? s.credit : s.debit} data-testid="statement-amount">
                  <span className="visually-hidden">{t('amount')}: </span>
                  {formatSignedCoins(line.amount)}
                </span>
                <span className={s.lineBalance} data-testid="statement-balance">
                  {t('balanceAfterValue', {
                    amount: tu('coins', { count: line.balanceAfter, amount: formatCoinAmount(line.balanceAfter) }),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(olderThan !== null || showNewest) && (
        <nav className={s.pager} aria-label={t('historyTitle')}>
          {showNewest && (
            <Link href="/wallet#statement" className={s.pagerLink} data-testid="statement-newest">
              <ChevronLeft aria-hidden="true" size={18} />
              {t('newest')}
            </Link>
          )}
          {olderThan !== null && (
            <Link
              href={{ pathname: '/wallet', query: { before: String(olderThan) }, hash: 'statement' }}
              className={s.pagerLink}
              data-testid="statement-older"
            >
              {t('older')}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
