import { describe, expect, it } from 'vitest';
import { nextOpen } from './faq-state';

/** Clicks the questions in order, starting with all closed, and records what is open after each. */
function clicks(keys: string[]): (string | null)[] {
  let open: string | null = null;
  return keys.map((key) => {
    open = nextOpen(open, key);
    return open;
  });
}

describe('FAQ accordion state', () => {
  it('opens the clicked item when all are closed', () => {
    expect(nextOpen(null, 'a')).toBe('a');
  });

  it('closes the open item when it is clicked again', () => {
    expect(nextOpen('a', 'a')).toBeNull();
  });

  it('opens another item and closes the first', () => {
    expect(nextOpen('a', 'b')).toBe('b');
  });

  it('never has more than one item open through a run of clicks', () => {
    expect(clicks(['a', 'b', 'b', 'c', 'a', 'a', 'a'])).toEqual(['a', 'b', null, 'c', 'a', null, 'a']);
  });
});
