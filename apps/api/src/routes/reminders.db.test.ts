import { reminderService } from '@drishti/core/reminders/service';
import { nextDue } from '@drishti/core/reminders/schedule';
import {
  astrologersRepository,
  consultations,
  eq,
  notifications,
  reminderOccurrences,
  usersRepository,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * Reminders through the API: create (the next due instant computed with the engine at the place),
 * edit, pause, delete; the due job (two instances at once notify once), done and the streak,
 * snooze; an astrologer's suggestion accepted by the user; who may do what.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-01-05T04:00:00Z'); // 09:30 in India
const VARANASI = { name: 'Varanasi', lat: 25.31668, lon: 83.01041, timezone: 'Asia/Kolkata' };

beforeAll(async () => {
  process.env.REMINDER_TICK_MS = '0'; // this test drives the job itself
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
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
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Headers = {}) =>
  api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const onceAt = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString();
  return { type: 'once' as const, date: d.slice(0, 10), time: d.slice(11, 16) };
};

describe('reminders', () => {
  let me: Headers;
  let other: Headers;
  beforeAll(async () => {
    me = await signIn('9811100001');
    other = await signIn('9811100002');
  });

  it('refuses strangers and checks the input', async () => {
    expect((await req('GET', '/api/users/reminders')).statusCode).toBe(401);
    const bad = await req(
      'POST',
      '/api/users/reminders',
      { remedy: 'mantra', title: '  ', schedule: { type: 'weekly', days: [], time: '25:00' }, place: VARANASI },
      me,
    );
    expect(bad.statusCode).toBe(400);
    const badZone = await req(
      'POST',
      '/api/users/reminders',
      {
        remedy: 'mantra',
        title: 'Japa',
        schedule: { type: 'weekly', days: [1], time: '07:00' },
        place: { ...VARANASI, timezone: 'Mars/Olympus' },
      },
      me,
    );
    expect(badZone.statusCode).toBe(400);
    const past = await req(
      'POST',
      '/api/users/reminders',
      { remedy: 'mantra', title: 'Japa', schedule: onceAt('2026-01-01T00:00:00Z'), place: VARANASI },
      me,
    );
    expect(past.statusCode).toBe(400);
  });

  it('creates an Ekadashi reminder due at the engine’s next Ekadashi sunrise at the place', async () => {
    const schedule = { type: 'panchang', event: 'ekadashi', anchor: 'sunrise' } as const;
    const res = await req(
      'POST',
      '/api/users/reminders',
      { remedy: 'fast', title: ' Ekadashi vrat\u0007 ', note: 'Fruits only', schedule, place: VARANASI },
      me,
    );
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.title).toBe('Ekadashi vrat');
    expect(r.status).toBe('active');
    expect(r.nextAt).toBe(new Date(nextDue(schedule, VARANASI, clock.getTime())!).toISOString());
    // Stranger's view: 404, not 403.
    expect((await req('PATCH', `/api/users/reminders/${r.id}`, { title: 'x' }, other)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/users/reminders/${r.id}`, undefined, other)).statusCode).toBe(404);
    // Pause and resume.
    const paused = await req('PATCH', `/api/users/reminders/${r.id}`, { status: 'paused' }, me);
    expect(paused.json().data.status).toBe('paused');
    const resumed = await req('PATCH', `/api/users/reminders/${r.id}`, { status: 'active' }, me);
    expect(resumed.json().data.nextAt).toBe(r.nextAt);
    const preview = await req('POST', '/api/users/reminders/preview', { schedule, place: VARANASI }, me);
    expect(preview.json().data.next[0]).toBe(r.nextAt);
    expect(preview.json().data.next).toHaveLength(3);
  });

  it('fires once with two job instances at once; done keeps a streak; snooze reminds again', async () => {
    const due = new Date(clock.getTime() + 60_000);
    const res = await req(
      'POST',
      '/api/users/reminders',
      { remedy: 'mantra', title: 'Gayatri japa', schedule: onceAt(due.toISOString()), place: VARANASI },
      me,
    );
    const r = res.json().data;
    expect(r.nextAt).toBe(due.toISOString());
    // Nothing due yet.
    const db = api.ctx.database.db;
    const a = reminderService({ db, now: () => clock });
    const b = reminderService({ db, now: () => clock });
    expect((await a.runDue()).due).toBe(0);
    clock = new Date(due.getTime() + 1000);
    const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ra.due + rb.due).toBe(1);
    expect(await db.select().from(reminderOccurrences).where(eq(reminderOccurrences.reminderId, r.id))).toHaveLength(1);
    const list = (await req('GET', '/api/users/notifications', undefined, me)).json().data;
    const mine = list.items.filter((n: { params: { reminderId?: string } }) => n.params.reminderId === r.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].kind).toBe('reminder');
    expect(mine[0].params.title).toBe('Gayatri japa');
    expect(mine[0].url).toBe('/reminders');
    // A once reminder has nothing more to do; the occurrence waits for the user.
    let view = (await req('GET', '/api/users/reminders', undefined, me))
      .json()
      .data.find((x: { id: string }) => x.id === r.id);
    expect(view.nextAt).toBeNull();
    expect(view.pending.dueAt).toBe(due.toISOString());
    // Snooze 10 minutes: nothing before, one more notification after.
    const snoozed = await req('POST', `/api/users/reminders/${r.id}/snooze`, { minutes: 10 }, me);
    expect(snoozed.json().data.snoozedUntil).toBe(new Date(clock.getTime() + 600_000).toISOString());
    expect((await req('POST', `/api/users/reminders/${r.id}/snooze`, { minutes: 5 }, me)).statusCode).toBe(400);
    expect((await a.runDue()).snoozed).toBe(0);
    clock = new Date(clock.getTime() + 601_000);
    const [sa, sb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(sa.snoozed + sb.snoozed).toBe(1);
    const again = await db.select().from(notifications).where(eq(notifications.kind, 'reminder'));
    expect(again.filter((n) => (n.params as { reminderId?: string }).reminderId === r.id)).toHaveLength(2);
    // Done: streak 1, best 1; twice is a conflict.
    const done = await req('POST', `/api/users/reminders/${r.id}/done`, undefined, me);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ streak: 1, bestStreak: 1, pending: null });
    expect((await req('POST', `/api/users/reminders/${r.id}/done`, undefined, me)).statusCode).toBe(409);
    expect((await req('POST', `/api/users/reminders/${r.id}/done`, undefined, other)).statusCode).toBe(404);
    view = (await req('GET', '/api/users/reminders', undefined, me))
      .json()
      .data.find((x: { id: string }) => x.id === r.id);
    expect(view.lastDoneAt).not.toBeNull();
  });

  it('a weekly reminder moves on after it fires, and a missed one breaks the streak', async () => {
    const db = api.ctx.database.db;
    const job = reminderService({ db, now: () => clock });
    const local = new Date(clock.getTime() + 5.5 * 3_600_000 + 120_000);
    const schedule = { type: 'weekly', days: [0, 1, 2, 3, 4, 5, 6], time: local.toISOString().slice(11, 16) };
    const r = (
      await req('POST', '/api/users/reminders', { remedy: 'puja', title: 'Diya', schedule, place: VARANASI }, me)
    ).json().data;
    const first = new Date(r.nextAt).getTime();
    clock = new Date(first + 1000);
    expect((await job.runDue()).due).toBe(1);
    let v = (await req('GET', '/api/users/reminders', undefined, me))
      .json()
      .data.find((x: { id: string }) => x.id === r.id);
    expect(new Date(v.nextAt).getTime()).toBe(first + 86_400_000);
    await req('POST', `/api/users/reminders/${r.id}/done`, undefined, me);
    clock = new Date(first + 86_400_000 + 1000);
    await job.runDue(); // day 2: not done
    clock = new Date(first + 2 * 86_400_000 + 1000);
    await job.runDue(); // day 3
    v = (await req('POST', `/api/users/reminders/${r.id}/done`, undefined, me)).json().data;
    expect(v.streak).toBe(1);
    expect(v.bestStreak).toBe(1);
    expect((await req('DELETE', `/api/users/reminders/${r.id}`, undefined, me)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/users/reminders/${r.id}`, undefined, me)).statusCode).toBe(404);
  });
});

