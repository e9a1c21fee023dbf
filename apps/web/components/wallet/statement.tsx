import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { StatementLineData } from '@drishti/contracts/statement';
import { formatIndianDateTime } from '@/components/account/format';
import { Link } from '@/i18n/navigation';
import { formatCoinAmount, formatSignedCoins } from './money';
import { lineWords } from './statement-lines';
import s from './wallet.module.css';

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
  'live-gift',
] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];

/** The catalogue key for a statement kind; kinds added later read as a plain "wallet entry". */
export function kindKey(kind: string): KnownKind | 'other' {
  return (KNOWN_KINDS as readonly string[]).includes(kind) ? (kind as KnownKind) : 'other';
}

/**
 * The wallet statement, newest first: one line per consultation and per booking (who, channel,
 * minutes × price, what was charged, the refund), one per other entry; with links to older lines and
 * back to the latest.
 */
export async function Statement({
  locale,
  lines,
  olderThan,
  showNewest,
}: {
  locale: string;
  lines: StatementLineData[];
  /** The cursor to page back from, when there may be older lines. */
  olderThan: number | null;
  showNewest: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'account.wallet' });
  const tu = await getTranslations({ locale, namespace: 'account.units' });
  const tl = await getTranslations({ locale, namespace: 'account.statementLines' });
  return (
    <>
      {lines.length === 0 ? (
        <p className={s.emptyText} data-testid="statement-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={s.statement} aria-label={t('historyCaption')} data-testid="statement">
          {lines.map((line) => {
            const words = lineWords(line, (key, values) => tl(key, values), locale, 'user');
            return (
              <li
                key={line.id}
                className={s.line}
                data-testid="statement-line"
                data-kind={line.kind}
                data-status={line.status}
                data-line-id={line.id}
              >
                <span className={s.lineWhat}>
                  <span className={s.lineKind} data-testid="statement-title">
                    {words ? words.title : t(`kinds.${kindKey(line.kind)}`)}
                  </span>
                  {words && words.details.length > 0 && (
                    <span className={s.lineDetail} data-testid="statement-detail">
                      {words.details.map((d, i) => (
                        <span key={d.key} data-part={d.key}>
                          {i > 0 ? ' · ' : ''}
                          {d.text}
                        </span>
                      ))}
                    </span>
                  )}
                  <time className={s.lineDate} dateTime={line.at}>
                    {formatIndianDateTime(line.at, locale)}
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
            );
          })}
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
