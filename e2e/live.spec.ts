import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import enLive from '../apps/web/messages/en/live.json' with { type: 'json' };
import hiLive from '../apps/web/messages/hi/live.json' with { type: 'json' };
import { goLive, liveMedia, recordPeerConnections, viewerContext } from './fixtures';
import { hydrated, noHorizontalScroll, signInByApi } from './helpers';
import { E2E_MEDIA_ADDRESS, hostAddresses } from './netns';

/**
 * Live events on Janus, end to end: the server under test starts its own Janus (scripts/start.mjs,
 * no JANUS_URL; its WebSocket on 127.0.0.1). The whole run is in a network namespace of its own
 * (e2e/netns.ts): Janus's only ICE candidates and the browsers' only ones are the namespace's private
 * media address, never this machine's own address — checked on every peer connection below. An
 * astrologer goes live from the studio with Chromium's fake camera; a signed-out
 * viewer (English) and a signed-in viewer (Hindi) receive the video (inbound RTP bytes grow, the
 * <video> has frames); a chat message reaches everyone; the astrologer ends the event and every
 * page shows it ended.
 */

// Demo astrologer 12 (+91 99999 10012): no other spec uses them.
const ASTROLOGER_PHONE = '9999910012';

test.use(liveMedia());

/** A 10-digit mobile number unique to this spec and project. */
const userPhone = (info: TestInfo, n: number) =>
  `98228${info.project.name === 'phone' ? 1 : 2}${String(n).padStart(4, '0')}`;

async function signIn(context: BrowserContext, phone: string, name?: string) {
  await signInByApi(context.request, phone);
  if (name) {
    const named = await context.request.patch('/api/users/me', { data: { name } });
    expect(named.status(), await named.text()).toBe(200);
  }
}

/** Video bytes received so far over all the page's peer connections. */
const videoBytes = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? []) {
      // A closed connection (before a reconnection) has no statistics any more.
      const stats = await pc.getStats().catch(() => null);
      stats?.forEach((s) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') total += s.bytesReceived ?? 0;
      });
    }
    return total;
  });

/**
 * Where the page's media goes: the addresses of every ICE candidate Janus gave it (in its SDP and
 * trickled), and both ends of each connected peer connection's selected candidate pair.
 */
const mediaPath = (page: Page) =>
  page.evaluate(async () => {
    const offered = new Set<string>();
    const selected: { local: string; remote: string }[] = [];
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? []) {
      if (pc.connectionState !== 'connected') continue;
      for (const line of (pc.remoteDescription?.sdp ?? '').split('\r\n'))
        if (line.startsWith('a=candidate:')) offered.add(line.split(' ')[4] ?? '');
      const stats = await pc.getStats();
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((s) => {
        byId.set(s.id, s);
        if (s.type === 'remote-candidate') offered.add(String(s.address ?? s.ip ?? ''));
      });
      stats.forEach((s) => {
        if (s.type !== 'transport' || !s.selectedCandidatePairId) return;
        const pair = byId.get(s.selectedCandidatePairId);
        const end = (id: unknown) => byId.get(String(id));
        selected.push({
          local: String(end(pair?.localCandidateId)?.address ?? ''),
          remote: String(end(pair?.remoteCandidateId)?.address ?? ''),
        });
      });
    }
    return { offered: [...offered], selected };
  });

/** Media goes only over the run's private media address: never this machine's own address. */
async function expectPrivateMediaPath(page: Page) {
  const { offered, selected } = await mediaPath(page);
  expect(selected.length, 'a connected peer connection with a selected candidate pair').toBeGreaterThan(0);
  expect(offered.length).toBeGreaterThan(0);
  for (const address of [...offered, ...selected.flatMap((p) => [p.local, p.remote])]) {
    expect(address).toBe(E2E_MEDIA_ADDRESS);
    expect(hostAddresses()).not.toContain(address);
  }
}

/** The viewer's <video> plays real frames: a size, and a new frame presented. */
async function expectVideoPlaying(page: Page) {
  const video = page.getByTestId('live-video');
  await expect(page.getByTestId('live-player-status')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const presented = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no frame within 10 s')), 10_000);
        v.requestVideoFrameCallback((_now, meta) => {
          clearTimeout(timer);
          resolve(meta.presentedFrames);
        });
      }),
  );
  expect(presented).toBeGreaterThan(0);
  const first = await videoBytes(page);
  expect(first).toBeGreaterThan(0);
  await expect.poll(() => videoBytes(page), { timeout: 15_000 }).toBeGreaterThan(first);
}

