'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import s from '@/components/account/account.module.css';
import { type PaymentReturn, returnOutcome } from '@/components/account/payment-params';
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
  | { kind: 'checking' }
  | { kind: 'paid'; coins: number; balance: number }
  | { kind: 'pending' | 'failed' | 'cancelled' | 'missing' }
  | { kind: 'error'; message: string };

/** After the checkout: reports the signed payment to the server and shows what it credited. */
export function RechargeResult({ locale, params }: { locale: 'en' | 'hi'; params: PaymentReturn }) {
  const t = useTranslations('account.walletReturn');
  const tu = useTranslations('account.units');
  const api = useMemo(() => clientApi(locale), [locale]);
  const outcome = returnOutcome(params);
  const [view, setView] = useState<View>(
    outcome === 'verify' || outcome === 'check' ? { kind: 'checking' } : { kind: outcome },
  );
  const started = useRef(false);

  const verify = useCallback(async () => {
    setView({ kind: 'checking' });
    const res = await api.post<Verified>('/api/wallet/recharge/verify', {
      razorpay_order_id: params.orderId,
      razorpay_payment_id: params.paymentId,
      razorpay_signature: params.signature,
    });
    if (!res.success) return setView({ kind: 'error', message: res.message });
    if (res.data.status === 'paid') return setView({ kind: 'paid', coins: res.data.coins, balance: res.data.balance });
    setView({ kind: res.data.status === 'failed' ? 'failed' : 'pending' });
  }, [api, params]);

  // The checkout was closed without a result: the server asks the gateway where the order stands.
  const check = useCallback(async () => {
    setView({ kind: 'checking' });
    const res = await api.post<Checked>('/api/wallet/recharge/check', { razorpay_order_id: params.orderId });
    if (!res.success) return setView({ kind: 'error', message: res.message });
    const { status } = res.data;
    if (status === 'paid') return setView({ kind: 'paid', coins: res.data.coins, balance: res.data.balance });
    setView({ kind: status === 'created' ? 'cancelled' : status });
  }, [api, params]);

  const report = outcome === 'check' ? check : verify;

  useEffect(() => {
    if ((outcome !== 'verify' && outcome !== 'check') || started.current) return;
    started.current = true;
    void report();
  }, [outcome, report]);

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
      return (
        <ResultView tone="okay" title={t('pendingTitle')} actions={back}>
          <p className={s.resultText}>{t('pending')}</p>
        </ResultView>
      );
    case 'failed':
      return (
        <ResultView tone="bad" title={t('failedTitle')} actions={again}>
          <p className={s.resultText}>{t('failed')}</p>
        </ResultView>
      );
    case 'cancelled':
      return (
        <ResultView tone="okay" title={t('cancelledTitle')} actions={again}>
          <p className={s.resultText}>{t('cancelled')}</p>
        </ResultView>
      );
    case 'missing':
      return (
        <ResultView tone="okay" title={t('missingTitle')} actions={back}>
          <p className={s.resultText}>{t('missing')}</p>
        </ResultView>
      );
    case 'error':
      return (
        <ResultView
          tone="bad"
          title={t('verifyFailedTitle')}
          actions={
            <>
              <button type="button" className="button" onClick={() => void report()} data-testid="retry">
                <RotateCw aria-hidden="true" size={18} />
                {t('retry')}
              </button>
              <Link href="/wallet" className={s.secondaryButton}>
                {t('backToWallet')}
              </Link>
            </>
          }
        >
          <p className={s.resultText} data-testid="verify-error">
            {view.message}
          </p>
        </ResultView>
      );
  }
}
