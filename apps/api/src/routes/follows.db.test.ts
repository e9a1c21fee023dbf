import { followNoticesSettled } from '@drishti/core/follows';
import { demoAstrologerPhone, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/** Following through the API: who may do what, and a scheduled event reaching a follower's notifications. */
type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi(
    { FOLLOW_NOTIFY_WINDOW_HOURS: '2', FOLLOW_NOTIFY_DAILY_MAX: '3' },
    {},
    { rateLimits: false },
  );
  await loadDemoData(api.ctx.database.db);
});
afterAll(async () => {
  await api?.close();
});

async function signIn(phone: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

// The fourth demo astrologer (Ananya Sen) signs in with demoAstrologerPhone(3).
const SLUG = 'ananya-sen';
let host: Headers;

describe('follow routes', () => {
  it('show anyone the follower count; signed-in users follow, list and unfollow', async () => {
    const out = await call('GET', `/api/publics/astrologers/${SLUG}/follow`);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ signedIn: false, following: false, followers: 0 });
    expect(out.headers['cache-control']).toContain('no-store');
    expect((await call('PUT', `/api/users/follows/${SLUG}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/follows')).statusCode).toBe(401);

    const user = await signIn('9700005101');
    const followed = await call('PUT', `/api/users/follows/${SLUG}`, user);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().data).toEqual({ signedIn: true, following: true, followers: 1 });
    expect((await call('PUT', `/api/users/follows/${SLUG}`, user)).json().data.followers).toBe(1);
    const list = (await call('GET', '/api/users/follows', user)).json().data.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ slug: SLUG, name: 'Ananya Sen' });
    expect((await call('GET', `/api/publics/astrologers/${SLUG}/follow`, user)).json().data.following).toBe(true);

    const gone = await call('DELETE', `/api/users/follows/${SLUG}`, user);
    expect(gone.json().data).toEqual({ signedIn: true, following: false, followers: 0 });
    expect((await call('GET', '/api/users/follows', user)).json().data.items).toEqual([]);
  });

  it('refuse malformed and unknown astrologers, and an astrologer following themselves', async () => {
    const user = await signIn('9700005102');
    expect((await call('PUT', '/api/users/follows/Not%20A%20Slug', user)).statusCode).toBe(400);
    expect((await call('PUT', '/api/users/follows/no-such-astrologer', user)).statusCode).toBe(404);
    host = await signIn(demoAstrologerPhone(3).slice(2));
    expect((await call('PUT', `/api/users/follows/${SLUG}`, host)).statusCode).toBe(400);
  });

  it('tell a follower in their notifications when the astrologer schedules an event, once per window', async () => {
    const user = await signIn('9700005103');
    expect((await call('PUT', `/api/users/follows/${SLUG}`, user)).statusCode).toBe(200);
    const event = (title: string) => ({
      titleEn: title,
      titleHi: `${title} (हिंदी)`,
      topicEn: 'Questions on careers',
      topicHi: 'करियर पर सवाल',
      language: 'en',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const scheduled = await call('POST', '/api/astrologer/live/events', host, event('Career questions'));
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await followNoticesSettled();
    const items = (await call('GET', '/api/users/notifications', user)).json().data.items;
    const follow = items.filter((n: { kind: string }) => n.kind === 'follow');
    expect(follow).toHaveLength(1);
    expect(follow[0]).toMatchObject({
      url: `/live/${scheduled.json().data.id}`,
      params: { event: 'scheduled', astrologer: 'Ananya Sen', title: 'Career questions' },
    });

    // A second event within the window (2 hours here) tells nobody again.
    expect((await call('POST', '/api/astrologer/live/events', host, event('More questions'))).statusCode).toBe(200);
    await followNoticesSettled();
    const again = (await call('GET', '/api/users/notifications', user)).json().data.items;
    expect(again.filter((n: { kind: string }) => n.kind === 'follow')).toHaveLength(1);
  });

  it('put follows in the data export, and delete them with the account', async () => {
    const user = await signIn('9700005104');
    expect((await call('PUT', `/api/users/follows/${SLUG}`, user)).statusCode).toBe(200);
    const before = (await call('GET', `/api/publics/astrologers/${SLUG}/follow`)).json().data.followers;
    const exported = (await call('GET', '/api/users/me/export', user)).json();
    expect(exported.follows).toEqual([expect.objectContaining({ astrologer: SLUG, name: 'Ananya Sen' })]);
    const deleted = await call('POST', '/api/users/me/delete', user, { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/publics/astrologers/${SLUG}/follow`)).json().data.followers).toBe(before - 1);
  });
});
