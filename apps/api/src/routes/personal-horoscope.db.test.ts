import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
// 22/11/2026, 11:30 in India: the clock the horoscope is read at.
const NOW = new Date('2026-11-22T06:00:00Z');
beforeAll(async () => {
  api = await createTestApi({}, { now: () => NOW });
});
afterAll(async () => {
  await api.close();
});

async function signIn(phone: string) {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  const cookie = res.cookies.find((c) => c.name === 'drishti_session')!;
  return { cookie: `drishti_session=${cookie.value}` };
}

// PyJHora's 1996-12-07 Chennai chart (published-vectors.json): ascendant Capricorn, Moon in Libra
// (Swati), Rahu's mahadasha at birth; Jupiter's from 2014 to 2030, the Moon's antardasha 2025–2027.
const chennai = {
  name: 'Asha Verma',
  gender: 'female',
  relation: 'self',
  birthDate: '1996-12-07',
  birthTime: '10:34',
  placeName: 'Chennai, Tamil Nadu',
  lat: 13.0878,
  lon: 80.2785,
  timezone: 'Asia/Kolkata',
};

describe('personal horoscope', () => {
  it('needs a signed-in user, and saved birth details', async () => {
    const anon = await api.app.inject({ method: 'GET', url: '/api/users/astrology/personal-horoscope?lang=hi' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toMatch(/[\u0900-\u097F]/);
    const user = await signIn('9811200001');
    const none = await api.app.inject({ method: 'GET', url: '/api/users/astrology/personal-horoscope', headers: user });
    // Nothing saved yet is an ordinary answer (the browser would log a 404 as an error), in the asked language.
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    expect(none.json().message).toBe('Save your birth details first to read your personal horoscope.');
    const noneHi = await api.app.inject({
      method: 'GET',
      url: '/api/users/astrology/personal-horoscope?lang=hi',
      headers: user,
    });
    expect(noneHi.json().message).toMatch(/जन्म विवरण/);
    const hi = await api.app.inject({
      method: 'GET',
      url: '/api/users/astrology/personal-horoscope?lang=hi',
      headers: user,
    });
    expect(hi.json().message).toBe('अपना निजी राशिफल पढ़ने के लिए पहले अपना जन्म विवरण सहेजें।');
  });

  it('reads the day from the Moon sign and the ascendant, with the running dasha, in both languages', async () => {
    const user = await signIn('9811200002');
    const saved = await api.app.inject({ method: 'POST', url: '/api/users/profiles', payload: chennai, headers: user });
    expect(saved.statusCode).toBe(200);
    const res = await api.app.inject({ method: 'GET', url: '/api/users/astrology/personal-horoscope', headers: user });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      lang: 'en',
      date: '22/11/2026',
      profile: { id: saved.json().data.id, name: 'Asha Verma' },
      moonSign: 'libra',
      ascendant: 'capricorn',
      dasha: { maha: 'JU', antar: 'MO' },
    });
    expect(d.dasha.until).toMatch(/^\d\d\/\d\d\/2027$/);
    expect(d.dashaText).toMatch(/^You are running the Jupiter mahadasha, in the Moon antardasha until /);
    expect(d.ascendantText).toMatch(/^From your Capricorn ascendant, the Moon is in /);
    // The Moon-sign reading is Libra's public reading of the same day.
    const libra = await api.app.inject({
      method: 'POST',
      url: '/api/publics/astrology/horoscope',
      payload: { sign: 'libra', period: 'today-horoscope' },
    });
    expect(d.intro).toBe(libra.json().data.intro);
    expect(d.sections.map((s: { text: string }) => s.text)).toEqual(
      libra.json().data.sections.map((s: { text: string }) => s.text),
    );

    const hi = await api.app.inject({
      method: 'GET',
      url: `/api/users/astrology/personal-horoscope?lang=hi&profileId=${d.profile.id}`,
      headers: user,
    });
    expect(hi.json().data.lang).toBe('hi');
    expect(hi.json().data.dashaText).toMatch(/^आपकी गुरु महादशा में चंद्र/);
    expect(hi.json().data.ascendantText).toContain('आपके मकर लग्न से');
  });

  it('never reads another user’s profile', async () => {
    const owner = await signIn('9811200003');
    const other = await signIn('9811200004');
    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/users/profiles',
      payload: chennai,
      headers: owner,
    });
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/users/astrology/personal-horoscope?profileId=${saved.json().data.id}`,
      headers: other,
    });
    expect(res.statusCode).toBe(404);
  });
});
