import {
  astrologers,
  birthProfiles,
  communityComments,
  communityMembers,
  communityPosts,
  consultationMessages,
  consultations,
  eq,
  ledgerRepository,
  loadDemoData,
  nativePushTokens,
  notifications,
  paymentOrders,
  pushSubscriptions,
  reminders,
  sessions,
  supportTickets,
  users,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * The user's own data through the API: name and language, the JSON export (everything of theirs,
 * nothing secret), and deletion: exactly what the privacy page says goes, goes; money records stay;
 * the phone number signs in again as a new, empty account.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;

const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')"];

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
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const get = (url: string, headers: Headers = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });
const patch = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'PATCH', url, payload, headers });

const PROFILE = {
  name: 'Asha Sharma',
  gender: 'female',
  relation: 'self',
  birthDate: '1990-04-12',
  birthTime: '06:30',
  placeName: 'Jaipur',
  lat: 26.9124,
  lon: 75.7873,
  timezone: 'Asia/Kolkata',
};

describe('name and language', () => {
  it('changes the name (plain text, trimmed, control characters out) and the language', async () => {
    const me = await signIn('9700000701');
    expect((await patch('/api/users/me', { name: 'x' })).statusCode).toBe(401);
    for (const s of XSS) {
      const res = await patch('/api/users/me', { name: s }, me);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.name).toBe(s);
      expect((await get('/api/auth/me', me)).json().data.name).toBe(s);
    }
    const res = await patch('/api/users/me', { name: '  राम\u0000 कुमार  ', locale: 'hi' }, me);
    expect(res.json().data).toMatchObject({ name: 'राम कुमार', locale: 'hi' });
    expect((await patch('/api/users/me', { name: 'a'.repeat(81) }, me)).statusCode).toBe(400);
    expect((await patch('/api/users/me', {}, me)).statusCode).toBe(400);
  });
});

