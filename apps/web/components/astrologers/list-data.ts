import { type AstrologerCardData, astrologerListResponse } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';
import { withoutLiveState } from '@/components/home/api-guards';
import { getServer, type ServerResult } from '@/lib/api/server';
import { type AstrologerFilters, astrologersApiPath, PAGE_SIZE } from './query';

/** The most cards one API call gives (the contract's `limit`). */
const API_LIMIT = 48;

export interface ListPages {
  items: AstrologerCardData[];
  total: number;
}

/**
 * The first `pages` pages of the list (`?page=3`: 36 cards), in as few API calls as the API's
 * limit allows, made together. The cards carry no online state: who is online changes by the
 * second and comes from the list's island after load (islands/astrologer-list.island.ts), never
 * from the HTML. The first failure is the answer.
 */
export async function fetchListPages(
  filters: AstrologerFilters,
  locale: Locale,
  pages: number,
): Promise<ServerResult<ListPages>> {
  const wanted = Math.max(1, pages) * PAGE_SIZE;
  const calls: Promise<ServerResult<ListPages>>[] = [];
  for (let offset = 0; offset < wanted; offset += API_LIMIT)
    calls.push(
      getServer(astrologersApiPath(filters, offset, Math.min(API_LIMIT, wanted - offset)), astrologerListResponse, {
        locale,
      }),
    );
  const answers = await Promise.all(calls);
  const seen = new Set<string>();
  const items: AstrologerCardData[] = [];
  let total = 0;
  for (const answer of answers) {
    if (!answer.ok) return answer;
    total = answer.data.total;
    for (const a of answer.data.items)
      if (!seen.has(a.id)) {
        seen.add(a.id);
        items.push(withoutLiveState(a));
      }
  }
  return { ok: true, data: { items, total } };
}
