'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import enPanchang from '../../messages/en/panchang.json' with { type: 'json' };
import hiPanchang from '../../messages/hi/panchang.json' with { type: 'json' };
import { dayPanchang } from '../panchang/panchang-data';
import { PanchangDay, type ResultTranslator } from '../panchang/panchang-day';
import type { Locale, QueryPlace, Ymd } from '../panchang/panchang-model';
import { OfflineUnavailable } from './offline-note';

export interface OfflinePanchangProps {
  date: Ymd;
  /** The place with its label resolved. */
  place: QueryPlace;
  queryPlace: QueryPlace | null;
  isToday: boolean;
  locale: Locale;
  onRetry: () => void;
}

/**
 * The panchang of the URL's day worked out in the browser, with the same engine code and the same
 * view as the server's page. Loaded only by dynamic import: the engine and the view's texts stay
 * out of the page's first JavaScript. The result texts come with this module (the page hands the
 * browser only the form's).
 */
export function OfflinePanchang(props: OfflinePanchangProps) {
  return (
    <NextIntlClientProvider
      locale={props.locale}
      // Times are written with Intl in the place's own zone; this only keeps next-intl's default explicit.
      timeZone={props.place.timezone}
      messages={{ panchang: { result: (props.locale === 'hi' ? hiPanchang : enPanchang).result } }}
    >
      <OfflineDay {...props} />
    </NextIntlClientProvider>
  );
}

function OfflineDay({ date, place, queryPlace, isToday, locale, onRetry }: OfflinePanchangProps) {
  const t = useTranslations('panchang.result');
  const data = useMemo(() => {
    try {
      return dayPanchang(date, place);
    } catch {
      return null;
    }
  }, [date, place]);
  if (!data) return <OfflineUnavailable problem="unavailable" onRetry={onRetry} />;
  return (
    <PanchangDay
      data={data}
      date={date}
      place={place}
      queryPlace={queryPlace}
      isToday={isToday}
      locale={locale}
      t={t as unknown as ResultTranslator}
    />
  );
}
