'use client';

import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { clientApi } from '@/lib/client-api';
import type { BirthRequest } from '../birth-form/types';

/** The parts of the astrology API's answers the kundali page shows (packages/core/src/astrology). */
export interface Point {
  longitude: number;
  sign: number;
  degree: number;
  nakshatra: number;
  pada: number;
  nakshatraLord: string;
}

export interface BirthSummary {
  utc: string;
  local: string;
  timezone: string | null;
  utcOffset: number;
  lat: number;
  lon: number;
  ayanamsa: string;
  node: string;
  positions: string;
}

export interface PlanetRow extends Point {
  house: number;
  bhava: number;
  speed: number;
  retrograde: boolean;
  dignity: string;
  combust: boolean;
}

export interface KundaliDetails {
  birth: BirthSummary;
  ayanamsa: { name: string; degrees: number };
  ascendant: Point;
  planets: Record<string, PlanetRow>;
}

export interface BasicDetails {
  birth: BirthSummary;
  ayanamsa: { name: string; degrees: number };
  ascendant: Point;
  sun: Point;
  moon: Point;
  avakhada: {
    varna: string;
    vashya: string;
    yoni: string;
    gana: string;
    nadi: string;
    signLord: string;
    nakshatraLord: string;
  };
  panchang: {
    vara: number;
    paksha: string;
    tithi: number | null;
    nakshatra: number | null;
    yoga: number | null;
    karana: number | null;
    sunrise: string | null;
    sunset: string | null;
    month: { amanta: { index: number; adhika: boolean }; purnimanta: { index: number; adhika: boolean } };
    samvat: { vikram: number; shaka: number };
  };
}

export interface ChartAnswer {
  chartId: string;
  ascendantSign: number;
  planets: Record<string, { sign: number }>;
  houses: Record<string, number>;
}

export interface Period {
  lord: string;
  start: string;
  end: string;
  sub?: Period[];
}

export interface YoginiPeriod extends Period {
  name: string;
  sub?: YoginiPeriod[];
}

export interface DashaAnswer {
  yearDays: number;
  vimshottari: Period[];
  yogini: YoginiPeriod[];
}

export interface VimshottariNow {
  at: string;
  current: { level: string; lord: string; start: string; end: string }[];
}

export interface AshtakavargaAnswer {
  ascendantSign: number;
  bhinna: Record<string, number[]>;
  sarva: number[];
}

export interface KpLords {
  signLord: string;
  starLord: string;
  subLord: string;
  subSubLord?: string;
}

export interface KpAnswer {
  birth: BirthSummary;
  ayanamsa: number;
  cusps: number[];
  system: string;
  cuspLords: KpLords[];
  planets: Record<string, KpLords & { longitude: number; house: number }>;
  houseSignificators: {
    house: number;
    occupantsStar: string[];
    occupants: string[];
    ownerStar: string[];
    owner: string;
  }[];
  planetSignifications: Record<string, { all: number[] }>;
}

export interface ReportAnswer {
  locale: string;
  title: string;
  sections: {
    key: string;
    heading: string;
    paragraphs: string[];
    items?: { title: string; text: string; tags?: string[] }[];
  }[];
  disclaimer: string;
}

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ok'; data: T };

/** Answers already fetched for the current birth, shared by the tabs (switching back costs nothing). */
export class CallStore {
  private readonly answers = new Map<string, unknown>();
  get(key: string): unknown {
    return this.answers.get(key);
  }
  set(key: string, value: unknown) {
    this.answers.set(key, value);
  }
}

export const KundaliContext = createContext<{ store: CallStore; request: BirthRequest; lang: 'en' | 'hi' } | null>(
  null,
);

/**
 * Calls `POST /api/users/astrology/<path>` for the current birth once (lazily, when a tab first
 * needs it) and keeps the answer for the other tabs.
 */
export function useAstrology<T>(path: string, extra?: Record<string, unknown>): CallState<T> {
  const ctx = useContext(KundaliContext);
  if (!ctx) throw new Error('useAstrology outside KundaliContext');
  const { store, request, lang } = ctx;
  const body = { ...request, lang, ...extra };
  const key = `${path}|${JSON.stringify(body)}`;
  const cached = store.get(key) as T | undefined;
  const [state, setState] = useState<CallState<T>>(cached ? { status: 'ok', data: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the body; attempt re-runs a failed call.
  useEffect(() => {
    const have = store.get(key) as T | undefined;
    if (have) {
      setState({ status: 'ok', data: have });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    clientApi(lang)
      .post<T>(`/api/users/astrology/${path}`, body)
      .then((res) => {
        if (!live) return;
        if (res.success) {
          store.set(key, res.data);
          setState({ status: 'ok', data: res.data });
        } else setState({ status: 'error', message: res.message, retry });
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return state;
}
