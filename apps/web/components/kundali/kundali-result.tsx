'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorState, type ErrorLabels } from '@/components/ui/error-state';
import { TabSwitcher } from '@/components/ui/tab-switcher';
import { zoneName } from '@/lib/clock';
import { CHART_STYLE_KEY, type ChartStyle, readChartStyle } from '../charts/chart-model';
import { type BirthValue, formatUtcOffset, toBirthRequest } from '../birth-form/types';
import { OfflineNote, OfflineUnavailable } from '../offline/offline-note';
import { toOfflineRequest } from './offline-birth';
import { type BasicDetails, CallStore, type CallState, KundaliContext, useAstrology, watchReconnect } from './api';
import { formatDate, formatDateTime, formatTime } from './format';
import s from './kundali.module.css';
// The first tab comes with this module: it hydrates in the same pass as the intro, which asks the
// same `basic-details` answer (a tab hydrated later would start from that cached answer and no
// longer match the server's loading state).
import { BasicTab } from './basic-tab';
import { AshtakvargaTab, ChartsTab, DashaTab, KpTab, ReportTab } from './lazy-tabs';
import type { KundaliNames } from './names';
import { kundaliPdfUrl } from './pdf-url';
import { KUNDALI_TABS, type KundaliTab } from './tabs';

/**
 * The kundali of a birth: heading, the calculation settings, the PDF link and the six tabs, each
 * asking the API for what it shows when first opened (worked out on the device when the API
 * cannot be reached). Loaded by the kundali page (./kundali-app.tsx) once a birth is given.
 */
