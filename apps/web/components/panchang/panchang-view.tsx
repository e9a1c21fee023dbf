import { getTranslations } from 'next-intl/server';
import type { DayPanchang } from './panchang-data';
import { PanchangDay, type ResultTranslator } from './panchang-day';
import type { Locale, QueryPlace, Ymd } from './panchang-model';

/** The panchang of one day, rendered on the server (see PanchangDay). */
export async function PanchangView(props: {
  data: DayPanchang;
  date: Ymd;
  /** The place with its label resolved. */
  place: QueryPlace;
  /** The place as the URL gave it (null for the default place), for the day links. */
  queryPlace: QueryPlace | null;
  isToday: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'panchang.result' });
  return <PanchangDay {...props} t={t as unknown as ResultTranslator} />;
}
