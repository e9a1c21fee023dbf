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

const application = {
  name: 'Kavita Rao',
  gender: 'female',
  dateOfBirth: '1985-04-12',
  languages: ['hindi', 'kannada'],
  skills: ['vedic-astrology', 'tarot'],
  experienceYears: 9,
  bio: {
    en: 'I have studied Parashari astrology for nine years and read tarot for relationship questions.',
    hi: 'मैंने नौ वर्षों तक पाराशरी ज्योतिष का अध्ययन किया है और रिश्तों के प्रश्नों के लिए टैरो पढ़ती हूँ।',
  },
  expectedPrice: 30,
};

describe('astrologer registration', () => {
  it('verifies the phone, takes the application and shows its status', async () => {
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrologer/send-otp',
      payload: { phone: '9700000001' },
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=919700000001' });
    const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
    const confirmed = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrologer/confirm-otp',
      payload: { phone: '9700000001', code },
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = confirmed.cookies.find((c) => c.name === 'drishti_session')!;
    const headers = { cookie: `drishti_session=${cookie.value}` };

    const none = await api.app.inject({ method: 'GET', url: '/api/publics/astrologer/get-registered', headers });
    expect(none.json()).toEqual({ success: true, data: null });

    const submitted = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrologer/registration',
      payload: application,
      headers,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', name: 'Kavita Rao' });

    const status = await api.app.inject({ method: 'GET', url: '/api/publics/astrologer/get-registered', headers });
    expect(status.json().data.status).toBe('submitted');
  });

  it('needs a verified phone to apply or see a status', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrologer/registration',
      payload: application,
    });
    expect(res.statusCode).toBe(401);
    const status = await api.app.inject({ method: 'GET', url: '/api/publics/astrologer/get-registered' });
    expect(status.statusCode).toBe(401);
  });

  it('names the fields at fault', async () => {
    const bad = await api.app.inject({ method: 'POST', url: '/api/publics/astrologer/send-otp', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('phone');
  });
});
