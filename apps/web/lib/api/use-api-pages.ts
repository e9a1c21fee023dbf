'use client';

import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { type ApiError, type ApiLang, clientApi, dataOrThrow } from './client';
import { type ApiView, viewOf } from './use-api';

/*
 * A list read page by page through SWR (docs/ARCHITECTURE.md, "Web data"): the first page is read
 * on mount, `more()` reads the next one after the last line shown. Same quiet rules as `useApi`:
 * no refetch on focus or reconnect, no automatic retries, and asking for an older page does not
 * read the first page again.
 */

const QUIET: SWRInfiniteConfiguration = {
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  revalidateFirstPage: false,
};

/**
 * The path of page `index`, given the page before it (null for the first): null when there is no
 * further page (the page before was not full). `after` gives the path of the page after a line.
 */
export function pagePath<L>(
  first: string,
  size: number,
  after: (last: L) => string,
): (index: number, previous: L[] | null) => string | null {
  return (index, previous) => {
    if (index === 0 || !previous) return first;
    const last = previous.at(-1);
    return previous.length < size || last === undefined ? null : after(last);
  };
}

/**
 * Pages of `size` lines in `lang`. `view` is the state of the first page (the lines of every
 * page read so far once ready); `more` is true while the last page read was full; a failure of a
 * later page leaves the lines shown and `more` offered again.
 */
export function useApiPages<L>(first: string, after: (last: L) => string, size: number, lang: ApiLang) {
  const path = pagePath(first, size, after);
  const swr = useSWRInfinite<L[], ApiError>(
    (index, previous: L[] | null) => {
      const p = path(index, previous);
      return p ? [p, lang] : null;
    },
    ([p, l]: [string, ApiLang]) => dataOrThrow(clientApi(l).get<L[]>(p)),
    QUIET,
  );
  const { data, error, isValidating, size: pages, setSize, mutate } = swr;
  const lines = data?.flat();
  const firstView: ApiView<L[]> = viewOf(lines, data?.length ? undefined : error, isValidating && !data?.length);
  const last = data?.at(-1);
  const read = data?.length ?? 0;
  return {
    view: firstView,
    more: last !== undefined && last.length === size,
    loadingMore: pages > read && isValidating,
    // One page after those read (after a failed one: that page again).
    loadOlder: () => void setSize(read + 1),
    reload: () => void mutate(),
  };
}
