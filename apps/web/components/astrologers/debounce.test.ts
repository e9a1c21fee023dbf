import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms after the last keystroke and searches once with the last text', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('m');
    vi.advanceTimersByTime(300);
    typed('me');
    vi.advanceTimersByTime(300);
    typed('mee');
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    expect(typed.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('mee');
    expect(typed.pending()).toBe(false);
  });

  it('searches at once on Enter (flush) and not again when the timer would have run', () => {
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('meera');
    typed.flush();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('meera');
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
    // Nothing waiting: flush does nothing.
    typed.flush();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('cancels a waiting call', () => {
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('a');
    typed.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(typed.pending()).toBe(false);
  });
});
