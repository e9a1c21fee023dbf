import { describe, expect, it } from 'vitest';
import { subPeriods } from './dasha-model';
import { coord, dms, formatDate } from './format';

describe('dms', () => {
  it('writes degrees in a sign as DD°MM′SS″', () => {
    expect(dms(24.401858)).toBe('24°24′07″');
    expect(dms(0)).toBe('00°00′00″');
    expect(dms(5.5)).toBe('05°30′00″');
    expect(dms(29.9999999)).toBe('29°59′59″');
  });
});

describe('dates', () => {
  it('are written in the page language in the birth zone', () => {
    expect(formatDate('1996-12-06T20:00:00Z', 'en', 'Asia/Kolkata')).toBe('7 Dec 1996');
    expect(formatDate('1996-12-06T20:00:00Z', 'hi', 'Asia/Kolkata')).toMatch(/^7 दिस.* 1996$/);
    expect(formatDate('1996-12-06T20:00:00Z', 'en', 'Bad/Zone')).toBe('6 Dec 1996');
    expect(coord(28.63576, 'lat')).toBe('28.64° N');
    expect(coord(-43.5, 'lon')).toBe('43.50° W');
    expect(coord(28.63576, 'lat', 'hi')).toBe('28.64° उत्तर');
    expect(coord(-43.5, 'lon', 'hi')).toBe('43.50° पश्चिम');
  });
});

describe('dasha sub-periods', () => {
  it('uses the API levels and computes the deeper ones', () => {
    const given = { lord: 'KE', start: '2000-01-01T00:00:00.000Z', end: '2007-01-01T00:00:00.000Z', sub: [] };
    const subs = subPeriods(given, 3);
    expect(subs).toHaveLength(9);
    expect(subs[0]?.lord).toBe('KE');
    expect(subs[1]?.lord).toBe('VE');
    expect(subs[0]?.start).toBe(given.start);
    expect(subs.at(-1)?.end).toBe(given.end);
    const withSub = { ...given, sub: [{ lord: 'KE', start: given.start, end: given.end }] };
    expect(subPeriods(withSub, 1)).toBe(withSub.sub);
  });
});
