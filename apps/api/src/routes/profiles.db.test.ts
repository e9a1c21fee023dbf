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

async function signIn(phone: string) {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  const cookie = res.cookies.find((c) => c.name === 'drishti_session')!;
  return { cookie: `drishti_session=${cookie.value}` };
}

const me = {
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

describe('saved kundalis', () => {
  it('need a signed-in user', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/users/profiles' });
    expect(res.statusCode).toBe(401);
    const create = await api.app.inject({ method: 'POST', url: '/api/users/profiles', payload: me });
    expect(create.statusCode).toBe(401);
  });

  it('are saved, listed, renamed and deleted by their owner only', async () => {
    const owner = await signIn('9811100001');
    const other = await signIn('9811100002');
    const created = await api.app.inject({ method: 'POST', url: '/api/users/profiles', payload: me, headers: owner });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;

    const list = await api.app.inject({ method: 'GET', url: '/api/users/profiles', headers: owner });
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await api.app.inject({ method: 'GET', url: '/api/users/profiles', headers: other })).json().data).toEqual(
      [],
    );

    const stranger = await api.app.inject({ method: 'GET', url: `/api/users/profiles/${id}`, headers: other });
    expect(stranger.statusCode).toBe(404);
    const strangerDelete = await api.app.inject({ method: 'DELETE', url: `/api/users/profiles/${id}`, headers: other });
    expect(strangerDelete.statusCode).toBe(404);

    const renamed = await api.app.inject({
      method: 'PATCH',
      url: `/api/users/profiles/${id}`,
      payload: { name: 'Asha V.' },
      headers: owner,
    });
    expect(renamed.json().data).toMatchObject({ id, name: 'Asha V.', birthTime: '10:34' });

    const deleted = await api.app.inject({ method: 'DELETE', url: `/api/users/profiles/${id}`, headers: owner });
    expect(deleted.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/api/users/profiles', headers: owner })).json().data).toEqual(
      [],
    );
  });

  it('validate the birth details, naming the field', async () => {
    const owner = await signIn('9811100003');
    for (const [field, value] of [
      ['birthDate', '1996-02-30'],
      ['birthTime', '25:00'],
      ['lat', 123],
      ['name', ''],
    ] as const) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/users/profiles',
        payload: { ...me, [field]: value },
        headers: owner,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const badId = await api.app.inject({ method: 'GET', url: '/api/users/profiles/not-a-uuid', headers: owner });
    expect(badId.statusCode).toBe(400);
  });
});
