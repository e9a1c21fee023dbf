import { CalendarDays, Clock, Coins, MessageCircle, Phone, Timer, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCoinAmount } from '../wallet/money';
import s from './account.module.css';
import { astrologerName, type Booking } from './booking-model';
import { formatIndianDate, formatIndianTime } from './format';

const CHANNEL_ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

/** One booking: with whom, when (Indian time), how, how long, how many coins, and its status. */
export function BookingCard({ booking, locale, footer }: { booking: Booking; locale: string; footer?: ReactNode }) {
  const t = useTranslations('account.bookings');
  const tu = useTranslations('account.units');
  const ChannelIcon = CHANNEL_ICONS[booking.channel];
  const coins = (n: number) => tu('coins', { count: n, amount: formatCoinAmount(n) });
  const titleId = `booking-${booking.id}`;
  return (
    <article
      className={s.booking}
      aria-labelledby={titleId}
      data-testid="booking"
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <div className={s.bookingHead}>
        <h2 id={titleId} className={s.bookingTitle}>
          {t('with', { name: astrologerName(booking, locale) })}
        </h2>
        <span className={s.chip} data-status={booking.status} data-testid="booking-status">
          {t(`status.${booking.status}`)}
        </span>
      </div>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt>{t('date')}</dt>
          <dd>
            <CalendarDays aria-hidden="true" size={18} />
            <time dateTime={booking.startsAt}>{formatIndianDate(booking.startsAt, locale)}</time>
          </dd>
        </div>
        <div className={s.fact}>
          <dt>{t('time')}</dt>
          <dd data-testid="booking-time">
            <Clock aria-hidden="true" size={18} />
            {formatIndianTime(booking.startsAt, locale)} {tu('ist')}
          </dd>
        </div>
        <div className={s.fact}>
          <dt>{t('channel')}</dt>
          <dd>
            <ChannelIcon aria-hidden="true" size={18} />
            {t(`channels.${booking.channel}`)}
          </dd>
        </div>
        <div className={s.fact}>
          <dt>{t('duration')}</dt>
          <dd>
            <Timer aria-hidden="true" size={18} />
            {tu('minutes', { count: booking.durationMinutes })}
          </dd>
        </div>
        <div className={s.fact}>
          <dt>{t('price')}</dt>
          <dd data-testid="booking-coins">
            <Coins aria-hidden="true" size={18} />
            {coins(booking.priceCoins)}
          </dd>
        </div>
      </dl>
      {booking.note && (
        <p className={s.small}>
          {t('note')}: {booking.note}
        </p>
      )}
      {footer}
    </article>
  );
}
