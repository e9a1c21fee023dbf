import {
  type AstrologerCardData,
  type AstrologerProfileData,
  astrologerListResponse,
  astrologerProfileResponse,
} from '@drishti/contracts/astrologers';
import { slotsResponse } from '@drishti/contracts/bookings';
import { type ReviewViewData, reviewListResponse } from '@drishti/contracts/reviews';
import type { Locale } from '@drishti/content/types';
import { cache } from 'react';
import type { z } from 'zod';
import { serverApiBaseUrl } from '@/lib/api-server';
import { type AstrologerFilters, astrologersApiPath } from './query';

/*
 * The consultants API as server components see it: same process and port, answers checked with
 * the contracts' zod schemas, failures returned (never thrown) with the HTTP status so that an
 * unknown astrologer becomes a 404 page and anything else an error state with Try Again.
 */

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

async function get<T>(
  path: string,
  schema: z.ZodType<{ success: true; data: T; message?: string | undefined }>,
  locale: Locale,
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}${path}`, {
      headers: { accept: 'application/json', 'x-lang': locale },
      cache: 'no-store',
    });
    const json: unknown = await res.json().catch(() => null);
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : null;
    if (!res.ok) return { ok: false, status: res.status, message };
    const parsed = schema.safeParse(json);
    if (!parsed.success) return { ok: false, status: 502, message };
    return { ok: true, data: parsed.data.data };
  } catch {
    // Nothing listens during `next build`, and the API may be restarting: an error state, not a crash.
    return { ok: false, status: 503, message: null };
  }
}

/** One page of the consultants list. */
export function fetchAstrologers(
  filters: AstrologerFilters,
  locale: Locale,
  offset = 0,
): Promise<ApiResult<{ items: AstrologerCardData[]; total: number }>> {
  return get(astrologersApiPath(filters, offset), astrologerListResponse, locale);
}

/** One astrologer's profile (memoised per request: the metadata and the page share it). */
export const fetchProfile = cache(
  (slug: string, locale: Locale): Promise<ApiResult<AstrologerProfileData>> =>
    get(`/api/publics/astrologers/${encodeURIComponent(slug)}`, astrologerProfileResponse, locale),
);

/** Free slots of `duration` minutes over the next `days` days. */
export function fetchSlots(
  slug: string,
  locale: Locale,
  duration = 15,
  days = 14,
): Promise<ApiResult<{ astrologerId: string; pricePerMinute: number; slots: { startsAt: string; endsAt: string }[] }>> {
  return get(
    `/api/publics/astrologers/${encodeURIComponent(slug)}/slots?duration=${duration}&days=${days}`,
    slotsResponse,
    locale,
  );
}

/** The visible reviews of an astrologer, newest first. */
export function fetchReviews(slug: string, locale: Locale): Promise<ApiResult<ReviewViewData[]>> {
  return get(`/api/publics/astrologers/${encodeURIComponent(slug)}/reviews`, reviewListResponse, locale);
}
