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
    // The site's download page on the configured origin (PUBLIC_URL, here the default).
    expect(outbox.json().data[0].text).toBe(`Get the Drishti app: ${api.ctx.env.publicUrl}/download-app`);
  });

  it('links the Hindi download page in a Hindi text', async () => {
    const res = await post(url, { countryCode: '91', phone: '9812345601', locale: 'hi' }, '198.51.100.60');
    expect(res.statusCode).toBe(200);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=919812345601' });
    expect(outbox.json().data[0].text).toBe(`दृष्टि ऐप पाएँ: ${api.ctx.env.publicUrl}/hi/download-app`);
  });

  it('texts in the language the request asks for when the body names none', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url,
      payload: { countryCode: '91', phone: '9812345602' },
      headers: { 'x-lang': 'hi' },
      remoteAddress: '198.51.100.61',
    });
    expect(res.statusCode).toBe(200);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=919812345602' });
    expect(outbox.json().data[0].text).toBe(`दृष्टि ऐप पाएँ: ${api.ctx.env.publicUrl}/hi/download-app`);
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

describe('answers in the caller’s language', () => {
  const url = '/api/publics/commons/send-app-link-onphone';
  it('words errors and notices in Hindi when asked by body, header, cookie or Accept-Language', async () => {
    const bad = await post(url, { countryCode: '91', phone: '123', locale: 'hi' }, '127.0.0.21');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('कृपया सही मोबाइल नंबर दर्ज करें!');
    expect(bad.json().errors[0]).toEqual({ field: 'phone', message: 'कृपया सही मोबाइल नंबर दर्ज करें!' });
    const ok = await api.app.inject({
      method: 'POST',
      url,
      payload: { countryCode: '91', phone: '9812345690' },
      headers: { 'x-lang': 'hi' },
      remoteAddress: '127.0.0.9',
    });
    expect(ok.json().message).toBe('भेज दिया गया, कृपया अपना फ़ोन देखें!');
    const viaCookie = await api.app.inject({
      method: 'GET',
      url: '/api/publics/blog/single?slug=nothing-here',
      headers: { cookie: 'NEXT_LOCALE=hi' },
      remoteAddress: '127.0.0.23',
    });
    expect(viaCookie.statusCode).toBe(404);
    expect(viaCookie.json().message).toBe('यह लेख मौजूद नहीं है।');
    const viaAccept = await api.app.inject({
      method: 'GET',
      url: '/api/users/profiles',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      remoteAddress: '127.0.0.24',
    });
    expect(viaAccept.statusCode).toBe(401);
    expect(viaAccept.json().message).toBe('आगे बढ़ने के लिए कृपया साइन इन करें।');
    const validation = await api.app.inject({
      method: 'POST',
      url: '/api/publics/commons/lead-generation?lang=hi',
      payload: {},
      remoteAddress: '127.0.0.25',
    });
    expect(validation.statusCode).toBe(400);
    expect(validation.json().message).toMatch(/[\u0900-\u097F]/);
    expect(validation.json().errors[0].field).toBe('name');
    // English stays the default.
    const en = await post(url, { countryCode: '91', phone: '123' }, '127.0.0.22');
    expect(en.json().message).toBe('Please enter valid mobile!');
  });
});
