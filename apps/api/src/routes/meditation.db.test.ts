import { MEDITATION_RECORDING_MAX_BYTES } from '@drishti/contracts/meditation';
import { DEMO_ADMIN_PHONE, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';
import { parseRange } from './meditation';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let admin: Headers;
let user: Headers;

/** A valid 16-bit mono PCM WAV: a 44-byte header and `samples` samples of a quiet tone. */
function tinyWav(samples = 2000, rate = 8000): Buffer {
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(Math.sin(i / 3) * 2000), 44 + i * 2);
  return b;
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  api = await createTestApi({}, {}, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, new Date('2026-11-22T06:00:00Z'));
  admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
  user = await signIn('9700000555');
});
afterAll(async () => {
  await api.close();
});

async function signIn(phone: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}

/** A multipart body with one file part; the name and declared type are whatever the caller says. */
function form(bytes: Buffer, filename = 'track.mp3', type = 'audio/mpeg', field = 'file') {
  const b = '----drishti-meditation-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const upload = (trackId: string, headers: Headers, body: ReturnType<typeof form>) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/admin/meditation/${trackId}/recording`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('meditation recordings API', () => {
  const wav = tinyWav();
  let url: string;

  it('starts with every track synthesised', async () => {
    const list = await api.app.inject({ method: 'GET', url: '/api/publics/meditation/recordings' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, data: [] });
    const none = await api.app.inject({ method: 'GET', url: '/api/publics/meditation/recordings/relaxation' });
    expect(none.statusCode).toBe(404);
    expect(none.json().success).toBe(false);
  });

  it('keeps uploads to admins', async () => {
    expect((await upload('relaxation', {}, form(wav))).statusCode).toBe(401);
    const asUser = await upload('relaxation', user, form(wav));
    expect(asUser.statusCode).toBe(403);
    const del = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/meditation/relaxation/recording',
      headers: user,
    });
    expect(del.statusCode).toBe(403);
  });

  it('takes an admin’s WAV and lists it', async () => {
    const res = await upload('relaxation', admin, form(wav, 'calm.wav', 'application/octet-stream'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ trackId: 'relaxation', contentType: 'audio/wav', size: wav.length });
    expect(data.url).toMatch(/^\/api\/publics\/meditation\/recordings\/relaxation\?v=[a-z0-9]+$/);
    url = data.url;
    const list = await api.app.inject({ method: 'GET', url: '/api/publics/meditation/recordings' });
    expect(list.json().data).toEqual([data]);
  });

  it('serves the file with its type, nosniff and cache headers', async () => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(wav)).toBe(true);
    // Without the version the URL may change meaning: revalidate, and a matching ETag gets 304.
    const plain = await api.app.inject({ method: 'GET', url: '/api/publics/meditation/recordings/relaxation' });
    expect(plain.headers['cache-control']).toBe('public, no-cache, max-age=0');
    const again = await api.app.inject({
      method: 'GET',
      url: '/api/publics/meditation/recordings/relaxation',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers Range requests with 206 and exactly those bytes', async () => {
    const part = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['content-type']).toBe('audio/wav');
    expect(part.rawPayload.equals(wav.subarray(100, 200))).toBe(true);

    const open = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=4000-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(wav.subarray(4000))).toBe(true);

    const tail = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=-44' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${wav.length - 44}-${wav.length - 1}/${wav.length}`);
    expect(tail.rawPayload.equals(wav.subarray(wav.length - 44))).toBe(true);

    const beyond = await api.app.inject({ method: 'GET', url, headers: { range: `bytes=${wav.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);

    // An If-Range for another version asks for the whole (new) file.
    const stale = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(wav.length);
  });

  it('refuses a PNG renamed .mp3, a file over 25 MB, a missing file and an unknown track', async () => {
    const png = await upload('relaxation', admin, form(PNG, 'song.mp3', 'audio/mpeg'));
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ success: false, code: 'not-audio' });
    expect(png.json().message).toMatch(/MP3/);

    const big = Buffer.alloc(MEDITATION_RECORDING_MAX_BYTES + 1024);
    wav.copy(big);
    const tooBig = await upload('relaxation', admin, form(big, 'long.wav', 'audio/wav'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ success: false, code: 'too-large' });

    const empty = await upload('relaxation', admin, form(Buffer.alloc(0), 'empty.wav'));
    expect(empty.json()).toMatchObject({ success: false, code: 'no-file' });
    const json = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/meditation/relaxation/recording',
      headers: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);

    const unknown = await upload('..%2F..%2Fetc', admin, form(wav));
    expect(unknown.statusCode).toBe(404);
    const unknownTrack = await upload('sleepy-time', admin, form(wav));
    expect(unknownTrack.statusCode).toBe(404);
    expect(unknownTrack.json().code).toBe('unknown-track');

    // The WAV uploaded before is still the recording.
    const still = await api.app.inject({ method: 'GET', url });
    expect(still.rawPayload.equals(wav)).toBe(true);
  });

  it('replacing changes the URL; deleting returns the track to synthesis', async () => {
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)]);
    await new Promise((r) => setTimeout(r, 5));
    const res = await upload('relaxation', admin, form(ogg, 'calm.ogg', 'audio/ogg'));
    expect(res.json().data.contentType).toBe('audio/ogg');
    expect(res.json().data.url).not.toBe(url);

    const del = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/meditation/relaxation/recording',
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ trackId: 'relaxation', removed: true });
    const list = await api.app.inject({ method: 'GET', url: '/api/publics/meditation/recordings' });
    expect(list.json().data).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/meditation/relaxation/recording',
      headers: admin,
    });
    expect(again.json().data.removed).toBe(false);
  });

  it('words the field error in Hindi when asked', async () => {
    const png = await upload('relaxation', { ...admin, 'x-lang': 'hi' }, form(PNG));
    expect(png.statusCode).toBe(400);
    expect(png.json().code).toBe('not-audio');
    expect(png.json().errors[0].message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('parseRange', () => {
  it('reads one byte range and ignores what it cannot honour', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(parseRange('bytes=5-2', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
