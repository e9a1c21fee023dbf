import { describe, expect, it } from 'vitest';
import { formatDateText, isoToDateText, toIsoDate } from './date-model';

describe('date texts', () => {
  it('writes API dates in the product’s DD/MM/YYYY form, padded', () => {
    expect(isoToDateText('1964-03-06')).toBe('06/03/1964');
    expect(isoToDateText('2026-11-28')).toBe('28/11/2026');
    expect(formatDateText({ day: 1, month: 2, year: 987 })).toBe('01/02/0987');
  });

  it('goes back to the API form', () => {
    expect(toIsoDate({ day: 6, month: 3, year: 1964 })).toBe('1964-03-06');
  });
});
