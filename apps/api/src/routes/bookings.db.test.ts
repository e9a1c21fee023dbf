import type { SandboxGateway } from '@drishti/core/payments/sandbox';
import { demoAstrologerPhone, loadDemoData, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
// Sunday 22 Nov 2026, 11:30 in India.
let clock = new Date('2026-11-22T06:00:00Z');
let sandbox: SandboxGateway;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock, webhookDuplicates: 2 }, { rateLimits: false });
  sandbox = api.ctx.gateway as SandboxGateway;
  await loadDemoData(api.ctx.database.db, clock);
});
afterAll(async () => {
  await api.close();
});

type Headers = Record<string, string>;

async function signIn(phone: string): Promise<Headers> {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const get = (url: string, headers: Headers = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function form(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = '----drishti-test-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
const book = (
  fields: Record<string, string>,
  headers: Headers,
  file?: { name: string; filename: string; type: string; bytes: Buffer },
) => {
  const f = form(fields, file);
  return api.app.inject({
    method: 'POST',
    url: '/api/publics/consultant-booking',
    payload: f.payload,
    headers: { ...headers, 'content-type': f.contentType },
  });
};

async function recharge(me: Headers, packId: string) {
  const intent = (await post('/api/wallet/recharge', { packId }, me)).json().data;
  await api.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
    payload: 'outcome=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
const wallet = async (me: Headers) => (await get('/api/wallet', me)).json().data as { coins: number; reserved: number };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('astrologers for users', () => {
  it('lists active astrologers with real stats: no reviews yet means no rating ("New")', async () => {
    const res = await get('/api/publics/astrologers?limit=50');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(26);
    expect(items).toHaveLength(26);
    for (const a of items) {
      expect(a.rating).toBeNull();
      expect(a.reviewCount).toBe(0);
      expect(a.price).toEqual({ perMinute: expect.any(Number), currency: 'INR' });
      expect(a.isOnline).toBe(
        a.sessionsStatus.isChatLive || a.sessionsStatus.isVoiceLive || a.sessionsStatus.isVideoLive,
      );
    }
    // Online ones first.
    const firstOffline = items.findIndex((a: { isOnline: boolean }) => !a.isOnline);
    expect(items.slice(firstOffline).every((a: { isOnline: boolean }) => !a.isOnline)).toBe(true);
  });

  it('filters by skill, language, price and online, searches names in both scripts, sorts by price', async () => {
    const tarot = (await get('/api/publics/astrologers?skill=tarot')).json().data.items;
    expect(tarot.length).toBeGreaterThan(0);
    expect(tarot.every((a: { skills: string[] }) => a.skills.includes('tarot'))).toBe(true);
    const tamil = (await get('/api/publics/astrologers?language=tamil')).json().data.items;
    expect(tamil.every((a: { languages: string[] }) => a.languages.includes('tamil'))).toBe(true);
    const cheap = (await get('/api/publics/astrologers?maxPrice=20&sort=price-asc&limit=50')).json().data.items;
    expect(cheap.every((a: { price: { perMinute: number } }) => a.price.perMinute <= 20)).toBe(true);
    // Demo astrologers start offline: nobody is online until one switches a channel on, connected.
    expect((await get('/api/publics/astrologers?online=true')).json().data.total).toBe(0);
    const account = await usersRepository(api.ctx.database.db).findByPhone(demoAstrologerPhone(2));
    await api.ctx.services.consultations.setPresence(account!.id, { chat: true, voice: false, video: false });
    const online = (await get('/api/publics/astrologers?online=true&limit=50')).json().data.items;
    expect(online.map((a: { slug: string }) => a.slug)).toEqual(['pandit-devendra-mishra']);
    expect(online.every((a: { isOnline: boolean }) => a.isOnline)).toBe(true);
    await api.ctx.services.consultations.setPresence(account!.id, { chat: false, voice: false, video: false });
    expect((await get('/api/publics/astrologers?search=meera')).json().data.items[0].slug).toBe('meera-iyer');
    expect((await get(`/api/publics/astrologers?search=${encodeURIComponent('मीरा')}`)).json().data.items[0].slug).toBe(
      'meera-iyer',
    );
    // Rated-only filter: nobody has 5 reviews yet.
    expect((await get('/api/publics/astrologers?minRating=4')).json().data.total).toBe(0);
  });

  it('rejects a bad query naming the field, and 404s an unknown profile', async () => {
    const bad = await get('/api/publics/astrologers?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
    expect((await get('/api/publics/astrologers/nobody-here')).statusCode).toBe(404);
    const profile = (await get('/api/publics/astrologers/meera-iyer')).json().data;
    expect(profile.bio.hi).toMatch(/[\u0900-\u097F]/);
  });

  it('offers slots only inside the weekly hours, an hour ahead at least, on 15-minute steps', async () => {
    const res = await get('/api/publics/astrologers/acharya-raghav-shastri/slots?duration=30&days=3');
    expect(res.statusCode).toBe(200);
    const { slots, pricePerMinute } = res.json().data;
    expect(pricePerMinute).toBe(29);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      const start = new Date(s.startsAt);
      const ist = new Date(start.getTime() + 330 * 60_000);
      const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
      // The first demo astrologer works 09:00–13:00 and rests on Sundays.
      expect(ist.getUTCDay()).not.toBe(0);
      expect(minute).toBeGreaterThanOrEqual(9 * 60);
      expect(minute + 30).toBeLessThanOrEqual(13 * 60);
      expect(minute % 15).toBe(0);
      expect(start.getTime()).toBeGreaterThanOrEqual(clock.getTime() + 60 * 60_000);
    }
    expect(slots[0].startsAt).toBe('2026-11-23T03:30:00.000Z'); // Monday 09:00 IST
    expect((await get('/api/publics/astrologers/acharya-raghav-shastri/slots?duration=20')).statusCode).toBe(400);
  });
});

describe('consultant-booking and consultant-booking-verify', () => {
  let raghav: { id: string };
  beforeAll(async () => {
    raghav = (await get('/api/publics/astrologers/acharya-raghav-shastri')).json().data;
  });

  it('needs a signed-in user', async () => {
    const res = await book({ astrologerId: raghav.id }, {});
    expect(res.statusCode).toBe(401);
    const verify = await post('/api/publics/consultant-booking-verify', {
      bookingId: raghav.id,
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(verify.statusCode).toBe(401);
  });

  it('names the field at fault and refuses files that are not photos or PDFs', async () => {
    const me = await signIn('9800000301');
    const missing = await book(
      { astrologerId: raghav.id, startsAt: '2026-11-23T03:30:00.000Z', durationMinutes: '30' },
      me,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toContain('channel');
    const json = await post('/api/publics/consultant-booking', { astrologerId: raghav.id }, me);
    expect(json.statusCode).toBe(400);
    const fake = await book(
      { astrologerId: raghav.id, startsAt: '2026-11-23T03:30:00.000Z', durationMinutes: '30', channel: 'chat' },
      me,
      { name: 'attachment', filename: 'palm.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].field).toBe('attachment');
    const outside = await book(
      { astrologerId: raghav.id, startsAt: '2026-11-23T10:00:00.000Z', durationMinutes: '30', channel: 'chat' },
      me,
    );
    expect(outside.statusCode).toBe(409); // 15:30 IST is outside his hours
  });

  it('pays from the wallet: the price is held, the slot is taken, the user is told by SMS', async () => {
    const me = await signIn('9800000302');
    const fields = {
      astrologerId: raghav.id,
      startsAt: '2026-11-23T03:30:00.000Z',
      durationMinutes: '30',
      channel: 'voice',
      note: 'Career question',
      payWith: 'wallet',
    };
    const short = await book(fields, { ...me, 'idempotency-key': 'booking-attempt-0001' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/870/);
    await recharge(me, 'coins-1000');
    expect((await wallet(me)).coins).toBe(1000);
    const res = await book(
      fields,
      { ...me, 'idempotency-key': 'booking-attempt-0001' },
      {
        name: 'attachment',
        filename: 'palm.png',
        type: 'image/png',
        bytes: PNG,
      },
    );
    expect(res.statusCode).toBe(200);
    const booking = res.json().data.booking;
    expect(booking).toMatchObject({ status: 'confirmed', priceCoins: 870, channel: 'voice', hasAttachment: false });
    expect(await wallet(me)).toEqual({ coins: 130, reserved: 870 });
    // The same key with another form (here: without the file) is refused, not a second booking.
    const again = await book(fields, { ...me, 'idempotency-key': 'booking-attempt-0001' });
    expect(again.statusCode).toBe(409);
    expect(await wallet(me)).toEqual({ coins: 130, reserved: 870 });

    const sms = (await get('/api/dev/outbox?phone=919800000302')).json().data;
    expect(sms[0].text).toMatch(/booked/);
    const slots = (await get('/api/publics/astrologers/acharya-raghav-shastri/slots?duration=30&days=2')).json().data
      .slots;
    expect(slots.some((s: { startsAt: string }) => s.startsAt === '2026-11-23T03:30:00.000Z')).toBe(false);
    expect(slots.some((s: { startsAt: string }) => s.startsAt === '2026-11-23T03:45:00.000Z')).toBe(false); // overlaps
    expect(slots.some((s: { startsAt: string }) => s.startsAt === '2026-11-23T04:00:00.000Z')).toBe(true);

    // Someone else cannot take an overlapping slot, nor see this booking.
    const other = await signIn('9800000303');
    await recharge(other, 'coins-1000');
    const clash = await book({ ...fields, startsAt: '2026-11-23T03:45:00.000Z', durationMinutes: '15' }, other);
    expect(clash.statusCode).toBe(409);
    expect((await get(`/api/users/bookings/${booking.id}`, other)).statusCode).toBe(404);
    expect((await post(`/api/users/bookings/${booking.id}/cancel`, {}, other)).statusCode).toBe(404);
    expect((await get('/api/users/bookings', me)).json().data.map((b: { id: string }) => b.id)).toEqual([booking.id]);
  });

  it('stores an attached photo privately: its owner can fetch it, nobody else', async () => {
    const me = await signIn('9800000304');
    await recharge(me, 'coins-1000');
    const res = await book(
      { astrologerId: raghav.id, startsAt: '2026-11-23T05:00:00.000Z', durationMinutes: '15', channel: 'chat' },
      me,
      { name: 'attachment', filename: 'hand.jpg', type: 'image/jpeg', bytes: PNG },
    );
    expect(res.statusCode).toBe(200);
    const booking = res.json().data.booking;
    expect(booking.hasAttachment).toBe(true);
    const file = await get(`/api/users/bookings/${booking.id}/attachment`, me);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png'); // from the bytes, not the declared type
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const stranger = await signIn('9800000305');
    expect((await get(`/api/users/bookings/${booking.id}/attachment`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/users/bookings/${booking.id}/attachment`)).statusCode).toBe(401);
  });

  it('pays through the gateway: webhooks and the verify call confirm it once', async () => {
    const me = await signIn('9800000306');
    const res = await book(
      {
        astrologerId: raghav.id,
        startsAt: '2026-11-24T04:00:00.000Z',
        durationMinutes: '15',
        channel: 'video',
        payWith: 'gateway',
      },
      me,
    );
    expect(res.statusCode).toBe(200);
    const { booking, payment } = res.json().data;
    expect(booking.status).toBe('pending_payment');
    // 15 × 29 coins, with 18% GST on top.
    expect(payment.order).toMatchObject({ coins: 435, pricePaise: 43500, gstPaise: 7830, totalPaise: 51330 });

    const page = await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${payment.order.gatewayOrderId}`,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(page.headers.location as string, 'http://localhost');
    const report = {
      bookingId: booking.id,
      razorpay_order_id: back.searchParams.get('razorpay_order_id')!,
      razorpay_payment_id: back.searchParams.get('razorpay_payment_id')!,
      razorpay_signature: back.searchParams.get('razorpay_signature')!,
    };
    const stranger = await signIn('9800000307');
    expect((await post('/api/publics/consultant-booking-verify', report, stranger)).statusCode).toBe(404);
    const tampered = await post(
      '/api/publics/consultant-booking-verify',
      { ...report, razorpay_signature: 'b'.repeat(64) },
      me,
    );
    expect(tampered.statusCode).toBe(400);
    const verified = await post('/api/publics/consultant-booking-verify', report, me);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.status).toBe('confirmed');
    await post('/api/publics/consultant-booking-verify', report, me);
    // Paid 435 coins (credited once despite duplicate webhooks and two verify calls), all held.
    expect(await wallet(me)).toEqual({ coins: 0, reserved: 435 });
    expect(sandbox).toBeTruthy();
  });

  it('applies the cancellation rules: full refund a day ahead, half within a day, none in the last 2 hours', async () => {
    const me = await signIn('9800000308');
    await recharge(me, 'coins-2000');
    const make = async (startsAt: string) =>
      (
        await book({ astrologerId: raghav.id, startsAt, durationMinutes: '15', channel: 'chat', payWith: 'wallet' }, me)
      ).json().data.booking;
    const far = await make('2026-11-25T04:30:00.000Z'); // Wed 10:00 IST, ~70 h ahead
    const near = await make('2026-11-23T06:30:00.000Z'); // Mon 12:00 IST, ~24.5 h ahead
    expect(await wallet(me)).toEqual({ coins: 2000 - 870, reserved: 870 });

    const cancelledFar = (await post(`/api/users/bookings/${far.id}/cancel`, { reason: 'Travel' }, me)).json().data;
    expect(cancelledFar).toMatchObject({ status: 'cancelled', refundCoins: 435, cancelledBy: 'user' });
    expect(await wallet(me)).toEqual({ coins: 2000 - 435, reserved: 435 });

    clock = new Date('2026-11-23T02:00:00Z'); // 4.5 h before `near`
    const view = (await get(`/api/users/bookings/${near.id}`, me)).json().data;
    expect(view.refundIfCancelledNow).toBe(217);
    clock = new Date('2026-11-23T05:00:00Z'); // 1.5 h before
    const late = await post(`/api/users/bookings/${near.id}/cancel`, {}, me);
    expect(late.statusCode).toBe(409);
    clock = new Date('2026-11-23T02:00:00Z');
    const ledger = api.ctx.services.wallet.ledger;
    const balances = async () => ({
      earnings: (await ledger.account('earnings', raghav.id)).balance,
      platform: (await ledger.account('platform', null)).balance,
    });
    const before = await balances();
    const half = (await post(`/api/users/bookings/${near.id}/cancel`, {}, me)).json().data;
    expect(half.refundCoins).toBe(217);
    expect(await wallet(me)).toEqual({ coins: 2000 - 435 + 217, reserved: 0 });
    // The 218 coins kept pay the astrologer like a completed booking: 30 % commission (65, rounded down) to the platform.
    const after = await balances();
    expect({ earnings: after.earnings - before.earnings, platform: after.platform - before.platform }).toEqual({
      earnings: 153,
      platform: 65,
    });
    expect((await post(`/api/users/bookings/${near.id}/cancel`, {}, me)).statusCode).toBe(409);
    const audit = await api.ctx.services.wallet.ledger.audit();
    expect(audit).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
    clock = new Date('2026-11-22T06:00:00Z');
  });
});
