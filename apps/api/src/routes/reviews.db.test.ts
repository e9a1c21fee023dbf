import {
  astrologersRepository,
  bookingsRepository,
  DEMO_ADMIN_PHONE,
  loadDemoData,
  usersRepository,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * Reviews end to end through the API: an astrologer completes their own booking once its slot has
 * started, its user reviews it once, the astrologer replies, admins list and hide reviews, and the
 * rating shown is the average of the visible ones ("New" below 5).
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
// Sunday 22 Nov 2026, 11:30 in India.
let clock = new Date('2026-11-22T06:00:00Z');

/** The cached pages the API asked to render again (the home page shows reviews). */
const renewed: string[][] = [];

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
  api.ctx.pages.renew = async (paths) => {
    renewed.push([...paths]);
  };
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
const get = (url: string, headers: Headers = {}) => api.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });

/** An approved astrologer with an account (as the admin's approval makes one), working 09:00–21:00 daily. */
async function astrologerAccount(phone: string, slug: string, name: string) {
  const db = api.ctx.database.db;
  const user = await usersRepository(db).findOrCreateByPhone(`91${phone}`, { role: 'astrologer' });
  const a = await astrologersRepository(db).create({
    userId: user.id,
    slug,
    name,
    nameHi: name,
    gender: 'female',
    profileImage: null,
    bio: { en: `${name} reads charts.`, hi: `${name} कुंडली देखती हैं।` },
    skills: ['vedic-astrology'],
    languages: ['hindi'],
    specializations: [],
    experienceYears: 5,
    pricePerMinute: 20,
  });
  await bookingsRepository(db).setAvailability(
    a.id,
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 21 * 60 })),
  );
  return { id: a.id, slug, headers: await signIn(phone) };
}