describe('astrologer suggestions', () => {
  it('only the consultation’s astrologer suggests; the user is notified and accepts with one tap', async () => {
    const db = api.ctx.database.db;
    const users = usersRepository(db);
    const astroUser = await users.findOrCreateByPhone('919811100011', { role: 'astrologer' });
    const otherAstroUser = await users.findOrCreateByPhone('919811100012', { role: 'astrologer' });
    const astros = astrologersRepository(db);
    const make = (userId: string, slug: string) =>
      astros.create({
        userId,
        slug,
        name: `Astro ${slug}`,
        nameHi: `ज्योतिषी ${slug}`,
        gender: 'female',
        profileImage: null,
        bio: { en: 'Reads charts.', hi: 'कुंडली देखती हैं।' },
        skills: ['vedic-astrology'],
        languages: ['hindi'],
        specializations: [],
        experienceYears: 5,
        pricePerMinute: 20,
      });
    const astro = await make(astroUser.id, 'rem-astro-a');
    await make(otherAstroUser.id, 'rem-astro-b');
    const userHeaders = await signIn('9811100013');
    const user = (await users.findOrCreateByPhone('919811100013'))!;
    const insert = async (status: 'ended' | 'requested') =>
      (
        await db
          .insert(consultations)
          .values({
            userId: user.id,
            astrologerId: astro.id,
            channel: 'chat',
            status,
            pricePerMinute: 20,
            commissionPercent: 30,
          })
          .returning()
      )[0]!;
    const ended = await insert('ended');
    const waiting = await insert('requested');
    const astroHeaders = await signIn('9811100011');
    const otherAstro = await signIn('9811100012');
    const body = {
      remedy: 'mantra',
      title: 'Shani mantra on Saturdays',
      note: '108 times',
      schedule: { type: 'weekly', days: [6], time: '07:00' },
      place: VARANASI,
    };
    const url = (id: string) => `/api/astrologer/consultations/${id}/reminder-suggestions`;
    expect((await req('POST', url(ended.id), body, userHeaders)).statusCode).toBe(403);
    expect((await req('POST', url(ended.id), body, otherAstro)).statusCode).toBe(404);
    expect((await req('POST', url(waiting.id), body, astroHeaders)).statusCode).toBe(409);
    const res = await req('POST', url(ended.id), body, astroHeaders);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ status: 'suggested', nextAt: null, consultationId: ended.id });
    expect(s.suggestedBy.name).toBe('Astro rem-astro-a');
    expect((await req('GET', url(ended.id), undefined, astroHeaders)).json().data).toHaveLength(1);
    expect((await req('GET', url(ended.id), undefined, otherAstro)).json().data).toHaveLength(0);

    const note = (await req('GET', '/api/users/notifications', undefined, userHeaders)).json().data.items[0];
    expect(note).toMatchObject({ kind: 'reminder', params: { event: 'suggested', reminderId: s.id } });
    const mine = (await req('GET', `/api/users/reminders?consultationId=${ended.id}`, undefined, userHeaders)).json()
      .data;
    expect(mine.map((x: { id: string }) => x.id)).toEqual([s.id]);
    const accepted = await req('POST', `/api/users/reminders/${s.id}/accept`, undefined, userHeaders);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('active');
    expect(accepted.json().data.nextAt).not.toBeNull();
    expect((await req('POST', `/api/users/reminders/${s.id}/decline`, undefined, userHeaders)).statusCode).toBe(409);
  });
});
