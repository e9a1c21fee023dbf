'use client';

import type { HomeReviewData, HomeShowcaseData, PressLinkData } from '@drishti/contracts/home';
import { createApiClient } from '@drishti/contracts/client';
import { useEffect, useState } from 'react';

/*
 * GET /api/publics/home holds everything the home page may claim: the count of completed
 * consultations, reviews quoted with their authors' consent (none below five) and the press
 * coverage the operator configured. Three sections read it; one request serves them all.
 */

export const HOME_SHOWCASE_PATH = '/api/publics/home';
const api = createApiClient();
let pending: Promise<HomeShowcaseData | null> | null = null;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function isReview(v: unknown): v is HomeReviewData {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.comment) &&
    Number.isInteger(v.rating) &&
    (v.author === null || isString(v.author))
  );
}
function isPress(v: unknown): v is PressLinkData {
  return isObject(v) && isString(v.outlet) && isString(v.url) && isString(v.logo);
}

/** The showcase from `data`, or null for another shape (then nothing is shown). */
export function showcaseOf(data: unknown): HomeShowcaseData | null {
  if (!isObject(data) || !Number.isInteger(data.completedConsultations)) return null;
  if (!Array.isArray(data.reviews) || !Array.isArray(data.press)) return null;
  return {
    completedConsultations: data.completedConsultations as number,
    reviews: data.reviews.filter(isReview),
    press: data.press.filter(isPress),
  };
}

function load(): Promise<HomeShowcaseData | null> {
  pending ??= api.call<unknown>('GET', HOME_SHOWCASE_PATH).then((res) => {
    const out = res.success ? showcaseOf(res.data) : null;
    if (!out) pending = null; // a failed call is tried again on the next visit
    return out;
  });
  return pending;
}

/** The showcase once loaded: undefined while loading, null when it could not be read. */
export function useShowcase(): HomeShowcaseData | null | undefined {
  const [value, setValue] = useState<HomeShowcaseData | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((v) => {
      if (live) setValue(v);
    });
    return () => {
      live = false;
    };
  }, []);
  return value;
}
