import { nakshatraByIndex } from '@drishti/content/nakshatras';
import { describe, expect, it } from 'vitest';
import { isNakshatraAnswer, moonSignOf } from './nakshatra-model';

describe('nakshatra finder model', () => {
  it('accepts the API answer (content nakshatra with pada) and rejects others', () => {
    expect(isNakshatraAnswer({ ...nakshatraByIndex(4), pada: 4, moonLongitude: 51.3 })).toBe(true);
    expect(isNakshatraAnswer({ index: 4, key: 'rohini' })).toBe(false);
  });

  it('finds the Moon sign and degrees from the sidereal longitude', () => {
    expect(moonSignOf(51.3)).toEqual({ sign: 2, degree: expect.closeTo(21.3, 9) });
    expect(moonSignOf(0)).toEqual({ sign: 1, degree: 0 });
    expect(moonSignOf(359.5).sign).toBe(12);
  });
});
