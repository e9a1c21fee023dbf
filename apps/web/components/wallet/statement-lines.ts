import type { StatementLineData } from '@drishti/contracts/statement';
import { formatIndianDateTime } from '@/components/account/format';
import { formatCoinAmount } from './money';

/**
 * The words of a statement line about a consultation or a booking (catalogue group
 * `account.statementLines`), shared by the wallet page, the astrologer's earnings and the admin
 * console: who and which channel, minutes × price, what was charged, the refund and where it went,
 * or what is held while it is still open.
 */

/** A translator bound to `account.statementLines` (next-intl's `t`, server or client). */
export type LineTranslator = (key: string, values?: Record<string, string | number>) => string;

export type LineReader = 'user' | 'astrologer' | 'admin';

export interface LineWords {
  title: string;
  /** The parts of the line's detail, in reading order (the page joins them with " · "). */
  details: { key: 'rate' | 'charged' | 'held' | 'refund' | 'cancelled' | 'earnings'; text: string }[];
}

/** Title and details of a line with a subject; null for a line of its own (its kind names it). */
export function lineWords(
  line: StatementLineData,
  t: LineTranslator,
  locale: string,
  reader: LineReader,
): LineWords | null {
  const s = line.subject;
  if (!s) return null;
  const coins = (n: number) => t('coins', { count: n, amount: formatCoinAmount(n) });
  const counted = (key: string, n: number, extra: Record<string, string> = {}) =>
    t(key, { count: n, amount: formatCoinAmount(n), ...extra });
  const name =
    reader === 'astrologer'
      ? (s.userName ?? t('theUser'))
      : locale === 'hi'
        ? s.astrologer.nameHi || s.astrologer.name
        : s.astrologer.name;
  // A call on a live event's paid stage is named by its event (docs/LIVE.md).
  const title = s.liveEvent
    ? t('liveCall', { name, title: locale === 'hi' ? s.liveEvent.titleHi : s.liveEvent.titleEn })
    : t(`${s.type}.${s.channel}`, { name });
  const details: LineWords['details'] = [];
  if (s.pricePerMinute !== null && s.minutes > 0) {
    details.push({ key: 'rate', text: t('rate', { minutes: s.minutes, price: s.pricePerMinute }) });
  } else if (s.minutes > 0) {
    details.push({ key: 'rate', text: t('minutes', { minutes: s.minutes }) });
  }
  if (line.status === 'pending') {
    if (s.type === 'booking' && s.startsAt) {
      details.push({
        key: 'held',
        text: counted('bookedFor', s.held, { when: formatIndianDateTime(s.startsAt, locale) }),
      });
    } else {
      details.push({ key: 'held', text: counted('running', s.held) });
    }
    return { title, details };
  }
  if (s.status === 'cancelled' && s.type === 'booking') details.push({ key: 'cancelled', text: t('cancelled') });
  if (s.earnings) {
    details.push({
      key: 'earnings',
      text: t('earnings', {
        gross: coins(s.earnings.gross),
        commission: coins(s.earnings.commission),
        net: coins(s.earnings.net),
      }),
    });
    return { title, details };
  }
  const charged = s.charged ?? 0;
  details.push({ key: 'charged', text: charged > 0 ? counted('charged', charged) : t('notCharged') });
  if (s.refund && s.refundTo) {
    const own = reader === 'user';
    const key =
      s.refundTo === 'wallet'
        ? own
          ? 'refundWallet'
          : 'refundWalletAdmin'
        : own
          ? 'refundSource'
          : 'refundSourceAdmin';
    details.push({ key: 'refund', text: t(key, { coins: coins(s.refund) }) });
  }
  return { title, details };
}
