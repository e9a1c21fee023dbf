'use client';

import type { Locale } from '@drishti/content/types';
import { MessageCircle, Phone, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/components/astrologers/format';
import s from './booking.module.css';
import { bookingCoins, CHANNELS, type Channel, DURATIONS, type Duration } from './booking-model';

const CHANNEL_ICONS = { chat: MessageCircle, voice: Phone, video: Video } as const;

/** The booking form's first steps: the length (with its price) and the channel. */
export function LengthAndChannel({
  locale,
  pricePerMinute,
  duration,
  onDuration,
  channel,
  onChannel,
  busy,
}: {
  locale: Locale;
  pricePerMinute: number;
  duration: Duration;
  onDuration: (d: Duration) => void;
  channel: Channel;
  onChannel: (c: Channel) => void;
  busy: boolean;
}) {
  const t = useTranslations('astrologers');
  return (
    <>
      <fieldset className={s.step}>
        <legend className={s.legend}>{t('book.durationLegend')}</legend>
        <div className={s.options4}>
          {DURATIONS.map((d) => (
            <label key={d} className={s.option} data-testid={`duration-${d}`}>
              <input
                type="radio"
                name="duration"
                value={d}
                checked={duration === d}
                onChange={() => onDuration(d)}
                disabled={busy}
              />
              <span className={s.optionMain}>{t('book.minutes', { count: formatNumber(d, locale) })}</span>
              <span className={s.optionSub}>
                {t('book.durationCoins', {
                  coins: formatNumber(bookingCoins(pricePerMinute, d), locale),
                })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={s.step}>
        <legend className={s.legend}>{t('book.channelLegend')}</legend>
        <div className={s.options3}>
          {CHANNELS.map((c) => {
            const Icon = CHANNEL_ICONS[c];
            return (
              <label key={c} className={s.option} data-testid={`channel-${c}`}>
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  checked={channel === c}
                  onChange={() => onChannel(c)}
                  disabled={busy}
                />
                <Icon aria-hidden="true" size={20} />
                <span className={s.optionMain}>{t(`book.channels.${c}`)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
