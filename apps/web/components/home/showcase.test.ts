import { homeShowcase } from '@drishti/contracts/home';
import { describe, expect, it } from 'vitest';
import { showcaseOf } from './api-guards';

const data = {
  completedConsultations: 12,
  reviews: [
    { id: 'r1', rating: 5, comment: 'Calm and clear.', author: 'Priya S.', createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 'r2', rating: 4, comment: 'Helpful.', author: null, createdAt: '2026-11-21T10:00:00.000Z' },
  ],
  press: [{ outlet: 'The Example Times', url: 'https://example.com/story', logo: '/press/example.svg' }],
};

describe('home showcase shape check', () => {
  it('accepts what the API schema accepts', () => {
    expect(homeShowcase.parse(data)).toEqual(data);
    expect(showcaseOf(data)).toEqual(data);
  });

  it('drops malformed entries and refuses another shape, so nothing unchecked is shown', () => {
    const messy = {
      ...data,
      reviews: [...data.reviews, { id: 'r3', rating: 'five', comment: 'x', author: null }, null],
      press: [...data.press, { outlet: 'No link' }],
    };
    expect(showcaseOf(messy)).toEqual(data);
    expect(showcaseOf({ reviews: [], press: [] })).toBeNull();
    expect(showcaseOf({ ...data, completedConsultations: 1.5 })).toBeNull();
    expect(showcaseOf(null)).toBeNull();
  });
});