export function KundaliResult({
  birth,
  tab,
  onSelectTab,
  names,
  errorLabels,
  focusResult,
}: {
  birth: BirthValue;
  tab: KundaliTab;
  onSelectTab: (id: string) => void;
  names: KundaliNames;
  errorLabels: ErrorLabels;
  /** Set by the form when a birth was just sent: the heading then takes the focus. */
  focusResult: RefObject<boolean>;
}) {
  const t = useTranslations('kundali');
  const lang = useLocale() === 'hi' ? 'hi' : 'en';
  // Bumped when the connection returns: a new store asks the API again for every answer.
  const [generation, setGeneration] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must give a new store.
  const store = useMemo(() => new CallStore(), [birth, generation]);
  const request = useMemo(() => toBirthRequest(birth), [birth]);
  const offlineRequest = useMemo(() => toOfflineRequest(birth), [birth]);
  const offline = useSyncExternalStore(store.subscribe, store.hasOffline, notOffline);

  // Back online: ask the API again for answers worked out on the device (or not worked out at all).
  useEffect(() => watchReconnect(window, store, () => setGeneration((g) => g + 1)), [store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new birth is what moves the focus.
  useEffect(() => {
    if (focusResult.current) {
      focusResult.current = false;
      headingRef.current?.focus();
    }
  }, [birth]);

  const selectTab = onSelectTab;
  return (
    <KundaliContext.Provider value={{ store, request, offlineRequest, lang }}>
      <section className={s.result} aria-labelledby="kundali-result-heading" data-testid="kundali-result">
        <h2 id="kundali-result-heading" ref={headingRef} tabIndex={-1} className={s.resultHeading}>
          {t('resultHeading', { name: birth.name })}
        </h2>
        <OfflineNote show={offline} />
        <ResultIntro birth={birth} errorLabels={errorLabels} />
        <PdfDownload birth={birth} lang={lang} offline={offline} />
        <TabSwitcher
          tabs={KUNDALI_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          selected={tab}
          onSelect={selectTab}
          label={t('tabsLabel')}
          idPrefix="kundali"
          panelId="kundali-panel"
        />
        <div
          id="kundali-panel"
          role="tabpanel"
          aria-labelledby={`kundali-tab-${tab}`}
          className={s.panel}
          data-testid={`panel-${tab}`}
        >
          {tab === 'basic' && <BasicTab birth={birth} names={names} errorLabels={errorLabels} />}
          {tab === 'kundali' && <ChartsTab birth={birth} names={names} errorLabels={errorLabels} />}
          {tab === 'dasha' && <DashaTab birth={birth} names={names} errorLabels={errorLabels} />}
          {tab === 'ashtakvarga' && <AshtakvargaTab birth={birth} names={names} errorLabels={errorLabels} />}
          {tab === 'kp' && <KpTab names={names} errorLabels={errorLabels} />}
          {tab === 'report' && <ReportTab errorLabels={errorLabels} />}
        </div>
      </section>
    </KundaliContext.Provider>
  );
}

const notOffline = () => false;

/** The birth line and the calculation settings used (ayanamsa, node, zone and offset at birth). */
function ResultIntro({ birth, errorLabels }: { birth: BirthValue; errorLabels: ErrorLabels }) {
  const t = useTranslations('kundali');
  const locale = useLocale();
  const basic = useAstrology<BasicDetails>('basic-details');
  const local = Date.UTC(birth.year, birth.month - 1, birth.day, birth.hour, birth.minute);
  return (
    <div className={s.intro}>
      <p>
        {t('resultIntro', {
          date: formatDate(local, locale, 'UTC'),
          time: formatTime(local, locale, 'UTC'),
          place: birth.place.label,
        })}
      </p>
      <Loaded state={basic} errorLabels={errorLabels} compact>
        {(b) => (
          <details className={s.settings} open data-testid="calc-settings">
            <summary>{t('settings.heading')}</summary>
            <ul>
              <li>
                {t('settings.ayanamsa', {
                  name: t.has(`settings.ayanamsas.${b.ayanamsa.name}`)
                    ? t(`settings.ayanamsas.${b.ayanamsa.name}`)
                    : b.ayanamsa.name,
                  degrees: `${b.ayanamsa.degrees.toFixed(4)}°`,
                })}
              </li>
              <li>
                {t('settings.node', {
                  node: b.birth.node === 'true' ? t('settings.nodes.true') : t('settings.nodes.mean'),
                })}
              </li>
              <li data-testid="calc-zone">
                {b.birth.timezone
                  ? t('settings.zone', {
                      zone: zoneName(b.birth.timezone, locale),
                      offset: formatUtcOffset(b.birth.utcOffset, locale),
                      utc: formatDateTime(b.birth.utc, locale, 'UTC'),
                    })
                  : t('settings.fixedZone', {
                      offset: formatUtcOffset(b.birth.utcOffset, locale),
                      utc: formatDateTime(b.birth.utc, locale, 'UTC'),
                    })}
              </li>
              <li>{t('settings.houses')}</li>
              <li>{t('settings.sunrise')}</li>
            </ul>
          </details>
        )}
      </Loaded>
    </div>
  );
}

/** Loading, error with Retry, or the content of a call. */
export function Loaded<T>({
  state,
  errorLabels,
  children,
  compact,
}: {
  state: CallState<T>;
  errorLabels: ErrorLabels;
  children: (data: T) => ReactNode;
  compact?: boolean;
}) {
  const t = useTranslations('kundali');
  if (state.status === 'loading') {
    return (
      <div className={compact ? s.loadingSmall : s.loading} role="status" aria-live="polite" data-testid="loading">
        <span className={s.skeleton} aria-hidden="true" />
        <span className={s.skeleton} aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState text={state.message} labels={errorLabels} onRetry={state.retry} />;
  if (state.status === 'unavailable') return <OfflineUnavailable problem={state.problem} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}

/** The chart style the visitor chose on the Kundali tab (remembered in this browser). */
function storedChartStyle(): ChartStyle {
  try {
    return readChartStyle(window.localStorage.getItem(CHART_STYLE_KEY));
  } catch {
    return 'north';
  }
}

/**
 * Downloads the kundali as a PDF in the page's language, its charts in the style chosen on the
 * Kundali tab (read when the link is followed, as the visitor may switch it after rendering).
 */
function PdfDownload({ birth, lang, offline }: { birth: BirthValue; lang: 'en' | 'hi'; offline: boolean }) {
  const t = useTranslations('kundali');
  const tOffline = useTranslations('offline');
  // The PDF is drawn on the server: offline, the link could only fail.
  if (offline) {
    return (
      <p className={s.pdf} data-testid="kundali-pdf-offline">
        <span className={s.pdfHint}>{tOffline('pdf')}</span>
      </p>
    );
  }
  const url = (style: ChartStyle) =>
    kundaliPdfUrl({
      ...toBirthRequest(birth),
      name: birth.name,
      gender: birth.gender,
      place: birth.place.label,
      lang,
      style,
    });
  return (
    <p className={s.pdf}>
      <a
        href={url('north')}
        download
        className="button"
        data-testid="kundali-pdf"
        onClick={(e) => {
          e.currentTarget.href = url(storedChartStyle());
        }}
      >
        {t('pdf.download')}
      </a>
      <span className={s.pdfHint}>{t('pdf.hint')}</span>
    </p>
  );
}
