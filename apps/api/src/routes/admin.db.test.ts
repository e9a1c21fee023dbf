import { DEMO_ADMIN_PHONE, loadDemoData, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-11-22T06:00:00Z');
let admin: Headers;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
  admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
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
const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const b = '----drishti-admin-test';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${file.name}"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const application = (name: string) => ({
  name,
  gender: 'female',
  dateOfBirth: '1985-04-12',
  languages: ['hindi', 'kannada'],
  skills: ['vedic-astrology', 'tarot'],
  experienceYears: 9,
  bio: {
    en: 'I have studied Parashari astrology for nine years and read tarot for relationship questions.',
    hi: 'मैंने नौ वर्षों तक पाराशरी ज्योतिष का अध्ययन किया है और रिश्तों के प्रश्नों के लिए टैरो पढ़ती हूँ।',
  },
  expectedPrice: 30,
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe('three interview rounds, then approval', () => {
  let applicant: Headers;
  let appId: string;

  beforeAll(async () => {
    applicant = await signIn('9700000101');
    await req('POST', '/api/publics/astrologer/registration', applicant, application('Kavita Rao'));
  });

  it('keeps admin routes to admins', async () => {
    expect((await req('GET', '/api/admin/applications', {})).statusCode).toBe(401);
    expect((await req('GET', '/api/admin/applications', applicant)).statusCode).toBe(403);
    const list = await req('GET', '/api/admin/applications?status=submitted', admin);
    expect(list.statusCode).toBe(200);
    appId = list.json().data.find((a: { name: string }) => a.name === 'Kavita Rao').id;
    expect((await req('GET', '/api/admin/applications?status=nope', admin)).statusCode).toBe(400);
  });

  it('takes the ID document and photo checked by content, privately', async () => {
    const up = (kind: string, bytes: Buffer, who: Headers) => {
      const m = multipart({ kind }, { name: 'file', bytes });
      return api.app.inject({
        method: 'POST',
        url: '/api/publics/astrologer/documents',
        payload: m.payload,
        headers: { ...who, ...m.headers },
      });
    };
    expect((await up('id-document', PDF, applicant)).statusCode).toBe(200);
    expect((await up('photo', PDF, applicant)).json().errors[0].field).toBe('photo');
    expect((await up('photo', Buffer.from('GIF89a not accepted'), applicant)).statusCode).toBe(400);
    expect((await up('photo', JPEG, applicant)).statusCode).toBe(200);
    expect((await up('passport', JPEG, applicant)).json().errors[0].field).toBe('kind');
    const detail = (await req('GET', `/api/admin/applications/${appId}`, admin)).json().data;
    expect(detail.files.map((f: { kind: string }) => f.kind).sort()).toEqual(['id-document', 'photo']);
    const file = await req('GET', `/api/admin/applications/${appId}/files/id-document`, admin);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await req('GET', `/api/admin/applications/${appId}/files/id-document`, applicant)).statusCode).toBe(403);
  });

  it('needs each round passed before the next, and three passes before approval', async () => {
    // Interviews that have taken place: an hour before the test's clock.
    const held = new Date(clock.getTime() - 3_600_000).toISOString();
    const schedule = (round: number, scheduledAt = held) =>
      req('POST', `/api/admin/applications/${appId}/rounds`, admin, {
        round,
        scheduledAt,
        interviewer: 'Pandit Mohan Joshi',
      });
    const record = (round: number, result: 'passed' | 'failed') =>
      req('POST', `/api/admin/applications/${appId}/rounds/result`, admin, {
        round,
        result,
        notes: `Round ${round} notes`,
      });

    expect((await schedule(2)).statusCode).toBe(409);
    // A round scheduled for later cannot be decided yet; moved to a time that has passed, it can.
    const later = await schedule(1, new Date(clock.getTime() + 86_400_000).toISOString());
    expect(later.json().data.status).toBe('interviewing');
    const early = await record(1, 'passed');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A round can be decided only once it has started.');
    const one = await schedule(1);
    expect(one.json().data.status).toBe('interviewing');
    expect((await req('POST', `/api/admin/applications/${appId}/approve`, admin)).statusCode).toBe(409);
    expect((await record(1, 'passed')).json().data.passed).toBe(1);
    expect((await record(1, 'failed')).statusCode).toBe(409); // decided rounds stay decided
    await schedule(2);
    await record(2, 'passed');
    await schedule(3);
    expect((await req('POST', `/api/admin/applications/${appId}/approve`, admin)).statusCode).toBe(409);
    const three = await record(3, 'passed');
    expect(three.json().data.interviews.map((i: { result: string }) => i.result)).toEqual([
      'passed',
      'passed',
      'passed',
    ]);

    const approved = await req('POST', `/api/admin/applications/${appId}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.application.status).toBe('approved');
    const slug = approved.json().data.astrologerSlug;
    expect(slug).toBe('kavita-rao');
    // Listed for users, and the applicant now acts as an astrologer.
    const listed = (await req('GET', '/api/publics/astrologers?search=Kavita', {})).json().data.items;
    expect(listed.map((a: { slug: string }) => a.slug)).toEqual(['kavita-rao']);
    expect((await req('GET', '/api/auth/me', applicant)).json().data.role).toBe('astrologer');
    expect((await req('GET', '/api/astrologer/availability', applicant)).json().data.length).toBeGreaterThan(0);
    const status = (await req('GET', '/api/publics/astrologer/get-registered', applicant)).json().data;
    expect(status.status).toBe('approved');
  });

  it('never lets an admin approve their own application, and shows the applicant the rejection reason', async () => {
    const otherAdminPhone = '9700000102';
    const other = await signIn(otherAdminPhone);
    const users = usersRepository(api.ctx.database.db);
    const u = await users.findByPhone(`91${otherAdminPhone}`);
    await users.update(u!.id, { role: 'admin' });
    await req('POST', '/api/publics/astrologer/registration', other, application('Self Approver'));
    const mine = (await req('GET', '/api/admin/applications?status=submitted', other))
      .json()
      .data.find((a: { name: string }) => a.name === 'Self Approver');
    const self = await req('POST', `/api/admin/applications/${mine.id}/rounds`, other, {
      round: 1,
      scheduledAt: '2026-11-24T10:00:00+05:30',
      interviewer: 'Myself',
    });
    expect(self.statusCode).toBe(403);
    expect((await req('POST', `/api/admin/applications/${mine.id}/approve`, other)).statusCode).toBe(403);
    const rejected = await req('POST', `/api/admin/applications/${mine.id}/reject`, admin, {
      reason: 'Please gain two more years of practice and apply again.',
    });
    expect(rejected.json().data.status).toBe('rejected');
    const seen = (await req('GET', '/api/publics/astrologer/get-registered', other)).json().data;
    expect(seen.rejectionReason).toBe('Please gain two more years of practice and apply again.');
  });
});

describe('astrologers, refunds, reviews and payouts', () => {
  it('sets prices within bounds, suspends, refunds once, and reports payouts after a completed booking', async () => {
    const user = await signIn('9700000201');
    const list = (await req('GET', '/api/admin/astrologers', admin)).json().data;
    const raghav = list.find((a: { slug: string }) => a.slug === 'acharya-raghav-shastri');
    expect(raghav.commissionPercent).toBe(30);
    expect((await req('PUT', '/api/admin/price-bounds', admin, { min: 10, max: 100 })).statusCode).toBe(200);
    const tooHigh = await req('PATCH', `/api/admin/astrologers/${raghav.id}`, admin, { pricePerMinute: 150 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors[0].field).toBe('pricePerMinute');
    const patched = await req('PATCH', `/api/admin/astrologers/${raghav.id}`, admin, {
      pricePerMinute: 20,
      commissionPercent: 25,
    });
    expect(patched.json().data).toMatchObject({ pricePerMinute: 20, commissionPercent: 25 });

    // A refund of goodwill coins, once per key.
    const me = (await req('GET', '/api/auth/me', user)).json().data;
    const refund = (key: string) =>
      req(
        'POST',
        '/api/admin/refunds',
        { ...admin, 'idempotency-key': key },
        { userId: me.id, coins: 400, reason: 'Dropped call' },
      );
    expect((await refund('refund-0000001')).json().data).toEqual({ applied: true, balance: 400 });
    // The same request again gets the first answer; nothing is refunded twice.
    const replayed = await refund('refund-0000001');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().data).toEqual({ applied: true, balance: 400 });
    const found = (await req('GET', '/api/admin/users?search=9700000201', admin)).json().data;
    expect(found).toEqual([expect.objectContaining({ id: me.id, coins: 400, role: 'user' })]);
    const statement = (await req('GET', `/api/admin/users/${me.id}/wallet`, admin)).json().data;
    expect(statement[0]).toMatchObject({ kind: 'refund', amount: 400, balanceAfter: 400 });
    expect((await req('GET', `/api/admin/users/${me.id}/wallet`, user)).statusCode).toBe(403);
    expect(
      (
        await req(
          'POST',
          '/api/admin/refunds',
          { ...user, 'idempotency-key': 'refund-0000002' },
          { userId: me.id, coins: 1, reason: 'for me' },
        )
      ).statusCode,
    ).toBe(403);

    // Book 15 minutes at 20 coins, complete it after the start, review it once.
    const b = '----x';
    const fields = {
      astrologerId: raghav.id,
      startsAt: '2026-11-23T03:30:00.000Z',
      durationMinutes: '15',
      channel: 'chat',
    };
    const body = Buffer.from(
      `${Object.entries(fields)
        .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('')}--${b}--\r\n`,
    );
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/publics/consultant-booking',
      payload: body,
      headers: { ...user, 'content-type': `multipart/form-data; boundary=${b}` },
    });
    const booking = booked.json().data.booking;
    expect(booking).toMatchObject({ status: 'confirmed', priceCoins: 300 });
    const early = await req('POST', '/api/users/reviews', user, { bookingId: booking.id, rating: 5 });
    expect(early.statusCode).toBe(409);
    clock = new Date('2026-11-23T04:00:00Z');
    await api.ctx.services.bookings.complete(booking.id);
    const review = await req('POST', '/api/users/reviews', user, {
      bookingId: booking.id,
      rating: 5,
      comment: 'Clear and kind.',
    });
    expect(review.statusCode).toBe(200);
    expect((await req('POST', '/api/users/reviews', user, { bookingId: booking.id, rating: 1 })).statusCode).toBe(409);
    expect(
      (await req('POST', '/api/users/reviews', user, { bookingId: booking.id, rating: 6 })).json().errors[0].field,
    ).toBe('rating');
    const shown = (await req('GET', '/api/publics/astrologers/acharya-raghav-shastri/reviews', {})).json().data;
    expect(shown.map((r: { comment: string }) => r.comment)).toEqual(['Clear and kind.']);
    // One review is not a rating yet ("New" below five).
    expect((await req('GET', '/api/publics/astrologers/acharya-raghav-shastri', {})).json().data).toMatchObject({
      rating: null,
      reviewCount: 1,
      problemSolved: 1,
    });
    const hidden = await req('POST', `/api/admin/reviews/${review.json().data.id}/hidden`, admin, { hidden: true });
    expect(hidden.json().data.hidden).toBe(true);
    expect((await req('GET', '/api/publics/astrologers/acharya-raghav-shastri/reviews', {})).json().data).toEqual([]);

    // The astrologer earns the price less the 25 % commission, which goes to the platform.
    const ledger = api.ctx.services.wallet.ledger;
    expect((await ledger.account('earnings', raghav.id)).balance).toBe(225);
    // Ledger entries carry the database's time: the period is around today, whatever the test clock says.
    const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${isoDay(-2)}&to=${isoDay(2)}`;
    const payouts = (await req('GET', `/api/admin/payouts?${period}`, admin)).json().data;
    expect(payouts.find((p: { slug: string }) => p.slug === 'acharya-raghav-shastri')).toMatchObject({
      // Both names: the Hindi admin page shows the Devanagari one.
      name: 'Acharya Raghav Shastri',
      nameHi: 'आचार्य राघव शास्त्री',
      gross: 300,
      commissionPercent: 25,
      commission: 75,
      payable: 225,
    });

    const suspended = await req('PATCH', `/api/admin/astrologers/${raghav.id}`, admin, { status: 'suspended' });
    expect(suspended.json().data.status).toBe('suspended');
    expect((await req('GET', '/api/publics/astrologers/acharya-raghav-shastri', {})).statusCode).toBe(404);
    expect(await api.ctx.services.wallet.ledger.audit()).toEqual({ unbalancedTransactions: 0, mismatchedAccounts: 0 });
  });
});
