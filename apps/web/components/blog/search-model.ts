import type { BlogSummaryData } from '@drishti/contracts/blog';
import type { Envelope } from '@drishti/contracts/envelope';
import type { BlogSearchData } from './blog-api';

/** The busy indicator of a search shows for this long (spec: it clears after 1 second). */
export const SEARCH_BUSY_MS = 1000;

export type SearchState =
  | { status: 'idle' }
  | { status: 'busy'; query: string }
  | { status: 'done'; query: string; posts: BlogSummaryData[] }
  | { status: 'error'; query: string; message: string };

export type SearchAction =
  | { type: 'start'; query: string }
  | { type: 'resolve'; query: string; posts: BlogSummaryData[] }
  | { type: 'fail'; query: string; message: string }
  | { type: 'clear' };

/** Idle (the list shows) → busy → done or error; clear goes back to the list. Late answers are ignored. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'start': {
      const query = action.query.trim();
      return query ? { status: 'busy', query } : { status: 'idle' };
    }
    case 'resolve':
      return state.status === 'busy' && state.query === action.query
        ? { status: 'done', query: action.query, posts: action.posts }
        : state;
    case 'fail':
      return state.status === 'busy' && state.query === action.query
        ? { status: 'error', query: action.query, message: action.message }
        : state;
    case 'clear':
      return { status: 'idle' };
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one search: the call and the busy time in parallel, so the indicator shows for the full
 * second and the results appear once both are over. Returns the action that ends the busy state.
 */
export async function runSearch(
  query: string,
  search: (text: string) => Promise<Envelope<BlogSearchData>>,
  wait: (ms: number) => Promise<void> = delay,
): Promise<SearchAction> {
  const [res] = await Promise.all([search(query), wait(SEARCH_BUSY_MS)]);
  return res.success ? { type: 'resolve', query, posts: res.data.data } : { type: 'fail', query, message: res.message };
}
