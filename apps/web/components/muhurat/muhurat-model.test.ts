import { MUHURAT_EVENTS } from '@drishti/engine/muhurat';
import { describe, expect, it } from 'vitest';
import type { BirthValue } from '../birth-form/types';
import en from '../../messages/en/muhurat.json';
import hi from '../../messages/hi/muhurat.json';
import { birthMoon } from './muhurat-data';
import { EVENTS, MAX_DAYS, muhuratSearchParams, parseMuhuratQuery, rangeDays, rangeProblem } from './muhurat-model';

const NOW = Date.UTC(2026, 0, 14, 6); // 14 January 2026, 11:30 in India

const asha: BirthValue = {
  name: 'Asha',
  gender: 'female',
  year: 1990,
  month: 8,
  day: 15,
  hour: 14,
  minute: 30,
  place: { name: 'Pune', label: 'Pune, Maharashtra, India', lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata' },
};

describe('the muhurat query', () => {
  it('lists the engine’s events, each worded in both languages', () => {
    expect(EVENTS).toEqual(MUHURAT_EVENTS);
    for (const e of EVENTS) {
      expect(en.events[e]).toBeTruthy();
      expect(hi.events[e]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('offers the next 30 days in India when nothing is searched yet', () => {
    expect(parseMuhuratQuery({}, NOW)).toEqual({
      ok: true,
      search: null,
      defaults: { from: { year: 2026, month: 1, day: 14 }, to: { year: 2026, month: 2, day: 12 } },
    });
  });

  it('reads a search and writes it back the same', () => {
    const q = parseMuhuratQuery(
      {
        event: 'marriage',
        from: '2026-04-15',
        to: '2026-05-14',
        lat: '19.076',
        lon: '72.8777',
        tz: 'Asia/Kolkata',
        p: 'Mumbai',
      },
      NOW,
    );
    expect(q.ok && q.search).toEqual({
      event: 'marriage',
      from: { year: 2026, month: 4, day: 15 },
      to: { year: 2026, month: 5, day: 14 },
      place: { label: 'Mumbai', lat: 19.076, lon: 72.8777, timezone: 'Asia/Kolkata' },
      person: null,
    });
    if (!q.ok || !q.search) throw new Error('no search');
    const again = parseMuhuratQuery(Object.fromEntries(new URLSearchParams(muhuratSearchParams(q.search))), NOW);
    expect(again).toEqual(q);
  });

  it('carries a birth profile with the b_ prefix', () => {
    const search = {
      event: 'naamkaran' as const,
      from: { year: 2026, month: 2, day: 1 },
      to: { year: 2026, month: 2, day: 28 },
      place: null,
      person: asha,
    };
    const text = muhuratSearchParams(search);
    expect(text).toContain('b_n=Asha');
    const q = parseMuhuratQuery(Object.fromEntries(new URLSearchParams(text)), NOW);
    expect(q.ok && q.search?.person).toEqual(asha);
    const broken = Object.fromEntries(new URLSearchParams(text));
    delete broken.b_d;
    expect(parseMuhuratQuery(broken, NOW)).toMatchObject({ ok: false, problem: 'birth' });
  });

  it('says what is wrong with a bad search', () => {
    const base = { event: 'travel', from: '2026-02-01', to: '2026-02-10' };
    expect(parseMuhuratQuery({ ...base, event: 'party' }, NOW)).toMatchObject({ ok: false, problem: 'event' });
    expect(parseMuhuratQuery({ ...base, from: '01-02-2026' }, NOW)).toMatchObject({ problem: 'from-format' });
    expect(parseMuhuratQuery({ ...base, to: '2026-02-30' }, NOW)).toMatchObject({ problem: 'to-invalid' });
    expect(parseMuhuratQuery({ ...base, to: '2026-01-31' }, NOW)).toMatchObject({ problem: 'order' });
    expect(parseMuhuratQuery({ ...base, to: '2026-05-02' }, NOW)).toMatchObject({ problem: 'tooLong' });
    expect(parseMuhuratQuery({ ...base, lat: '19', lon: '72', tz: 'Nowhere' }, NOW)).toMatchObject({
      problem: 'zone',
    });
  });

  it('allows at most 90 days, both ends included', () => {
    const from = { year: 2026, month: 1, day: 1 };
    expect(rangeDays(from, from)).toBe(1);
    expect(rangeProblem(from, { year: 2026, month: 3, day: 31 })).toBeNull(); // 90 days
    expect(rangeProblem(from, { year: 2026, month: 4, day: 1 })).toBe('tooLong');
    expect(MAX_DAYS).toBe(90);
  });

  it('words every reason and every rejection in both languages', () => {
    for (const group of ['reasons', 'rejections', 'errors'] as const) {
      expect(Object.keys(hi[group]).sort()).toEqual(Object.keys(en[group]).sort());
      for (const text of Object.values(hi[group])) expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('the birth Moon for tara and chandra bala', () => {
  it('finds the Moon’s nakshatra and sign at the birth, in the place’s zone', () => {
    // Swiss Ephemeris (packages/engine/src/__fixtures__/swisseph-charts.json, chart C01): New Delhi,
    // 1964-03-06 08:20 UTC = 13:50 IST, sidereal Lahiri Moon 231.6945°: Jyeshtha (18), Scorpio (8).
    const delhi = { name: 'New Delhi', label: 'New Delhi', lat: 28.63576, lon: 77.22445, timezone: 'Asia/Kolkata' };
    const c01 = { ...asha, year: 1964, month: 3, day: 6, hour: 13, minute: 50, place: delhi };
    expect(birthMoon(c01)).toEqual({ nakshatra: 18, moonSign: 8 });
  });
});
