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
import { getServer, type ServerResult } from '@/lib/api/server';
import { type AstrologerFilters, astrologersApiPath } from './query';

/*
 * The consultants API as server components see it, answers checked with the contracts' schemas;
 * an unknown astrologer is a 404 page and anything else an error state with Try Again.
 */

export type ApiResult<T> = ServerResult<T>;

/** One page of the consultants list. */
export function fetchAstrologers(
  filters: AstrologerFilters,
  locale: Locale,
  offset = 0,
): Promise<ApiResult<{ items: AstrologerCardData[]; total: number }>> {
  return getServer(astrologersApiPath(filters, offset), astrologerListResponse, { locale });
}

/** One astrologer's profile (memoised per request: the metadata and the page share it). */
export const fetchProfile = cache(
  (slug: string, locale: Locale): Promise<ApiResult<AstrologerProfileData>> =>
    getServer(`/api/publics/astrologers/${encodeURIComponent(slug)}`, astrologerProfileResponse, { locale }),
);

/** Free slots of `duration` minutes over the next `days` days. */
export function fetchSlots(
  slug: string,
  locale: Locale,
  duration = 15,
  days = 14,
): Promise<ApiResult<{ astrologerId: string; pricePerMinute: number; slots: { startsAt: string; endsAt: string }[] }>> {
  return getServer(
    `/api/publics/astrologers/${encodeURIComponent(slug)}/slots?duration=${duration}&days=${days}`,
    slotsResponse,
    { locale },
  );
}

/** The visible reviews of an astrologer, newest first. */
export function fetchReviews(slug: string, locale: Locale): Promise<ApiResult<ReviewViewData[]>> {
  return getServer(`/api/publics/astrologers/${encodeURIComponent(slug)}/reviews`, reviewListResponse, { locale });
}
