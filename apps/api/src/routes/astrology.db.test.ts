import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({}, { now: () => new Date('2026-11-22T06:00:00Z') });
});
afterAll(async () => {
  await api.close();
});

// The API's published reference chart (docs/CONVENTIONS.md): Chennai, 7 Dec 1996, 10:34 IST (05:04 UTC).
const chennai = { day: 7, month: 12, year: 1996, hour: 10, min: 34, lat: 13.0833, lon: 80.2833, tzone: 5.5 };
const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });

describe('astrology calls', () => {
  it('kundali-details: ascendant in Capricorn, Sun in Scorpio (Jyeshtha), as published', async () => {
    const res = await post('/api/users/astrology/kundali-details', chennai);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.birth.utc).toBe('1996-12-07T05:04:00.000Z');
    expect(d.ascendant.sign).toBe(10);
    expect(d.planets.SU).toMatchObject({ sign: 8, nakshatra: 18 });
    expect(d.planets.SU.longitude).toBeCloseTo(231.56, 1);
    expect(d.ayanamsa.degrees).toBeCloseTo(23.8142, 3);
    expect(Array.isArray(d.yogas)).toBe(true);
    expect(d.doshas.mangal).toHaveProperty('present');
  });

  it('derives the zone from the place when tzone is absent', async () => {
    const { tzone: _omit, ...noZone } = chennai;
    const res = await post('/api/users/astrology/kundali-details', noZone);
    expect(res.json().data.birth).toMatchObject({
      utc: '1996-12-07T05:04:00.000Z',
      timezone: 'Asia/Kolkata',
      utcOffset: 5.5,
    });
  });

  it('vimshotri-and-yogini returns the CLI dasha answer', async () => {
    const res = await post('/api/users/astrology/vimshotri-and-yogini', chennai);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.yearDays).toBeCloseTo(365.256364, 6);
    expect(d.vimshottari.length).toBeGreaterThanOrEqual(9);
    expect(d.vimshottari[0].sub[0].sub.length).toBe(9);
    expect(d.yogini[0]).toHaveProperty('name');
    expect(Date.parse(d.vimshottari[0].start)).toBeLessThanOrEqual(Date.parse('1996-12-07T05:04:00Z'));
  });

  it('kundali-details-vmshotri-dasha gives the five running periods at the server time', async () => {
    const res = await post('/api/users/astrology/kundali-details-vmshotri-dasha', chennai);
    const d = res.json().data;
    expect(d.current.map((p: { level: string }) => p.level)).toEqual([
      'maha',
      'antar',
      'pratyantar',
      'sookshma',
      'prana',
    ]);
    for (const p of d.current) {
      expect(Date.parse(p.start)).toBeLessThanOrEqual(Date.parse('2026-11-22T06:00:00Z'));
      expect(Date.parse(p.end)).toBeGreaterThan(Date.parse('2026-11-22T06:00:00Z'));
    }
  });

  it('get-chart serves every varga, chalit, MOON and SUN', async () => {
    for (const id of ['D1', 'D9', 'D60', 'chalit', 'MOON', 'SUN']) {
      const res = await post(`/api/users/astrology/get-chart?chartId=${id}`, chennai);
      expect(res.statusCode, id).toBe(200);
      const d = res.json().data;
      expect(Object.keys(d.houses)).toHaveLength(9);
      for (const h of Object.values(d.houses) as number[]) expect(h >= 1 && h <= 12).toBe(true);
    }
    const d1 = (await post('/api/users/astrology/get-chart?chartId=D1', chennai)).json().data;
    expect(d1.ascendantSign).toBe(10);
    // The Sun in Scorpio (8) from a Capricorn lagna (10) is in the 11th house.
    expect(d1.houses.SU).toBe(11);
    const bad = await post('/api/users/astrology/get-chart?chartId=D5', chennai);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('chartId');
  });

  it('ashtakvarga-planet-chart: sarvashtakavarga totals 337', async () => {
    const d = (await post('/api/users/astrology/ashtakvarga-planet-chart', chennai)).json().data;
    expect(d.sarva.reduce((a: number, b: number) => a + b, 0)).toBe(337);
    expect(d.bhinna.AS).toHaveLength(12);
  });

  it('kp-kundali: 12 cusps with lords', async () => {
    const d = (await post('/api/users/astrology/kp-kundali', chennai)).json().data;
    expect(d.cusps).toHaveLength(12);
    expect(d.cuspLords[0]).toHaveProperty('subLord');
    expect(d.houseSignificators).toHaveLength(12);
  });

  it('rejects bad birth input naming the field', async () => {
    for (const [field, value] of [
      ['month', 13],
      ['lat', 91],
      ['hour', 24],
      ['day', 31],
    ] as const) {
      const body = { ...chennai, [field]: value, ...(field === 'day' ? { month: 2 } : {}) };
      const res = await post('/api/users/astrology/kundali-details', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const missing = await post('/api/users/astrology/kp-kundali', { day: 7, month: 12 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toContain('year');
  });

  it('get-report reads in English and in Hindi', async () => {
    const en = (await post('/api/users/astrology/get-report', chennai)).json().data;
    expect(en.locale).toBe('en');
    expect(en.sections.map((s: { key: string }) => s.key)).toEqual([
      'ascendant',
      'moon',
      'planets',
      'yogas',
      'doshas',
      'dasha',
    ]);
    expect(en.sections[0].paragraphs[0]).toContain('Capricorn');
    expect(en.sections[2].items).toHaveLength(9);
    expect(en.sections[5].items.length).toBeGreaterThanOrEqual(2);
    const hi = (await post('/api/users/astrology/get-report', { ...chennai, lang: 'hi' })).json().data;
    expect(hi.locale).toBe('hi');
    expect(hi.sections[0].paragraphs[0]).toContain('मकर');
    const hiText = JSON.stringify(hi.sections);
    const latin = hiText.match(/[A-Za-z]{4,}/g) ?? [];
    // Only tags (stable keys) may be in Latin letters.
    const tagWords = new Set(
      hi.sections.flatMap((s: { items?: { tags?: string[] }[] }) =>
        (s.items ?? []).flatMap((i) => (i.tags ?? []).flatMap((t) => t.split('-'))),
      ),
    );
    expect(
      latin.filter(
        (w: string) =>
          !tagWords.has(w) &&
          ![
            'title',
            'text',
            'tags',
            'items',
            'heading',
            'paragraphs',
            'ascendant',
            'moon',
            'planets',
            'yogas',
            'doshas',
            'dasha',
          ].includes(w),
      ),
    ).toEqual([]);
  });

  it('nakshaktra: by number, or the Moon nakshatra of a birth', async () => {
    const byNumber = (await post('/api/publics/astrology/nakshaktra', { nakshatra: 1 })).json().data;
    expect(byNumber).toMatchObject({ index: 1, key: 'ashwini', lord: 'KE' });
    expect(byNumber.name.hi).toBe('अश्विनी');
    const byBirth = (await post('/api/publics/astrology/nakshaktra', chennai)).json().data;
    const details = (await post('/api/users/astrology/kundali-details', chennai)).json().data;
    expect(byBirth.index).toBe(details.planets.MO.nakshatra);
    expect(byBirth.pada).toBe(details.planets.MO.pada);
    const bad = await post('/api/publics/astrology/nakshaktra', { nakshatra: 28 });
    expect(bad.statusCode).toBe(400);
  });

  it('answers anonymous callers', async () => {
    const res = await post('/api/users/astrology/ashtakvarga-planet-chart', chennai);
    expect(res.statusCode).toBe(200);
  });
});
