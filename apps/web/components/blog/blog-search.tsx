'use client';

import { LoaderCircle, Search, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useReducer, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { useKeepTyped } from '@/components/ui/keep-typed';
import s from './blog.module.css';
import { PostCard, PostCardSkeletons } from './post-card';
import { type PostLocale, toPostCard } from './post-model';
import { searchBlogs } from './search-client';
import { runSearch, searchReducer } from './search-model';

/**
 * The blog search box. Enter or the button starts a search: the busy indicator shows for one second,
 * then the results (or a message that nothing matched) replace the list, which comes back when the
 * search is cleared. `children` is the server-rendered list.
 */
export function BlogSearch({
  children,
  categoryTitles,
  readingMinutes,
}: {
  children: ReactNode;
  categoryTitles: Record<string, string>;
  readingMinutes: Record<string, number>;
}) {
  const formRef = useKeepTyped();
  const t = useTranslations('blogs');
  const te = useTranslations('errors');
  const locale = useLocale() as PostLocale;
  const [state, dispatch] = useReducer(searchReducer, { status: 'idle' });
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  async function search(query: string) {
    dispatch({ type: 'start', query });
    if (!query.trim()) return;
    dispatch(await runSearch(query.trim(), (text) => searchBlogs(text)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(text);
  }

  function clear() {
    setText('');
    dispatch({ type: 'clear' });
    input.current?.focus();
  }

  const busy = state.status === 'busy';

  return (
    <>
      <search>
        <form ref={formRef} className={s.search} onSubmit={onSubmit} action="">
          <label htmlFor="blog-search" className="visually-hidden">
            {t('search.label')}
          </label>
          <div className={s.searchField}>
            <Search aria-hidden="true" size={20} className={s.searchIcon} />
            <input
              ref={input}
              id="blog-search"
              name="search"
              type="search"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (!event.target.value.trim()) dispatch({ type: 'clear' });
              }}
              placeholder={t('search.placeholder')}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              className={s.searchInput}
              data-testid="blog-search-input"
            />
          </div>
          <button type="submit" className="button" disabled={busy} data-testid="blog-search-button">
            {t('search.button')}
          </button>
        </form>
      </search>

      <div aria-live="polite" className={s.searchStatus}>
        {busy && (
          <p className={s.busy} data-testid="search-busy">
            <LoaderCircle aria-hidden="true" size={20} className={s.spinner} />
            {t('search.busy')}
          </p>
        )}
        {state.status === 'done' && (
          <p className="visually-hidden">{t('search.resultsCount', { count: state.posts.length })}</p>
        )}
      </div>

      {state.status === 'idle' ? (
        children
      ) : (
        <section aria-labelledby="search-heading" aria-busy={busy} className={s.results} data-testid="search-results">
          <div className={s.resultsHeader}>
            <h2 id="search-heading" className={s.sectionHeading}>
              {t('search.resultsHeading', { query: state.query })}
            </h2>
            <button type="button" className={s.clear} onClick={clear} data-testid="blog-search-clear">
              <X aria-hidden="true" size={18} />
              {t('search.clear')}
            </button>
          </div>
          {busy && <PostCardSkeletons />}
          {state.status === 'error' && (
            <ErrorState
              text={state.message}
              labels={{ prefix: te('errorPrefix'), generic: te('generic'), retry: te('retry') }}
              onRetry={() => void search(state.query)}
            />
          )}
          {state.status === 'done' &&
            (state.posts.length === 0 ? (
              <p className={s.empty} data-testid="search-empty">
                {t('search.empty', { query: state.query })}
              </p>
            ) : (
              <>
                <p className={s.count}>{t('search.resultsCount', { count: state.posts.length })}</p>
                <ul className={s.list}>
                  {state.posts.map((post) => (
                    <li key={post.id}>
                      <PostCard
                        post={toPostCard(post, locale, {
                          categoryTitles,
                          readingMinutes,
                          readingTemplate: t('card.readingTime'),
                        })}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ))}
        </section>
      )}
    </>
  );
}
