import {
  astrologers,
  consultations,
  DEMO_ADMIN_PHONE,
  eq,
  loadDemoData,
  notifications,
  supportTickets,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * Support tickets through the API: a user opens one with a file, only they and admins see it and
 * its file, an admin's reply marks it answered and notifies the user, the user's message reopens
 * it, a resolution notifies; refund requests open a linked ticket; user text is stored as typed.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;

/** Strings that would do harm if rendered as HTML (kept here until a shared corpus exists). */
const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

beforeAll(async () => {
  api = await createTestApi({}, {}, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, new Date());
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

/** A multipart body of text fields and files named `files`. */
function multipart(fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type: string }[] = []) {
  const boundary = '----drishti-support-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const send = (
  url: string,
  headers: Headers,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const m = multipart(fields, files);
  return api.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...headers, 'content-type': m.type } });
};
const get = (url: string, headers: Headers = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

describe('support tickets', () => {
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  let userId: string;
  let ticketId: string;
  let ticketNumber: number;
  let fileUrl: string;

  beforeAll(async () => {
    user = await signIn('9700000601');
    other = await signIn('9700000602');
    admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
    userId = (await get('/api/auth/me', user)).json().data.id;
  });

  it('needs a signed-in user; validates the fields in the caller’s language', async () => {
    expect((await get('/api/users/support/tickets')).statusCode).toBe(401);
    const bad = await send(
      '/api/users/support/tickets',
      { ...user, 'x-lang': 'hi' },
      { category: 'payment', subject: 'x', body: 'hello' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0900-\u097F]/);
    const wrongType = await send(
      '/api/users/support/tickets',
      user,
      { category: 'payment', subject: 'Payment failed', body: 'Money went, coins did not come' },
      [{ name: 'evil.png', bytes: new TextEncoder().encode('<html><script>alert(1)</script>'), type: 'image/png' }],
    );
    expect(wrongType.statusCode).toBe(400);
    const tooMany = await send(
      '/api/users/support/tickets',
      user,
      { category: 'payment', subject: 'Payment failed', body: 'Money went, coins did not come' },
      [1, 2, 3, 4].map((i) => ({ name: `p${i}.png`, bytes: PNG, type: 'image/png' })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await get('/api/users/support/tickets', user)).json().data).toEqual([]);
  });

  it('opens a ticket in Hindi with a file, numbered, waiting for support', async () => {
    const res = await send(
      '/api/users/support/tickets',
      user,
      { category: 'payment', subject: 'भुगतान हुआ पर सिक्के नहीं मिले', body: 'मैंने ₹100 दिए,\nपर बटुए में सिक्के नहीं आए।\u0007' },
      [
        { name: '../../स्क्रीनशॉट.png', bytes: PNG, type: 'image/png' },
        { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json().data;
    ticketId = t.id;
    ticketNumber = t.number;
    expect(t.number).toBeGreaterThan(0);
    expect(t.status).toBe('open');
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0].body).toBe('मैंने ₹100 दिए,\nपर बटुए में सिक्के नहीं आए।');
    expect(t.messages[0].attachments.map((a: { name: string }) => a.name)).toEqual(['स्क्रीनशॉट.png', 'receipt.pdf']);
    fileUrl = t.messages[0].attachments[0].url;
    const byNumber = await get(`/api/users/support/tickets/${ticketNumber}`, user);
    expect(byNumber.json().data.id).toBe(ticketId);
  });

  it('shows the ticket and its files to its user and admins only', async () => {
    expect((await get(`/api/users/support/tickets/${ticketId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/users/support/tickets/${ticketNumber}`, other)).statusCode).toBe(404);
    expect((await get(fileUrl, other)).statusCode).toBe(404);
    expect((await get(fileUrl)).statusCode).toBe(401);
    const mine = await get(fileUrl, user);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(String(mine.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(fileUrl, admin)).statusCode).toBe(200);
    expect((await post(`/api/users/support/tickets/${ticketId}/messages`, { body: 'me too' }, other)).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/support/tickets', user)).statusCode).toBe(403);
    expect((await post(`/api/admin/support/tickets/${ticketId}/resolve`, {}, user)).statusCode).toBe(403);
  });

  it('lists open tickets first, longest waiting first, for admins', async () => {
    const second = await send('/api/users/support/tickets', other, {
      category: 'account',
      subject: 'Cannot change my name',
      body: 'The name field does not save.',
    });
    expect(second.statusCode).toBe(200);
    const list = (await get('/api/admin/support/tickets?status=open', admin)).json().data;
    const ids = list.map((t: { id: string }) => t.id);
    expect(ids.indexOf(ticketId)).toBeLessThan(ids.indexOf(second.json().data.id));
    expect(list[0].user.id).toBe(userId);
    expect(list[0].waitingSince).not.toBeNull();
  });

  it('an admin reply marks it answered and notifies the user; the user’s message reopens it', async () => {
    const reply = await send(
      `/api/admin/support/tickets/${ticketId}/messages`,
      admin,
      { body: 'We have credited your coins.' },
      [{ name: 'proof.png', bytes: PNG, type: 'image/png' }],
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.status).toBe('answered');
    expect(reply.json().data.messages[1].authorRole).toBe('admin');
    const db = api.ctx.database.db;
    const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe('support');
    expect(notes[0]!.url).toBe(`/support/${ticketId}`);
    expect(notes[0]!.params).toEqual({ event: 'reply', ticketNumber, ticketId });
    // The user opens the admin's file too.
    const adminFile = reply.json().data.messages[1].attachments[0].url;
    expect((await get(adminFile, user)).statusCode).toBe(200);

    const mine = (await get(`/api/users/support/tickets`, user)).json().data;
    expect(mine[0].status).toBe('answered');
    const back = await post(
      `/api/users/support/tickets/${ticketId}/messages`,
      { body: 'Thank you, it arrived.' },
      user,
    );
    expect(back.json().data.status).toBe('open');
  });

  it('resolving (by an admin) notifies; a later user message reopens', async () => {
    const done = await post(`/api/admin/support/tickets/${ticketId}/resolve`, {}, admin);
    expect(done.json().data.status).toBe('resolved');
    expect(done.json().data.resolvedAt).not.toBeNull();
    const db = api.ctx.database.db;
    const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.map((n) => (n.params as { event: string }).event).sort()).toEqual(['reply', 'resolved']);
    const again = await post(`/api/users/support/tickets/${ticketId}/messages`, { body: 'One more question.' }, user);
    expect(again.json().data.status).toBe('open');
    expect(again.json().data.resolvedAt).toBeNull();
    const self = await post(`/api/users/support/tickets/${ticketId}/resolve`, {}, user);
    expect(self.json().data.status).toBe('resolved');
  });

  it('does not notify a user who switched support notices off', async () => {
    const quiet = await signIn('9700000603');
    const quietId = (await get('/api/auth/me', quiet)).json().data.id;
    const { users } = await import('@drishti/db/testing');
    const db = api.ctx.database.db;
    await db
      .update(users)
      .set({ notificationSettings: { support: { inApp: false, push: false } } })
      .where(eq(users.id, quietId));
    const t = (
      await post('/api/users/support/tickets', { category: 'other', subject: 'Hello there', body: 'A question' }, quiet)
    ).json().data;
    await post(`/api/admin/support/tickets/${t.id}/messages`, { body: 'Answer' }, admin);
    expect(await db.select().from(notifications).where(eq(notifications.userId, quietId))).toHaveLength(0);
  });

  it('stores hostile text as plain text, unchanged', async () => {
    for (const s of XSS) {
      const res = await post(
        '/api/users/support/tickets',
        { category: 'other', subject: s, body: `${s}\n${s}` },
        other,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.subject).toBe(s);
      expect(res.json().data.messages[0].body).toBe(`${s}\n${s}`);
    }
  });

  it('a refund request opens a linked consultation ticket once', async () => {
    const db = api.ctx.database.db;
    const [a] = await db.select().from(astrologers).limit(1);
    const [c] = await db
      .insert(consultations)
      .values({
        userId,
        astrologerId: a!.id,
        channel: 'chat',
        status: 'ended',
        pricePerMinute: 20,
        commissionPercent: 30,
        billedMinutes: 3,
        chargedCoins: 60,
        astrologerCoins: 42,
        settledAt: new Date(),
        endedAt: new Date(),
        endReason: 'user',
      })
      .returning();
    const res = await post(
      `/api/users/consultations/${c!.id}/refund-request`,
      { reason: 'The astrologer stopped answering after a minute.' },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data.supportTicket;
    expect(res.json().data.refundRequested).toBe(true);
    expect(ticket.number).toBeGreaterThan(0);
    const rows = await db.select().from(supportTickets).where(eq(supportTickets.consultationId, c!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.category).toBe('consultation');
    expect(rows[0]!.subject).toContain(a!.name);
    const view = (await get(`/api/admin/support/tickets/${ticket.id}`, admin)).json().data;
    expect(view.messages[0].body).toBe('The astrologer stopped answering after a minute.');
    expect(view.consultation).toMatchObject({ id: c!.id, channel: 'chat', billedMinutes: 3, chargedCoins: 60 });
    expect(view.user.id).toBe(userId);
    const again = await post(
      `/api/users/consultations/${c!.id}/refund-request`,
      { reason: 'Asking once more, please.' },
      user,
    );
    expect(again.statusCode).toBe(409);
  });

  it('a refund asked for in Hindi opens a ticket whose subject is Hindi', async () => {
    const db = api.ctx.database.db;
    const [a] = await db.select().from(astrologers).limit(1);
    const [c] = await db
      .insert(consultations)
      .values({
        userId,
        astrologerId: a!.id,
        channel: 'voice',
        status: 'ended',
        pricePerMinute: 20,
        commissionPercent: 30,
        billedMinutes: 2,
        chargedCoins: 40,
        astrologerCoins: 28,
        settledAt: new Date(),
        endedAt: new Date(),
        endReason: 'user',
      })
      .returning();
    const res = await post(
      `/api/users/consultations/${c!.id}/refund-request?lang=hi`,
      { reason: 'आवाज़ बीच में कट गई।' },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.consultationId, c!.id));
    expect(row!.subject.startsWith('रिफ़ंड का अनुरोध: ')).toBe(true);
    expect(row!.subject).toContain(a!.nameHi || a!.name);
    expect(row!.subject).not.toMatch(/Refund|[A-Z][a-z]{2} \d{4}/);
  });
});
