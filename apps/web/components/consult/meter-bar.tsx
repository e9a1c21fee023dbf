'use client';

import type { MeterView } from '@drishti/contracts/consultations';
import { AlertTriangle, Coins, PauseCircle, Timer, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import s from './meter-bar.module.css';
import sh from './shared.module.css';
import { formatCount } from './model';

export type MeterState = 'running' | 'waiting-join' | 'waiting-call' | 'paused' | 'paused-self';

/**
 * The meter, always in view during a consultation: the minutes billed, the cost so far and the
 * user's coins left, exactly as the server last sent them (both sides get the same figures; the
 * browser adds nothing of its own, so the two rooms always agree and never show more than the
 * balance). When the meter is not running it says why; a warning when less than a minute of coins
 * is left, with (for the user) a recharge link that opens in a new tab (leaving the room would
 * leave the consultation).
 */
export function MeterBar({
  locale,
  you,
  meter,
  pricePerMinute,
  state,
  warning,
  walletHref,
}: {
  locale: string;
  you: 'user' | 'astrologer';
  /** The server's figures. */
  meter: MeterView;
  pricePerMinute: number;
  /** Why the meter is not running, when it is not. */
  state: MeterState;
  warning: boolean;
  walletHref: string;
}) {
  const t = useTranslations('consult.meter');
  const tc = useTranslations('consult.common');
  const coins = (n: number) => tc('coins', { count: n, coins: formatCount(n, locale) });
  return (
    <div className={s.meterWrap}>
      <div className={s.meter} data-testid="meter" data-running={state === 'running'} data-state={state}>
        <p className={s.meterItem}>
          <Timer aria-hidden="true" size={18} />
          <span className={s.meterLabel}>{t('minutes')}</span>
          <span className={s.meterValue} data-testid="meter-minutes" data-minutes={meter.billedMinutes}>
            {tc('minutes', { count: meter.billedMinutes, minutes: formatCount(meter.billedMinutes, locale) })}
          </span>
        </p>
        <p className={s.meterItem}>
          <Coins aria-hidden="true" size={18} />
          <span className={s.meterLabel}>{t('cost')}</span>
          <span className={s.meterValue} data-testid="meter-cost" data-coins={meter.costCoins}>
            {coins(meter.costCoins)}
          </span>
        </p>
        {meter.leftCoins !== null && (
          <p className={s.meterItem}>
            <Wallet aria-hidden="true" size={18} />
            <span className={s.meterLabel}>{t('left')}</span>
            <span className={s.meterValue} data-testid="meter-left" data-coins={meter.leftCoins}>
              {coins(meter.leftCoins)}
            </span>
          </p>
        )}
      </div>
      <p className={s.meterState} data-testid="meter-state">
        {state === 'running' ? (
          <>
            <span className={sh.liveDot} aria-hidden="true" />
            {t('running', {
              price: formatCount(pricePerMinute, locale),
              minutes: formatCount(meter.billedMinutes, locale),
            })}
          </>
        ) : (
          <>
            <PauseCircle aria-hidden="true" size={18} />
            {t(`state.${state}`)}
          </>
        )}
      </p>
      {warning && (
        <div className={s.warning} role="alert" data-testid="meter-warning">
          <AlertTriangle aria-hidden="true" size={20} />
          <p>
            {t('warning')}{' '}
            {you === 'user' && (
              <a href={walletHref} target="_blank" rel="noopener" className={s.warningLink}>
                {t('recharge')}
                <span className="visually-hidden"> {t('newTab')}</span>
              </a>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
