import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

// Reference: Swiss Ephemeris panchang day (packages/engine/src/__fixtures__/swisseph-panchang.json,
// copied from shared/reference with its source noted there). Times are local civil time at tz.
const fixture = JSON.parse(
  readFileSync(new URL('../../../../packages/engine/src/__fixtures__/swisseph-panchang.json', import.meta.url), 'utf8'),
);
const day = fixture.days[0];
const [y, m, d] = day.input.date.split('-').map(Number);

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});
const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
const localSeconds = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`) / 1000;

describe('panchang calls', () => {
  const body = { day: d, month: m, year: y, lat: day.input.lat, lon: day.input.lon, tzone: day.input.tz };

  it('panchang agrees with Swiss Ephemeris on sunrise and the first tithi end', async () => {
    const res = await post('/api/publics/astrology/panchang', { ...body, sunrise: 'hindu' });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(Math.abs(localSeconds(p.sunrise) - localSeconds(day.sunrise_hindu))).toBeLessThanOrEqual(10);
    expect(p.tithi[0].index).toBe(day.tithi[0].index);
    expect(Math.abs(localSeconds(p.tithi[0].end) - localSeconds(day.tithi[0].ends))).toBeLessThanOrEqual(60);
    expect(p.choghadiya.day).toHaveLength(8);
  });

  it('get-chaughadiya-muhurta gives 8 day and 8 night periods in order', async () => {
    const res = await post('/api/publics/astrology/get-chaughadiya-muhurta', body);
    const c = res.json().data;
    expect(c.day).toHaveLength(8);
    expect(c.night).toHaveLength(8);
    expect(c.day[0].start).toBe(c.sunrise);
    expect(c.day[7].end).toBe(c.sunset);
    expect(c.night[0].start).toBe(c.sunset);
  });

  it('rejects a bad date naming the field', async () => {
    const res = await post('/api/publics/astrology/panchang', { ...body, month: 2, day: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('day');
  });
});

describe('basic-details and matchmaking', () => {
  const chennai = { day: 7, month: 12, year: 1996, hour: 10, min: 34, lat: 13.0833, lon: 80.2833, tzone: 5.5 };
  const delhi = { day: 15, month: 8, year: 1994, hour: 6, min: 5, lat: 28.6139, lon: 77.209, tzone: 5.5 };

  it('basic-details: ascendant, moon, avakhada and the panchang at birth', async () => {
    const res = await post('/api/users/astrology/basic-details', chennai);
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b.ascendant.sign).toBe(10);
    expect(b.avakhada.gana).toMatch(/^(deva|manushya|rakshasa)$/);
    expect(b.avakhada.nadi).toMatch(/^(aadi|madhya|antya)$/);
    // Saturday 7 Dec 1996 at 10:34, after sunrise: vara 6.
    expect(b.panchang.vara).toBe(6);
    expect(b.panchang.nakshatra).toBe(b.moon.nakshatra);
  });

  it('basic-details before sunrise belongs to the previous Hindu day', async () => {
    const res = await post('/api/users/astrology/basic-details', { ...chennai, hour: 4, min: 0 });
    // 04:00 on Saturday is before sunrise: still Friday (5) in the Hindu day.
    expect(res.json().data.panchang.vara).toBe(5);
  });

  it('male-female-match-report: 8 koota rows, total out of 36, manglik of both', async () => {
    const res = await post('/api/users/vedic-tools/male-female-match-report', { boy: delhi, girl: chennai });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.kootas.map((k: { attribute: string }) => k.attribute)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'graha_maitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    const sum = r.kootas.reduce((a: number, k: { received_points: number }) => a + k.received_points, 0);
    expect(r.total).toBe(sum);
    expect(r.outOf).toBe(36);
    expect(r.manglik.boy).toHaveProperty('present');
    expect(r.manglik.girl).toHaveProperty('present');
    expect(typeof r.conclusion).toBe('string');
  });

  it('accepts the flat m_*/f_* fields and names a bad nested field', async () => {
    const flat = Object.fromEntries([
      ...Object.entries(delhi).map(([k, v]) => [`m_${k}`, v]),
      ...Object.entries(chennai).map(([k, v]) => [`f_${k}`, v]),
    ]);
    const res = await post('/api/users/vedic-tools/male-female-match-report', flat);
    expect(res.statusCode).toBe(200);
    const nested = (await post('/api/users/vedic-tools/male-female-match-report', { boy: delhi, girl: chennai })).json()
      .data;
    expect(res.json().data.total).toBe(nested.total);
    const bad = await post('/api/users/vedic-tools/male-female-match-report', {
      boy: delhi,
      girl: { ...chennai, lat: 100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('girl.lat');
  });
});

describe('horoscope calls', () => {
  it('horoscope: a sign and a period of the spec list', async () => {
    for (const period of [
      'daily-horoscope',
      'today-horoscope',
      'weekly-horoscope',
      'monthly-horoscope',
      'yearly-horoscope',
    ]) {
      const res = await post('/api/publics/astrology/horoscope', { sign: 'Leo', period });
      expect(res.statusCode, period).toBe(200);
      expect(res.json().data).toMatchObject({ sign: 'leo', period });
      expect(res.json().data.prediction.love.length).toBeGreaterThan(40);
      expect(res.json().data.sections.map((x: { key: string }) => x.key)).toEqual([
        'love',
        'career',
        'money',
        'health',
        'family',
        'travel',
        'luck',
      ]);
      expect(res.json().data.remedy.text).toMatch(/^Remedy: /);
      if (period === 'yearly-horoscope') expect(res.json().data.months).toHaveLength(12);
    }
    const hi = await post('/api/publics/astrology/horoscope', { sign: 'leo', lang: 'hi' });
    expect(hi.json().data.prediction.love).toMatch(/[\u0900-\u097F]/);
    const bad = await post('/api/publics/astrology/horoscope', { sign: 'dragon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sign');
  });

  it('answers the same texts in Hindi whether `lang` comes in the body, a header or the query', async () => {
    const body = (await post('/api/publics/astrology/horoscope', { sign: 'leo', lang: 'hi' })).json().data;
    const header = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrology/horoscope',
      headers: { 'x-lang': 'hi' },
      payload: { sign: 'leo' },
    });
    const query = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrology/horoscope?lang=hi',
      payload: { sign: 'leo' },
    });
    expect(body.lang).toBe('hi');
    expect(header.json().data).toEqual(body);
    expect(query.json().data).toEqual(body);
    const en = (await post('/api/publics/astrology/horoscope', { sign: 'leo' })).json().data;
    expect(en.lang).toBe('en');
    expect(en.sections.map((x: { planet: string }) => x.planet)).toEqual(
      body.sections.map((x: { planet: string }) => x.planet),
    );
    const all = await api.app.inject({
      method: 'GET',
      url: '/api/publics/astrology/all-today-horoscope',
      headers: { 'x-lang': 'hi' },
    });
    expect(all.json().data.leo.prediction.love).toMatch(/[\u0900-\u097F]/);
  });

  it('all-today-horoscope: a map by sign with the section texts', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/publics/astrology/all-today-horoscope' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(typeof data.aries.prediction.love).toBe('string');
    expect(data.aries.lang).toBe('en');
    const bad = await api.app.inject({ method: 'GET', url: '/api/publics/astrology/all-today-horoscope?lang=fr' });
    expect(bad.statusCode).toBe(400);
  });
});
