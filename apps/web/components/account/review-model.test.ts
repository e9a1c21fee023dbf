import { describe, expect, it } from 'vitest';
import { type MyReview, reviewBody, reviewsByBooking, withReview } from './review-model';

const review = (id: string, bookingId: string | null): MyReview => ({
  id,
  bookingId,
  rating: 4,
  comment: null,
  reply: null,
  author: null,
  hidden: false,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('review form rules', () => {
  it('sends the comment trimmed, and none when it is blank', () => {
    expect(reviewBody('b1', 4, '  Calm and clear.  ')).toEqual({
      bookingId: 'b1',
      rating: 4,
      comment: 'Calm and clear.',
      publicConsent: false,
    });
    expect(reviewBody('b1', 5, '   ')).toEqual({ bookingId: 'b1', rating: 5 });
  });

  it('sends the consent to quote the comment on the home page only with a comment', () => {
    expect(reviewBody('b1', 5, 'Kind and clear.', true)).toEqual({
      bookingId: 'b1',
      rating: 5,
      comment: 'Kind and clear.',
      publicConsent: true,
    });
    expect(reviewBody('b1', 5, '  ', true)).toEqual({ bookingId: 'b1', rating: 5 });
  });

  it('indexes the user’s reviews by booking, leaving out live-session reviews', () => {
    const map = reviewsByBooking([review('r1', 'b1'), review('r2', null), review('r3', 'b3')]);
    expect(Object.keys(map).sort()).toEqual(['b1', 'b3']);
    expect(map.b3?.id).toBe('r3');
  });
});

describe('withReview', () => {
  it('adds a posted review, replacing an earlier one of the same booking and keeping the others', () => {
    const list = [review('r1', 'b1'), review('r2', 'b2'), review('r3', null)];
    const next = withReview(list, review('r4', 'b1'));
    expect(next.map((r) => r.id)).toEqual(['r2', 'r3', 'r4']);
    expect(reviewsByBooking(next).b1?.id).toBe('r4');
    expect(list).toHaveLength(3);
  });

  it('starts a list when none was read yet', () => {
    expect(withReview(undefined, review('r1', 'b1')).map((r) => r.id)).toEqual(['r1']);
  });
});
