'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiLang, clientApi } from '@/lib/api/client';
import { type BirthValue, birthToQuery, toBirthRequest } from '../birth-form/types';

/** A call's state as a data view shows it (docs/CONVENTIONS.md, views of data: loading, error with Retry, success). */
export type CallState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'done'; data: T };

/**
 * POSTs to a same-origin API path and keeps the latest answer. A newer call supersedes an older
 * one still in flight; an answer that fails `accept` is treated as a failure (generic message).
 */
export function useApiCall<T>(lang: ApiLang, path: string, accept: (data: unknown) => data is T) {
  const [state, setState] = useState<CallState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    async (body: unknown) => {
      const call = ++latest.current;
      setState({ status: 'loading' });
      const res = await clientApi(lang).post<unknown>(path, body);
      if (call !== latest.current) return;
      if (res.success && accept(res.data)) setState({ status: 'done', data: res.data });
      // A 4xx message is the API's own text in the page language; anything else is the generic one.
      else
        setState({
          status: 'error',
          message: !res.success && res.status >= 400 && res.status < 500 ? res.message : null,
        });
    },
    [lang, path, accept],
  );
  return { state, run };
}

/** Puts a tool's inputs in the address bar (shareable, bookmarkable) without a navigation. */
export function replaceQuery(query: string): void {
  window.history.replaceState(null, '', `${window.location.pathname}?${query}`);
}

/**
 * A one-person birth tool: the value, the API call for it, the address bar kept in step, the
 * result focused after a submit, and a shared link (the value in the URL) answered at once.
 */
export function useBirthTool<T>(
  lang: ApiLang,
  path: string,
  accept: (data: unknown) => data is T,
  initial: BirthValue | null,
) {
  const { state, run } = useApiCall(lang, path, accept);
  const [value, setValue] = useState<BirthValue | null>(initial);
  const [focusResult, setFocusResult] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const call = useCallback((v: BirthValue) => run({ ...toBirthRequest(v), lang }), [run, lang]);

  const submit = useCallback(
    (v: BirthValue) => {
      setValue(v);
      setFocusResult(true);
      void call(v);
      replaceQuery(birthToQuery(v).toString());
    },
    [call],
  );

  const ranInitial = useRef(false);
  useEffect(() => {
    if (ranInitial.current || !initial) return;
    ranInitial.current = true;
    void call(initial);
  }, [initial, call]);

  useEffect(() => {
    if (!focusResult || state.status === 'loading') return;
    if (state.status === 'done') resultRef.current?.focus();
    setFocusResult(false);
  }, [focusResult, state.status]);

  const retry = value ? () => void call(value) : undefined;
  return { state, value, submit, retry, resultRef };
}
