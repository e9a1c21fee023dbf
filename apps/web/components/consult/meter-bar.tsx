'use client';

import { AlertTriangle, Coins, PauseCircle, Timer, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import s from './consult.module.css';
import { formatCount, formatDuration, type MeterDisplay } from './model';

/**
 * The running meter, always in view during a consultation: time (mm:ss), cost so far and — for
 * the user — the coins left. When the meter is not running it says why; a warning when less
 * than a minute of coins is left, with a recharge link that opens in a new tab (leaving the room
 * would leave the consultation).
 */
export function MeterBar({
  locale,
  display,
  pricePerMinute,
  coinsLeft,
  state,
  warning,
  walletHref,
}: {
  locale: string;
  display: MeterDisplay;
  pricePerMinute: number;
  /** Null for the astrologer (or while the balance loads). */
  coinsLeft: number | null;
  /** Why the meter is not running, when it is not. */
  state: 'running' | 'waiting-join' | 'waiting-call' | 'paused' | 'paused-self';
  warning: boolean;
  walletHref: string;
}) {
  const t = useTranslations('consult.meter');
  const tc = useTranslations('consult.common');
  const coins = (n: number) => tc('coins', { count: n, coins: formatCount(n, locale) });
  return (
    <div className={s.meterWrap}>
      <div className={s.meter} data-testid="meter" data-running={display.running} data-state={state}>
        <p className={s.meterItem}>
          <Timer aria-hidden="true" size={18} />
          <span className={s.meterLabel}>{t('time')}</span>
          <span className={s.meterValue} data-testid="meter-time" data-ms={display.connectedMs}>
            {formatDuration(display.connectedMs)}
          </span>
        </p>
        <p className={s.meterItem}>
          <Coins aria-hidden="true" size={18} />
          <span className={s.meterLabel}>{t('cost')}</span>
          <span className={s.meterValue} data-testid="meter-cost" data-coins={display.costCoins}>
            {coins(display.costCoins)}
          </span>
        </p>
        {coinsLeft !== null && (
          <p className={s.meterItem}>
            <Wallet aria-hidden="true" size={18} />
            <span className={s.meterLabel}>{t('left')}</span>
            <span className={s.meterValue} data-testid="meter-left" data-coins={coinsLeft}>
              {coins(coinsLeft)}
            </span>
          </p>
        )}
      </div>
      <p className={s.meterState} data-testid="meter-state">
        {state === 'running' ? (
          <>
            <span className={s.liveDot} aria-hidden="true" />
            {t('running', {
              price: formatCount(pricePerMinute, locale),
              minutes: formatCount(display.billedMinutes, locale),
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
            {coinsLeft !== null && (
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
