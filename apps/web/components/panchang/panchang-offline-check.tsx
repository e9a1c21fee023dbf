'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { DatePickerLabels } from '@/components/ui/date-picker';
import { loadPanchangOffline, prefetchPanchangOffline } from '../offline/load';
import type { OfflinePanchangProps } from '../offline/panchang-offline';
import offline from '../offline/offline.module.css';
import { type RenderedDay, mismatchedDay } from './panchang-mismatch';
import {
  DEFAULT_PLACE,
  longDate,
  type Locale,
  parsePanchangQuery,
  type QueryPlace,
  type SearchParams,
} from './panchang-model';
import { PanchangForm } from './panchang-form';

type Wanted = NonNullable<ReturnType<typeof mismatchedDay>>;
type State =
  | { kind: 'rendered' }
  | { kind: 'loading'; wanted: Wanted }
  | { kind: 'computed'; wanted: Wanted; View: ComponentType<OfflinePanchangProps> }
  | { kind: 'failed' };

/**
 * Around the panchang's form and result: checks that the page on screen is for the day and place
 * in the URL. Offline, the service worker may answer with a copy rendered for other inputs (or for
 * a "today" that has passed); then the URL's day is worked out in the browser (the engine comes by
 * dynamic import: fetched ahead of need in the installed app or once the page is used, else on
 * this first offline use, with a note while it loads) and shown in the same view with the
 * offline note. Back online, the page is loaded again from the server.
 */
export function PanchangOfflineCheck({
  rendered,
  locale,
  defaultPlaceLabel,
  dateLabels,
  children,
}: {
  /** What the server rendered: null when it rendered the query's error. */
  rendered: RenderedDay | null;
  locale: Locale;
  defaultPlaceLabel: string;
  dateLabels: DatePickerLabels;
  children: ReactNode;
}) {
  const t = useTranslations('offline');
  const [state, setState] = useState<State>({ kind: 'rendered' });
  const [attempt, setAttempt] = useState(0);
  const renderedKey = JSON.stringify(rendered);

  useEffect(() => prefetchPanchangOffline(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: renderedKey stands for `rendered`; attempt retries a failed load.
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search)) as SearchParams;
    const wanted = mismatchedDay(rendered, parsePanchangQuery(query, Date.now()));
    if (!wanted) {
      setState({ kind: 'rendered' });
      return;
    }
    let live = true;
    setState({ kind: 'loading', wanted });
    loadPanchangOffline()
      .then((m) => {
        if (live) setState({ kind: 'computed', wanted, View: m.OfflinePanchang });
      })
      .catch(() => {
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [renderedKey, attempt]);

  // Back online: the server renders the URL's day again (the page's state is all in its URL).
  useEffect(() => {
    if (state.kind === 'rendered') return;
    const onOnline = () => window.location.reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [state.kind]);

  const wanted = state.kind === 'computed' ? state.wanted : null;
  const place: QueryPlace | null = wanted
    ? wanted.place
      ? { ...wanted.place }
      : { ...DEFAULT_PLACE, label: defaultPlaceLabel }
    : null;
  if (place && !place.label) place.label = `${place.lat.toFixed(4)}, ${place.lon.toFixed(4)}`;
  const View = state.kind === 'computed' ? state.View : null;
  // The live region stays at one place in the tree, so that its text is announced when it changes.
  return (
    <>
      {wanted && place ? (
        <PanchangForm
          key={`${wanted.date.year}-${wanted.date.month}-${wanted.date.day}|${place.lat}|${place.lon}|${place.timezone}`}
          initialDate={wanted.date}
          initialPlace={{ name: place.label.split(',')[0]!, ...place }}
          dateLabels={dateLabels}
        />
      ) : null}
      <p role="status" aria-live="polite" className={offline.note} data-testid="panchang-offline-note">
        {state.kind === 'computed'
          ? t('note')
          : state.kind === 'loading'
            ? t('panchangWorking')
            : state.kind === 'failed'
              ? rendered
                ? t('panchangUnavailable', {
                    date: longDate(rendered.date, locale),
                    place: rendered.queryPlace?.label || defaultPlaceLabel,
                  })
                : t('unavailable')
              : ''}
      </p>
      {wanted && place && View ? (
        <View
          date={wanted.date}
          place={place}
          queryPlace={wanted.place}
          isToday={wanted.isToday}
          locale={locale}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      ) : (
        <div className={offline.contents} aria-busy={state.kind === 'loading' ? true : undefined}>
          {children}
        </div>
      )}
    </>
  );
}
