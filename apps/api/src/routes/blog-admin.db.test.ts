import { deflateSync } from 'node:zlib';
import { ADMIN_BLOG_PAGE_SIZE, BLOG_BANNER_MAX_BYTES } from '@drishti/contracts/blog-admin';
import { DEMO_ADMIN_PHONE, loadDemoData, usersRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';

/**
 * The admins' blog editor through the API: only admins may call it; slugs are checked and unique;
 * drafts stay off the public pages; a scheduled post appears at its instant (the test moves the
 * clock); banners are recognised by their bytes and served publicly; hostile text is kept as data.
 */

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Headers = Record<string, string>;
let api: TestApi;
let clock = new Date('2026-11-22T06:00:00Z');
let admin: Headers;
let user: Headers;
let astrologer: Headers;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock }, { rateLimits: false });
  await loadDemoData(api.ctx.database.db, clock);
  admin = await signIn(DEMO_ADMIN_PHONE.slice(2));
  user = await signIn('9700000801');
  await usersRepository(api.ctx.database.db).findOrCreateByPhone('919700000802', { role: 'astrologer' });
  astrologer = await signIn('9700000802');
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

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  api.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });

function input(slug: string, over: Record<string, unknown> = {}) {
  return {
    slug,
    category: 'astrology',
    title: { en: `Post ${slug}`, hi: `लेख ${slug}` },
    serpDescription: { en: 'A short description.', hi: 'एक छोटा विवरण।' },
    body: { en: 'Intro with **bold** and a [link](https://example.org).\n\n- one\n- two', hi: 'परिचय।\n\n1. एक' },
    ...over,
  };
}

