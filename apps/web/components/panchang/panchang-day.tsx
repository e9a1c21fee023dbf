import { nakshatraByIndex } from '@drishti/content/nakshatras';
import {
  ADHIKA_LABEL,
  AYANAS,
  karanaName,
  LUNAR_MONTHS,
  PAKSHAS,
  PANCHANG_LABELS,
  RITUS,
  samvatsaraName,
  tithi,
  vara,
  YOGAS,
} from '@drishti/content/panchang-names';
import { zodiacByIndex } from '@drishti/content/zodiac';
import type { Interval } from '@drishti/engine/panchang';
import { ChevronLeft, ChevronRight, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import s from '@/components/tool-page/tool-page.module.css';
import type { DayPanchang } from './panchang-data';
import {
  coordinatesText,
  type Locale,
  localePath,
  longDate,
  panchangSearch,
  placeParams,
  type QueryPlace,
  shiftDate,
  spanText,
  timeText,
  utcOffsetText,
  type Ymd,
} from './panchang-model';
import p from './panchang.module.css';
import { ChoghadiyaTable, HoraTable } from './panchang-tables';
import { zoneName } from '@/lib/clock';

const _QUALITY_ICON = { good: CircleCheck, neutral: CircleMinus, bad: CircleX } as const;

/** One row of a table: the label and its value(s). */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      {children}
    </tr>
  );
}

/** The `panchang.result` messages, from getTranslations on the server or createTranslator in the browser. */
export type ResultTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * The panchang of one day, every element with its start and end in the place's local time,
 * then the periods, the choghadiya and hora tables and the calculation settings. Neither a
 * server nor a client component of its own: the server renders it (PanchangView), and the
 * browser renders it to a string when it works a day out offline (../offline/panchang-offline.tsx).
 * Its links are plain anchors (the page is served without React).
 */
