import { describe, expect, it } from 'vitest';
import { LruMap } from './lru';

describe('LruMap', () => {
  it('keeps at most its limit, forgetting the least recently used entry', () => {
    const m = new LruMap<string, number>(3);
    m.set('a', 1).set('b', 2).set('c', 3);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('d', 4);
    expect(m.size).toBe(3);
    expect(m.get('b')).toBeUndefined();
    expect([m.get('a'), m.get('c'), m.get('d')]).toEqual([1, 3, 4]);
    m.set('c', 30); // updating refreshes too
    m.set('e', 5);
    expect(m.get('a')).toBeUndefined();
    expect([m.get('c'), m.get('d'), m.get('e')]).toEqual([30, 4, 5]);
  });

  it('stays full rather than dropping everything at the limit', () => {
    const m = new LruMap<number, number>(10_000);
    for (let i = 0; i < 25_000; i++) m.set(i, i);
    expect(m.size).toBe(10_000);
    expect(m.get(24_999)).toBe(24_999);
    expect(m.get(15_000)).toBe(15_000);
    expect(m.get(14_999)).toBeUndefined();
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
