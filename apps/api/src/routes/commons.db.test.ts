import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('send-app-link-onphone', () => {
  const url = '/api/publics/commons/send-app-link-onphone';

  it('texts the download link and says so', async () => {
    const res = await post(url, { countryCode: '91', phone: '9812345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { sent: true }, message: 'Sent, Please check your phone!' });
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=919812345678' });
    expect(outbox.json().data[0].text).toContain('/download-app');
  });

  it('refuses fewer than 8 or more than 10 digits, without sending', async () => {
    for (const phone of ['1234567', '12345678901', '98x2345678']) {
      const res = await post(url, { countryCode: '91', phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter valid mobile!' });
    }
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=911234567' });
    expect(outbox.json().data).toEqual([]);
    // 8 digits is the shortest number allowed (some countries' mobiles).
    expect((await post(url, { countryCode: '65', phone: '81234567' })).statusCode).toBe(200);
  });

  it('names a missing field', async () => {
    const res = await post(url, { phone: '9812345678' }, '198.51.100.77');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('countryCode');
  });

  it('limits sends per number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(url, { countryCode: '91', phone: '9822222222' }, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('lead-generation and track-content', () => {
  it('stores a lead', async () => {
    const res = await post('/api/publics/commons/lead-generation', {
      name: 'Asha',
      phone: '9812345678',
      interest: 'kundali',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await post('/api/publics/commons/lead-generation', { phone: '9812345678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('name');
  });

  it('records events from anyone', async () => {
    const res = await post('/api/publics/commons/track-content', {
      event: 'app_store_click',
      category: 'App Download',
      props: { store: 'playstore', location: 'home', url: 'https://example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: true } });
    const bad = await post('/api/publics/commons/track-content', { event: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('geo_details', () => {
  const url = '/api/users/commons/geo_details';
  it('returns candidates with coordinates, state, country, zone and the offset on a date', async () => {
    const res = await post(url, { place: 'Chennai', date: '1996-12-07' }, '198.51.100.90');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: 'Chennai',
      nameHi: 'चेन्नई',
      state: 'Tamil Nadu',
      countryName: 'India',
      timezone: 'Asia/Kolkata',
      utcOffset: 5.5,
    });
  });

  it('finds places typed in Hindi, anonymously', async () => {
    const res = await post(url, { place: 'लखनऊ' }, '198.51.100.91');
    expect(res.json().data[0].name).toBe('Lucknow');
  });

  it('rejects a too-short query naming the field', async () => {
    const res = await post(url, { place: 'a' }, '198.51.100.92');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('place');
  });
});
