import { NAKSHATRAS } from '@drishti/content/nakshatras';
import { describe, expect, it } from 'vitest';
import { splitFirstSentence } from './sentences';

describe('splitFirstSentence', () => {
  it('splits English and Hindi text after the first sentence', () => {
    expect(splitFirstSentence('One two. Three four. Five.')).toEqual({ first: 'One two.', rest: 'Three four. Five.' });
    expect(splitFirstSentence('पहला वाक्य। दूसरा वाक्य।')).toEqual({ first: 'पहला वाक्य।', rest: 'दूसरा वाक्य।' });
  });

  it('keeps a single sentence whole', () => {
    expect(splitFirstSentence(' Only one sentence. ')).toEqual({ first: 'Only one sentence.', rest: '' });
  });

  it('loses no text of any nakshatra description', () => {
    for (const n of NAKSHATRAS) {
      for (const locale of ['en', 'hi'] as const) {
        const text = n.description[locale];
        const { first, rest } = splitFirstSentence(text);
        expect(rest.length, n.key).toBeGreaterThan(0);
        expect(`${first} ${rest}`).toBe(text.trim());
      }
    }
  });
});
