'use client';

import type { Locale } from '@drishti/content/types';
import { CreditCard, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatNumber, formatRupees } from '@/components/astrologers/format';
import { Link } from '@/i18n/navigation';
import s from './booking.module.css';
import { type gatewayAmounts, WALLET_PATH } from './booking-model';
import type { Load } from './booking-types';

/** The booking form's payment step: the wallet (with its balance) or online through the gateway. */
export function PaymentChoice({
  locale,
  payWith,
  onPayWith,
  wallet,
  price,
  online,
  short,
  busy,
}: {
  locale: Locale;
  payWith: 'wallet' | 'gateway';
  onPayWith: (method: 'wallet' | 'gateway') => void;
  wallet: Load<number>;
  price: number;
  online: ReturnType<typeof gatewayAmounts>;
  short: number;
  busy: boolean;
}) {
  const t = useTranslations('astrologers');
  return (
    <fieldset className={s.step}>
      <legend className={s.legend}>{t('book.payLegend')}</legend>
      <div className={s.payOptions}>
        <label className={s.payOption} data-testid="pay-wallet">
          <input
            type="radio"
            name="payWith"
            value="wallet"
            checked={payWith === 'wallet'}
            onChange={() => onPayWith('wallet')}
            disabled={busy}
          />
          <Wallet aria-hidden="true" size={20} />
          <span className={s.payText}>
            <span className={s.optionMain}>{t('book.payWallet')}</span>
            <span className={s.optionSub} data-testid="wallet-balance">
              {wallet.status === 'loading'
                ? t('book.walletLoading')
                : wallet.status === 'error'
                  ? t('book.walletError')
                  : t('book.walletBalance', { coins: formatNumber(wallet.data, locale) })}
            </span>
          </span>
        </label>
        <label className={s.payOption} data-testid="pay-online">
          <input
            type="radio"
            name="payWith"
            value="gateway"
            checked={payWith === 'gateway'}
            onChange={() => onPayWith('gateway')}
            disabled={busy}
          />
          <CreditCard aria-hidden="true" size={20} />
          <span className={s.payText}>
            <span className={s.optionMain}>{t('book.payOnline')}</span>
            <span className={s.optionSub}>
              {t('book.payOnlineAmount', {
                price: formatNumber(price, locale),
                gst: formatRupees(online.gstPaise, locale),
                total: formatRupees(online.totalPaise, locale),
              })}
            </span>
          </span>
        </label>
      </div>
      {payWith === 'wallet' && short > 0 && (
        <div className={s.notice} data-testid="wallet-short">
          <p>{t('book.walletShort', { short: formatNumber(short, locale) })}</p>
          <p className={s.noticeActions}>
            <Link href={WALLET_PATH} className={s.secondary}>
              {t('book.recharge')}
            </Link>
            <button type="button" className={s.secondary} onClick={() => onPayWith('gateway')}>
              {t('book.payOnlineInstead')}
            </button>
          </p>
        </div>
      )}
    </fieldset>
  );
}
