'use client';

import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiError, type ApiLang, clientApi, dataOrThrow, type RequestOptions } from './client';

/*
 * Client-side reads through SWR over the one API client (docs/ARCHITECTURE.md, "Web data"): the
 * loading, error and ready states come from SWR; components keep only their view state. Reads are
 * cached by path and language and made again on every mount (the cached answer shown meanwhile),
 * on `reload`, or after `mutate`: no refetch on focus or reconnect, no automatic retries, the
 * same calls as a hand-written fetch.
 */

/** What a read shows: loading (first load or a retry after a failure), the failure, or the data. */
export type ApiView<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

/**
 * What a read shows: a failure until a retry starts (then loading again, as a hand-written fetch
 * showed), the data once there is some (kept on screen while it is read again), else loading.
 */
export function viewOf<T>(
  data: T | undefined,
  error: { message: string } | undefined,
  validating: boolean,
): ApiView<T> {
  if (error) return validating ? { kind: 'loading' } : { kind: 'error', message: error.message };
  if (data !== undefined) return { kind: 'ready', data };
  return { kind: 'loading' };
}

const QUIET: SWRConfiguration = {
  // Every mount reads afresh (a list shown again after an edit must not show what was removed);
  // the cached answer is shown meanwhile.
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/**
 * GET `path` (null: nothing to read yet) in `lang`. Returns SWR's answer plus `view`, the state
 * to render, and `reload`, which fetches again.
 */
export function useApi<T>(
  path: string | null,
  lang: ApiLang,
  options: Pick<RequestOptions<T>, 'schema'> & { config?: SWRConfiguration<T, ApiError> } = {},
) {
  const { schema, config } = options;
  const swr = useSWR<T, ApiError, [string, ApiLang] | null>(
    path ? [path, lang] : null,
    ([p, l]) => dataOrThrow(clientApi(l).get<T>(p, schema ? { schema } : {})),
    { ...QUIET, ...config },
  );
  const { data, error, isLoading, isValidating, mutate } = swr;
  const view = useMemo(() => viewOf<T>(data, error, isValidating), [data, error, isValidating]);
  return { ...swr, isLoading, view, reload: () => void mutate() };
}