async function recharge(me: Headers, packId: string) {
  const intent = (await post('/api/wallet/recharge', { packId }, me)).json().data;
  await api.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`,
    payload: 'outcome=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Books a 15-minute chat paid from the wallet; returns the booking's id. */
async function book(me: Headers, astrologerId: string, startsAt: string): Promise<string> {
  const boundary = '----drishti-reviews-test';
  const fields = { astrologerId, startsAt, durationMinutes: '15', channel: 'chat', payWith: 'wallet' };
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/publics/consultant-booking',
    payload: body,
    headers: { ...me, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.booking.status).toBe('confirmed');
  return res.json().data.booking.id;
}

const slot = (n: number) => new Date(Date.parse('2026-11-22T07:00:00Z') + n * 15 * 60_000).toISOString();

describe('completing a booking, reviewing it, replying, moderating', () => {
  let asha: Awaited<ReturnType<typeof astrologerAccount>>;
  let bela: Awaited<ReturnType<typeof astrologerAccount>>;
  let admin: Headers;
  let userA: Headers;
  let userB: Headers;
  const booked: string[] = [];
  let cancelled: string;

  beforeAll(async () => {
    asha = await astrologerAccount('9700000501', 'asha-test', 'Asha Test');
    bela = await astrologerAccount('9700000502', 'bela-test', 'Bela Test');
    admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
    userA = await signIn('9700000511');
    userB = await signIn('9700000512');
    await usersRepository(api.ctx.database.db).update((await get('/api/auth/me', userA)).json().data.id, {
      name: 'Ravi Kumar',
    });
    await recharge(userA, 'coins-2000');
    await recharge(userB, 'coins-2000');
    // Six bookings with Asha from 12:30 IST (UserA four, UserB two), one more to cancel.
    for (let n = 0; n < 6; n++) booked.push(await book(n < 4 ? userA : userB, asha.id, slot(n)));
    cancelled = await book(userA, asha.id, slot(6));
    expect((await post(`/api/users/bookings/${cancelled}/cancel`, {}, userA)).statusCode).toBe(200);
  });

  it('lets only the booking’s astrologer complete it, and only once its slot has started', async () => {
    const url = `/api/astrologer/bookings/${booked[0]}/complete`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post(url, {}, userA)).statusCode).toBe(403); // a user, even the booking's own
    expect((await post(url, {}, admin)).statusCode).toBe(403);
    const other = await post(url, {}, bela.headers);
    expect(other.statusCode).toBe(404); // another astrologer's booking is not theirs to see
    expect(other.json().message).toBe('No such booking.');
    const early = await post(url, {}, asha.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A booking can be completed only after it has started.');
    expect((await post('/api/astrologer/bookings/not-a-uuid/complete', {}, asha.headers)).statusCode).toBe(400);

    clock = new Date('2026-11-22T09:00:00Z'); // 14:30 IST: all seven slots have started
    expect((await post(`/api/astrologer/bookings/${cancelled}/complete`, {}, asha.headers)).statusCode).toBe(409);
    expect((await post(url, {}, bela.headers)).statusCode).toBe(404);
    const done = await post(url, {}, asha.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: booked[0], status: 'completed' });
    // Idempotent: a second click changes nothing.
    expect((await post(url, {}, asha.headers)).json().data.status).toBe('completed');
    // The held coins became Asha's earnings: UserA's reserve dropped by one booking (300 coins).
    expect((await get('/api/wallet', userA)).json().data.reserved).toBe(3 * 300);
    expect(await api.ctx.services.wallet.ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
    const list = (await get('/api/astrologer/bookings', asha.headers)).json().data;
    expect(list.find((b: { id: string }) => b.id === booked[0]).status).toBe('completed');
    // Three days on, bookings still to complete stay on the list (however old); ended ones leave it.
    clock = new Date('2026-11-25T09:00:00Z');
    const later = (await get('/api/astrologer/bookings', asha.headers)).json().data as { id: string }[];
    expect(later.map((b) => b.id).sort()).toEqual(booked.slice(1).sort());
    clock = new Date('2026-11-22T09:00:00Z');
  });

  it('takes one review per completed booking, from its user only, with checked input', async () => {
    const review = (payload: object, who: Headers) => post('/api/users/reviews', payload, who);
    expect((await review({ bookingId: booked[1], rating: 5 }, userA)).statusCode).toBe(409); // not completed yet
    expect((await review({ bookingId: booked[0], rating: 5 }, userB)).statusCode).toBe(404); // not theirs
    const zero = await review({ bookingId: booked[0], rating: 0 }, userA);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toEqual({ field: 'rating', message: 'Give 1 to 5 stars' });
    expect((await review({ bookingId: booked[0], rating: 6 }, userA)).statusCode).toBe(400);
    expect((await review({ bookingId: booked[0], rating: 4, comment: 'x'.repeat(1001) }, userA)).statusCode).toBe(400);
    const hindi = await api.app.inject({
      method: 'POST',
      url: '/api/users/reviews',
      payload: { bookingId: booked[0] },
      headers: { ...userA, 'x-lang': 'hi' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors[0].field).toBe('rating');
    expect(hindi.json().message).toMatch(/[\u0900-\u097F]/);

    expect(renewed).toEqual([]); // refused reviews change no page
    const made = await review({ bookingId: booked[0], rating: 4, comment: '  Clear and kind.  ' }, userA);
    expect(made.statusCode).toBe(200);
    expect(renewed).toEqual([['/en', '/hi']]);
    expect(made.json().data).toMatchObject({ rating: 4, comment: 'Clear and kind.', reply: null, hidden: false });
    const again = await review({ bookingId: booked[0], rating: 1 }, userA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this consultation.');

    // The author's own list says which booking each review is about; nobody else's list has it.
    const mine = (await get('/api/users/reviews', userA)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ bookingId: booked[0], rating: 4, comment: 'Clear and kind.' });
    expect((await get('/api/users/reviews', userB)).json().data).toEqual([]);
    expect((await get('/api/users/reviews')).statusCode).toBe(401);

    const shown = (await get(`/api/publics/astrologers/${asha.slug}/reviews`)).json().data;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ author: 'Ravi', rating: 4 });
  });

  it('lets the reviewed astrologer reply and edit the reply; nobody else', async () => {
    const id = (await get('/api/users/reviews', userA)).json().data[0].id;
    const reply = (text: string, who: Headers) => post(`/api/astrologer/reviews/${id}/reply`, { reply: text }, who);
    expect((await reply('Thank you!', bela.headers)).statusCode).toBe(403);
    expect((await reply('Thank you!', userA)).statusCode).toBe(403);
    expect((await reply('x'.repeat(1001), asha.headers)).statusCode).toBe(400);
    expect((await reply('Thank you!', asha.headers)).json().data.reply).toBe('Thank you!');
    const edited = await reply('Thank you, Ravi. Do write again.', asha.headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.reply).toBe('Thank you, Ravi. Do write again.');
    expect((await get('/api/users/reviews', userA)).json().data[0].reply).toBe('Thank you, Ravi. Do write again.');

    // Each astrologer lists only their own reviews.
    const own = (await get('/api/astrologer/reviews', asha.headers)).json().data;
    expect(own.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await get('/api/astrologer/reviews', bela.headers)).json().data).toEqual([]);
    expect((await get('/api/astrologer/reviews', userA)).statusCode).toBe(403);
  });

  it('keeps the moderation list and hiding to admins; hidden reviews leave the profile and the average', async () => {
    // Five more reviews make Asha's rating real: 4, 5, 5, 5, 5, 1.
    const ratings = [5, 5, 5, 5, 1];
    for (const [i, bookingId] of booked.slice(1).entries()) {
      expect((await post(`/api/astrologer/bookings/${bookingId}/complete`, {}, asha.headers)).statusCode).toBe(200);
      const who = i < 3 ? userA : userB;
      const res = await post('/api/users/reviews', { bookingId, rating: ratings[i], comment: `Review ${i + 2}` }, who);
      expect(res.statusCode).toBe(200);
    }
    const card = async () =>
      (await get(`/api/publics/astrologers/${asha.slug}`)).json().data as {
        rating: number | null;
        reviewCount: number;
      };
    expect(await card()).toMatchObject({ rating: 4.2, reviewCount: 6 }); // 25 / 6

    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await get('/api/admin/reviews', userA)).statusCode).toBe(403);
    expect((await get('/api/admin/reviews', asha.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/reviews?page=0', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/reviews?hidden=maybe', admin)).statusCode).toBe(400);
    const all = (await get('/api/admin/reviews', admin)).json().data;
    expect(all).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(all.items).toHaveLength(6);
    expect(all.items.every((r: { astrologer: { slug: string } }) => r.astrologer.slug === asha.slug)).toBe(true);
    const times = all.items.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times); // newest first
    const one = all.items.find((r: { rating: number }) => r.rating === 1);
    expect(one).toMatchObject({ astrologer: { name: 'Asha Test' }, comment: 'Review 6', hidden: false });
    expect(one.bookingId).toBe(booked[5]);
    expect((await get('/api/admin/reviews?page=2', admin)).json().data).toMatchObject({ total: 6, items: [] });

    // Only admins hide.
    const hide = (id: string, hidden: boolean, who: Headers) =>
      post(`/api/admin/reviews/${id}/hidden`, { hidden }, who);
    expect((await hide(one.id, true, userB)).statusCode).toBe(403);
    expect((await hide(one.id, true, asha.headers)).statusCode).toBe(403);
    const renewsBefore = renewed.length;
    const hidden = await hide(one.id, true, admin);
    expect(hidden.statusCode).toBe(200);
    // The home page, which shows reviews from cached HTML, is rendered again at once.
    expect(renewed.slice(renewsBefore)).toEqual([['/en', '/hi']]);
    expect(hidden.json().data.hidden).toBe(true);

    expect(await card()).toMatchObject({ rating: 4.8, reviewCount: 5 }); // 24 / 5
    const publicIds = (await get(`/api/publics/astrologers/${asha.slug}/reviews`))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(publicIds).toHaveLength(5);
    expect(publicIds).not.toContain(one.id);
    // The astrologer still sees it, flagged; so does its author.
    const own = (await get('/api/astrologer/reviews', asha.headers)).json().data;
    expect(own.find((r: { id: string }) => r.id === one.id).hidden).toBe(true);
    expect(
      (await get('/api/users/reviews', userB)).json().data.find((r: { id: string }) => r.id === one.id).hidden,
    ).toBe(true);
    const onlyHidden = (await get('/api/admin/reviews?hidden=true', admin)).json().data;
    expect(onlyHidden.items.map((r: { id: string }) => r.id)).toEqual([one.id]);
    expect(onlyHidden.total).toBe(1);
    const visible = (await get('/api/admin/reviews?hidden=false', admin)).json().data;
    expect(visible.total).toBe(5);
    expect((await get('/api/admin/reviews?hidden=', admin)).json().data.total).toBe(6);

    // Below five visible reviews the astrologer is "New" again (no rating); showing one brings it back.
    const five = all.items.find((r: { rating: number }) => r.rating === 5);
    await hide(five.id, true, admin);
    expect(await card()).toMatchObject({ rating: null, reviewCount: 4 });
    await hide(five.id, false, admin);
    expect(await card()).toMatchObject({ rating: 4.8, reviewCount: 5 });
    const listed = (await get('/api/publics/astrologers?search=Asha')).json().data.items[0];
    expect(listed).toMatchObject({ slug: asha.slug, rating: 4.8, reviewCount: 5 });
  });
});
