import { astrologersRepository, bookings, eq, reviews, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApi } from '../testing';

/**
 * GET /api/publics/home: the home page claims only what the data holds. An empty database has no
 * count, no review and no press; reviews appear from the fifth consented one, by first name and
 * initial; press links come only from PRESS_LINKS, checked at start-up.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
const clock = new Date('2026-11-22T09:00:00Z');

const PRESS = [{ outlet: 'The Example Times', url: 'https://example.com/drishti-story', logo: '/press/example.svg' }];

beforeAll(async () => {
  api = await createTestApi({ PRESS_LINKS: JSON.stringify(PRESS) }, { now: () => clock }, { rateLimits: false });
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
const home = async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/publics/home' });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    completedConsultations: number;
    reviews: { author: string | null; comment: string; rating: number }[];
    press: typeof PRESS;
  };
};

describe('what the home page may show', () => {
  it('shows no count and no review with an empty database', async () => {
    expect(await home()).toEqual({ completedConsultations: 0, reviews: [], press: PRESS });
  });

  it('counts completed consultations and shows consented reviews only from the fifth', async () => {
    const db = api.ctx.database.db;
    const astrologer = await astrologersRepository(db).create({
      userId: null,
      slug: 'home-test',
      name: 'Home Test',
      nameHi: 'होम टेस्ट',
      gender: 'female',
      profileImage: null,
      bio: { en: 'Reads charts.', hi: 'कुंडली देखती हैं।' },
      skills: ['vedic-astrology'],
      languages: ['hindi'],
      specializations: [],
      experienceYears: 5,
      pricePerMinute: 20,
    });
    const users = usersRepository(db);
    const me = await signIn('9700000611');
    const meId = (await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: me })).json().data.id;
    await users.update(meId, { name: 'Ravi Kumar Sharma' });
    // Seven completed bookings of this user (written straight to the table: the booking flow has its own tests).
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) {
      const [row] = await db
        .insert(bookings)
        .values({
          userId: meId,
          astrologerId: astrologer.id,
          startsAt: new Date(Date.parse('2026-11-20T05:00:00Z') + n * 3_600_000),
          durationMinutes: 15,
          channel: 'chat',
          priceCoins: 300,
          status: 'completed',
          holdUntil: new Date('2026-11-20T04:00:00Z'),
          idempotencyKey: `home-test-${n}`,
        })
        .returning({ id: bookings.id });
      ids.push(row!.id);
    }
    expect((await home()).completedConsultations).toBe(7);

    const review = (bookingId: string, publicConsent: boolean | undefined, comment: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/users/reviews',
        payload: { bookingId, rating: 5, comment, ...(publicConsent === undefined ? {} : { publicConsent }) },
        headers: me,
      });
    // Four consented, one refused, one that says nothing: not enough to show any.
    for (let n = 0; n < 4; n++) expect((await review(ids[n]!, true, `Helpful talk ${n}`)).statusCode).toBe(200);
    expect((await review(ids[4]!, false, 'Private thanks')).statusCode).toBe(200);
    expect((await review(ids[5]!, undefined, 'No answer given')).statusCode).toBe(200);
    expect((await home()).reviews).toEqual([]);
    expect((await review(ids[6]!, true, 'Helpful talk 6')).statusCode).toBe(200);

    const shown = (await home()).reviews;
    expect(shown.map((r) => r.comment).sort()).toEqual([0, 1, 2, 3, 6].map((n) => `Helpful talk ${n}`));
    expect(new Set(shown.map((r) => r.author))).toEqual(new Set(['Ravi S.']));

    // A review an admin hides leaves the home page, and with it the fifth.
    const hidden = shown[0]!;
    await db.update(reviews).set({ hidden: true }).where(eq(reviews.comment, hidden.comment));
    expect((await home()).reviews).toEqual([]);
  });
});

describe('PRESS_LINKS', () => {
  const base: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/drishti-test-data',
  };
  it('is empty when unset and names itself when wrong', () => {
    expect(loadEnv(base).pressLinks).toEqual([]);
    expect(loadEnv({ ...base, PRESS_LINKS: '[]' }).pressLinks).toEqual([]);
    expect(() => loadEnv({ ...base, PRESS_LINKS: 'not json' })).toThrow(/PRESS_LINKS/);
    expect(() =>
      loadEnv({ ...base, PRESS_LINKS: JSON.stringify([{ outlet: 'X', url: 'http://x.in', logo: '/l.svg' }]) }),
    ).toThrow(/PRESS_LINKS\.0\.url/);
    expect(() =>
      loadEnv({ ...base, PRESS_LINKS: JSON.stringify([{ url: 'https://x.in/a', logo: '/l.svg' }]) }),
    ).toThrow(/PRESS_LINKS\.0\.outlet/);
    const logo = (l: string) => JSON.stringify([{ ...PRESS[0], logo: l }]);
    expect(() => loadEnv({ ...base, PRESS_LINKS: logo('https://elsewhere.in/logo.svg') })).toThrow(
      /PRESS_LINKS\.0\.logo/,
    );
    expect(() => loadEnv({ ...base, PRESS_LINKS: logo('//elsewhere.in/logo.svg') })).toThrow(/PRESS_LINKS\.0\.logo/);
    expect(loadEnv({ ...base, PRESS_LINKS: JSON.stringify(PRESS) }).pressLinks).toEqual(PRESS);
  });
});
