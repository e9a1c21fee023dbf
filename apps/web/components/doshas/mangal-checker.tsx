'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link } from '@/i18n/navigation';
import { BirthForm } from '../birth-form/birth-form';
import type { BirthValue } from '../birth-form/types';
import { birthDateText, birthTimeText } from '../matching/birth-text';
import { CalcSettings } from '../matching/calc-settings';
import m from '../matching/matching.module.css';
import { useBirthTool } from '../matching/use-api-call';
import tp from '../tool-page/tool-page.module.css';
import { ErrorState, type ErrorLabels } from '../ui/error-state';
import { isKundaliDetails, type KundaliDetails, mangalRows, mangalState, mangalStrength, mangalTone } from './model';

const PATH = '/api/users/astrology/kundali-details';

/**
 * The Mangal dosha checker: birth details → manglik or not, from which of the ascendant, Moon and
 * Venus, its strength and the cancellations found in the chart (the engine's doshas through
 * `kundali-details`).
 */
export function MangalChecker({
  initial,
  signs,
  cancellationTexts,
  matchHref,
  errorLabels,
}: {
  initial: BirthValue | null;
  /** Sign names by number 1–12. */
  signs: Readonly<Record<string, string>>;
  /** What each cancellation means, by the engine's key. */
  cancellationTexts: Readonly<Record<string, string>>;
  matchHref?: string;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('doshas.mangal');
  const tm = useTranslations('matching');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const id = useId();
  const { state, value, submit, retry, resultRef } = useBirthTool(locale, PATH, isKundaliDetails, initial);
  const strengthText = (count: number) => {
    const strength = mangalStrength(count);
    return strength ? `${t('result.strengthLabel')}: ${t(`result.strength.${strength}`)}` : '';
  };

  return (
    <>
      <div className={tp.noPrint}>
        <BirthForm
          idPrefix="mangal"
          legend={t('formLegend')}
          initial={value}
          submitLabel={t('submit')}
          onSubmit={submit}
          busy={state.status === 'loading'}
          showSavedProfiles
        />
      </div>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {state.status === 'loading'
          ? t('loading')
          : state.status === 'done'
            ? t('result.announce', {
                state: t(`result.state.${mangalState(state.data.doshas.mangal)}`),
                strength: strengthText(state.data.doshas.mangal.count),
              })
            : ''}
      </p>
      {state.status === 'loading' && (
        <div className={m.skeleton} aria-hidden="true" data-testid="loading">
          <div className={m.skeletonScore} />
        </div>
      )}
      {state.status === 'error' && <ErrorState text={state.message} labels={errorLabels} onRetry={retry} />}
      {state.status === 'done' && value && (
        <section
          ref={resultRef}
          tabIndex={-1}
          className={tp.result}
          aria-labelledby={`${id}-heading`}
          data-testid="mangal-result"
        >
          <h2 id={`${id}-heading`} className={tp.resultHeading}>
            {t('result.heading')}
          </h2>
          <p className={m.personLine}>
            <strong>{value.name}</strong>
            <span className={m.personMeta}>
              {tm('person.details', {
                date: birthDateText(value, locale),
                time: birthTimeText(value, locale),
                place: value.place.label,
              })}
            </span>
          </p>
          <MangalAnswer data={state.data} signs={signs} cancellationTexts={cancellationTexts} headingId={id} />
          <CalcSettings
            ayanamsa={state.data.birth.ayanamsa}
            node={state.data.birth.node}
            houses
            zones={[
              {
                name: value.name,
                zone: state.data.birth.timezone ?? value.place.timezone,
                utcOffset: state.data.birth.utcOffset,
              },
            ]}
          />
          {matchHref && (
            <p className={m.more}>
              <Link href={matchHref}>{t('result.matchLink')}</Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

function MangalAnswer({
  data,
  signs,
  cancellationTexts,
  headingId,
}: {
  data: KundaliDetails;
  signs: Readonly<Record<string, string>>;
  cancellationTexts: Readonly<Record<string, string>>;
  headingId: string;
}) {
  const t = useTranslations('doshas.mangal.result');
  const tm = useTranslations('matching');
  const md = data.doshas.mangal;
  const state = mangalState(md);
  const tone = mangalTone(state);
  const strength = mangalStrength(md.count);
  const mars = data.planets.MA;

  return (
    <>
      <section className={`${m.score} ${m[`tone-${tone}`]}`} data-testid="mangal-status" data-state={state}>
        <p className={m.verdict}>
          <span className={`${m.badge} ${m[`badge-${tone}`]}`} data-testid="mangal-state">
            {t(`state.${state}`)}
          </span>
        </p>
        <p className={m.verdictText}>{t(`stateText.${state}`)}</p>
        {strength && (
          <p className={m.small} data-testid="mangal-strength" data-strength={strength} data-count={md.count}>
            <strong>
              {t('strengthLabel')}: {t(`strength.${strength}`)}
            </strong>{' '}
            {t('strengthText', { count: md.count })}
          </p>
        )}
        <p className={m.small}>
          {t('mars', { sign: signs[String(mars.sign)] ?? String(mars.sign), house: mars.house })}
        </p>
      </section>

      <div className={m.tableWrap}>
        <table className={m.table} data-testid="mangal-table">
          <caption>{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.reference')}</th>
              <th scope="col">{t('columns.house')}</th>
              <th scope="col">{t('columns.dosha')}</th>
            </tr>
          </thead>
          <tbody>
            {mangalRows(md).map((row) => (
              <tr key={row.ref} data-ref={row.ref} data-house={row.house} data-afflicted={row.afflicted}>
                <th scope="row">{t(`refs.${row.ref}`)}</th>
                <td>{t('house', { house: row.house })}</td>
                <td className={row.afflicted ? m['points-none'] : m['points-full']}>
                  {row.afflicted ? t('yes') : t('no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className={tp.panel} aria-labelledby={`${headingId}-cancel`} data-testid="mangal-cancellations">
        <h3 id={`${headingId}-cancel`}>{t('cancellationsHeading')}</h3>
        {md.cancellations.length === 0 ? (
          <p>{t('noCancellations')}</p>
        ) : (
          <>
            {!md.present && <p className={m.muted}>{t('cancellationsWithoutDosha')}</p>}
            <ul className={m.bullets}>
              {md.cancellations.map((c) => (
                <li key={c} data-cancellation={c}>
                  <strong>{tm.has(`cancellations.${c}`) ? tm(`cancellations.${c}`) : c}</strong>
                  {cancellationTexts[c] && <span className={m.detail}>{cancellationTexts[c]}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
