'use client';

import { Coins, CreditCard } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import { openCheckout, parseCheckout } from '@/components/payments/checkout';
import { newIdempotencyKey } from './idempotency';
import { formatCoinAmount, formatRupees } from './money';
import s from './wallet.module.css';

export interface Pack {
  id: string;
  coins: number;
  pricePaise: number;
  gstPaise: number;
  totalPaise: number;
}

interface RechargeData {
  checkout: Record<string, unknown>;
}

/**
 * The recharge packs. The chosen pack's price, GST and total are on screen before "Pay"; paying
 * asks the server for an order (it prices the pack itself) and opens the gateway's checkout.
 * The Idempotency-Key belongs to the chosen pack: a retry after a failure reuses the same order.
 */
export function RechargePacks({
  locale,
  packs,
  gstPercent,
  initialPackId,
}: {
  locale: 'en' | 'hi';
  packs: Pack[];
  gstPercent: number;
  initialPackId?: string | undefined;
}) {
  const t = useTranslations('account.wallet');
  const tu = useTranslations('account.units');
  const api = useMemo(() => clientApi(locale), [locale]);
  const fallback = packs.find((p) => p.coins === 100) ?? packs[0];
  const [selected, setSelected] = useState(
    packs.some((p) => p.id === initialPackId) ? (initialPackId as string) : (fallback?.id ?? ''),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ packId: string; key: string } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // Coming back from the checkout with the Back button restores this page from the cache: allow paying again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const pack = packs.find((p) => p.id === selected);
  if (!pack) return null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!pack || busy) return;
    if (attempt.current?.packId !== pack.id) attempt.current = { packId: pack.id, key: newIdempotencyKey() };
    setBusy(true);
    setError(null);
    const returnPath = locale === 'hi' ? '/hi/wallet/return' : '/wallet/return';
    const res = await api.post<RechargeData>(
      '/api/wallet/recharge',
      { packId: pack.id, lang: locale, returnUrl: returnPath },
      { idempotencyKey: attempt.current.key },
    );
    if (!res.success) {
      setBusy(false);
      setError(res.message);
      return;
    }
    const checkout = parseCheckout(res.data.checkout);
    try {
      if (!checkout) throw new Error('no checkout');
      await openCheckout(checkout, returnPath);
    } catch {
      setBusy(false);
      setError(t('noCheckout'));
    }
  }

  const coinsLabel = (n: number) => tu('coins', { count: n, amount: formatCoinAmount(n) });

  return (
    <form className={s.recharge} onSubmit={pay} data-testid="recharge-form">
      <fieldset className={s.packs}>
        <legend className={s.legend}>{t('packsLegend')}</legend>
        <div className={s.packGrid}>
          {packs.map((p) => (
            <label key={p.id} className={s.pack} data-testid={`pack-${p.id}`}>
              <input
                type="radio"
                name="pack"
                value={p.id}
                checked={p.id === selected}
                onChange={() => setSelected(p.id)}
                className={s.packRadio}
              />
              <span className={s.packCoins}>
                <Coins aria-hidden="true" size={18} />
                {coinsLabel(p.coins)}
              </span>
              <span className={s.packPrice}>{t('packPrice', { price: formatRupees(p.pricePaise) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section className={s.summary} aria-labelledby="pay-summary-title" data-testid="pack-summary">
        <h3 id="pay-summary-title" className={s.summaryTitle}>
          {t('summaryTitle')} · {coinsLabel(pack.coins)}
        </h3>
        <dl className={s.bill}>
          <div className={s.billRow}>
            <dt>{t('price')}</dt>
            <dd data-testid="summary-price">{formatRupees(pack.pricePaise)}</dd>
          </div>
          <div className={s.billRow}>
            <dt>{t('gst', { percent: gstPercent })}</dt>
            <dd data-testid="summary-gst">{formatRupees(pack.gstPaise)}</dd>
          </div>
          <div className={`${s.billRow} ${s.billTotal}`}>
            <dt>{t('total')}</dt>
            <dd data-testid="summary-total">{formatRupees(pack.totalPaise)}</dd>
          </div>
        </dl>
      </section>

      {error && (
        <p ref={errorRef} tabIndex={-1} className={s.error} role="alert" data-testid="recharge-error">
          {error}
        </p>
      )}
      <button type="submit" className={`button ${s.payButton}`} disabled={busy} data-testid="pay">
        <CreditCard aria-hidden="true" size={20} />
        {busy ? t('paying') : t('pay', { amount: formatRupees(pack.totalPaise) })}
      </button>
      <p className={s.note}>{t('payNote')}</p>
    </form>
  );
}
