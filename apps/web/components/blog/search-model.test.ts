import type { BlogSummaryData } from '@drishti/contracts/blog';
import { describe, expect, it, vi } from 'vitest';
import { runSearch, SEARCH_BUSY_MS, type SearchState, searchReducer } from './search-model';

const post = { id: '1', slug: 'rahu' } as BlogSummaryData;

describe('searchReducer', () => {
  it('goes from idle to busy to done, and back to idle on clear', () => {
    let s: SearchState = { status: 'idle' };
    s = searchReducer(s, { type: 'start', query: '  rahu ' });
    expect(s).toEqual({ status: 'busy', query: 'rahu' });
    s = searchReducer(s, { type: 'resolve', query: 'rahu', posts: [post] });
    expect(s).toEqual({ status: 'done', query: 'rahu', posts: [post] });
    expect(searchReducer(s, { type: 'clear' })).toEqual({ status: 'idle' });
  });

  it('treats an empty search as going back to the list', () => {
    expect(searchReducer({ status: 'done', query: 'x', posts: [] }, { type: 'start', query: '   ' })).toEqual({
      status: 'idle',
    });
  });

  it('ignores the late answer of an older search', () => {
    const busy: SearchState = { status: 'busy', query: 'vastu' };
    expect(searchReducer(busy, { type: 'resolve', query: 'rahu', posts: [post] })).toBe(busy);
    expect(searchReducer(busy, { type: 'fail', query: 'rahu', message: 'x' })).toBe(busy);
    const idle: SearchState = { status: 'idle' };
    expect(searchReducer(idle, { type: 'resolve', query: 'rahu', posts: [] })).toBe(idle);
  });

  it('records a failure with its message', () => {
    expect(searchReducer({ status: 'busy', query: 'q' }, { type: 'fail', query: 'q', message: 'Down' })).toEqual({
      status: 'error',
      query: 'q',
      message: 'Down',
    });
  });
});

describe('runSearch', () => {
  it('keeps the busy state for a full second even when the answer is quicker', async () => {
    vi.useFakeTimers();
    try {
      const search = vi.fn(async (search: string) => ({ success: true as const, data: { search, data: [post] } }));
      let done = false;
      const result = runSearch('rahu', search).then((a) => {
        done = true;
        return a;
      });
      await vi.advanceTimersByTimeAsync(SEARCH_BUSY_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ type: 'resolve', query: 'rahu', posts: [post] });
      expect(search).toHaveBeenCalledWith('rahu');
      expect(SEARCH_BUSY_MS).toBe(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a slow answer and reports failures', async () => {
    const waits: number[] = [];
    const action = await runSearch(
      'x',
      async () => ({ success: false, message: 'Something went wrong!' }),
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([1000]);
    expect(action).toEqual({ type: 'fail', query: 'x', message: 'Something went wrong!' });
  });
});
