import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { DAY_MUHURTAS, karanaName, tithi, YOGAS } from '@drishti/content/panchang-names';
import type { MuhuratReason, MuhuratResult, MuhuratWindow } from '@drishti/engine/muhurat';
import { CircleCheck, Clock, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import {
  coordinatesText,
  DEFAULT_PLACE,
  isoDate,
  type Locale,
  longDate,
  type QueryPlace,
  spanText,
  utcOffsetText,
} from '@/components/panchang/panchang-model';
import p from '@/components/panchang/panchang.module.css';
import { zoneName } from '@/lib/clock';
import s from '@/components/tool-page/tool-page.module.css';
import type { MuhuratSearch } from './muhurat-model';
import m from './muhurat.module.css';

/** The reasons that make a window better than the rules require. */
const EXTRAS: readonly MuhuratReason[] = [
  'abhijit-muhurta',
  'amrit-kaal',
  'amrit-choghadiya',
  'shubh-choghadiya',
  'labh-choghadiya',
];

/** Waits a turn of the event loop, so that the page around the results is sent first. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The windows found, day by day, each with its time, its panchang and its reasons; then every
 * other day with why it was left out; then the settings.
 */
export async function MuhuratResults({
  search,
  compute,
  placeLabel,
  locale,
}: {
  search: MuhuratSearch;
  /** Runs the search (after the page around it has been sent). */
  compute: () => MuhuratResult;
  placeLabel: string;
  locale: Locale;
}) {
  await yieldToPage();
  const result = compute();
  const t = await getTranslations({ locale, namespace: 'muhurat' });
  const place: Omit<QueryPlace, 'label'> = search.place ?? DEFAULT_PLACE;
  const zone = place.timezone;
  const byDay = new Map<string, MuhuratWindow[]>();
  for (const w of result.windows) {
    const key = isoDate(w.date);
    byDay.set(key, [...(byDay.get(key) ?? []), w]);
  }
  const daysWith = result.days.filter((d) => d.windows > 0);
  const rejected = result.days.filter((d) => d.windows === 0);
  const firstStart = result.windows[0]?.startMs ?? Date.UTC(search.from.year, search.from.month - 1, search.from.day);

  const muhurtaText = (w: MuhuratWindow) =>
    w.muhurtas
      .map((x) =>
        x.part === 'day'
          ? t('result.dayMuhurta', { index: x.index, name: DAY_MUHURTAS[x.index - 1]!.name[locale] })
          : t('result.nightMuhurta', { index: x.index }),
      )
      .join(', ');

  return (
    <section
      id="muhurat-results"
      className={s.result}
      aria-labelledby="muhurat-results-heading"
      data-testid="muhurat-results"
    >
      <div>
        <h2 id="muhurat-results-heading" className={s.resultHeading}>
          {t('result.heading', {
            event: t(`events.${search.event}`),
            from: longDate(search.from, locale, false),
            to: longDate(search.to, locale, false),
          })}
        </h2>
        <p className={p.place}>{t('result.at', { place: placeLabel })}</p>
      </div>
      <p data-testid="muhurat-summary">
        <strong>
          {t('result.summary', { windows: result.windows.length, days: daysWith.length, total: result.days.length })}
        </strong>{' '}
        {t('result.timesIn', {
          zone: zoneName(zone, locale, firstStart),
          offset: utcOffsetText(zone, firstStart, locale),
        })}
      </p>
      {search.person && <p className={s.note}>{t('result.personalised', { name: search.person.name })}</p>}
      {result.windows.length === 0 && (
        <p className={s.note} data-testid="muhurat-none">
          {t('result.none')}
        </p>
      )}

      {daysWith.length > 0 && (
        <section className={s.panel} aria-labelledby="muhurat-windows-heading">
          <h3 id="muhurat-windows-heading">{t('result.windowsHeading')}</h3>
          <ol className={m.days}>
            {daysWith.map((d) => {
              const windows = byDay.get(isoDate(d.date)) ?? [];
              const headingId = `muhurat-day-${isoDate(d.date)}`;
              return (
                <li key={headingId} data-testid="muhurat-day">
                  <article aria-labelledby={headingId}>
                    <div className={m.dayHead}>
                      <h4 id={headingId}>{longDate(d.date, locale)}</h4>
                      <span>{t('result.windowCount', { count: windows.length })}</span>
                    </div>
                    <p className={m.dayMeta}>
                      {t('result.atSunrise', {
                        tithi: tithi(d.tithi).fullName[locale],
                        nakshatra: nakshatraByIndex(d.nakshatra).name[locale],
                      })}
                    </p>
                    <ul className={m.windows}>
                      {windows.map((w) => {
                        const extras = w.reasons.filter((r) => EXTRAS.includes(r));
                        const rules = w.reasons.filter((r) => !EXTRAS.includes(r));
                        return (
                          <li key={w.startMs} className={m.window} data-testid="muhurat-window">
                            <p className={m.windowTime}>
                              <Clock aria-hidden="true" size={20} />
                              <span data-testid="muhurat-window-time">
                                {spanText(w.startMs, w.endMs, zone, locale, w.date)}
                              </span>
                            </p>
                            <dl className={m.facts}>
                              <dt>{t('result.muhurtas')}</dt>
                              <dd>{muhurtaText(w)}</dd>
                              <dt>{t('result.tithi')}</dt>
                              <dd>{tithi(w.tithi).fullName[locale]}</dd>
                              <dt>{t('result.nakshatra')}</dt>
                              <dd>{nakshatraByIndex(w.nakshatra).name[locale]}</dd>
                              <dt>{t('result.yoga')}</dt>
                              <dd>{YOGAS[w.yoga - 1]!.name[locale]}</dd>
                              <dt>{t('result.karana')}</dt>
                              <dd>{karanaName(w.karana)[locale]}</dd>
                              {w.tara !== undefined && (
                                <>
                                  <dt>{t('result.tara')}</dt>
                                  <dd>{t(`taras.${w.tara}`)}</dd>
                                </>
                              )}
                            </dl>
                            <p className={m.reasonsHead}>{t('result.why')}</p>
                            <ul className={m.reasons} data-testid="muhurat-reasons">
                              {rules.map((r) => (
                                <li key={r}>
                                  <CircleCheck aria-hidden="true" size={16} className={m.goodIcon} />
                                  {t(`reasons.${r}`)}
                                </li>
                              ))}
                            </ul>
                            {extras.length > 0 && (
                              <>
                                <p className={m.reasonsHead}>{t('result.extras')}</p>
                                <ul className={m.reasons}>
                                  {extras.map((r) => (
                                    <li key={r} className={m.extra}>
                                      <Sparkles aria-hidden="true" size={16} />
                                      {t(`reasons.${r}`)}
                                    </li>
                                  ))}
                                </ul>
                              </>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </article>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      <section className={s.panel} aria-labelledby="muhurat-rejected-heading">
        <h3 id="muhurat-rejected-heading">{t('result.rejectedHeading')}</h3>
        {rejected.length === 0 ? (
          <p>{t('result.rejectedNone')}</p>
        ) : (
          <ul className={m.rejected} data-testid="muhurat-rejected">
            {rejected.map((d) => (
              <li key={isoDate(d.date)}>
                <p className={m.rejectedDate}>{longDate(d.date, locale)}</p>
                <p className={m.dayMeta}>
                  {t('result.atSunrise', {
                    tithi: tithi(d.tithi).fullName[locale],
                    nakshatra: nakshatraByIndex(d.nakshatra).name[locale],
                  })}
                </p>
                <p className={m.rejectedWhy}>
                  <span className="visually-hidden">{t('result.colWhy')}: </span>
                  {d.rejected.map((r) => t(`rejections.${r}`)).join('; ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={s.panel} aria-labelledby="muhurat-settings-heading">
        <h3 id="muhurat-settings-heading">{t('result.settings')}</h3>
        <p>{t('result.settingsText')}</p>
        <p>
          {placeLabel} · {coordinatesText(place.lat, place.lon, locale)} · {zoneName(zone, locale, firstStart)} (
          {utcOffsetText(zone, firstStart, locale)})
        </p>
      </section>
    </section>
  );
}