test('an astrologer goes live; a signed-out and a signed-in Hindi viewer watch, chat and see the end', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const contextFor = () => viewerContext(browser, info, baseURL);

  // The astrologer goes live from the studio, with a camera preview first.
  const astro = page;
  await recordPeerConnections(astro.context());
  await astro.context().addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL }]);
  await signIn(astro.context(), ASTROLOGER_PHONE);
  const title = `Saturn questions ${info.project.name}`;
  const id = await goLive(astro, {
    titleEn: title,
    titleHi: 'शनि पर सवाल',
    topicEn: 'Saturn’s transit and your career',
    topicHi: 'शनि का गोचर और आपका करियर',
    language: 'hi',
  });
  const status = astro.getByTestId('studio-broadcast-status');

  // The list shows it live.
  const list = await astro.request.get('/api/publics/live/events');
  expect(((await list.json()) as { data: { live: { id: string }[] } }).data.live.map((e) => e.id)).toContain(id);

  // The astrologer's next event, scheduled for tomorrow: shown once this one ends.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await astro.request.post('/api/astrologer/live/events', {
    data: {
      titleEn: `Tomorrow's questions ${info.project.name}`,
      titleHi: 'कल के सवाल',
      topicEn: 'Marriage timing',
      topicHi: 'विवाह का समय',
      language: 'en',
      startsAt: tomorrow,
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  // A signed-out viewer (English) and a signed-in viewer (Hindi).
  const outCtx = await contextFor();
  const out = await outCtx.newPage();
  const inCtx = await contextFor();
  await signIn(inCtx, userPhone(info, 1), 'Meera Joshi');
  const inHi = await inCtx.newPage();
  await out.goto('/live');
  await expect(out.getByTestId('live-card').filter({ hasText: title })).toHaveAttribute('data-status', 'live');
  await out.goto(`/live/${id}`);
  await inHi.goto(`/hi/live/${id}`);
  await expect(inHi.getByTestId('live-title')).toHaveText('शनि पर सवाल');
  for (const p of [out, inHi]) {
    await hydrated(p);
    await expectVideoPlaying(p);
    await expectPrivateMediaPath(p);
  }
  // The host's publisher too.
  await expectPrivateMediaPath(astro);
  await expect(out.getByTestId('live-signin')).toHaveText(enLive.chat.signIn);
  await expect(inHi.getByText(hiLive.chat.rules)).toBeVisible();
  // The studio counts both viewers.
  await expect(astro.getByTestId('live-viewers')).toHaveText(/\b2\b/, { timeout: 20_000 });
  expect(await noHorizontalScroll(inHi)).toBeLessThanOrEqual(0);

  // A chat message from the Hindi viewer reaches everyone; contact details are refused.
  await inHi.getByTestId('live-chat-input').fill('नमस्ते, नौकरी बदलने का सही समय कब है?');
  await inHi.getByTestId('live-chat-send').click();
  for (const p of [inHi, out, astro])
    await expect(p.getByTestId('live-message').filter({ hasText: 'नौकरी बदलने का सही समय' })).toContainText('Meera', {
      timeout: 10_000,
    });
  await inHi.getByTestId('live-chat-input').fill('मेरा नंबर 98765 43210 है');
  await inHi.getByTestId('live-chat-send').click();
  await expect(inHi.getByTestId('live-chat-error')).toContainText('UPI');

  // The host drops (the studio page reloads): viewers see "reconnecting", not an ended event; the
  // host goes on air again and the video comes back.
  await astro.reload();
  await hydrated(astro);
  for (const p of [out, inHi])
    await expect(p.getByTestId('live-player-status')).toHaveAttribute('data-state', 'reconnecting', {
      timeout: 20_000,
    });
  await expect(out.getByTestId('live-ended')).toHaveCount(0);
  const liveRow = astro.getByTestId('studio-event').filter({ hasText: title });
  await expect(liveRow).toHaveAttribute('data-status', 'live');
  await liveRow.getByRole('button', { name: enLive.studio.mine.start }).click();
  await expect(status).toHaveAttribute('data-state', 'on-air', { timeout: 30_000 });
  for (const p of [out, inHi]) await expectVideoPlaying(p);

  // The astrologer ends the event: every page says so, with the next event.
  await astro.getByTestId('studio-end').click();
  await expect(liveRow).toHaveAttribute('data-status', 'ended');
  await expect(out.getByTestId('live-ended')).toHaveText(new RegExp(enLive.watch.ended));
  await expect(inHi.getByTestId('live-ended')).toContainText(hiLive.watch.ended);
  await expect(out.getByTestId('live-video')).toHaveCount(0);
  await expect(out.getByTestId('live-next')).toContainText(`Tomorrow's questions ${info.project.name}`);
  await expect(inHi.getByTestId('live-next')).toContainText('कल के सवाल');
  await outCtx.close();
  await inCtx.close();
});
