'use client';

import type { AdminReviewViewData } from '@drishti/contracts/reviews';
import { ChevronLeft, ChevronRight, Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import rv from '@/components/account/review.module.css';
import { Stars } from '@/components/account/stars';
import { ActionStatus, type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/i18n/navigation';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import a from './admin.module.css';
import { formatCount, formatDateTimeIst, type Lang } from './format';
import { type ReviewFilter, reviewsQuery, totalPages } from './reviews-model';

const FILTERS: readonly ReviewFilter[] = ['all', 'visible', 'hidden'];

type Page = { items: AdminReviewViewData[]; total: number; page: number; pageSize: number };
/**
 * Every review, newest first, 20 a page: filter by visible or hidden, and hide (or show again)
 * after a confirmation. Hiding takes a review off the astrologer's profile and out of the rating.
 */
export function ReviewModeration({ lang }: { lang: Lang }) {
  const t = useTranslations('reviews');
  const ta = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<AdminReviewViewData | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<ActionState>(null);

  const { view: list, reload, mutate } = useApi<Page>(`/api/admin/reviews${reviewsQuery(filter, page)}`, lang);

  const name = (r: AdminReviewViewData) =>
    lang === 'hi' && r.astrologer.nameHi ? r.astrologer.nameHi : r.astrologer.name;
  const author = (r: AdminReviewViewData) => r.author ?? t('moderation.anonymous');

  async function toggle(review: AdminReviewViewData) {
    setAsking(null);
    const hidden = !review.hidden;
    setBusyId(review.id);
    setStatus(null);
    const res = await api.post<AdminReviewViewData>(`/api/admin/reviews/${review.id}/hidden`, { hidden });
    setBusyId(null);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      return;
    }
    void mutate((d) => d && { ...d, items: d.items.map((r) => (r.id === review.id ? { ...r, hidden } : r)) }, {
      revalidate: false,
    });
    setStatus({ kind: 'ok', text: hidden ? t('moderation.hiddenDone') : t('moderation.shownDone') });
  }

  const pages = list.kind === 'ready' ? totalPages(list.data.total, list.data.pageSize) : 1;

  return (
    <section aria-labelledby="reviews-heading" className={f.stack} data-testid="reviews-panel">
      <div className={a.panelHead}>
        <h2 id="reviews-heading" className={a.panelHeading}>
          {t('moderation.heading')}
        </h2>
        <div className={f.field}>
          <label htmlFor="reviews-filter" className={f.label}>
            {t('moderation.filter')}
          </label>
          <select
            id="reviews-filter"
            className={f.select}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as ReviewFilter);
              setPage(1);
              setStatus(null);
            }}
            data-testid="reviews-filter"
          >
            {FILTERS.map((x) => (
              <option key={x} value={x}>
                {t(`moderation.filters.${x}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={f.muted}>{t('moderation.intro')}</p>
      <ActionStatus state={status} testId="moderation-status" />

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
          <p className={f.muted} data-testid="reviews-empty">
            {t('moderation.empty')}
          </p>
        ) : (
          <>
            <p className={f.muted} aria-live="polite" data-testid="reviews-count">
              {t('moderation.count', { count: list.data.total })}
            </p>
            <ul className={f.list} data-testid="admin-review-list">
              {list.data.items.map((r) => (
                <li
                  key={r.id}
                  className={`${f.card} ${f.stack}`}
                  data-testid="admin-review"
                  data-review-id={r.id}
                  data-hidden={r.hidden}
                >
                  <div className={a.roundHead}>
                    <p className={a.itemTitle}>{t('moderation.about', { name: name(r) })}</p>
                    <span className={`${f.badge} ${r.hidden ? f.badgeBad : f.badgeGood}`} data-testid="review-state">
                      {r.hidden ? t('moderation.hidden') : t('moderation.visible')}
                    </span>
                  </div>
                  <p className={a.meta}>
                    <Stars rating={r.rating} label={t('stars.label', { rating: r.rating })} size={18} />
                    <span>{t('moderation.by', { author: author(r) })}</span>
                    <time dateTime={r.createdAt}>{formatDateTimeIst(r.createdAt, lang)}</time>
                  </p>
                  {r.comment ? (
                    <p className={f.prose} data-testid="review-comment">
                      {r.comment}
                    </p>
                  ) : (
                    <p className={f.muted}>{t('moderation.noComment')}</p>
                  )}
                  {r.reply && (
                    <div className={rv.reply}>
                      <p className={rv.replyBy}>{t('moderation.reply')}</p>
                      <p className={rv.comment}>{r.reply}</p>
                    </div>
                  )}
                  <div className={f.actions}>
                    <button
                      type="button"
                      className={r.hidden ? f.secondary : f.danger}
                      disabled={busyId === r.id}
                      aria-label={t(r.hidden ? 'moderation.showLabel' : 'moderation.hideLabel', {
                        author: author(r),
                        name: name(r),
                      })}
                      onClick={() => setAsking(r)}
                      data-testid="review-toggle"
                    >
                      {r.hidden ? <Eye aria-hidden="true" size={18} /> : <EyeOff aria-hidden="true" size={18} />}
                      {r.hidden ? t('moderation.show') : t('moderation.hide')}
                    </button>
                    <Link href={`/online-astrologer/${r.astrologer.slug}`} className={f.secondary}>
                      {t('moderation.profile', { name: name(r) })}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('moderation.pagination')} className={f.actions} data-testid="reviews-pages">
                <button
                  type="button"
                  className={f.secondary}
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                  data-testid="reviews-prev"
                >
                  <ChevronLeft aria-hidden="true" size={18} />
                  {t('moderation.previous')}
                </button>
                <span aria-live="polite" data-testid="reviews-page">
                  {t('moderation.page', { page: formatCount(page, lang), pages: formatCount(pages, lang) })}
                </span>
                <button
                  type="button"
                  className={f.secondary}
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                  data-testid="reviews-next"
                >
                  {t('moderation.next')}
                  <ChevronRight aria-hidden="true" size={18} />
                </button>
              </nav>
            )}
          </>
        ))}

      <ConfirmDialog
        open={asking !== null}
        title={asking?.hidden ? t('moderation.showTitle') : t('moderation.hideTitle')}
        message={
          asking ? t(asking.hidden ? 'moderation.showBody' : 'moderation.hideBody', { name: name(asking) }) : undefined
        }
        cancelLabel={t('moderation.cancel')}
        okayLabel={asking?.hidden ? t('moderation.show') : t('moderation.hide')}
        onCancel={() => setAsking(null)}
        onOkay={() => asking && void toggle(asking)}
      />
    </section>
  );
}
