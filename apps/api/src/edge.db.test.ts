import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { DEMO_ADMIN_PHONE, loadDemoData } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_USER } from './plugins/cache-control';
import { TestSocket } from './realtime/test-client';
import { jsonTextMarkingBadBytes, malformedPath } from './plugins/unicode';
import { createTestApi } from './testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
let api: TestApi;
const clock = new Date('2026-11-22T06:00:00Z');
let admin: Headers;
let user: Headers;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
  admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
  user = await signIn('9722000001');
  paths = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
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

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** A sample value for a parameter: the first enum value, a UUID for uuid formats, else a word. */
function sample(schema: Schema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return randomUUID();
  const types = [schema?.type ?? schema?.anyOf?.[0]?.type].flat();
  if (types.includes('integer') || types.includes('number')) return '1';
  if (types.includes('boolean')) return 'true';
  return 'x';
}

/** The operation's URL with every path parameter and required query parameter filled in. */
function urlOf(path: string, op: Operation): string {
  let url = path;
  const query: string[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(sample(p.schema)));
    if (p.in === 'query' && p.required) query.push(`${p.name}=${encodeURIComponent(sample(p.schema))}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Dotted paths to every leaf of a JSON body schema, and a body with `bad` at that leaf. */
function leaves(schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  if (schema.anyOf)
    return leaves(
      schema.anyOf.find((s) => s.type !== 'null'),
      prefix,
    );
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([k, s]) => {
      const here = prefix ? `${prefix}.${k}` : k;
      const inner = leaves(s, here);
      return inner.length ? inner : [here];
    });
  }
  if (schema.items) {
    const here = prefix ? `${prefix}.0` : '0';
    const inner = leaves(schema.items, here);
    return inner.length ? inner : [here];
  }
  return [];
}
function bodyWith(path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length ? bodyWith(rest.join('.'), value) : value;
  return /^\d+$/.test(head!) ? [inner] : { [head!]: inner };
}

const jsonRoutes = () =>
  operations().filter(({ op }) => op.requestBody?.content?.['application/json']?.schema?.properties);

describe('malformed Unicode is refused at the edge', () => {
  it('finds lone surrogates in values and keys, and marks bytes that are not UTF-8', () => {
    expect(malformedPath({ a: ['ok', { b: 'x\ud800' }] })).toBe('a.1.b');
    expect(malformedPath({ 'k\udc00': 1 })).toBe('k\udc00');
    expect(malformedPath({ emoji: '😀 नमस्ते' })).toBeNull();
    const bytes = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expect(malformedPath(JSON.parse(jsonTextMarkingBadBytes(bytes)))).toBe('name');
    expect(jsonTextMarkingBadBytes(Buffer.from('{"a":"😀"}'))).toBe('{"a":"😀"}');
  });

  it('answers 400 naming the field for a lone surrogate in every field of every JSON body (from the OpenAPI document)', async () => {
    const routes = jsonRoutes();
    expect(routes.length).toBeGreaterThan(40);
    let checked = 0;
    for (const { method, path, op } of routes) {
      const schema = op.requestBody!.content!['application/json']!.schema;
      for (const field of leaves(schema)) {
        for (const headers of [{}, admin]) {
          const res = await api.app.inject({
            method: method as 'POST',
            url: urlOf(path, op),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(bodyWith(field, 'a\ud800b')),
          });
          expect([res.statusCode, method, path, field]).toEqual([400, method, path, field]);
          expect(res.json().errors).toEqual([{ field, message: 'Invalid Unicode text' }]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('answers 400 naming the field for bytes that are not UTF-8 in every JSON body', async () => {
    for (const { method, path, op } of jsonRoutes()) {
      const field = leaves(op.requestBody!.content!['application/json']!.schema)[0]!;
      const [before, after] = JSON.stringify(bodyWith(field, 'MARK')).split('MARK');
      const res = await api.app.inject({
        method: method as 'POST',
        url: urlOf(path, op),
        headers: { ...admin, 'content-type': 'application/json; charset=utf-8' },
        payload: Buffer.concat([
          Buffer.from(`${before}ab`),
          Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80]),
          Buffer.from(after!),
        ]),
      });
      expect([res.statusCode, path]).toEqual([400, path]);
      expect(res.json().errors?.[0]?.field).toBe(field);
    }
  });

  it('answers 400 naming the field for a multipart field that is not UTF-8, in Hindi when asked', async () => {
    const boundary = '----drishti-unicode';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nab`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/publics/consultant-booking',
      headers: { ...user, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-lang': 'hi' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'note', message: 'अमान्य यूनिकोड पाठ' }]);
  });
});

describe('malformed Unicode over the WebSocket', () => {
  it('answers a frame with a lone surrogate or bytes that are not UTF-8 with an error naming the field', async () => {
    api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      api.wsUpgrades.emit('upgrade', req, socket, head),
    );
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const s = await TestSocket.open(base, user.cookie);
    try {
      const consultationId = randomUUID();
      s.ws.send(JSON.stringify({ type: 'chat.send', consultationId, clientId: 'c-1', text: 'hello \ud800' }));
      const error = await s.upcoming((m) => m.type === 'error');
      expect(error).toMatchObject({ type: 'error', code: 'bad-unicode', field: 'text' });
      s.ws.send(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), { binary: true });
      expect(await s.upcoming((m) => m.type === 'error')).toMatchObject({ code: 'bad-unicode' });
      // The socket stays usable.
      s.send({ type: 'ping', at: 1 });
      expect(await s.upcoming((m) => m.type === 'pong')).toMatchObject({ at: 1 });
    } finally {
      await s.close();
    }
  });
});

describe('Cache-Control', () => {
  it('is private, no-store on every signed-in answer, and an explicit max-age on public reads that do not vary by caller', async () => {
    let privateAnswers = 0;
    let publicAnswers = 0;
    // Every route but those that end the walker's own sessions or account.
    const endsSession = (method: string, path: string) =>
      path === '/api/auth/logout' ||
      path.startsWith('/api/users/me/sessions') ||
      (method === 'DELETE' && path === '/api/users/me');
    for (const { method, path, op } of operations().filter((o) => !endsSession(o.method, o.path))) {
      const url = urlOf(path, op);
      for (const headers of [admin, user]) {
        const signedIn = await api.app.inject({ method: method as 'GET', url, headers });
        const cc = String(signedIn.headers['cache-control'] ?? '');
        if (method !== 'GET' || cc.includes('no-store')) {
          expect([method, path, cc]).toEqual([method, path, PER_USER]);
          privateAnswers++;
          continue;
        }
        // Cacheable: it must say for how long, and be exactly what a signed-out visitor gets.
        expect([path, /max-age=\d+/.test(cc)]).toEqual([path, true]);
        const anonymous = await api.app.inject({ method: 'GET', url });
        expect([path, anonymous.statusCode, anonymous.body]).toEqual([path, signedIn.statusCode, signedIn.body]);
        publicAnswers++;
      }
    }
    expect(privateAnswers).toBeGreaterThan(100);
    expect(publicAnswers).toBeGreaterThan(15);
  });

  it('marks the wallet, the profile and the session answers private', async () => {
    for (const url of ['/api/wallet', '/api/auth/me', '/api/users/me/deletion', '/api/users/notifications']) {
      const res = await api.app.inject({ method: 'GET', url, headers: user });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, PER_USER]);
    }
    const signedOut = await api.app.inject({ method: 'GET', url: '/api/wallet' });
    expect(signedOut.headers['cache-control']).toBe(PER_USER);
    const packs = await api.app.inject({ method: 'GET', url: '/api/wallet/packs' });
    expect(packs.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