async function create(slug: string, over: Record<string, unknown> = {}) {
  // Each post is edited a second after the one before (the list is ordered by the last edit).
  clock = new Date(clock.getTime() + 1000);
  const res = await inject('POST', '/api/admin/blog/posts', admin, input(slug, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; status: string; slug: string; banner: string; publishAt: string | null };
}

const publicSingle = (slug: string) => inject('GET', `/api/publics/blog/single?slug=${slug}`);
async function publicSlugs(): Promise<string[]> {
  const res = await inject('POST', '/api/publics/blog/list', {}, { filter: {}, limit: 50 });
  return (res.json().data.data as { slug: string }[]).map((p) => p.slug);
}

function multipart(file: Buffer, name = 'file', filename = 'banner.png') {
  const boundary = '----drishti-blog-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of `width` × `height` pixels, one colour. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xb4)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('who may use the editor', () => {
  it('answers 401 to strangers and 403 to users and astrologers, on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Parameters<typeof inject>[0], string, object | undefined][] = [
      ['GET', '/api/admin/blog/posts', undefined],
      ['POST', '/api/admin/blog/posts', input('no-access')],
      ['GET', `/api/admin/blog/posts/${id}`, undefined],
      ['PUT', `/api/admin/blog/posts/${id}`, input('no-access')],
      ['DELETE', `/api/admin/blog/posts/${id}`, undefined],
      ['POST', `/api/admin/blog/posts/${id}/publish`, {}],
      ['POST', `/api/admin/blog/posts/${id}/unpublish`, {}],
      ['POST', `/api/admin/blog/posts/${id}/schedule`, { publishAt: '2030-01-01T10:00:00+05:30' }],
      ['DELETE', `/api/admin/blog/posts/${id}/banner`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, user, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await inject(method, url, astrologer, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const upload = multipart(png(2, 2));
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/posts/${id}/banner`,
      payload: upload.payload,
      headers: { ...upload.headers, ...user },
    });
    expect(res.statusCode).toBe(403);
    const posted = await api.app.inject({
      method: 'POST',
      url: `/api/admin/blog/posts/${id}/banner`,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(posted.statusCode).toBe(401);
    // Nothing was created by the refused calls.
    const list = await inject('GET', '/api/admin/blog/posts?search=no-access', admin);
    expect(list.json().data.total).toBe(0);
  });
});

describe('writing posts', () => {
  it('creates drafts with checked, unique slugs and lists them with paging and search', async () => {
    const draft = await create('first-draft');
    expect(draft).toMatchObject({ status: 'draft', slug: 'first-draft', publishAt: null });
    expect(draft.banner).toBe('/images/blog/first-draft.svg');

    for (const slug of ['Has Caps', 'double--hyphen', '-lead', 'trail-', 'ünï', 'a/b', '']) {
      const res = await inject('POST', '/api/admin/blog/posts', admin, input(slug));
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().errors[0].field).toBe('slug');
    }
    const long = await inject('POST', '/api/admin/blog/posts', admin, input('a'.repeat(121)));
    expect(long.statusCode).toBe(400);

    // Unique per content type, against the seeded posts too; the message comes in Hindi when asked.
    const dup = await inject('POST', '/api/admin/blog/posts', { ...admin, 'x-lang': 'hi' }, input('first-draft'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('यह पता किसी दूसरे लेख का है।');
    const seeded = await inject('POST', '/api/admin/blog/posts', admin, input('lo-shu-grid-basics'));
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe('Another post already uses this address.');

    const other = await create('second-draft');
    const renamed = await inject('PUT', `/api/admin/blog/posts/${other.id}`, admin, input('first-draft'));
    expect(renamed.statusCode).toBe(409);
    const moved = await inject('PUT', `/api/admin/blog/posts/${other.id}`, admin, input('second-draft-renamed'));
    expect(moved.statusCode).toBe(200);
    // A drawn banner follows the address.
    expect(moved.json().data.banner).toBe('/images/blog/second-draft-renamed.svg');

    const noTitle = await inject(
      'POST',
      '/api/admin/blog/posts',
      admin,
      input('untitled', { title: { en: '   ', hi: '' } }),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Give the post a title in English.');
    const badCategory = await inject('POST', '/api/admin/blog/posts', admin, input('odd', { category: 'cooking' }));
    expect(badCategory.statusCode).toBe(400);
    const tooLong = await inject(
      'POST',
      '/api/admin/blog/posts',
      admin,
      input('long-title', { title: { en: 'x'.repeat(201), hi: '' } }),
    );
    expect(tooLong.statusCode).toBe(400);

    // A draft may be incomplete: only the address and the English title are needed.
    const sparse = await create('sparse-draft', {
      category: null,
      title: { en: 'Only English', hi: '' },
      serpDescription: { en: '', hi: '' },
      body: { en: '', hi: '' },
    });
    expect(sparse.status).toBe('draft');

    const list = await inject('GET', '/api/admin/blog/posts', admin);
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.pageSize).toBe(ADMIN_BLOG_PAGE_SIZE);
    // Every status: the seeded published posts and the drafts, last edited first.
    expect(data.total).toBeGreaterThan(ADMIN_BLOG_PAGE_SIZE);
    expect(data.items[0].slug).toBe('sparse-draft');
    const page2 = await inject('GET', '/api/admin/blog/posts?page=2', admin);
    expect(page2.json().data.items.length).toBe(Math.min(ADMIN_BLOG_PAGE_SIZE, data.total - ADMIN_BLOG_PAGE_SIZE));
    const drafts = await inject('GET', '/api/admin/blog/posts?status=draft', admin);
    expect((drafts.json().data.items as { slug: string }[]).map((p) => p.slug).sort()).toEqual(
      ['first-draft', 'second-draft-renamed', 'sparse-draft'].sort(),
    );
    const search = await inject('GET', `/api/admin/blog/posts?search=${encodeURIComponent('ONLY eng')}`, admin);
    expect((search.json().data.items as { slug: string }[]).map((p) => p.slug)).toEqual(['sparse-draft']);
    const hiSearch = await inject('GET', `/api/admin/blog/posts?search=${encodeURIComponent('लेख first')}`, admin);
    expect((hiSearch.json().data.items as { slug: string }[]).map((p) => p.slug)).toEqual(['first-draft']);

    // Drafts are never public.
    expect((await publicSingle('first-draft')).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('first-draft');
    const found = await inject('GET', '/api/publics/blog/search?search=first-draft');
    expect((found.json().data as { slug: string }[]).map((p) => p.slug)).not.toContain('first-draft');
  });

  it('publishes complete posts only, unpublishes, deletes', async () => {
    const sparse = (await inject('GET', '/api/admin/blog/posts?search=Only%20English', admin)).json().data.items[0];
    const refused = await inject('POST', `/api/admin/blog/posts/${sparse.id}/publish`, admin, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('incomplete');
    expect((refused.json().errors as { field: string }[]).map((e) => e.field)).toEqual(
      expect.arrayContaining(['category', 'title.hi', 'body.en', 'body.hi', 'serpDescription.hi']),
    );

    const post = await create('published-now');
    clock = new Date(clock.getTime() + 60_000);
    const published = await inject('POST', `/api/admin/blog/posts/${post.id}/publish`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', publishAt: clock.toISOString() });

    const single = await publicSingle('published-now');
    expect(single.statusCode).toBe(200);
    // The public date is the publish instant; the newest post comes first.
    expect(single.json().data.createdAt).toBe(clock.toISOString());
    expect((await publicSlugs())[0]).toBe('published-now');
    const search = await inject('GET', '/api/publics/blog/search?search=published-now');
    expect((search.json().data as { slug: string }[])[0]?.slug).toBe('published-now');

    // A public post must stay complete.
    const emptied = await inject(
      'PUT',
      `/api/admin/blog/posts/${post.id}`,
      admin,
      input('published-now', { body: { en: 'Still here', hi: '' } }),
    );
    expect(emptied.statusCode).toBe(400);

    const back = await inject('POST', `/api/admin/blog/posts/${post.id}/unpublish`, admin);
    expect(back.json().data).toMatchObject({ status: 'draft', publishAt: null });
    expect((await publicSingle('published-now')).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('published-now');

    const gone = await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin);
    expect(gone.json()).toMatchObject({ success: true, data: { id: post.id, deleted: true } });
    expect((await inject('GET', `/api/admin/blog/posts/${post.id}`, admin)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/blog/posts/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('schedules a post: absent until its instant, present from then on', async () => {
    const post = await create('scheduled-post');
    const past = await inject('POST', `/api/admin/blog/posts/${post.id}/schedule`, admin, {
      publishAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future.');
    const malformed = await inject('POST', `/api/admin/blog/posts/${post.id}/schedule`, admin, {
      publishAt: 'tomorrow',
    });
    expect(malformed.statusCode).toBe(400);

    // Ten minutes ahead, in Indian time as the editor sends it.
    const at = new Date(clock.getTime() + 10 * 60_000);
    const ist = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);
    const scheduled = await inject('POST', `/api/admin/blog/posts/${post.id}/schedule`, admin, {
      publishAt: `${ist}+05:30`,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    expect((await publicSingle('scheduled-post')).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('scheduled-post');
    const listed = await inject('GET', '/api/admin/blog/posts?status=scheduled', admin);
    expect((listed.json().data.items as { slug: string }[]).map((p) => p.slug)).toEqual(['scheduled-post']);

    clock = new Date(at.getTime() - 1000);
    expect((await publicSingle('scheduled-post')).statusCode).toBe(404);
    clock = new Date(at.getTime());
    expect((await publicSingle('scheduled-post')).statusCode).toBe(200);
    expect((await publicSlugs())[0]).toBe('scheduled-post');
    const now = await inject('GET', `/api/admin/blog/posts/${post.id}`, admin);
    expect(now.json().data.status).toBe('published');
    expect(
      ((await inject('GET', '/api/admin/blog/posts?status=scheduled', admin)).json().data.items as unknown[]).length,
    ).toBe(0);
    await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin);
  });
});

describe('cached pages that list posts', () => {
  it('are asked to render again when a public post changes, not for drafts, reads or refused changes', async () => {
    const renewed: string[][] = [];
    api.ctx.pages.renew = async (paths) => {
      renewed.push([...paths]);
    };
    try {
      const post = await create('renews-pages');
      const draftEdit = await inject('PUT', `/api/admin/blog/posts/${post.id}`, admin, input('renews-pages'));
      expect(draftEdit.statusCode, draftEdit.body).toBe(200);
      expect((await inject('GET', `/api/admin/blog/posts/${post.id}`, admin)).statusCode).toBe(200);
      expect((await inject('DELETE', `/api/admin/blog/posts/${post.id}`, user)).statusCode).toBe(403);
      expect(renewed).toEqual([]);

      // Asked before the editor is answered (the rendering itself runs in the background).
      expect((await inject('POST', `/api/admin/blog/posts/${post.id}/publish`, admin)).statusCode).toBe(200);
      expect(renewed).toEqual([['/en', '/hi']]);
      expect((await inject('PUT', `/api/admin/blog/posts/${post.id}`, admin, input('renews-pages'))).statusCode).toBe(
        200,
      );
      expect(renewed).toHaveLength(2);
      expect((await inject('POST', `/api/admin/blog/posts/${post.id}/unpublish`, admin)).statusCode).toBe(200);
      expect(renewed).toHaveLength(3);
      expect((await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin)).statusCode).toBe(200);
      expect(renewed).toHaveLength(4);
      expect(renewed.every((p) => p.join() === '/en,/hi')).toBe(true);
    } finally {
      api.ctx.pages.renew = null;
    }
  });
});

describe('banners', () => {
  const upload = (
    id: string,
    file: Buffer,
    headers: Headers = admin,
    name = 'file',
    method: 'PUT' | 'POST' = 'PUT',
  ) => {
    const body = multipart(file, name);
    return api.app.inject({
      method,
      url: `/api/admin/blog/posts/${id}/banner`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('takes JPEG, PNG and WebP recognised by their bytes, records the size and serves them publicly', async () => {
    const post = await create('with-banner');
    const res = await upload(post.id, png(1200, 630));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data.bannerImage as { src: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.src).toMatch(/^\/api\/publics\/blog\/banners\/[a-f0-9]{32}\.png\?w=1200&h=630$/);
    expect(res.json().data.banner).toBe(image.src);

    const served = await inject('GET', image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 8)).toEqual(png(1, 1).subarray(0, 8));
    const again = await api.app.inject({
      method: 'GET',
      url: image.src,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // The public post carries the uploaded banner once published.
    await inject('POST', `/api/admin/blog/posts/${post.id}/publish`, admin);
    expect((await publicSingle('with-banner')).json().data.banner).toBe(image.src);

    // WebP (lossless header) and JPEG headers are read too; a replaced file is removed.
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.writeUInt32LE(22, 4);
    webp.write('WEBPVP8L', 8, 'ascii');
    webp.writeUInt32LE(10, 16);
    webp[20] = 0x2f;
    // width 800, height 400 (each minus one, 14 bits)
    const w = 799;
    const h = 399;
    webp[21] = w & 0xff;
    webp[22] = ((w >> 8) & 0x3f) | ((h & 0x3) << 6);
    webp[23] = (h >> 2) & 0xff;
    webp[24] = (h >> 10) & 0x0f;
    // POST does the same as PUT (browser forms send POST).
    const second = await upload(post.id, webp, admin, 'file', 'POST');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.bannerImage).toMatchObject({ width: 800, height: 400 });
    expect((await inject('GET', image.src)).statusCode).toBe(404);

    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
      0x01, 0xff, 0xd9,
    ]);
    const third = await upload(post.id, jpeg);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.bannerImage).toMatchObject({ width: 1200, height: 630 });
    expect(third.json().data.bannerImage.src).toMatch(/\.jpg\?w=1200&h=630$/);

    // Removing it brings the drawn banner back.
    const removed = await inject('DELETE', `/api/admin/blog/posts/${post.id}/banner`, admin);
    expect(removed.json().data).toMatchObject({ banner: '/images/blog/with-banner.svg', bannerImage: null });
    expect((await inject('GET', third.json().data.bannerImage.src)).statusCode).toBe(404);
    await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin);
  });

  it('refuses other files, whatever they are called, and files over 2 MB', async () => {
    const post = await create('banner-refusals');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const pdf = Buffer.from('%PDF-1.4\n%…');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [gif, svg, pdf, html]) {
      const res = await upload(post.id, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('not-image');
    }
    // A PNG signature with no readable header is not an image either.
    const truncated = await upload(post.id, png(4, 4).subarray(0, 12));
    expect(truncated.json().code).toBe('not-image');
    const big = Buffer.concat([png(4, 4), Buffer.alloc(BLOG_BANNER_MAX_BYTES)]);
    const tooBig = await upload(post.id, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('too-large');
    const empty = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/posts/${post.id}/banner`,
      payload: { x: 1 },
      headers: admin,
    });
    expect(empty.statusCode).toBe(400);
    const wrongField = await upload(post.id, png(2, 2), admin, 'other');
    expect(wrongField.json().code).toBe('no-file');
    expect((await inject('GET', `/api/admin/blog/posts/${post.id}`, admin)).json().data.bannerImage).toBeNull();
    for (const name of ['../secret.png', 'x.png', `${'a'.repeat(32)}.svg`, `${'a'.repeat(32)}.png`]) {
      const res = await inject('GET', `/api/publics/blog/banners/${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(404);
    }
    await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin);
  });
});

describe('hostile text', () => {
  it('stores and returns markup as plain data, control characters removed', async () => {
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const link = '[click](javascript:alert(1))';
    const post = await create('hostile-text', {
      title: { en: `${xss} Title\u0000\u0007`, hi: `शीर्षक ${xss}` },
      serpDescription: { en: `"><svg onload=alert(1)>`, hi: 'विवरण' },
      body: { en: `${xss}\r\n\r\n${link}`, hi: `<iframe src="javascript:alert(1)"></iframe>` },
    });
    const got = (await inject('GET', `/api/admin/blog/posts/${post.id}`, admin)).json().data;
    expect(got.title.en).toBe(`${xss} Title`);
    expect(got.title.hi).toBe(`शीर्षक ${xss}`);
    expect(got.serpDescription.en).toBe('"><svg onload=alert(1)>');
    expect(got.body.en).toBe(`${xss}\n\n${link}`);
    expect(got.body.hi).toBe('<iframe src="javascript:alert(1)"></iframe>');
    await inject('POST', `/api/admin/blog/posts/${post.id}/publish`, admin);
    const single = await publicSingle('hostile-text');
    expect(single.headers['content-type']).toContain('application/json');
    expect(single.json().data.title.en).toBe(`${xss} Title`);
    await inject('DELETE', `/api/admin/blog/posts/${post.id}`, admin);
  });
});
