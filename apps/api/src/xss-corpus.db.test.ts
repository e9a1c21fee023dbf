import { birthProfileInput } from '@drishti/contracts/profiles';
import { reminderNote, reminderTitle } from '@drishti/contracts/reminders';
import { XSS_CORPUS } from '@drishti/contracts/testing/xss-corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './testing';

/**
 * The hostile-text corpus through the free-text fields that are not covered by their own parts'
 * tests (community, support, the account name and the blog editor test theirs): saved kundali
 * names and remedy reminders. Each string is either refused with a 400 or stored as the cleaned
 * text and returned as data, exactly; never a server error, never changed in another way.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
let cookie: string;

beforeAll(async () => {
  process.env.REMINDER_TICK_MS = '0';
  api = await createTestApi({}, {}, { rateLimits: false });
  const phone = '9811177001';
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  cookie = `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}`;
});
afterAll(async () => {
  await api.close();
});

const VARANASI = { name: 'Varanasi', lat: 25.31668, lon: 83.01041, timezone: 'Asia/Kolkata' };
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

describe('hostile text in saved kundalis and reminders', () => {
  it('is stored as cleaned text and read back unchanged', async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(25);
    for (const text of XSS_CORPUS) {
      const name = text.slice(0, 80);
      const profile = await api.app.inject({
        method: 'POST',
        url: '/api/users/profiles',
        headers: { cookie },
        payload: {
          name,
          gender: 'female',
          birthDate: '1990-05-17',
          birthTime: '06:45',
          placeName: name,
          lat: 25.31668,
          lon: 83.01041,
          timezone: 'Asia/Kolkata',
        },
      });
      const expectedName = birthProfileInput.shape.name.safeParse(name);
      if (!expectedName.success) {
        expect(profile.statusCode, JSON.stringify(name)).toBe(400);
      } else {
        expect(profile.statusCode, `${JSON.stringify(name)}: ${profile.body}`).toBe(200);
        const saved = profile.json().data;
        expect(saved.name).toBe(expectedName.data);
        expect(saved.name).not.toMatch(CONTROL);
        const again = await api.app.inject({
          method: 'GET',
          url: `/api/users/profiles/${saved.id}`,
          headers: { cookie },
        });
        expect(again.json().data.name).toBe(expectedName.data);
        expect(again.headers['content-type']).toMatch(/^application\/json/);
      }

      const title = text.slice(0, 80);
      const note = text.slice(0, 500);
      const reminder = await api.app.inject({
        method: 'POST',
        url: '/api/users/reminders',
        headers: { cookie },
        payload: {
          remedy: 'mantra',
          title,
          note,
          schedule: { type: 'weekly', days: [1, 4], time: '06:30' },
          place: VARANASI,
        },
      });
      const expectedTitle = reminderTitle.safeParse(title);
      if (!expectedTitle.success) {
        expect(reminder.statusCode, JSON.stringify(title)).toBe(400);
        continue;
      }
      expect(reminder.statusCode, `${JSON.stringify(title)}: ${reminder.body}`).toBe(200);
      const created = reminder.json().data;
      expect(created.title).toBe(expectedTitle.data);
      expect(created.note).toBe(reminderNote.parse(note) || null);
      expect(`${created.title}${created.note ?? ''}`).not.toMatch(CONTROL);
    }
    const list = await api.app.inject({ method: 'GET', url: '/api/users/reminders', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('<script>alert(\\"xss\\")</script>');
  }, 120_000);
});
