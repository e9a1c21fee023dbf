import type { ApiView } from './use-api';

/**
 * Two reads shown as one (a page that needs both before it can show anything): the first
 * failure (in the order given), else loading while either loads, else both answers together.
 */
export function joinViews<A, B>(first: ApiView<A>, second: ApiView<B>): ApiView<[A, B]> {
  if (first.kind === 'error') return first;
  if (second.kind === 'error') return second;
  if (first.kind === 'loading' || second.kind === 'loading') return { kind: 'loading' };
  return { kind: 'ready', data: [first.data, second.data] };
}