describe('export and deletion', () => {
  let me: Headers;
  let userId: string;
  let consultationId: string;
  let walletAccountId: string;

  beforeAll(async () => {
    me = await signIn('9700000702');
    userId = (await get('/api/auth/me', me)).json().data.id;
    const db = api.ctx.database.db;
    await patch('/api/users/me', { name: 'Meena Devi' }, me);
    expect((await post('/api/users/profiles', PROFILE, me)).statusCode).toBe(200);
    // Coins bought through the sandbox gateway.
    const intent = (await post('/api/wallet/recharge', { packId: 'coins-100' }, me)).json().data;
    await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    walletAccountId = (await ledgerRepository(db).account('wallet', userId)).id;
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
        billedMinutes: 2,
        chargedCoins: 40,
        birth: { name: 'Meena Devi', birthDate: '1990-04-12' },
        settledAt: new Date(),
        endedAt: new Date(),
      })
      .returning();
    consultationId = c!.id;
    await db.insert(consultationMessages).values([
      { consultationId, seq: 1, sender: 'user', clientId: 'c1', body: 'Will I get the job?' },
      { consultationId, seq: 2, sender: 'astrologer', clientId: 'c2', body: 'Jupiter favours you.' },
    ]);
    await post(
      '/api/users/support/tickets',
      { category: 'payment', subject: 'Coins missing', body: 'Please check.' },
      me,
    );
    await db.insert(notifications).values({ userId, kind: 'support', params: { event: 'reply' }, url: '/support' });
    await db
      .insert(reminders)
      .values({ userId, remedy: 'mantra', title: 'Om Namah Shivaya', schedule: { every: 'day' } });
    await db.insert(communityMembers).values({ userId, handle: 'calm-lotus-42' });
    const [p] = await db
      .insert(communityPosts)
      .values({ userId, handle: 'calm-lotus-42', topic: 'career', body: 'Exams next month, so anxious.' })
      .returning();
    await db.insert(communityComments).values({ postId: p!.id, userId, handle: 'calm-lotus-42', body: 'Thanks all.' });
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: 'https://push.example/abc', p256dh: 'secret-key', auth: 'secret-auth' });
    await db.insert(nativePushTokens).values({ userId, platform: 'android', token: 'fcm-device-secret' });
  });

  it('exports everything of the user as a JSON download, without secrets', async () => {
    expect((await get('/api/users/me/export')).statusCode).toBe(401);
    const res = await get('/api/users/me/export', me);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="drishti-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ id: userId, phone: '919700000702', name: 'Meena Devi' });
    expect(data.birthProfiles.map((p: { name: string }) => p.name)).toEqual(['Asha Sharma']);
    expect(data.wallet.balance).toBe(100);
    expect(data.wallet.statement[0]).toMatchObject({ kind: 'recharge', amount: 100 });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ coins: 100, status: 'paid' });
    expect(data.consultations[0].transcript.map((m: { text: string }) => m.text)).toEqual([
      'Will I get the job?',
      'Jupiter favours you.',
    ]);
    expect(data.supportTickets[0].messages[0].body).toBe('Please check.');
    expect(data.notifications).toHaveLength(1);
    expect(data.reminders[0].title).toBe('Om Namah Shivaya');
    expect(data.community.posts[0].body).toBe('Exams next month, so anxious.');
    expect(data.community.comments[0].body).toBe('Thanks all.');
    expect(data.pushSubscriptions).toEqual([{ endpoint: 'https://push.example/abc', createdAt: expect.any(String) }]);
    expect(data.appDevices).toEqual([
      { platform: 'android', registeredAt: expect.any(String), lastSeenAt: expect.any(String) },
    ]);
    // No secrets: session tokens, OTP hashes, push keys.
    expect(res.body).not.toMatch(/token|code_?hash|secret-key|secret-auth|p256dh|fcm-device-secret/i);
  });

  it('refuses while a consultation is open, and without the confirmation word', async () => {
    const db = api.ctx.database.db;
    const [a] = await db.select().from(astrologers).limit(1);
    const [open] = await db
      .insert(consultations)
      .values({
        userId,
        astrologerId: a!.id,
        channel: 'chat',
        status: 'waitlisted',
        pricePerMinute: 20,
        commissionPercent: 30,
      })
      .returning();
    const check = (await get('/api/users/me/deletion', me)).json().data;
    expect(check).toMatchObject({ coins: 100, openConsultation: true, staff: false, openTickets: 1 });
    expect((await post('/api/users/me/delete', { confirm: 'DELETE' }, me)).statusCode).toBe(409);
    await db
      .update(consultations)
      .set({ status: 'cancelled', endReason: 'cancelled' })
      .where(eq(consultations.id, open!.id));
    expect((await post('/api/users/me/delete', { confirm: 'delete it' }, me)).statusCode).toBe(400);
    expect((await get('/api/auth/me', me)).statusCode).toBe(200);
  });

  it('deletes and anonymises exactly what the privacy page says; money records stay', async () => {
    const db = api.ctx.database.db;
    const res = await post('/api/users/me/delete', { confirm: 'हटाएँ' }, me);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/auth/me', me)).statusCode).toBe(401);
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    expect(u!.deletedAt).not.toBeNull();
    expect(u!.phone).toBe(`deleted:${userId}`);
    expect(u!.name).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await db.select().from(birthProfiles).where(eq(birthProfiles.userId, userId))).toHaveLength(0);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toHaveLength(0);
    expect(await db.select().from(nativePushTokens).where(eq(nativePushTokens.userId, userId))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.userId, userId))).toHaveLength(0);
    expect(await db.select().from(reminders).where(eq(reminders.userId, userId))).toHaveLength(0);
    expect(await db.select().from(supportTickets).where(eq(supportTickets.userId, userId))).toHaveLength(0);
    expect(await db.select().from(communityMembers).where(eq(communityMembers.userId, userId))).toHaveLength(0);
    expect(
      await db.select().from(consultationMessages).where(eq(consultationMessages.consultationId, consultationId)),
    ).toHaveLength(0);
    const posts = await db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.body, 'Exams next month, so anxious.'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ userId: null, handle: 'Deleted member' });
    const comments = await db.select().from(communityComments).where(eq(communityComments.body, 'Thanks all.'));
    expect(comments[0]).toMatchObject({ userId: null, handle: 'Deleted member' });
    // Money records stay, tied only to the id.
    const [c] = await db.select().from(consultations).where(eq(consultations.id, consultationId));
    expect(c).toMatchObject({ userId, chargedCoins: 40, billedMinutes: 2, birth: null });
    expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))).toHaveLength(1);
    const ledger = ledgerRepository(db);
    expect((await ledger.statement(walletAccountId)).length).toBeGreaterThan(0);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });

  it('the same phone signs in again as a new, empty account', async () => {
    const again = await signIn('9700000702');
    const fresh = (await get('/api/auth/me', again)).json().data;
    expect(fresh.id).not.toBe(userId);
    expect(fresh.name).toBeNull();
    expect((await get('/api/users/profiles', again)).json().data).toEqual([]);
    expect((await get('/api/wallet', again)).json().data).toMatchObject({ coins: 0 });
    expect((await get('/api/users/support/tickets', again)).json().data).toEqual([]);
    expect((await get('/api/users/consultations', again)).json().data).toEqual([]);
  });

  it('staff accounts are not deleted from here', async () => {
    const admin = await signIn('9999900001');
    expect((await post('/api/users/me/delete', { confirm: 'DELETE' }, admin)).statusCode).toBe(403);
  });
});
