'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import s from '@/components/account/account.module.css';
import type { PaymentReturn } from '@/components/account/payment-params';
import { type ReportFailure, ReportFailed, ResultNote, usePaymentReport } from '@/components/account/payment-report';
import { ResultView } from '@/components/account/result-view';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { formatCoinAmount } from './money';

interface Verified {
  status: 'created' | 'paid' | 'failed';
  coins: number;
  balance: number;
}

interface Checked {
  status: 'created' | 'pending' | 'paid' | 'failed';
  coins: number;
  balance: number;
}

type View =
  | { kind: 'paid'; coins: number; balance: number }
  | { kind: 'pending' | 'failed' | 'cancelled' }
  | ReportFailure;

/** After the checkout: reports the signed payment to the server and shows what it credited. */
export function RechargeResult({ locale, params }: { locale: 'en' | 'hi'; params: PaymentReturn }) {
  const t = useTranslations('account.walletReturn');
  const tu = useTranslations('account.units');
  const api = useMemo(() => clientApi(locale), [locale]);

  const verify = useCallback(async (): Promise<View> => {
    const res = await api.post<Verified>('/api/wallet/recharge/verify', {
      razorpay_order_id: params.orderId,
      razorpay_payment_id: params.paymentId,
      razorpay_signature: params.signature,
    });
    if (!res.success) return { kind: 'error', message: res.message };
    if (res.data.status === 'paid') return { kind: 'paid', coins: res.data.coins, balance: res.data.balance };
    return { kind: res.data.status === 'failed' ? 'failed' : 'pending' };
  }, [api, params]);

  // The checkout was closed without a result: the server asks the gateway where the order stands.
  const check = useCallback(async (): Promise<View> => {
    const res = await api.post<Checked>('/api/wallet/recharge/check', { razorpay_order_id: params.orderId });
    if (!res.success) return { kind: 'error', message: res.message };
    const { status } = res.data;
    if (status === 'paid') return { kind: 'paid', coins: res.data.coins, balance: res.data.balance };
    return { kind: status === 'created' ? 'cancelled' : status };
  }, [api, params]);

  const { view, report } = usePaymentReport<View>(params, verify, check);

  const coins = (n: number) => tu('coins', { count: n, amount: formatCoinAmount(n) });
  const back = (
    <Link href="/wallet" className="button" data-testid="back-to-wallet">
      {t('backToWallet')}
    </Link>
  );
  const again = (
    <Link href="/wallet" className="button">
      {t('choosePack')}
    </Link>
  );

  switch (view.kind) {
    case 'checking':
      return <ResultView tone="busy" title={t('checking')} />;
    case 'paid':
      return (
        <ResultView tone="good" title={t('successTitle')} actions={back}>
          <p className={s.resultText} data-testid="coins-added">
            {t('added', { coins: coins(view.coins) })}
          </p>
          <p className={s.resultText} data-testid="new-balance" data-coins={view.balance}>
            <strong>{t('newBalance', { coins: coins(view.balance) })}</strong>
          </p>
        </ResultView>
      );
    case 'pending':
      return <ResultNote tone="okay" title={t('pendingTitle')} text={t('pending')} actions={back} />;
    case 'failed':
      return <ResultNote tone="bad" title={t('failedTitle')} text={t('failed')} actions={again} />;
    case 'cancelled':
      return <ResultNote tone="okay" title={t('cancelledTitle')} text={t('cancelled')} actions={again} />;
    case 'missing':
      return <ResultNote tone="okay" title={t('missingTitle')} text={t('missing')} actions={back} />;
    case 'error':
      return (
        <ReportFailed
          title={t('verifyFailedTitle')}
          message={view.message}
          retryLabel={t('retry')}
          onRetry={() => void report()}
          backHref="/wallet"
          backLabel={t('backToWallet')}
        />
      );
  }
}
