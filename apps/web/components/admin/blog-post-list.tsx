'use client';

import type { AdminBlogListData, AdminBlogSummaryData, BlogPostStatus } from '@drishti/contracts/blog-admin';
import { ChevronLeft, ChevronRight, Pencil, Plus, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { blogListQuery } from './blog-editor-model';
import b from './blog-editor.module.css';
import { formatCount, formatDateTimeIst, type Lang } from './format';

const FILTERS = ['all', 'draft', 'scheduled', 'published'] as const;
type Filter = (typeof FILTERS)[number];
export const STATUS_BADGE: Record<BlogPostStatus, string> = {
  draft: f.badgeOkay!,
  scheduled: f.badgeNight!,
  published: f.badgeGood!,
};

/** Every post in every status, last edited first, 20 a page: filter by status, search by title, open one to edit. */
export function BlogPostList({
  lang,
  categoryTitles,
  onOpen,
  onNew,
}: {
  lang: Lang;
  categoryTitles: Record<string, string>;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const t = useTranslations('blogEditor');
  const ta = useTranslations('admin');
  const [filter, setFilter] = useState<Filter>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { view: list, reload } = useApi<AdminBlogListData>(
    `/api/admin/blog/posts${blogListQuery(filter, search, page)}`,
    lang,
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setSearch(typed);
    setPage(1);
  }

  const title = (p: AdminBlogSummaryData) => p.title[lang] || p.title.en;
  const pages = list.kind === 'ready' ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section aria-labelledby="blog-admin-heading" className={f.stack} data-testid="blog-admin-list">
      <div className={a.panelHead}>
        <h2 id="blog-admin-heading" className={a.panelHeading}>
          {t('list.heading')}
        </h2>
        <button type="button" className={`button ${f.primary}`} onClick={onNew} data-testid="blog-new">
          <Plus aria-hidden="true" size={20} />
          {t('list.new')}
        </button>
      </div>
      <p className={f.muted}>{t('list.intro')}</p>

      <form className={a.searchRow} onSubmit={submit} aria-label={t('list.searchLabel')}>
        <div className={f.field}>
          <label htmlFor="blog-search" className={f.label}>
            {t('list.search')}
          </label>
          <input
            id="blog-search"
            type="search"
            className={f.input}
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="blog-admin-search"
          />
        </div>
        <button type="submit" className={f.secondary} data-testid="blog-admin-search-button">
          <Search aria-hidden="true" size={18} />
          {t('list.searchButton')}
        </button>
        <div className={f.field}>
          <label htmlFor="blog-filter" className={f.label}>
            {t('list.filter')}
          </label>
          <select
            id="blog-filter"
            className={f.select}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setPage(1);
            }}
            data-testid="blog-admin-filter"
          >
            {FILTERS.map((x) => (
              <option key={x} value={x}>
                {t(`list.filters.${x}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {list.kind === 'loading' && <Skeleton label={ta('common.loading')} />}
      {list.kind === 'error' && (
        <ErrorState
          text={list.message}
          labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
          onRetry={reload}
        />
      )}
      {list.kind === 'ready' &&
        (list.data.items.length === 0 ? (
          <p className={f.muted} data-testid="blog-admin-empty">
            {t('list.empty')}
          </p>
        ) : (
          <>
            <p className={f.muted} aria-live="polite" data-testid="blog-admin-count">
              {t('list.count', { count: list.data.total })}
            </p>
            <ul className={f.list} data-testid="blog-admin-posts">
              {list.data.items.map((p) => (
                <li key={p.id} className={`${f.card} ${a.item}`} data-testid="blog-admin-post" data-slug={p.slug}>
                  <div className={a.itemMain}>
                    <p className={a.itemTitle} lang={p.title[lang] ? lang : 'en'}>
                      {title(p)}
                    </p>
                    <p className={a.meta}>
                      <span className={`${f.badge} ${STATUS_BADGE[p.status]}`} data-testid="blog-admin-status">
                        {t(`status.${p.status}`)}
                      </span>
                      {p.category && <span>{categoryTitles[p.category] ?? p.category}</span>}
                      <span className={b.slug}>/blog/{p.slug}</span>
                    </p>
                    <p className={a.meta}>
                      {p.status === 'draft' || !p.publishAt
                        ? t('list.edited', { time: formatDateTimeIst(p.updatedAt, lang) })
                        : t(p.status === 'scheduled' ? 'list.goesPublic' : 'list.publishedOn', {
                            time: formatDateTimeIst(p.publishAt, lang),
                          })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={f.secondary}
                    onClick={() => onOpen(p.id)}
                    aria-label={t('list.editLabel', { title: title(p) })}
                    data-testid="blog-admin-edit"
                  >
                    <Pencil aria-hidden="true" size={18} />
                    {t('list.edit')}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('list.pagination')} className={f.actions}>
                <button
                  type="button"
                  className={f.secondary}
                  disabled={page <= 1}
                  onClick={() => setPage((n) => n - 1)}
                  data-testid="blog-admin-prev"
                >
                  <ChevronLeft aria-hidden="true" size={18} />
                  {t('list.previous')}
                </button>
                <span aria-live="polite">
                  {t('list.page', { page: formatCount(page, lang), pages: formatCount(pages, lang) })}
                </span>
                <button
                  type="button"
                  className={f.secondary}
                  disabled={page >= pages}
                  onClick={() => setPage((n) => n + 1)}
                  data-testid="blog-admin-next"
                >
                  {t('list.next')}
                  <ChevronRight aria-hidden="true" size={18} />
                </button>
              </nav>
            )}
          </>
        ))}
    </section>
  );
}
