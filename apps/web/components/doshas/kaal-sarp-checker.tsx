'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BirthValue } from '../birth-form/types';
import { degreeText } from '../matching/birth-text';
import m from '../matching/matching.module.css';
import type { ErrorLabels } from '../ui/error-state';
import { DoshaChecker } from './dosha-checker';
import { type KundaliDetails, kaalSarpRows, kaalSarpTone, ketuHouse } from './model';

/** A named type in the page's language. */
export interface KaalSarpTypeText {
  name: string;
  description: string;
}

/**
 * The Kaal Sarp checker: birth details → whether the seven planets are hemmed between Rahu and
 * Ketu (full, by sign, partial or none), the direction, and which of the twelve types (the
 * engine's doshas through `kundali-details`).
 */
export function KaalSarpChecker({
  initial,
  signs,
  planets,
  types,
  readMoreHref,
  errorLabels,
}: {
  initial: BirthValue | null;
  signs: Readonly<Record<string, string>>;
  planets: Readonly<Record<string, string>>;
  types: Readonly<Record<string, KaalSarpTypeText>>;
  readMoreHref?: string;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('doshas.kaalSarp');

  return (
    <DoshaChecker
      idPrefix="kaal-sarp"
      initial={initial}
      texts={{ formLegend: t('formLegend'), submit: t('submit'), loading: t('loading'), heading: t('result.heading') }}
      announce={(data) => t('result.announce', { kind: t(`result.kind.${data.doshas.kaalSarp.kind}`) })}
      more={readMoreHref ? { href: readMoreHref, label: t('result.readMore') } : undefined}
      errorLabels={errorLabels}
    >
      {(data) => <KaalSarpAnswer data={data} signs={signs} planets={planets} types={types} />}
    </DoshaChecker>
  );
}

function KaalSarpAnswer({
  data,
  signs,
  planets,
  types,
}: {
  data: KundaliDetails;
  signs: Readonly<Record<string, string>>;
  planets: Readonly<Record<string, string>>;
  types: Readonly<Record<string, KaalSarpTypeText>>;
}) {
  const t = useTranslations('doshas.kaalSarp.result');
  const locale = useLocale();
  const ks = data.doshas.kaalSarp;
  const tone = kaalSarpTone(ks.kind);
  const type = ks.type ? types[ks.type] : undefined;
  const outside = new Intl.ListFormat(locale === 'hi' ? 'hi' : 'en', { type: 'conjunction' }).format(
    ks.outside.map((p) => planets[p] ?? p),
  );

  return (
    <>
      <section className={`${m.score} ${m[`tone-${tone}`]}`} data-testid="kaal-sarp-status" data-kind={ks.kind}>
        <p className={m.verdict}>
          <span className={`${m.badge} ${m[`badge-${tone}`]}`} data-testid="kaal-sarp-kind">
            {t(`kind.${ks.kind}`)}
          </span>
        </p>
        <p className={m.verdictText}>{t(`kindText.${ks.kind}`, { planets: outside })}</p>
        {ks.direction && ks.kind !== 'none' && <p className={m.small}>{t(`direction.${ks.direction}`)}</p>}
        {type ? (
          <div className={m.small} data-testid="kaal-sarp-type" data-type={ks.type}>
            <p className={m.conclusionTitle}>
              {t('typeLabel')}: {type.name}
            </p>
            <p className={m.muted}>{t('axis', { rahu: ks.rahuHouse, ketu: ketuHouse(ks.rahuHouse) })}</p>
            <p>{type.description}</p>
          </div>
        ) : (
          <p className={m.small}>{t('rahuHouse', { rahu: ks.rahuHouse })}</p>
        )}
      </section>

      <div className={m.tableWrap}>
        <table className={m.table} data-testid="kaal-sarp-table">
          <caption>{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.planet')}</th>
              <th scope="col">{t('columns.sign')}</th>
              <th scope="col" className={m.num}>
                {t('columns.house')}
              </th>
              <th scope="col">{t('columns.side')}</th>
            </tr>
          </thead>
          <tbody>
            {kaalSarpRows(data).map((row) => (
              <tr key={row.planet} data-planet={row.planet} data-side={row.side}>
                <th scope="row">{planets[row.planet] ?? row.planet}</th>
                <td>
                  {signs[String(row.sign)] ?? row.sign} {degreeText(row.degree)}
                </td>
                <td className={m.num}>{row.house}</td>
                <td className={row.side === 'outside' ? m['points-none'] : undefined}>{t(`side.${row.side}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
