import { describe, expect, it } from 'vitest';
import { call } from './api';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('reminders call', () => {
  it('returns the data of a successful answer', async () => {
    expect(
      await call('en', 'GET', '/api/users/reminders', undefined, answering(200, { success: true, data: [1] })),
    ).toEqual({ ok: true, data: [1] });
  });

  it('gives the API’s message, or the generic one in the page’s language', async () => {
    expect(await call('en', 'POST', '/x', {}, answering(400, { success: false, message: 'Pick a time.' }))).toEqual({
      ok: false,
      status: 400,
      message: 'Pick a time.',
    });
    expect(await call('hi', 'POST', '/x', {}, answering(500, { nope: true }))).toEqual({
      ok: false,
      status: 500,
      message: 'कुछ ग़लत हो गया!',
    });
    expect(await call('en', 'GET', '/x', undefined, answering(503, { success: true, data: 1 }))).toMatchObject({
      ok: false,
      status: 503,
    });
  });
});
