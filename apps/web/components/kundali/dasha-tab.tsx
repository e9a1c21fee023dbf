'use client';

import { ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { ErrorLabels } from '@/components/ui/error-state';
import { TabSwitcher } from '@/components/ui/tab-switcher';
import type { BirthValue } from '../birth-form/types';
import { type DashaAnswer, type Period, type ReportAnswer, useAstrology, type VimshottariNow } from './api';
import { DASHA_LEVELS, isRunning, subPeriods } from './dasha-model';
import { formatDate } from './format';
import { Loaded } from './kundali-result';
import s from './kundali.module.css';
import type { KundaliNames } from './names';

const DASHA_TABS = ['vimshottari', 'yogini', 'result'] as const;
type DashaTabId = (typeof DASHA_TABS)[number];

export function DashaTab({
  birth,
  names,
  errorLabels,
}: {
  birth: BirthValue;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}) {
  const t = useTranslations('kundali.dasha');
  const [sub, setSub] = useState<DashaTabId>('vimshottari');
  const dashas = useAstrology<DashaAnswer>('vimshotri-and-yogini');
  const zone = birth.place.timezone;
  return (
    <div className={s.stack}>
      <TabSwitcher
        tabs={DASHA_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={sub}
        onSelect={(id) => setSub(id as DashaTabId)}
        label={t('tabsLabel')}
        idPrefix="dasha"
        panelId="dasha-panel"
      />
      <div id="dasha-panel" role="tabpanel" aria-labelledby={`dasha-tab-${sub}`} className={s.stack}>
        {sub === 'vimshottari' && (
          <>
            <p className={s.note}>{t('vimshottariNote')}</p>
            <RunningNow names={names} zone={zone} errorLabels={errorLabels} />
            <Loaded state={dashas} errorLabels={errorLabels}>
              {(d) => (
                <DrillDown
                  mahas={d.vimshottari}
                  maxDepth={5}
                  childrenOf={(p, level) => subPeriods(p, level)}
                  lordName={(p) => names.planets[p.lord]?.name ?? p.lord}
                  zone={zone}
                  testId="vimshottari"
                />
              )}
            </Loaded>
          </>
        )}
        {sub === 'yogini' && (
          <>
            <p className={s.note}>{t('yoginiNote')}</p>
            <Loaded state={dashas} errorLabels={errorLabels}>
              {(d) => (
                <DrillDown
                  mahas={d.yogini}
                  maxDepth={2}
                  childrenOf={(p) => p.sub ?? []}
                  lordName={(p) => {
                    const name = 'name' in p && typeof p.name === 'string' ? p.name : '';
                    const yogini = t.has(`yoginis.${name}`) ? t(`yoginis.${name}`) : name;
                    return `${yogini} (${names.planets[p.lord]?.name ?? p.lord})`;
                  }}
                  zone={zone}
                  testId="yogini"
                />
              )}
            </Loaded>
          </>
        )}
        {sub === 'result' && <DashaResult errorLabels={errorLabels} />}
      </div>
    </div>
  );
}

function RunningNow({ names, zone, errorLabels }: { names: KundaliNames; zone: string; errorLabels: ErrorLabels }) {
  const t = useTranslations('kundali.dasha');
  const locale = useLocale();
  const now = useAstrology<VimshottariNow>('kundali-details-vmshotri-dasha');
  return (
    <section aria-labelledby="dasha-running" className={s.running}>
      <h3 id="dasha-running" className={s.h3}>
        {t('runningHeading')}
      </h3>
      <Loaded state={now} errorLabels={errorLabels} compact>
        {(n) => (
          <ol className={s.runningList} data-testid="dasha-running">
            {n.current.map((c) => (
              <li key={c.level}>
                <span className={s.runningLevel}>{t.has(`levels.${c.level}`) ? t(`levels.${c.level}`) : c.level}</span>{' '}
                <strong>{names.planets[c.lord]?.name ?? c.lord}</strong>{' '}
                <span className={s.muted}>
                  {formatDate(c.start, locale, zone)} – {formatDate(c.end, locale, zone)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </section>
  );
}

/**
 * A dasha table with drill-down: each period opens its sub-periods (Vimshottari down to prana);
 * the running period is highlighted at every level, and a path of buttons leads back up.
 */
function DrillDown<P extends Period>({
  mahas,
  maxDepth,
  childrenOf,
  lordName,
  zone,
  testId,
}: {
  mahas: P[];
  maxDepth: number;
  childrenOf: (p: P, level: number) => Period[];
  lordName: (p: Period) => string;
  zone: string;
  testId: string;
}) {
  const t = useTranslations('kundali.dasha');
  const locale = useLocale();
  const nowMs = useMemo(() => Date.now(), []);
  const [path, setPath] = useState<number[]>([]);
  const { list, chain } = useMemo(() => {
    let current: Period[] = mahas;
    const picked: Period[] = [];
    for (let depth = 0; depth < path.length; depth++) {
      const chosen = current[path[depth] ?? -1];
      if (!chosen) break;
      picked.push(chosen);
      current = childrenOf(chosen as P, depth + 1);
    }
    return { list: current, chain: picked };
  }, [mahas, path, childrenOf]);
  const depth = chain.length;
  const level = DASHA_LEVELS[depth] ?? 'maha';
  const levelName = t(`levels.${level}`);

  return (
    <div className={s.stack} data-testid={testId} data-depth={depth}>
      <nav aria-label={t('pathLabel')}>
        <ol className={s.crumbs}>
          <li>
            {depth === 0 ? (
              <span aria-current="location">{t('allMaha')}</span>
            ) : (
              <button type="button" className={s.linkButton} onClick={() => setPath([])}>
                {t('allMaha')}
              </button>
            )}
          </li>
          {chain.map((p, i) => (
            <li key={`${p.lord}-${p.start}`}>
              <ChevronRight aria-hidden="true" size={14} />
              {i === depth - 1 ? (
                <span aria-current="location">{lordName(p)}</span>
              ) : (
                <button type="button" className={s.linkButton} onClick={() => setPath(path.slice(0, i + 1))}>
                  {lordName(p)}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={s.caption}>
            {depth === 0 ? levelName : t('levelOf', { level: levelName, path: chain.map(lordName).join(' › ') })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('lord')}</th>
              <th scope="col">{t('start')}</th>
              <th scope="col">{t('end')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p, i) => {
              const live = isRunning(p, nowMs);
              const canOpen = depth + 1 < maxDepth;
              const nextLevel = DASHA_LEVELS[depth + 1] ?? 'antar';
              return (
                <tr
                  key={`${p.lord}-${p.start}`}
                  className={live ? s.runningRow : undefined}
                  aria-current={live ? 'true' : undefined}
                  data-running={live ? 'true' : undefined}
                >
                  <th scope="row">
                    {canOpen ? (
                      <button
                        type="button"
                        className={s.linkButton}
                        onClick={() => setPath([...path, i])}
                        aria-label={t('open', { level: t(`levels.${nextLevel}`), lord: lordName(p) })}
                      >
                        {lordName(p)}
                        <ChevronRight aria-hidden="true" size={14} />
                      </button>
                    ) : (
                      lordName(p)
                    )}
                    {live && <span className={s.badge}>{t('running')}</span>}
                  </th>
                  <td>{formatDate(p.start, locale, zone)}</td>
                  <td>{formatDate(p.end, locale, zone)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DashaResult({ errorLabels }: { errorLabels: ErrorLabels }) {
  const report = useAstrology<ReportAnswer>('get-report');
  return (
    <Loaded state={report} errorLabels={errorLabels}>
      {(r) => {
        const section = r.sections.find((x) => x.key === 'dasha');
        if (!section) return null;
        return (
          <section aria-labelledby="dasha-result" className={s.reportSection} data-testid="dasha-result">
            <h3 id="dasha-result" className={s.h3}>
              {section.heading}
            </h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items?.map((item) => (
              <div key={item.title} className={s.reportItem}>
                <h4 className={s.h4}>{item.title}</h4>
                <p>{item.text}</p>
              </div>
            ))}
          </section>
        );
      }}
    </Loaded>
  );
}
