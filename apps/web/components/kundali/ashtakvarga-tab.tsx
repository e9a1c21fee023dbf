'use client';

import { useTranslations } from 'next-intl';
import type { ErrorLabels } from '@/components/ui/error-state';
import type { BirthValue } from '../birth-form/types';
import { useChartStyle } from '../charts/use-chart-style';
import { VedicChart } from '../charts/vedic-chart';
import { type AshtakavargaAnswer, useAstrology } from './api';
import { StyleSwitch, useChartLabels } from './charts-tab';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';
import type { KundaliNames } from './names';
import { ASHTAKA_ORDER } from './planet-order';

export function AshtakvargaTab({
  birth,
  names,
  errorLabels,
}: {
  birth: BirthValue;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('kundali.ashtakvarga');
  const tc = useTranslations('kundali.chart');
  const av = useAstrology<AshtakavargaAnswer>('ashtakvarga-planet-chart');
  const [style, setStyle] = useChartStyle();
  const labels = useChartLabels(names);
  const who = (k: string) => (k === 'AS' ? t('lagna') : (names.planets[k]?.name ?? k));
  const signHeads = names.signs.map((name, i) => (
    <th key={name} scope="col" className={s.num}>
      <abbr title={name}>{i + 1}</abbr>
      <span className="visually-hidden">{` ${name}`}</span>
    </th>
  ));

  return (
    <Loaded state={av} errorLabels={errorLabels}>
      {(a) => (
        <div className={s.stack}>
          <section aria-labelledby="av-sarva" className={s.stack}>
            <h3 id="av-sarva" className={s.h3}>
              {t('sarvaHeading')}
            </h3>
            <p className={s.note}>{t('sarvaNote')}</p>
            <div className={s.chartRow}>
              <StyleSwitch style={style} onChange={setStyle} />
              <VedicChart
                data={{ ascendantSign: a.ascendantSign, points: [], signNumbers: a.sarva }}
                style={style}
                title={tc('title', {
                  chart: t('sarvaChart'),
                  name: birth.name,
                  style: labels.styleName(style),
                  sign: names.signs[a.ascendantSign - 1] ?? '',
                })}
                centre={t('sarvaHeading')}
                labels={{ ...labels, tableCaption: t('sarvaChart') }}
                testId="sarva-chart"
              />
            </div>
          </section>
          <section aria-labelledby="av-bhinna" className={s.stack}>
            <h3 id="av-bhinna" className={s.h3}>
              {t('bhinnaHeading')}
            </h3>
            <p className={s.note}>{t('bhinnaNote')}</p>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="bhinna-table">
                <caption className="visually-hidden">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('who')}</th>
                    {signHeads}
                    <th scope="col" className={s.num}>
                      {t('total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ASHTAKA_ORDER.map((k) => {
                    const row = a.bhinna[k];
                    if (!row) return null;
                    return (
                      <tr key={k}>
                        <th scope="row">{who(k)}</th>
                        {row.map((n, i) => (
                          <td key={names.signs[i]} className={`${s.num} ${n >= 5 ? s.strong : n <= 2 ? s.weak : ''}`}>
                            {n}
                          </td>
                        ))}
                        <td className={s.num}>{row.reduce((x, y) => x + y, 0)}</td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr data-testid="sarva-row">
                    <th scope="row">{t('sarvaHeading')}</th>
                    {a.sarva.map((n, i) => (
                      <td key={names.signs[i]} className={`${s.num} ${n >= 28 ? s.strong : n < 25 ? s.weak : ''}`}>
                        {n}
                      </td>
                    ))}
                    <td className={s.num}>{a.sarva.reduce((x, y) => x + y, 0)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
        </div>
      )}
    </Loaded>
  );
}
