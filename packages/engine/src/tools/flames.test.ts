import { describe, expect, it } from 'vitest';
import { flames } from './flames';

describe('flames', () => {
  it('plays Ram and Sita', () => {
    // RAM / SITA share one A → left R M and S I T → 5
    // count 5 round FLAMES: F L A M E → strike E; from S: S F L A M → strike M; from S: S F L A S → strike S;
    // from F: F L A F L → strike L; from A: A F A F A → strike A → F
    const g = flames('Ram', 'Sita');
    expect(g.remaining).toEqual(['RM', 'SIT']);
    expect(g.count).toBe(5);
    expect(g.eliminated).toEqual(['enemies', 'marriage', 'siblings', 'love', 'affection']);
    expect(g.result).toBe('friends');
  });

  it('plays Romeo and Juliet', () => {
    // ROMEO / JULIET share one E → R O M O and J U L I T → 9
    // strike A (F L A M E S F L A), then F, then L, then S, then M → E
    const g = flames('Romeo', 'Juliet');
    expect(g.count).toBe(9);
    expect(g.eliminated).toEqual(['affection', 'friends', 'love', 'siblings', 'marriage']);
    expect(g.result).toBe('enemies');
  });

  it('cancels repeated letters one for one', () => {
    // ANNA / NAN: A cancels A, N cancels N, N cancels N → A left in ANNA, nothing in NAN → 1
    // count 1 strikes F, L, A, M, E in turn → S
    const g = flames('Anna', 'Nan');
    expect(g.remaining).toEqual(['A', '']);
    expect(g.count).toBe(1);
    expect(g.result).toBe('siblings');
  });

  it('does not depend on order', () => {
    expect(flames('Sita', 'Ram').result).toBe(flames('Ram', 'Sita').result);
    expect(flames('Sita', 'Ram').count).toBe(5);
  });

  it('has no result when every letter cancels', () => {
    expect(flames('Anna', 'Naan')).toMatchObject({ count: 0, result: null, eliminated: [] });
  });

  it('rejects names with no Latin letters', () => {
    expect(() => flames('', 'Sita')).toThrow('tools/name-without-latin-letters');
  });
});
