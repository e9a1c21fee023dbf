import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type APIRequestContext, type FullConfig, request } from '@playwright/test';
import WebSocket from 'ws';
import { WS_PROTOCOL_VERSION } from '../packages/contracts/src/ws';
import { signInByApi } from './helpers';
import { SHOWCASE_ASTROLOGER, SHOWCASE_REVIEWS } from './showcase-data';

/**
 * Global set-up of the end-to-end run (after the server is up, before any spec): gives the home
 * page what it may claim, through the API as people would — for each of five users, a recharge in
 * the sandbox checkout, a chat with the seed's astrologer that is billed and ended, and a review
 * with consent to be quoted (e2e/showcase-data.ts) — then renews the cached home pages, as the
 * server does itself, and waits until their HTML holds the reviews. Nothing is seeded twice: a
 * data directory that has the reviews already (E2E_DATA_DIR) is only renewed.
 */

const ROOT = resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (res.status() !== 200) throw new Error(`showcase seed: ${what} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A socket on /ws with `ctx`'s session, welcomed as that user. */
async function connect(ctx: APIRequestContext, baseURL: string): Promise<WebSocket> {
  const url = new URL('/ws', baseURL);
  url.protocol = 'ws:';
  const cookie = (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const socket = new WebSocket(url, { headers: { cookie } });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('showcase seed: no welcome on /ws')), 15_000);
    socket.once('error', fail);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', protocol: WS_PROTOCOL_VERSION })));
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; userId?: string | null };
      if (m.type !== 'welcome') return;
      clearTimeout(timer);
      if (m.userId) done();
      else fail(new Error('showcase seed: the socket was welcomed signed out'));
    });
  });
  return socket;
}

const closed = (socket: WebSocket) =>
  new Promise<void>((done) => {
    if (socket.readyState === WebSocket.CLOSED) return done();
    socket.once('close', () => done());
    socket.close();
  });

/** Polls `check` every 200 ms until it gives a value, for at most `ms`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | null | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > end) throw new Error(`showcase seed: ${what} did not happen within ${ms} ms`);
    await sleep(200);
  }
}

interface Consultation {
  id: string;
  status: string;
  meter: { running: boolean; billedMinutes: number };
}

/** One reviewer's whole story: signed in, named, 200 coins bought, a billed chat ended, a consented review. */
async function review(
  baseURL: string,
  astro: APIRequestContext,
  astroSocket: WebSocket,
  astrologerId: string,
  r: (typeof SHOWCASE_REVIEWS)[number],
) {
  const user = await request.newContext({ baseURL });
  let socket: WebSocket | undefined;
  try {
    await signInByApi(user, r.phone);
    if (r.name) await data(await user.patch('/api/users/me', { data: { name: r.name } }), 'naming the user');
    const order = await data<{ checkout: { url: string } }>(
      await user.post('/api/wallet/recharge', {
        data: { packId: 'coins-200', returnUrl: '/wallet/return' },
        headers: { 'idempotency-key': `e2e-showcase-recharge-${r.phone}` },
      }),
      'the recharge',
    );
    const paid = await user.post(order.checkout.url, { form: { outcome: 'pay' }, maxRedirects: 0 });
    if (paid.status() !== 303) throw new Error(`showcase seed: the sandbox checkout answered ${paid.status()}`);
    await until('the recharge', 15_000, async () => {
      const w = await data<{ coins: number }>(await user.get('/api/wallet'), 'the wallet');
      return w.coins >= 200 ? w : null;
    });

    const asked = await data<Consultation>(
      await user.post('/api/users/consultations', {
        data: { astrologerId, channel: 'chat' },
        headers: { 'idempotency-key': `e2e-showcase-chat-${r.phone}` },
      }),
      'the chat request',
    );
    await data(await astro.post(`/api/astrologer/consultations/${asked.id}/accept`), 'accepting the chat');
    // Both sides in the room: the meter runs, and the first started minute is billed.
    socket = await connect(user, baseURL);
    for (const s of [socket, astroSocket])
      s.send(JSON.stringify({ type: 'join', consultationId: asked.id, lastSeq: 0 }));
    await until('the meter', 20_000, async () => {
      const c = await data<Consultation>(await user.get(`/api/consultations/${asked.id}`), 'the consultation');
      return c.meter.running ? c : null;
    });
    await sleep(100);
    const ended = await data<Consultation>(await user.post(`/api/consultations/${asked.id}/end`), 'ending the chat');
    if (ended.status !== 'ended' || ended.meter.billedMinutes < 1) {
      throw new Error(`showcase seed: the chat ended ${ended.status} with ${ended.meter.billedMinutes} billed minutes`);
    }
    await data(
      await user.post('/api/users/reviews', {
        data: { consultationId: asked.id, rating: r.rating, comment: r.comment, publicConsent: true },
      }),
      'the review',
    );
  } finally {
    if (socket) await closed(socket);
    await user.dispose();
  }
}

/** What GET /api/publics/home quotes of the seed's reviews. */
async function seededShown(api: APIRequestContext): Promise<number> {
  const home = await data<{ reviews: { comment: string }[] }>(await api.get('/api/publics/home'), 'the showcase');
  const comments = new Set(home.reviews.map((r) => r.comment));
  return SHOWCASE_REVIEWS.filter((r) => comments.has(r.comment)).length;
}

/** Text as React writes it into HTML. */
const asHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * Renders the cached home pages again now (Next's own on-demand revalidation request, as the
 * server sends it when it starts: apps/api/src/renew-pages.ts) until both hold every review.
 */
async function renewHomePages(api: APIRequestContext) {
  const id = JSON.parse(readFileSync(join(ROOT, 'apps/web/.next/prerender-manifest.json'), 'utf8')).preview
    .previewModeId as string;
  await until('home pages holding the reviews', 60_000, async () => {
    for (const path of ['/en', '/hi']) {
      await api.get(path, { headers: { 'x-prerender-revalidate': id }, maxRedirects: 0 });
    }
    for (const path of ['/', '/hi']) {
      const html = await (await api.get(path)).text();
      if (!SHOWCASE_REVIEWS.every((r) => html.includes(asHtml(r.comment)))) {
        await sleep(1000);
        return null;
      }
    }
    return true;
  });
}

export default async function seedShowcase(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const api = await request.newContext({ baseURL });
  const astro = await request.newContext({ baseURL });
  try {
    if ((await seededShown(api)) < SHOWCASE_REVIEWS.length) {
      await signInByApi(astro, SHOWCASE_ASTROLOGER.phone);
      const astrologer = await data<{ id: string }>(
        await api.get(`/api/publics/astrologers/${SHOWCASE_ASTROLOGER.slug}`),
        'the astrologer',
      );
      const astroSocket = await connect(astro, baseURL);
      try {
        await data(
          await astro.post('/api/astrologer/presence', { data: { chat: true, voice: false, video: false } }),
          'going online',
        );
        for (const r of SHOWCASE_REVIEWS) await review(baseURL, astro, astroSocket, astrologer.id, r);
      } finally {
        // Every channel off first: offline at once, whatever the specs look at next.
        await astro.post('/api/astrologer/presence', { data: { chat: false, voice: false, video: false } });
        await closed(astroSocket);
      }
      const shown = await seededShown(api);
      if (shown !== SHOWCASE_REVIEWS.length) throw new Error(`showcase seed: the API quotes ${shown} of the reviews`);
    }
    await renewHomePages(api);
  } finally {
    await api.dispose();
    await astro.dispose();
  }
}
