'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ErrorLabels } from '@/components/ui/error-state';
import { TabSwitcher } from '@/components/ui/tab-switcher';
import type { BirthValue } from '../birth-form/types';
import { CHART_STYLES, type ChartData, type ChartStyle } from '../charts/chart-model';
import { useChartStyle } from '../charts/use-chart-style';
import { type ChartLabels, VedicChart } from '../charts/vedic-chart';
import { type ChartAnswer, type KundaliDetails, useAstrology } from './api';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';
import type { KundaliNames } from './names';
import { PLANET_ORDER, VARGAS } from './planet-order';

const CHART_TABS = ['lagna', 'chalit', 'chandra', 'navamsa', 'divisional'] as const;
type ChartTab = (typeof CHART_TABS)[number];

/** The chart labels of the page's language. */
export function useChartLabels(names: KundaliNames): ChartLabels & { styleName: (s: ChartStyle) => string } {
  const t = useTranslations('kundali.chart');
  return {
    ascendant: t('ascendant'),
    tableCaption: '',
    house: t('house'),
    sign: t('sign'),
    planets: t('planets'),
    none: t('none'),
    signNames: names.signs,
    styleName: (st) => t(st),
  };
}

/** "SU", "श (व)": the chart abbreviation with the retrograde mark. */
export function chartLabel(names: KundaliNames, key: string, retrograde: boolean): string {
  const abbr = names.planets[key]?.abbr ?? key;
  return retrograde ? `${abbr}${names.retrograde}` : abbr;
}

/** The North/South style switch; the choice is remembered. */
export function StyleSwitch({ style, onChange }: { style: ChartStyle; onChange: (s: ChartStyle) => void }) {
  const t = useTranslations('kundali.chart');
  const name = useId();
  return (
    <fieldset className={s.styleSwitch} data-testid="chart-style">
      <legend className={s.smallLegend}>{t('styleLabel')}</legend>
      {CHART_STYLES.map((st) => (
        <label key={st} className={s.segment}>
          <input type="radio" name={name} value={st} checked={style === st} onChange={() => onChange(st)} />
          <span>{t(st)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function ChartsTab({
  birth,
  names,
  errorLabels,
}: {
  birth: BirthValue;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('kundali.chart');
  const [sub, setSub] = useState<ChartTab>('lagna');
  const [varga, setVarga] = useState<(typeof VARGAS)[number]>('D10');
  const [style, setStyle] = useChartStyle();
  const details = useAstrology<KundaliDetails>('kundali-details');

  return (
    <div className={s.stack}>
      <div className={s.chartControls}>
        <TabSwitcher
          tabs={CHART_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          selected={sub}
          onSelect={(id) => setSub(id as ChartTab)}
          label={t('tabsLabel')}
          idPrefix="chart"
          panelId="chart-panel"
        />
        <StyleSwitch style={style} onChange={setStyle} />
      </div>
      <div id="chart-panel" role="tabpanel" aria-labelledby={`chart-tab-${sub}`} className={s.stack}>
        {sub === 'divisional' && (
          <div className={s.vargaPick}>
            <label htmlFor="varga-select" className={s.label}>
              {t('vargaLabel')}
            </label>
            <select
              id="varga-select"
              className={s.select}
              value={varga}
              onChange={(e) => setVarga(e.target.value as (typeof VARGAS)[number])}
              data-testid="varga-select"
            >
              {VARGAS.map((v) => (
                <option key={v} value={v}>
                  {t(`vargas.${v}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className={s.note}>{t(`notes.${sub}`)}</p>
        <Loaded state={details} errorLabels={errorLabels}>
          {(d) =>
            sub === 'lagna' ? (
              <ChartView
                title={t('names.lagna')}
                birth={birth}
                style={style}
                names={names}
                details={d}
                data={{
                  ascendantSign: d.ascendant.sign,
                  points: PLANET_ORDER.flatMap((k) => {
                    const p = d.planets[k];
                    return p ? [{ key: k, sign: p.sign, label: chartLabel(names, k, p.retrograde) }] : [];
                  }),
                }}
              />
            ) : (
              <FetchedChart
                key={`${sub}-${varga}`}
                chartId={sub === 'chalit' ? 'chalit' : sub === 'chandra' ? 'MOON' : sub === 'navamsa' ? 'D9' : varga}
                title={sub === 'divisional' ? t(`vargas.${varga}`) : t(`names.${sub}`)}
                birth={birth}
                style={style}
                names={names}
                details={d}
                errorLabels={errorLabels}
              />
            )
          }
        </Loaded>
      </div>
    </div>
  );
}

function FetchedChart({
  chartId,
  title,
  birth,
  style,
  names,
  details,
  errorLabels,
}: {
  chartId: string;
  title: string;
  birth: BirthValue;
  style: ChartStyle;
  names: KundaliNames;
  details: KundaliDetails;
  errorLabels: ErrorLabels;
}) {
  const chart = useAstrology<ChartAnswer>(`get-chart?chartId=${chartId}`);
  return (
    <Loaded state={chart} errorLabels={errorLabels}>
      {(c) => (
        <ChartView
          title={title}
          birth={birth}
          style={style}
          names={names}
          details={details}
          data={{
            ascendantSign: c.ascendantSign,
            points: PLANET_ORDER.flatMap((k) => {
              const p = c.planets[k];
              if (!p) return [];
              const retro = details.planets[k]?.retrograde ?? false;
              return [
                {
                  key: k,
                  sign: p.sign,
                  // The chalit chart places planets by bhava, not by sign.
                  ...(chartId === 'chalit' && c.houses[k] ? { house: c.houses[k] } : {}),
                  label: chartLabel(names, k, retro),
                },
              ];
            }),
          }}
        />
      )}
    </Loaded>
  );
}

function ChartView({
  title,
  birth,
  style,
  names,
  data,
}: {
  title: string;
  birth: BirthValue;
  style: ChartStyle;
  names: KundaliNames;
  details: KundaliDetails;
  data: ChartData;
}) {
  const t = useTranslations('kundali.chart');
  const labels = useChartLabels(names);
  return (
    <div className={s.chartBox}>
      <h3 className={s.h3}>{title}</h3>
      <VedicChart
        data={data}
        style={style}
        title={t('title', {
          chart: title,
          name: birth.name,
          style: labels.styleName(style),
          sign: names.signs[data.ascendantSign - 1] ?? '',
        })}
        centre={birth.name}
        labels={{ ...labels, tableCaption: t('tableCaption', { chart: title }) }}
        testId="kundali-chart"
      />
    </div>
  );
}
