'use client';

import { useCallback, useEffect, useState } from 'react';
import { CHART_STYLE_KEY, type ChartStyle, readChartStyle } from './chart-model';

/** The visitor's chart style, remembered in localStorage (North Indian until they choose). */
export function useChartStyle(): [ChartStyle, (s: ChartStyle) => void] {
  const [style, setStyleState] = useState<ChartStyle>('north');
  useEffect(() => {
    try {
      setStyleState(readChartStyle(window.localStorage.getItem(CHART_STYLE_KEY)));
    } catch {
      // Storage can be blocked (private modes); the default style stays.
    }
  }, []);
  const setStyle = useCallback((next: ChartStyle) => {
    setStyleState(next);
    try {
      window.localStorage.setItem(CHART_STYLE_KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  }, []);
  return [style, setStyle];
}
