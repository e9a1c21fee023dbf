/** Which reviews the moderation list shows. */
export type ReviewFilter = 'all' | 'visible' | 'hidden';

/** The query string of `GET /api/admin/reviews` for a filter and a page ("" for all, first page). */
export function reviewsQuery(filter: ReviewFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('hidden', filter === 'hidden' ? 'true' : 'false');
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return q ? `?${q}` : '';
}

/** Pages needed for `total` reviews, `pageSize` a page (at least one, for the empty list). */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
