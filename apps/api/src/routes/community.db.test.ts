import { cleanCommunityText } from '@drishti/contracts/community';
import { XSS_CORPUS } from '@drishti/contracts/testing/xss-corpus';
import { DEMO_ADMIN_PHONE, eq, notifications, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * The anonymous community through the API: handles, posts, comments, reactions, reports, the
 * moderators' queue (self-harm first), hiding, bans, hourly limits, lengths, and hostile text
 * stored as clean plain text and returned as data. The clock is ours: each write moves it on, so
 * the hourly limits are tested exactly and never get in the way elsewhere.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-03-02T06:00:00Z');
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await usersRepository(api.ctx.database.db).findOrCreateByPhone(DEMO_ADMIN_PHONE, { role: 'admin' });
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
const del = (url: string, headers: Headers = {}) => api.app.inject({ method: 'DELETE', url, headers });

/** Posts (moving the clock 13 minutes first, so at most 5 posts fall in any hour). */
async function write(who: Headers, topic: string, body: string) {
  tick(13);
  const res = await post('/api/users/community/posts', { topic, body }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; body: string; handle: string; selfHarm: boolean };
}

describe('the anonymous community', () => {
  let asha: Headers;
  let bela: Headers;
  let chand: Headers;
  let admin: Headers;
  let ashaId: string;

  beforeAll(async () => {
    asha = await signIn('9700000601');
    bela = await signIn('9700000602');
    chand = await signIn('9700000603');
    admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
    ashaId = (await get('/api/auth/me', asha)).json().data.id;
    await usersRepository(api.ctx.database.db).update(ashaId, { name: 'Asha Verma' });
  });

  it('gives each member one stable, unique pseudonymous handle that is never the name or phone', async () => {
    const first = (await get('/api/users/community/me', asha)).json().data;
    const again = (await get('/api/users/community/me', asha)).json().data;
    const other = (await get('/api/users/community/me', bela)).json().data;
    expect(first.handle).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3,4}$/);
    expect(again.handle).toBe(first.handle);
    expect(other.handle).not.toBe(first.handle);
    expect(first.handle).not.toMatch(/Asha|9700000601/);
    expect(first.banned).toBe(false);
    expect((await get('/api/users/community/me')).statusCode).toBe(401);
  });

  it('lets anyone read, members write, and only admins moderate', async () => {
    expect((await get('/api/publics/community/posts')).statusCode).toBe(200);
    expect((await post('/api/users/community/posts', { topic: 'exam', body: 'Signed out post' })).statusCode).toBe(401);
    expect((await get('/api/admin/community/queue')).statusCode).toBe(401);
    expect((await get('/api/admin/community/queue', asha)).statusCode).toBe(403);
    expect((await get('/api/admin/community/hidden', asha)).statusCode).toBe(403);
    expect((await post(`/api/admin/community/members/${ashaId}/ban`, { reason: 'nope' }, bela)).statusCode).toBe(403);
    expect((await get('/api/admin/community/queue', admin)).statusCode).toBe(200);
  });

  it('posts, comments, toggles reactions, reports once, and the queue shows it until an admin hides it', async () => {
    const p = await write(asha, 'exam', '  My board exams start next week and I cannot sleep.  ');
    expect(p.body).toBe('My board exams start next week and I cannot sleep.');
    expect(p.selfHarm).toBe(false);
    const me = (await get('/api/users/community/me', asha)).json().data;
    expect(p.handle).toBe(me.handle);

    const list = (await get('/api/publics/community/posts?topic=exam')).json().data;
    expect(list.items[0]).toMatchObject({ id: p.id, topic: 'exam', commentCount: 0, mine: false });
    expect((await get('/api/publics/community/posts?topic=career')).json().data.items).toEqual([]);
    expect((await get('/api/publics/community/posts?topic=nonsense')).statusCode).toBe(400);

    tick(1);
    const c = await post(
      `/api/users/community/posts/${p.id}/comments`,
      { body: ' Breathe. You have prepared. ' },
      bela,
    );
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.body).toBe('Breathe. You have prepared.');
    const told = await api.ctx.database.db.select().from(notifications).where(eq(notifications.userId, ashaId));
    expect(told.map((n) => [n.kind, n.params, n.url])).toContainEqual([
      'community',
      { event: 'comment', postId: p.id },
      `/community/post/${p.id}`,
    ]);

    const r1 = await post(`/api/users/community/posts/${p.id}/reactions`, { kind: 'support' }, bela);
    expect(r1.json().data).toEqual({ reactions: { support: 1, relate: 0, thanks: 0 }, myReactions: ['support'] });
    await post(`/api/users/community/posts/${p.id}/reactions`, { kind: 'relate' }, chand);
    const off = await post(`/api/users/community/posts/${p.id}/reactions`, { kind: 'support' }, bela);
    expect(off.json().data).toEqual({ reactions: { support: 0, relate: 1, thanks: 0 }, myReactions: [] });
    await post(`/api/users/community/posts/${p.id}/reactions`, { kind: 'support' }, bela);
    expect((await post(`/api/users/community/posts/${p.id}/reactions`, { kind: 'hug' }, bela)).statusCode).toBe(400);

    const detail = (await get(`/api/publics/community/posts/${p.id}`, bela)).json().data;
    expect(detail.post).toMatchObject({ commentCount: 1, reactions: { support: 1, relate: 1, thanks: 0 } });
    expect(detail.post.myReactions).toEqual(['support']);
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]).toMatchObject({
      mine: true,
      handle: (await get('/api/users/community/me', bela)).json().data.handle,
    });
    expect((await get(`/api/publics/community/posts/${p.id}`, asha)).json().data.post.mine).toBe(true);

    // Reports: once per reporter, never one's own; the post stays up.
    const report = { targetType: 'post', targetId: p.id, reason: 'harassment', details: 'Rude to me' };
    expect((await post('/api/users/community/reports', report, asha)).statusCode).toBe(409);
    expect((await post('/api/users/community/reports', report, chand)).statusCode).toBe(200);
    const twice = await post('/api/users/community/reports', report, chand);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reported this.');
    expect((await get(`/api/publics/community/posts/${p.id}`, chand)).json().data.post.reportedByMe).toBe(true);
    expect((await get('/api/publics/community/posts?topic=exam')).json().data.items[0].id).toBe(p.id);

    const queue = (await get('/api/admin/community/queue', admin)).json().data.items;
    const item = queue.find((i: { id: string }) => i.id === p.id);
    expect(item).toMatchObject({ targetType: 'post', openReports: 1, urgent: false, userId: ashaId, topic: 'exam' });
    expect(item.reports[0]).toMatchObject({ reason: 'harassment', details: 'Rude to me', status: 'open' });

    // Hidden: gone for everyone, out of the queue, in the hidden list; restore brings it back.
    const hidden = await post(`/api/admin/community/posts/${p.id}/hide`, {}, admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', openReports: 0 });
    expect((await get(`/api/publics/community/posts/${p.id}`)).statusCode).toBe(404);
    expect((await get(`/api/publics/community/posts/${p.id}`, asha)).statusCode).toBe(404);
    const exam = (await get('/api/publics/community/posts?topic=exam')).json().data.items;
    expect(exam.map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect(
      (await get('/api/admin/community/queue', admin)).json().data.items.map((x: { id: string }) => x.id),
    ).not.toContain(p.id);
    expect((await get('/api/admin/community/hidden', admin)).json().data.items[0].id).toBe(p.id);
    expect((await post(`/api/users/community/posts/${p.id}/comments`, { body: 'late' }, bela)).statusCode).toBe(404);
    expect((await post(`/api/admin/community/posts/${p.id}/restore`, {}, asha)).statusCode).toBe(403);
    expect((await post(`/api/admin/community/posts/${p.id}/restore`, {}, admin)).json().data.status).toBe('visible');
    expect((await get(`/api/publics/community/posts/${p.id}`)).statusCode).toBe(200);
  });

  it('flags self-harm: stored flagged and visible, urgent at the top of the queue, every admin notified', async () => {
    await write(bela, 'career', 'Just a post about a job offer that worries me.');
    const reported = await write(bela, 'career', 'Another post, this one reported by someone.');
    tick(1);
    await post('/api/users/community/reports', { targetType: 'post', targetId: reported.id, reason: 'spam' }, chand);
    const p = await write(chand, 'depression', 'मैं अब और जीना नहीं चाहता, आत्महत्या के ख्याल आते हैं');
    expect(p.selfHarm).toBe(true);
    expect((await get(`/api/publics/community/posts/${p.id}`)).json().data.post.selfHarm).toBe(true);

    const queue = (await get('/api/admin/community/queue', admin)).json().data.items;
    expect(queue[0]).toMatchObject({ id: p.id, urgent: true, selfHarm: true, topic: 'depression' });
    expect(queue.some((i: { id: string }) => i.id === reported.id)).toBe(true);

    const adminId = (await get('/api/auth/me', admin)).json().data.id;
    const rows = await api.ctx.database.db.select().from(notifications).where(eq(notifications.userId, adminId));
    expect(rows.map((r) => r.params)).toContainEqual({ event: 'self-harm', postId: p.id });
    expect(rows.find((r) => (r.params as { postId?: string }).postId === p.id)!.kind).toBe('community');

    // A comment signalling self-harm is urgent too; dismissing marks it seen and keeps it up.
    tick(1);
    const c = await post(`/api/users/community/posts/${reported.id}/comments`, { body: 'I want to end my life' }, asha);
    expect(c.json().data.selfHarm).toBe(true);
    const q2 = (await get('/api/admin/community/queue', admin)).json().data.items;
    expect(q2.filter((i: { urgent: boolean }) => i.urgent).map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([p.id, c.json().data.id]),
    );
    const dismissed = await post(`/api/admin/community/comments/${c.json().data.id}/dismiss`, {}, admin);
    expect(dismissed.json().data).toMatchObject({ urgent: false, status: 'visible' });
    const q3 = (await get('/api/admin/community/queue', admin)).json().data.items;
    expect(q3.map((i: { id: string }) => i.id)).not.toContain(c.json().data.id);
  });

  it('limits writes per member per hour, with messages in both languages', async () => {
    const dev = await signIn('9700000604');
    for (let i = 0; i < 5; i++) {
      tick(1);
      const ok = await post('/api/users/community/posts', { topic: 'career', body: `Career worry number ${i}` }, dev);
      expect(ok.statusCode, ok.body).toBe(200);
    }
    tick(1);
    const sixth = await post('/api/users/community/posts', { topic: 'career', body: 'Career worry number 6' }, dev);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You can write up to 5 posts an hour. Please try again later.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const hi = await post(
      '/api/users/community/posts',
      { topic: 'career', body: 'Career worry number 6' },
      {
        ...dev,
        'x-lang': 'hi',
      },
    );
    expect(hi.json().message).toMatch(/एक घंटे में अधिकतम 5 पोस्ट/);
    tick(60);
    expect(
      (await post('/api/users/community/posts', { topic: 'career', body: 'Career worry number 6' }, dev)).statusCode,
    ).toBe(200);

    const target = (await get('/api/publics/community/posts?topic=career')).json().data.items[0].id;
    for (let i = 0; i < 30; i++) {
      const ok = await post(`/api/users/community/posts/${target}/comments`, { body: `c${i}` }, chand);
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const extra = await post(`/api/users/community/posts/${target}/comments`, { body: 'one more' }, chand);
    expect(extra.statusCode).toBe(429);
    expect(extra.json().message).toBe('You can write up to 30 comments an hour. Please try again later.');
    tick(61);
  });

  it('checks lengths after cleaning', async () => {
    tick(61);
    const short = await post('/api/users/community/posts', { topic: 'exam', body: '  short  \u0000\u0000  ' }, bela);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Write at least 10 characters.');
    const shortHi = await post(
      '/api/users/community/posts',
      { topic: 'exam', body: 'short' },
      { ...bela, 'x-lang': 'hi' },
    );
    expect(shortHi.json().message).toContain('कम से कम 10 अक्षर');
    expect((await post('/api/users/community/posts', { topic: 'exam', body: 'x'.repeat(2001) }, bela)).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/users/community/posts', { topic: 'exam', body: `${'x'.repeat(2000)}   ` }, bela)).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/users/community/posts', { topic: 'gossip', body: 'A fine long body' }, bela)).statusCode,
    ).toBe(400);
    const target = (await get('/api/publics/community/posts?topic=exam')).json().data.items[0].id;
    expect((await post(`/api/users/community/posts/${target}/comments`, { body: '  \u0007 ' }, asha)).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/users/community/posts/${target}/comments`, { body: 'y'.repeat(1001) }, asha)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/users/community/posts', { topic: 'exam', body: 'z'.repeat(20_000) }, bela)).statusCode,
    ).toBe(400);
  });

  it('lets members delete only their own posts and comments', async () => {
    const p = await write(asha, 'relationship', 'We argue every day about small things.');
    tick(1);
    const c = (await post(`/api/users/community/posts/${p.id}/comments`, { body: 'Same here.' }, bela)).json().data;
    expect((await del(`/api/users/community/posts/${p.id}`, bela)).statusCode).toBe(404);
    expect((await del(`/api/users/community/comments/${c.id}`, asha)).statusCode).toBe(404);
    expect((await del(`/api/users/community/comments/${c.id}`, bela)).statusCode).toBe(200);
    expect((await get(`/api/publics/community/posts/${p.id}`)).json().data.comments).toEqual([]);
    expect((await del(`/api/users/community/posts/${p.id}`)).statusCode).toBe(401);
    expect((await del(`/api/users/community/posts/${p.id}`, asha)).statusCode).toBe(200);
    expect((await get(`/api/publics/community/posts/${p.id}`)).statusCode).toBe(404);
    expect((await del(`/api/users/community/posts/${p.id}`, asha)).statusCode).toBe(404);
  });

  it('bans a member from writing (reading still works) and lifts the ban', async () => {
    const ban = await post(`/api/admin/community/members/${ashaId}/ban`, { reason: '  Repeated insults  ' }, admin);
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json().data).toMatchObject({ banned: true, banReason: 'Repeated insults' });
    expect((await post(`/api/admin/community/members/${ashaId}/ban`, { reason: 'x' }, admin)).statusCode).toBe(400);
    tick(61);
    const blocked = await post('/api/users/community/posts', { topic: 'exam', body: 'Can I still post here?' }, asha);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('community-banned');
    const blockedHi = await post(
      '/api/users/community/posts',
      { topic: 'exam', body: 'Can I still post here?' },
      { ...asha, 'x-lang': 'hi' },
    );
    expect(blockedHi.json().message).toMatch(/सदस्यता निलंबित/);
    const anyPost = (await get('/api/publics/community/posts', asha)).json().data.items[0].id;
    expect((await post(`/api/users/community/posts/${anyPost}/reactions`, { kind: 'thanks' }, asha)).statusCode).toBe(
      403,
    );
    expect((await get('/api/publics/community/posts', asha)).statusCode).toBe(200);
    expect((await get('/api/users/community/me', asha)).json().data).toMatchObject({ banned: true });
    const banned = (await get('/api/admin/community/members', admin)).json().data.items;
    expect(banned[0]).toMatchObject({ userId: ashaId, banReason: 'Repeated insults' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/community/members/${unknown}/ban`, { reason: 'who?' }, admin)).statusCode).toBe(404);
    expect((await post(`/api/admin/community/members/${ashaId}/unban`, {}, admin)).json().data.banned).toBe(false);
    expect(
      (await post('/api/users/community/posts', { topic: 'exam', body: 'Can I still post here?' }, asha)).statusCode,
    ).toBe(200);
  });

  it('pages through posts newest first with a cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/publics/community/posts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await get(url)).json().data as {
        items: { id: string; createdAt: string }[];
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await get('/api/publics/community/posts?cursor=garbage')).statusCode).toBe(400);
  });

  it('stores hostile text in every field as clean plain text and returns it as data', async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(25);
    const eve = await signIn('9700000605');
    const frank = await signIn('9700000606');
    const eveId = (await get('/api/auth/me', eve)).json().data.id;
    const seenInQueue: string[] = [];
    for (const [i, raw] of XSS_CORPUS.entries()) {
      const body = `Corpus ${i}: ${raw}`;
      tick(13);
      const created = await post('/api/users/community/posts', { topic: 'exam', body }, eve);
      expect(created.statusCode, `${i} ${created.body}`).toBe(200);
      expect(created.headers['content-type']).toMatch(/^application\/json/);
      const p = created.json().data;
      expect(p.body).toBe(cleanCommunityText(body));
      expect((await get(`/api/publics/community/posts/${p.id}`)).json().data.post.body).toBe(cleanCommunityText(body));

      const c = await post(`/api/users/community/posts/${p.id}/comments`, { body: raw }, frank);
      expect(c.statusCode, `${i} ${c.body}`).toBe(200);
      expect(c.json().data.body).toBe(cleanCommunityText(raw));

      const r = await post(
        '/api/users/community/reports',
        { targetType: 'post', targetId: p.id, reason: 'other', details: raw },
        frank,
      );
      expect(r.statusCode, `${i} ${r.body}`).toBe(200);
      seenInQueue.push(p.id);
    }
    const queue = (await get('/api/admin/community/queue', admin)).json().data.items as {
      id: string;
      body: string;
      reports: { details: string | null }[];
    }[];
    for (const [i, raw] of XSS_CORPUS.entries()) {
      const item = queue.find((q) => q.id === seenInQueue[i]);
      expect(item, `queue ${i}`).toBeDefined();
      expect(item!.body).toBe(cleanCommunityText(`Corpus ${i}: ${raw}`));
      expect(item!.reports[0]!.details).toBe(cleanCommunityText(raw));
    }
    const stored = (await get(`/api/publics/community/posts/${seenInQueue[0]}`)).json().data.comments[0].body;
    expect(stored).toBe('<script>alert("xss")</script>');
    // Cleaning removed the NUL, the bell, the escape and the bidi overrides.
    const removed = ['\u0000', '\u0007', '\u001b', '\u202e', '\u2066'];
    for (const item of queue) for (const ch of removed) expect(item.body.includes(ch)).toBe(false);

    for (const raw of XSS_CORPUS) {
      const ban = await post(`/api/admin/community/members/${eveId}/ban`, { reason: `Reason: ${raw}` }, admin);
      expect(ban.statusCode, ban.body).toBe(200);
      expect(ban.json().data.banReason).toBe(cleanCommunityText(`Reason: ${raw}`));
      const listed = (await get('/api/admin/community/members', admin)).json().data.items;
      expect(listed.find((m: { userId: string }) => m.userId === eveId).banReason).toBe(
        cleanCommunityText(`Reason: ${raw}`),
      );
    }
    await post(`/api/admin/community/members/${eveId}/unban`, {}, admin);
  });

  it('documents its routes', async () => {
    const docs = (await get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(docs.paths['/api/publics/community/posts']?.get?.summary).toBeTruthy();
    expect(docs.paths['/api/users/community/posts']?.post?.summary).toBeTruthy();
    expect(docs.paths['/api/admin/community/queue']?.get?.summary).toBeTruthy();
  });
});
