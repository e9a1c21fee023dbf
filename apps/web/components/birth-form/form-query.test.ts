import { describe, expect, it } from 'vitest';
import { draftFromFormQuery, isFormQuery } from './form-query';
import { birthToQuery } from './types';
import { draftToValue, validateBirth } from './validation';

const sent = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    n: 'Asha',
    g: 'f',
    dd: '15',
    dm: '8',
    dy: '1990',
    th: '2',
    tm: '30',
    ta: 'pm',
    lat: '18.52',
    lon: '73.86',
    tz: 'Asia/Kolkata',
    p: 'Pune, Maharashtra, India',
    ...extra,
  });

describe('the birth form sent as a plain GET form', () => {
  it('reads into the same birth the shared link carries', () => {
    const value = draftToValue(draftFromFormQuery(sent()), new Date('2026-11-29T00:00:00Z'));
    expect(value).not.toBeNull();
    expect(Object.fromEntries(birthToQuery(value!))).toMatchObject({
      n: 'Asha',
      g: 'f',
      d: '1990-08-15',
      t: '14:30',
      lat: '18.52',
      tz: 'Asia/Kolkata',
      p: 'Pune, Maharashtra, India',
    });
  });

  it('tells a form query from a shared link', () => {
    expect(isFormQuery(sent())).toBe(true);
    expect(isFormQuery(new URLSearchParams({ n: 'Asha', d: '1990-08-15', t: '14:30' }))).toBe(false);
  });

  it('keeps what was chosen when something is missing or out of range, for the messages', () => {
    const q = sent({ dd: '31', dm: '2', th: '13', lat: 'x' });
    const draft = draftFromFormQuery(q);
    expect(draft).toMatchObject({ name: 'Asha', gender: 'female', day: 31, month: 2, year: 1990, hour12: null });
    expect(draft.place).toBeNull();
    expect(validateBirth(draft)).toEqual({ date: 'dateInvalid', time: 'timeRequired', place: 'placeChoose' });
  });
});