export function PanchangDay({
  data,
  date,
  place,
  queryPlace,
  isToday,
  locale,
  t,
}: {
  data: DayPanchang;
  date: Ymd;
  /** The place with its label resolved. */
  place: QueryPlace;
  /** The place as the URL gave it (null for the default place), for the day links. */
  queryPlace: QueryPlace | null;
  isToday: boolean;
  locale: Locale;
  t: ResultTranslator;
}) {
  const { p: day, spans } = data;
  const zone = place.timezone;
  const span = (i: Interval) => spanText(i.startMs, i.endMs, zone, locale, date);
  const time = (ms: number | null, missing: string) => (ms === null ? missing : timeText(ms, zone, locale, date));
  const L = (key: keyof typeof PANCHANG_LABELS) => PANCHANG_LABELS[key][locale];
  const monthName = (m: { index: number; adhika: boolean }) =>
    `${m.adhika ? `${ADHIKA_LABEL[locale]} ` : ''}${LUNAR_MONTHS[m.index - 1]!.name[locale]}`;
  const ritu = (i: number) => `${RITUS[i - 1]!.name[locale]} (${RITUS[i - 1]!.season[locale]})`;
  const ayana = (k: 'uttarayana' | 'dakshinayana') => AYANAS.find((a) => a.key === k)!.name[locale];
  const dayHref = (d: Ymd) => localePath(locale, `/astrology/panchang?${panchangSearch(d, queryPlace)}`);
  const offset = utcOffsetText(zone, day.day.startMs, locale);
  const polar = day.polar;

  const periodRows = (label: string, list: (Interval | null)[], testId: string) => {
    const present = list.filter((i): i is Interval => i !== null);
    return (
      <Row label={label} testId={testId}>
        <td>
          {present.length === 0 ? (
            t('none')
          ) : (
            <ul className={p.inlineList}>
              {present.map((i) => (
                <li key={i.startMs}>{span(i)}</li>
              ))}
            </ul>
          )}
        </td>
      </Row>
    );
  };

  return (
    <section className={s.result} aria-labelledby="panchang-result-heading" data-testid="panchang-result">
      <div>
        <h2 id="panchang-result-heading" className={s.resultHeading}>
          {t('heading', { date: longDate(date, locale) })}
        </h2>
        <p className={p.place} data-testid="panchang-place">
          {t('at', { place: place.label })}
        </p>
      </div>

      <nav aria-label={t('dayNav')} className={`${p.dayNav} ${s.noPrint}`}>
        <a href={dayHref(shiftDate(date, -1))} className={s.secondaryButton} rel="prev" data-testid="previous-day">
          <ChevronLeft aria-hidden="true" size={20} />
          {t('previous')}
        </a>
        {!isToday && (
          <a
            href={localePath(
              locale,
              `/astrology/panchang${queryPlace ? `?${new URLSearchParams(placeParams(queryPlace))}` : ''}`,
            )}
            className={s.secondaryButton}
          >
            {t('today')}
          </a>
        )}
        <a href={dayHref(shiftDate(date, 1))} className={s.secondaryButton} rel="next" data-testid="next-day">
          {t('next')}
          <ChevronRight aria-hidden="true" size={20} />
        </a>
      </nav>

      <p className={s.note}>{t('timesIn', { zone: zoneName(zone, locale, day.day.startMs), offset })}</p>
      {polar && (
        <p className={s.note} role="note">
          {t(polar === 'day' ? 'polarDay' : 'polarNight')}
        </p>
      )}

      <div className={s.panelGrid}>
        <section className={s.panel} aria-labelledby="pc-sun">
          <h3 id="pc-sun">{t('sunMoon')}</h3>
          <table className={p.table}>
            <tbody>
              <Row label={L('sunrise')} testId="row-sunrise">
                <td data-testid="sunrise">{time(day.sunrise, t('noRise'))}</td>
              </Row>
              <Row label={L('sunset')} testId="row-sunset">
                <td data-testid="sunset">{time(day.sunset, t('noSet'))}</td>
              </Row>
              <Row label={L('moonrise')} testId="row-moonrise">
                <td>{time(day.moonrise, t('noRise'))}</td>
              </Row>
              <Row label={L('moonset')} testId="row-moonset">
                <td>{time(day.moonset, t('noSet'))}</td>
              </Row>
            </tbody>
          </table>
        </section>

        <section className={s.panel} aria-labelledby="pc-limbs">
          <h3 id="pc-limbs">{t('limbs')}</h3>
          <table className={p.table}>
            <thead>
              <tr>
                <th scope="col">{t('colElement')}</th>
                <th scope="col">{t('colName')}</th>
                <th scope="col">{t('colTime')}</th>
              </tr>
            </thead>
            <tbody>
              <Row label={L('vara')} testId="row-vara">
                <td>{vara(day.vara).name[locale]}</td>
                <td>{span(day.day)}</td>
              </Row>
              <Row label={L('paksha')} testId="row-paksha">
                <td colSpan={2}>{PAKSHAS[day.paksha].name[locale]}</td>
              </Row>
              {spans.tithi.map((e, i) => (
                <Row key={`t${e.endMs}`} label={i === 0 ? L('tithi') : ''} testId="row-tithi">
                  <td data-testid="tithi">{tithi(e.index).fullName[locale]}</td>
                  <td>{span({ startMs: e.startMs, endMs: e.endMs })}</td>
                </Row>
              ))}
              {spans.nakshatra.map((e, i) => (
                <Row key={`n${e.endMs}`} label={i === 0 ? L('nakshatra') : ''} testId="row-nakshatra">
                  <td data-testid="nakshatra">{nakshatraByIndex(e.index).name[locale]}</td>
                  <td>{span({ startMs: e.startMs, endMs: e.endMs })}</td>
                </Row>
              ))}
              {spans.pada.map((e, i) => (
                <Row key={`p${e.endMs}`} label={i === 0 ? t('pada') : ''} testId="row-pada">
                  <td>
                    {t('padaName', {
                      nakshatra: nakshatraByIndex(Math.floor((e.index - 1) / 4) + 1).name[locale],
                      pada: ((e.index - 1) % 4) + 1,
                    })}
                  </td>
                  <td>{span({ startMs: e.startMs, endMs: e.endMs })}</td>
                </Row>
              ))}
              {spans.yoga.map((e, i) => (
                <Row key={`y${e.endMs}`} label={i === 0 ? L('yoga') : ''} testId="row-yoga">
                  <td data-testid="yoga">{YOGAS[e.index - 1]!.name[locale]}</td>
                  <td>{span({ startMs: e.startMs, endMs: e.endMs })}</td>
                </Row>
              ))}
              {spans.karana.map((e, i) => (
                <Row key={`k${e.endMs}`} label={i === 0 ? L('karana') : ''} testId="row-karana">
                  <td data-testid="karana">{karanaName(e.index)[locale]}</td>
                  <td>{span({ startMs: e.startMs, endMs: e.endMs })}</td>
                </Row>
              ))}
            </tbody>
          </table>
        </section>

        <section className={s.panel} aria-labelledby="pc-calendar">
          <h3 id="pc-calendar">{t('calendar')}</h3>
          <table className={p.table}>
            <tbody>
              <Row label={t('amanta')} testId="row-amanta">
                <td>{monthName(day.month.amanta)}</td>
              </Row>
              <Row label={t('purnimanta')} testId="row-purnimanta">
                <td>{monthName(day.month.purnimanta)}</td>
              </Row>
              <Row label={t('vikram')}>
                <td>{day.samvat.vikram}</td>
              </Row>
              <Row label={t('shaka')}>
                <td>{day.samvat.shaka}</td>
              </Row>
              <Row label={t('samvatsaraNorth')}>
                <td>{samvatsaraName(day.samvatsara.north)[locale]}</td>
              </Row>
              <Row label={t('samvatsaraSouth')}>
                <td>{samvatsaraName(day.samvatsara.south)[locale]}</td>
              </Row>
              <Row label={t('rituVedic')}>
                <td>{ritu(day.ritu.vedic)}</td>
              </Row>
              <Row label={t('rituDrik')}>
                <td>{ritu(day.ritu.drik)}</td>
              </Row>
              <Row label={t('ayanaVedic')}>
                <td>{ayana(day.ayana.vedic)}</td>
              </Row>
              <Row label={t('ayanaDrik')}>
                <td>{ayana(day.ayana.drik)}</td>
              </Row>
              <Row label={t('sunSign')}>
                <td>
                  <ul className={p.inlineList}>
                    {day.sunSign.map((e) => (
                      <li key={e.endMs}>{zodiacByIndex(e.index).name[locale]}</li>
                    ))}
                  </ul>
                </td>
              </Row>
              <Row label={t('moonSign')}>
                <td>
                  <ul className={p.inlineList}>
                    {day.moonSign.map((e, i) => (
                      <li key={e.endMs}>
                        {zodiacByIndex(e.index).name[locale]}
                        {day.moonSign.length > 1 && i < day.moonSign.length - 1
                          ? ` (${timeText(e.endMs, zone, locale, date)})`
                          : ''}
                      </li>
                    ))}
                  </ul>
                </td>
              </Row>
            </tbody>
          </table>
          {day.month.amanta.adhika && <p className={s.note}>{t('adhikaNote')}</p>}
        </section>

        <section className={s.panel} aria-labelledby="pc-good">
          <h3 id="pc-good">
            <CircleCheck aria-hidden="true" size={20} className={p.good} /> {t('auspicious')}
          </h3>
          <table className={p.table}>
            <tbody>
              {periodRows(L('abhijit'), [day.abhijit], 'row-abhijit')}
              {periodRows(L('amritKaal'), day.amritKaal, 'row-amrit')}
              {periodRows(t('brahmaMuhurat'), [day.brahmaMuhurta], 'row-brahma')}
            </tbody>
          </table>
        </section>

        <section className={s.panel} aria-labelledby="pc-bad">
          <h3 id="pc-bad">
            <CircleX aria-hidden="true" size={20} className={p.bad} /> {t('inauspicious')}
          </h3>
          <table className={p.table}>
            <tbody>
              {periodRows(L('rahuKaal'), [day.rahuKaal], 'row-rahu')}
              {periodRows(L('yamaganda'), [day.yamaganda], 'row-yamaganda')}
              {periodRows(L('gulika'), [day.gulika], 'row-gulika')}
              {periodRows(L('durMuhurat'), day.durMuhurat, 'row-dur')}
              {periodRows(L('varjyam'), day.varjyam, 'row-varjyam')}
            </tbody>
          </table>
        </section>
      </div>

      {!polar && (
        <section className={s.panel} aria-labelledby="pc-choghadiya" data-testid="choghadiya">
          <h3 id="pc-choghadiya">{t('choghadiya')}</h3>
          <div className={p.twoTables}>
            <ChoghadiyaTable part="day" day={day} span={span} locale={locale} t={t} />
            <ChoghadiyaTable part="night" day={day} span={span} locale={locale} t={t} />
          </div>
        </section>
      )}

      {!polar && (
        <section className={s.panel} aria-labelledby="pc-hora">
          <details className={p.details}>
            <summary>
              <h3 id="pc-hora" className={p.summaryHeading}>
                {t('hora')}
              </h3>
            </summary>
            <div className={p.twoTables}>
              <HoraTable part="day" day={day} span={span} locale={locale} t={t} />
              <HoraTable part="night" day={day} span={span} locale={locale} t={t} />
            </div>
          </details>
        </section>
      )}

      <section className={s.panel} aria-labelledby="pc-settings" data-testid="panchang-settings">
        <h3 id="pc-settings">{t('settings')}</h3>
        <dl className={p.settings}>
          <dt>{t('place')}</dt>
          <dd>{place.label}</dd>
          <dt>{t('coordinates')}</dt>
          <dd>{coordinatesText(place.lat, place.lon, locale)}</dd>
          <dt>{t('zone')}</dt>
          <dd>
            {zoneName(zone, locale, day.day.startMs)} ({offset})
          </dd>
          <dt>{t('ayanamsa')}</dt>
          <dd>{t('ayanamsaValue')}</dd>
          <dt>{t('sunrise')}</dt>
          <dd>{t('sunriseValue')}</dd>
          <dt>{t('positions')}</dt>
          <dd>{t('positionsValue')}</dd>
          <dt>{t('day')}</dt>
          <dd>{t('dayValue')}</dd>
          <dt>{t('muhurta')}</dt>
          <dd>{t('muhurtaValue')}</dd>
        </dl>
      </section>
    </section>
  );
}
