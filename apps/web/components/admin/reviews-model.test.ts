import { describe, expect, it } from 'vitest';
import { reviewsQuery, totalPages } from './reviews-model';

describe('the moderation list’s query', () => {
  it('asks for hidden or visible reviews and pages after the first', () => {
    expect(reviewsQuery('all', 1)).toBe('');
    expect(reviewsQuery('hidden', 1)).toBe('?hidden=true');
    expect(reviewsQuery('visible', 3)).toBe('?hidden=false&page=3');
    expect(reviewsQuery('all', 2)).toBe('?page=2');
  });

  it('counts pages of 20, one at least', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
    expect(totalPages(45, 20)).toBe(3);
  });
});
