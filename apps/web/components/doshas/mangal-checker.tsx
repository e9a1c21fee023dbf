'use client';

import { useTranslations } from 'next-intl';
import type { BirthValue } from '../birth-form/types';
import m from '../matching/matching.module.css';
import tp from '../tool-page/tool-page.module.css';
import type { ErrorLabels } from '../ui/error-state';
import { DoshaChecker } from './dosha-checker';
import { type KundaliDetails, mangalRows, mangalState, mangalStrength, mangalTone } from './model';

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
  const strengthText = (count: number) => {
    const strength = mangalStrength(count);
    return strength ? `${t('result.strengthLabel')}: ${t(`result.strength.${strength}`)}` : '';
  };

  return (
    <DoshaChecker
      idPrefix="mangal"
      initial={initial}
      texts={{ formLegend: t('formLegend'), submit: t('submit'), loading: t('loading'), heading: t('result.heading') }}
      announce={(data) =>
        t('result.announce', {
          state: t(`result.state.${mangalState(data.doshas.mangal)}`),
          strength: strengthText(data.doshas.mangal.count),
        })
      }
      more={matchHref ? { href: matchHref, label: t('result.matchLink') } : undefined}
      errorLabels={errorLabels}
    >
      {(data, headingId) => (
        <MangalAnswer data={data} signs={signs} cancellationTexts={cancellationTexts} headingId={headingId} />
      )}
    </DoshaChecker>
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
