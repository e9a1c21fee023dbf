'use client';

import type { HomeShowcaseData } from '@drishti/contracts/home';
import { useEffect, useState } from 'react';
import { clientApi } from '@/lib/api/client';
import { HOME_SHOWCASE_PATH, showcaseOf } from './api-guards';

/*
 * GET /api/publics/home holds everything the home page may claim: the count of completed
 * consultations, reviews quoted with their authors' consent (none below five) and the press
 * coverage the operator configured. The page reads it on the server (home-data.ts) and gives each
 * of the three sections its part as `initial`; only a page rendered while the API could not be
 * read (during `next build`) asks for it in the browser, once for all three sections.
 */

/** Each section's part. */
export const countPart = (s: HomeShowcaseData) => s.completedConsultations;
export const reviewsPart = (s: HomeShowcaseData) => s.reviews;
export const pressPart = (s: HomeShowcaseData) => s.press;
// The showcase carries no message to show: the language of the call does not matter.
const api = clientApi('en');
let pending: Promise<HomeShowcaseData | null> | null = null;

function load(): Promise<HomeShowcaseData | null> {
  pending ??= api.get<unknown>(HOME_SHOWCASE_PATH).then((res) => {
    const out = res.success ? showcaseOf(res.data) : null;
    if (!out) pending = null; // a failed call is tried again on the next visit
    return out;
  });
  return pending;
}

/**
 * A section's part of the showcase: what the server rendered (`initial`), else, when the server
 * could not read it, loaded once in the browser (undefined while loading, null when it could not
 * be read: then the section shows nothing). `part` is a module-level function (a stable identity).
 */
export function useShowcasePart<T>(
  initial: T | undefined,
  part: (showcase: HomeShowcaseData) => T,
): T | null | undefined {
  const [loaded, setLoaded] = useState<T | null | undefined>(undefined);
  const rendered = initial !== undefined;
  useEffect(() => {
    if (rendered) return;
    let live = true;
    void load().then((v) => {
      if (live) setLoaded(v ? part(v) : null);
    });
    return () => {
      live = false;
    };
  }, [rendered, part]);
  return rendered ? initial : loaded;
}
