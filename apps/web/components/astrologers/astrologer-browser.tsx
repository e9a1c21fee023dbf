'use client';

import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { RotateCcw, Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useKeepTyped } from '@/components/ui/keep-typed';
import { clientApi } from '@/lib/api/client';
import { AstrologerCard } from './astrologer-card';
import { FilterControls } from './astrologer-filters';
import s from './astrologers.module.css';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';
import { formatNumber } from './format';
import { astrologerPage } from './guards';
import {
  type AstrologerFilters,
  astrologersApiPath,
  DEFAULT_FILTERS,
  filtersToQueryString,
  hasChoices,
  SEARCH_MAX,
} from './query';

export type InitialResults =
  | { status: 'ready'; items: AstrologerCardData[]; total: number }
  | { status: 'error'; message: string | null };

type View =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | {
      status: 'ready';
      items: AstrologerCardData[];
      total: number;
      more: { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string | null };
    };

const SKELETONS = [0, 1, 2, 3, 4, 5];

/**
 * The consultants list: search (debounced 500 ms, Enter at once), filters and sort kept in the
 * URL, "Load more" paging, and the loading, error (Try Again), empty and list states. The first
 * page arrives rendered by the server; later pages and changes are fetched here.
 */
export function AstrologerBrowser({
  locale,
  initialFilters,
  initial,
  skills,
  languages,
}: {
  locale: Locale;
  initialFilters: AstrologerFilters;
  initial: InitialResults;
  /** Skill and language codes offered by the filters, in the catalogue's order. */
  skills: readonly string[];
  languages: readonly string[];
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('astrologers');
  const te = useTranslations('errors');
  const api = useMemo(() => clientApi(locale), [locale]);

  const [filters, setFilters] = useState<AstrologerFilters>(initialFilters);
  const [searchText, setSearchText] = useState(initialFilters.search);
  const [view, setView] = useState<View>(() =>
    initial.status === 'ready'
      ? { status: 'ready', items: initial.items, total: initial.total, more: { status: 'idle' } }
      : initial,
  );
  const filtersRef = useRef(filters);
  const latest = useRef(0);
  const retryRef = useRef<HTMLButtonElement>(null);
  const focusRetry = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const errorMessage = useCallback((message: string | null | undefined) => message || te('generic'), [te]);

  const fetchPage = useCallback(
    async (f: AstrologerFilters, offset: number) => {
      // The API's own message, or null when it gave none (no answer, a broken one): then the page's generic text.
      const { result: res, apiMessage } = await api.exchange<unknown>(
        'GET',
        astrologersApiPath(f, offset),
        undefined,
        {},
      );
      if (!res.success) return { ok: false as const, message: apiMessage };
      const page = astrologerPage(res.data);
      return page ? { ok: true as const, ...page } : { ok: false as const, message: null };
    },
    [api],
  );

  const loadFirst = useCallback(
    async (f: AstrologerFilters) => {
      const request = ++latest.current;
      setView({ status: 'loading' });
      const res = await fetchPage(f, 0);
      if (request !== latest.current) return;
      setView(
        res.ok
          ? { status: 'ready', items: res.items, total: res.total, more: { status: 'idle' } }
          : { status: 'error', message: res.message },
      );
    },
    [fetchPage],
  );

  /** Applies new choices: the URL follows (shareable), then the first page is fetched. */
  const commit = useCallback(
    (next: AstrologerFilters) => {
      filtersRef.current = next;
      setFilters(next);
      const url = `${window.location.pathname}${filtersToQueryString(next)}`;
      window.history.replaceState(null, '', url);
      void loadFirst(next);
    },
    [loadFirst],
  );

  const commitRef = useRef(commit);
  commitRef.current = commit;
  const debouncedSearch = useMemo(
    () =>
      debounce((text: string) => {
        if (text === filtersRef.current.search) return;
        commitRef.current({ ...filtersRef.current, search: text });
      }, SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => debouncedSearch.cancel(), [debouncedSearch]);

  /** A filter changed: it applies at once, together with whatever is typed in the search box. */
  const change = (patch: (f: AstrologerFilters) => AstrologerFilters) => {
    debouncedSearch.cancel();
    commit(patch({ ...filtersRef.current, search: searchText.trim().slice(0, SEARCH_MAX) }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    debouncedSearch.cancel();
    commit({ ...filtersRef.current, search: searchText.trim().slice(0, SEARCH_MAX) });
  };

  const clearAll = () => {
    debouncedSearch.cancel();
    setSearchText('');
    commit({ ...DEFAULT_FILTERS });
  };

  const retry = () => {
    focusRetry.current = true;
    void loadFirst(filtersRef.current);
  };

  const loadMore = async () => {
    if (view.status !== 'ready') return;
    const request = latest.current;
    const offset = view.items.length;
    setView({ ...view, more: { status: 'loading' } });
    const res = await fetchPage(filtersRef.current, offset);
    if (request !== latest.current) return;
    setView((current) => {
      if (current.status !== 'ready') return current;
      if (!res.ok) return { ...current, more: { status: 'error', message: res.message } };
      const seen = new Set(current.items.map((a) => a.id));
      focusFrom.current = current.items.length;
      return {
        status: 'ready',
        items: [...current.items, ...res.items.filter((a) => !seen.has(a.id))],
        total: res.total,
        more: { status: 'idle' },
      };
    });
  };

  // After "Load more", keyboard users continue at the first new card.
  useEffect(() => {
    if (view.status !== 'ready' || focusFrom.current === null) return;
    const index = focusFrom.current;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('[data-testid="astrologer-name"]')[index]?.focus();
  }, [view]);

  // After a Try Again that fails again, focus goes back to the new Try Again button.
  useEffect(() => {
    if (view.status === 'error' && focusRetry.current) retryRef.current?.focus();
    if (view.status !== 'loading') focusRetry.current = false;
  }, [view]);

  return (
    <div className={`container ${s.browser}`}>
      <section className={s.controls} aria-labelledby="astrologer-filters-heading">
        <h2 id="astrologer-filters-heading" className="visually-hidden">
          {t('list.searchHeading')}
        </h2>
        <search>
          <form ref={formRef} className={s.searchForm} onSubmit={onSubmit} data-testid="astrologer-search-form">
            <label htmlFor="astrologer-search" className="visually-hidden">
              {t('list.searchLabel')}
            </label>
            <span className={s.searchBox}>
              <Search aria-hidden="true" size={20} className={s.searchIcon} />
              <input
                id="astrologer-search"
                type="search"
                name="search"
                className={s.searchInput}
                placeholder={t('list.searchPlaceholder')}
                value={searchText}
                maxLength={SEARCH_MAX}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(e) => {
                  setSearchText(e.target.value);
                  debouncedSearch(e.target.value.trim().slice(0, SEARCH_MAX));
                }}
              />
            </span>
            <button type="submit" className="button">
              {t('list.searchButton')}
            </button>
          </form>
        </search>

        <FilterControls locale={locale} filters={filters} change={change} skills={skills} languages={languages} />
        {hasChoices(filters) && (
          <button type="button" className={s.clear} onClick={clearAll} data-testid="clear-filters">
            <X aria-hidden="true" size={18} />
            {t('list.clear')}
          </button>
        )}
      </section>

      <section
        className={s.results}
        aria-labelledby="astrologer-results-heading"
        aria-busy={view.status === 'loading'}
        data-testid="astrologer-results"
        data-status={view.status}
      >
        <h2 id="astrologer-results-heading" className={s.resultsHeading}>
          {view.status === 'ready' ? t('list.results', { count: view.total }) : t('list.listLabel')}
        </h2>
        <p className="visually-hidden" role="status">
          {view.status === 'loading'
            ? t('list.loading')
            : view.status === 'ready' && view.more.status === 'loading'
              ? t('list.loadingMore')
              : view.status === 'ready'
                ? t('list.results', { count: view.total })
                : ''}
        </p>

        {view.status === 'loading' && (
          <ul className={s.grid} aria-hidden="true">
            {SKELETONS.map((i) => (
              <SkeletonCard key={i} />
            ))}
          </ul>
        )}

        {view.status === 'error' && (
          <div className={s.message} role="alert" data-testid="astrologers-error">
            <p className={s.errorText}>
              {te('errorPrefix')} {errorMessage(view.message)}
            </p>
            <button ref={retryRef} type="button" className="button" onClick={retry} data-testid="try-again">
              <RotateCcw aria-hidden="true" size={18} />
              {t('list.tryAgain')}
            </button>
          </div>
        )}

        {view.status === 'ready' && view.items.length === 0 && (
          <div className={s.message} data-testid="astrologers-empty">
            <p className={s.emptyText}>{t('list.empty')}</p>
            <p>{t('list.emptyHint')}</p>
            {hasChoices(filters) && (
              <button type="button" className="button" onClick={clearAll}>
                {t('list.clear')}
              </button>
            )}
          </div>
        )}

        {view.status === 'ready' && view.items.length > 0 && (
          <>
            <ul className={s.grid} ref={listRef} aria-label={t('list.listLabel')} data-testid="astrologer-list">
              {view.items.map((a) => (
                <AstrologerCard key={a.id} astrologer={a} locale={locale} />
              ))}
            </ul>
            <div className={s.more}>
              <p className={s.showing}>
                {t('list.showing', {
                  shown: formatNumber(view.items.length, locale),
                  total: formatNumber(view.total, locale),
                })}
              </p>
              {view.more.status === 'error' && (
                <p className={s.errorText} role="alert">
                  {te('errorPrefix')} {errorMessage(view.more.message)}
                </p>
              )}
              {view.items.length < view.total && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void loadMore()}
                  disabled={view.more.status === 'loading'}
                  data-testid="load-more"
                >
                  {view.more.status === 'loading'
                    ? t('list.loadingMore')
                    : view.more.status === 'error'
                      ? t('list.tryAgain')
                      : t('list.loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function SkeletonCard() {
  return (
    <li className={s.item} data-testid="astrologer-skeleton">
      <div className={`${s.card} ${s.skeleton}`}>
        <div className={s.top}>
          <span className={s.boneAvatar} />
          <span className={s.boneLines}>
            <span className={s.bone} />
            <span className={`${s.bone} ${s.boneShort}`} />
          </span>
        </div>
        <span className={s.bone} />
        <span className={s.bone} />
        <span className={`${s.bone} ${s.boneShort}`} />
        <span className={s.boneButton} />
      </div>
    </li>
  );
}
