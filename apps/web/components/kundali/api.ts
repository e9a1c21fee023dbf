'use client';

import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type ClientResult, clientApi } from '@/lib/api/client';
import type { BirthRequest } from '../birth-form/types';
import { browserOffline, computeKundaliOffline, type OfflineBirthRequest, type OfflineProblem } from '../offline/load';

/** The astrology API's answers, as @drishti/contracts describes them (docs/CALCULATIONS.md). */
export type {
  AshtakavargaAnswer,
  AstroPoint as Point,
  BasicDetailsAnswer as BasicDetails,
  BirthSummary,
  ChartDrawing as ChartAnswer,
  KpAnswer,
  KpLords,
  KundaliDetailsAnswer as KundaliDetails,
  VimshottariNowAnswer as VimshottariNow,
} from '@drishti/contracts/astrology-answers';
export type {
  DashaAnswer,
  Period,
  ReportData as ReportAnswer,
  YPeriod as YoginiPeriod,
} from '@drishti/contracts/astrology';

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  /** The API could not be reached and this answer cannot be worked out on the device. */
  | { status: 'unavailable'; problem: OfflineProblem; retry: () => void }
  /** `offline`: worked out on the device while the API could not be reached. */
  | { status: 'ok'; data: T; offline?: boolean };

/**
 * Answers already fetched for the current birth, shared by the tabs (switching back costs
 * nothing). Answers worked out on the device are marked, so the page can say so and ask the API
 * again once the connection is back.
 */
export class CallStore {
  private readonly answers = new Map<string, unknown>();
  private readonly offlineKeys = new Set<string>();
  private readonly listeners = new Set<() => void>();
  get(key: string): unknown {
    return this.answers.get(key);
  }
  set(key: string, value: unknown, offline = false) {
    this.answers.set(key, value);
    const was = this.offlineKeys.size;
    if (offline) this.offlineKeys.add(key);
    else this.offlineKeys.delete(key);
    if (this.offlineKeys.size !== was) for (const l of this.listeners) l();
  }
  isOffline(key: string): boolean {
    return this.offlineKeys.has(key);
  }
  /** True while any answer shown was worked out on the device. */
  hasOffline = (): boolean => this.offlineKeys.size > 0;
  /** Set when a part could not be worked out on the device: reconnecting should ask the API for it. */
  missed = false;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const KundaliContext = createContext<{
  store: CallStore;
  request: BirthRequest;
  /** The same birth with its zone, for working the answers out on the device. */
  offlineRequest: OfflineBirthRequest;
  lang: 'en' | 'hi';
} | null>(null);

/**
 * Calls `POST /api/users/astrology/<path>` for the current birth once (lazily, when a tab first
 * needs it) and keeps the answer for the other tabs. When the API cannot be reached (the browser
 * is offline, or the request fails without an answer; never on an error the API sends), the
 * answer is worked out on the device with the engine. A new store (after reconnecting) asks the
 * API again; the answer on screen stays until the new one arrives.
 */
export function useAstrology<T>(path: string, extra?: Record<string, unknown>): CallState<T> {
  const ctx = useContext(KundaliContext);
  if (!ctx) throw new Error('useAstrology outside KundaliContext');
  const { store, request, offlineRequest, lang } = ctx;
  const body = { ...request, lang, ...extra };
  const key = `${path}|${JSON.stringify(body)}`;
  const cached = store.get(key) as T | undefined;
  const [shown, setShown] = useState<{ key: string; state: CallState<T> }>(() => ({
    key,
    state: cached !== undefined ? { status: 'ok', data: cached, offline: store.isOffline(key) } : { status: 'loading' },
  }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the body; attempt re-runs a failed call; a new store asks again.
  useEffect(() => {
    const have = store.get(key) as T | undefined;
    if (have !== undefined) {
      setShown({ key, state: { status: 'ok', data: have, offline: store.isOffline(key) } });
      return;
    }
    let live = true;
    // An answer already on screen for this very call stays while it is asked for again.
    setShown((prev) => (prev.key === key && prev.state.status === 'ok' ? prev : { key, state: { status: 'loading' } }));
    const show = (state: CallState<T>) => {
      if (live) setShown({ key, state });
    };
    void fetchAnswer<T>({
      path,
      offlineRequest,
      lang,
      offline: browserOffline,
      post: (p) => clientApi(lang).post<T>(`/api/users/astrology/${p}`, body),
      compute: computeKundaliOffline,
    }).then((got) => {
      if (!live) return;
      if (got.kind === 'api' || got.kind === 'offline') {
        store.set(key, got.data, got.kind === 'offline');
        show({ status: 'ok', data: got.data, ...(got.kind === 'offline' ? { offline: true } : {}) });
      } else if (got.kind === 'error') show({ status: 'error', message: got.message, retry });
      else {
        store.missed = true;
        show({ status: 'unavailable', problem: got.problem, retry });
      }
    });
    return () => {
      live = false;
    };
  }, [key, attempt, store]);
  return shown.key === key
    ? shown.state
    : cached !== undefined
      ? { status: 'ok', data: cached, offline: store.isOffline(key) }
      : { status: 'loading' };
}

export type Fetched<T> =
  | { kind: 'api'; data: T }
  | { kind: 'error'; message: string }
  | { kind: 'offline'; data: T }
  | { kind: 'unavailable'; problem: OfflineProblem };

/**
 * One answer: from the API, or worked out on the device when the API cannot be reached. The
 * browser saying it is offline skips the request; a request that gets no answer at all (status
 * 0: network down, server unreachable) falls back too. An answer the API gives, even an error,
 * is what the visitor sees.
 */
export async function fetchAnswer<T>(deps: {
  path: string;
  offlineRequest: OfflineBirthRequest;
  lang: 'en' | 'hi';
  offline: () => boolean;
  post: (path: string) => Promise<ClientResult<T>>;
  compute: typeof computeKundaliOffline;
  now?: () => number;
}): Promise<Fetched<T>> {
  if (!deps.offline()) {
    const res = await deps.post(deps.path);
    if (res.success) return { kind: 'api', data: res.data };
    if (res.status !== 0) return { kind: 'error', message: res.message };
  }
  const result = await deps.compute<T>(deps.path, deps.offlineRequest, deps.lang, (deps.now ?? Date.now)());
  return result.ok ? { kind: 'offline', data: result.data } : { kind: 'unavailable', problem: result.problem };
}

/**
 * Calls `onReconnect` when the browser comes back online while the store holds answers worked
 * out on the device (or parts that could not be). Returns the function that stops listening.
 */
export function watchReconnect(target: EventTarget, store: CallStore, onReconnect: () => void): () => void {
  const onOnline = () => {
    if (store.hasOffline() || store.missed) onReconnect();
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
