'use client';

import { useEffect } from 'react';
import { markReady } from '@/islands/page-state';

/**
 * Tells the page that React has hydrated it (apps/web/islands/page-state.ts sets
 * `html[data-hydrated]` once the islands are mounted too). On a page served without React it never
 * runs, and the islands alone make the page ready.
 */
export function ReactReady() {
  useEffect(() => markReady('react'), []);
  return null;
}
