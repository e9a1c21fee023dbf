'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ErrorState, type ErrorLabels } from '@/components/ui/error-state';
import { TabSwitcher } from '@/components/ui/tab-switcher';
import { zoneName } from '@/lib/clock';
import { BirthForm } from '../birth-form/birth-form';
import { CHART_STYLE_KEY, type ChartStyle, readChartStyle } from '../charts/chart-model';
import { type BirthValue, birthFromQuery, birthToQuery, formatUtcOffset, toBirthRequest } from '../birth-form/types';
import { rememberPlace } from '../birth-form/recent-places';
import { prefetchKundaliOffline } from '../offline/load';
import { OfflineNote, OfflineUnavailable } from '../offline/offline-note';
import { sameBirth, toOfflineRequest } from './offline-birth';
import { type BasicDetails, CallStore, type CallState, KundaliContext, useAstrology, watchReconnect } from './api';
import { formatDate, formatDateTime, formatTime } from './format';
import s from './kundali.module.css';
import { AshtakvargaTab, BasicTab, ChartsTab, DashaTab, KpTab, ReportTab } from './lazy-tabs';
import type { KundaliNames } from './names';
import { kundaliPdfUrl } from './pdf-url';
import { isKundaliTab, KUNDALI_TABS, type KundaliTab } from './tabs';

export interface KundaliAppProps {
  initial: BirthValue | null;
  initialTab?: KundaliTab;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}

/**
 * /kundali: the birth form and, once it is sent, the kundali in six tabs. The inputs go into the
 * URL (shareable, bookmarkable); each tab asks the API for what it shows when first opened.
 */
export function KundaliApp({ initial, initialTab, names, errorLabels }: KundaliAppProps) {
  const t = useTranslations('kundali');
  const lang = useLocale() === 'hi' ? 'hi' : 'en';
  const [birth, setBirth] = useState<BirthValue | null>(initial);
  const [formInitial, setFormInitial] = useState<BirthValue | null>(initial);
  const [tab, setTab] = useState<KundaliTab>(initialTab ?? 'basic');
  // Bumped when the connection returns: a new store asks the API again for every answer.
  const [generation, setGeneration] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must give a new store.
  const store = useMemo(() => (birth ? new CallStore() : null), [birth, generation]);
  const request = useMemo(() => (birth ? toBirthRequest(birth) : null), [birth]);
  const offlineRequest = useMemo(() => (birth ? toOfflineRequest(birth) : null), [birth]);
  const offline = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.hasOffline ?? notOffline, notOffline);

  // Offline, the service worker may answer with a copy of this page rendered for another birth
  // (or for none): the URL is what the visitor asked for, so it wins over what was rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const fromUrl = birthFromQuery(q);
    if (fromUrl && !sameBirth(fromUrl, initial)) {
      setBirth(fromUrl);
      setFormInitial(fromUrl);
      const urlTab = q.get('tab');
      setTab(isKundaliTab(urlTab) ? urlTab : 'basic');
    }
  }, []);

  // The place of a kundali shown (a shared link too) can then be found again without a connection.
  useEffect(() => {
    if (birth) rememberPlace(birth.place);
  }, [birth]);

  // Fetch the offline modules while the browser is idle and online, so that they are cached.
  useEffect(() => prefetchKundaliOffline(), []);

  // Back online: ask the API again for answers worked out on the device (or not worked out at all).
  useEffect(() => (store ? watchReconnect(window, store, () => setGeneration((g) => g + 1)) : undefined), [store]);

  const writeUrl = useCallback((v: BirthValue, nextTab: KundaliTab, push: boolean) => {
    const q = birthToQuery(v);
    if (nextTab !== 'basic') q.set('tab', nextTab);
    const url = `${window.location.pathname}?${q.toString()}`;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const submit = (v: BirthValue) => {
    focusResult.current = true;
    setBirth(v);
    setTab('basic');
    writeUrl(v, 'basic', true);
  };

  const selectTab = (id: string) => {
    if (!isKundaliTab(id)) return;
    setTab(id);
    if (birth) writeUrl(birth, id, false);
  };

  useEffect(() => {
    if (birth && focusResult.current) {
      focusResult.current = false;
      headingRef.current?.focus();
    }
  }, [birth]);

  return (
    <div className={s.app}>
      <div className={s.formBox}>
        <BirthForm
          idPrefix="kundali"
          legend={t('formLegend')}
          initial={formInitial}
          submitLabel={t('submit')}
          onSubmit={submit}
          showSavedProfiles
        />
      </div>
      {birth && store && request && offlineRequest && (
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
      )}
    </div>
  );
}

const noSubscription = () => () => {};
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
