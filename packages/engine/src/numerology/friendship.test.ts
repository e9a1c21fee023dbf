import { describe, expect, it } from 'vitest';
import { friendshipRoot, numberCompatibility, numberRelation } from './friendship';

describe('numberRelation', () => {
  it('lists every friend of the spec table', () => {
    // Parsed from the spec's sentence, independently of the table in friendship.ts.
    const spec =
      '1: 9,2,5,3,4,6; 2: 1,5,3,2; 3: 1,5,2,3,9; 4: 7,6,5,1; 5: 1,2,6,5,4,8; 6: 7,4,8,5,6; 7: 7,6,5,8; 8: 6,5,7; 9: 1,3,5,7';
    let checked = 0;
    for (const row of spec.split('; ')) {
      const [of, list] = row.split(': ');
      const friends = list!.split(',').map(Number);
      for (let other = 1; other <= 9; other++) {
        const r = numberRelation(Number(of), other);
        if (friends.includes(other)) expect(r.listedAs).toContain('friend');
        else expect(r.listedAs).not.toContain('friend');
        checked++;
      }
    }
    expect(checked).toBe(81);
  });

  it('resolves the double listings of row 1 by friend > neutral > enemy', () => {
    // 6 is listed as friend (9,2,5,3,4,6) and neutral (7,6,1): friend wins
    expect(numberRelation(1, 6)).toEqual({ relation: 'friend', listedAs: ['friend', 'neutral'] });
    // 1 is listed as neutral (7,6,1) and enemy (8,1): neutral wins
    expect(numberRelation(1, 1)).toEqual({ relation: 'neutral', listedAs: ['neutral', 'enemy'] });
    expect(numberRelation(1, 7)).toEqual({ relation: 'neutral', listedAs: ['neutral'] });
    expect(numberRelation(1, 8)).toEqual({ relation: 'enemy', listedAs: ['enemy'] });
  });

  it('calls non-friends of 2–9 unlisted, never neutral or enemy', () => {
    // 8's friends are 6, 5, 7 only
    expect(numberRelation(8, 1)).toEqual({ relation: 'unlisted', listedAs: [] });
    expect(numberRelation(8, 8).relation).toBe('unlisted');
    expect(numberRelation(9, 9).relation).toBe('unlisted');
  });

  it('rejects numbers outside 1–9', () => {
    expect(() => numberRelation(0, 1)).toThrow(RangeError);
    expect(() => numberRelation(1, 10)).toThrow(RangeError);
  });
});

describe('numberCompatibility', () => {
  it('reads both rows', () => {
    // 1 lists 2 and 2 lists 1
    expect(numberCompatibility(2, 1).verdict).toBe('mutual-friends');
    // 4 lists 7 (7,6,5,1); 7 does not list 4 (7,6,5,8)
    const c = numberCompatibility(4, 7);
    expect(c.aToB.relation).toBe('friend');
    expect(c.bToA.relation).toBe('unlisted');
    expect(c.verdict).toBe('one-way-friends');
    // 1 calls 8 an enemy; 8 does not list 1
    expect(numberCompatibility(8, 1).verdict).toBe('enemy');
    // 1 calls 7 neutral; 7 does not list 1
    expect(numberCompatibility(1, 7).verdict).toBe('neutral');
    // 9 lists 1,3,5,7; 2 lists 1,5,3,2: neither lists the other
    expect(numberCompatibility(9, 2).verdict).toBe('unlisted');
    // 1 and itself: neutral after precedence
    expect(numberCompatibility(1, 1).verdict).toBe('neutral');
  });
});

describe('friendshipRoot', () => {
  it('reduces masters and compounds to a table row', () => {
    expect(friendshipRoot(11)).toBe(2);
    expect(friendshipRoot(22)).toBe(4);
    expect(friendshipRoot(33)).toBe(6);
    expect(friendshipRoot(9)).toBe(9);
    expect(friendshipRoot(18)).toBe(9);
    expect(() => friendshipRoot(0)).toThrow(RangeError);
  });
});
