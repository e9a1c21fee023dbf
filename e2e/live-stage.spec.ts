import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import enLive from '../apps/web/messages/en/live.json' with { type: 'json' };
import { goLive, liveMedia, viewerContext } from './fixtures';
import { hydrated, signInByApi } from './helpers';

/**
 * The paid stage ("Join the call", docs/LIVE.md), end to end with Chromium's fake camera and
 * microphone: the astrologer goes live from the studio; a signed-in viewer sees the price a minute
 * in coins and rupees and asks to join; the studio's queue shows them and the astrologer takes them
 * on the call; the guest's microphone reaches a signed-out viewer (inbound RTP bytes of the guest's
 * feed grow); the consultation meter bills the minutes on the call (a billed minute is 6 s here,
 * CONSULT_MINUTE_MS); the astrologer ends the call and the coins moved exactly once.
 */

// Demo astrologer 19 (+91 99999 10019, 85 coins a minute for consultations): no other spec uses them.
const ASTROLOGER_PHONE = '9999910019';
/** The price a minute on the call, set in the studio's form (not the consultation price). */
const PRICE = 30;

// Loopback candidates for the browsers (Janus's own are this machine's addresses, docs/LIVE.md).
test.use(liveMedia(['--allow-loopback-in-peer-connection']));

async function walletOf(request: APIRequestContext): Promise<{ coins: number; reserved: number }> {
  const res = await request.get('/api/wallet');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { coins: number; reserved: number } }).data;
}

async function fund(request: APIRequestContext, packId: string, tag: string) {
  const order = await request.post('/api/wallet/recharge', {
    data: { packId, returnUrl: '/wallet/return' },
    headers: { 'idempotency-key': `e2e-live-stage-${tag}-${Date.now()}` },
  });
  expect(order.status(), await order.text()).toBe(200);
  const url = ((await order.json()) as { data: { checkout: { url: string } } }).data.checkout.url;
  const paid = await request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Audio bytes received so far on the peer connections that carry the stage guest's feed. */
const guestAudioBytes = (page: Page) =>
  page.evaluate(async () => {
    const el = document.querySelector<HTMLVideoElement>('[data-testid="live-stage-feed"]');
    const tracks = new Set((el?.srcObject as MediaStream | null)?.getTracks() ?? []);
    let total = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? []) {
      if (!pc.getReceivers().some((r) => tracks.has(r.track))) continue;
      const stats = await pc.getStats().catch(() => null);
      stats?.forEach((s) => {
        if (s.type === 'inbound-rtp' && s.kind === 'audio') total += s.bytesReceived ?? 0;
      });
    }
    return total;
  });

test('a viewer asks to join, the astrologer takes them on the call, everyone hears them, the minutes are billed once', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const viewerPhone = `98239${info.project.name === 'phone' ? 1 : 2}0001`;
  const contextFor = () => viewerContext(browser, info, baseURL);

  // The astrologer goes live from the studio (their camera and microphone on the air).
  const astro = page;
  await astro.context().addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL }]);
  await signInByApi(astro.request, ASTROLOGER_PHONE);
  for (const e of (
    (await (await astro.request.get('/api/astrologer/live/events')).json()) as {
      data: { items: { id: string; status: string }[] };
    }
  ).data.items)
    if (e.status !== 'ended') await astro.request.post(`/api/users/live/events/${e.id}/end`);
  const id = await goLive(astro, {
    titleEn: `Questions on the call ${info.project.name}`,
    titleHi: 'कॉल पर सवाल',
    topicEn: 'Ask about your career, live',
    topicHi: 'अपने करियर के बारे में लाइव पूछें',
    stagePrice: PRICE,
  });

  // The guest: signed in with coins; sees the price a minute in coins and rupees before asking.
  const guestCtx = await contextFor();
  await signInByApi(guestCtx.request, viewerPhone);
  expect((await guestCtx.request.patch('/api/users/me', { data: { name: 'Kiran Desai' } })).status()).toBe(200);
  await fund(guestCtx.request, 'coins-1000', viewerPhone);
  const before = await walletOf(guestCtx.request);
  expect(before.coins).toBeGreaterThanOrEqual(PRICE * 5);
  const guest = await guestCtx.newPage();
  await guest.goto(`/live/${id}`);
  await hydrated(guest);
  const panel = guest.getByTestId('live-stage');
  await expect(guest.getByTestId('live-stage-price')).toHaveText(`${PRICE} coins a minute (₹${PRICE})`);
  await expect(panel).toContainText(`${PRICE * 5} coins (₹${PRICE * 5})`);
  await guest.getByTestId('live-stage-cap').fill(String(PRICE * 20));
  await guest.getByTestId('live-stage-ask').click();
  await expect(guest.getByTestId('live-stage-place')).toHaveAttribute('data-place', '1');

  // A signed-out viewer watches.
  const listenerCtx = await contextFor();
  const listener = await listenerCtx.newPage();
  await listener.goto(`/live/${id}`);
  await hydrated(listener);
  await expect(listener.getByTestId('live-stage-signin')).toHaveText(enLive.stage.signIn);

  // The studio's queue shows the guest; the astrologer takes them on the call.
  const request = astro.getByTestId('live-stage-request');
  await expect(request).toHaveCount(1, { timeout: 10_000 });
  await expect(request).toContainText('Kiran');
  await astro.getByTestId('live-stage-pick').click();
  await expect(guest.getByTestId('live-stage-on')).toBeVisible({ timeout: 10_000 });
  await expect(listener.getByTestId('live-stage-guest')).toHaveText('On the call: Kiran');

  // The guest's microphone reaches the other viewer: the guest feed's inbound audio bytes grow.
  await expect.poll(() => guestAudioBytes(listener), { timeout: 30_000 }).toBeGreaterThan(0);
  const heard = await guestAudioBytes(listener);
  await expect.poll(() => guestAudioBytes(listener), { timeout: 15_000 }).toBeGreaterThan(heard);

  // The meter bills the minutes on the call (6 s each here): at least two on both sides.
  await expect
    .poll(async () => Number(await guest.getByTestId('live-stage-on').getAttribute('data-minutes')), {
      timeout: 40_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect(astro.getByTestId('live-stage-host-minutes')).toHaveAttribute('data-minutes', /^[1-9]\d*$/);

  // The astrologer ends the call: the guest is off, everyone stops hearing them.
  await astro.getByTestId('live-stage-host-end').click();
  await expect(guest.getByTestId('live-stage-on')).toHaveCount(0, { timeout: 10_000 });
  await expect(listener.getByTestId('live-stage-feed')).toHaveCount(0, { timeout: 10_000 });

  // The coins moved exactly once: the minutes at the price, nothing held, and nothing more later.
  const state = async () =>
    (
      (await (await guestCtx.request.get(`/api/publics/live/events/${id}/state`)).json()) as {
        data: { stage: { me: { spent: number } } };
      }
    ).data.stage.me.spent;
  const spent = await state();
  expect(spent % PRICE).toBe(0);
  expect(spent / PRICE).toBeGreaterThanOrEqual(2);
  expect(await walletOf(guestCtx.request)).toEqual({ coins: before.coins - spent, reserved: 0 });
  // One statement line for the call, naming the live event, settled once.
  const statement = (
    (await (await guestCtx.request.get('/api/wallet/statement')).json()) as {
      data: { kind: string; amount: number; status: string; subject: { liveEvent: { id: string } | null } | null }[];
    }
  ).data.filter((l) => l.subject?.liveEvent?.id === id);
  expect(statement.map((l) => [l.kind, l.amount, l.status])).toEqual([['consultation', -spent, 'done']]);
  await guest.goto('/wallet');
  await expect(guest.getByText(`Call in the live event “Questions on the call ${info.project.name}”`)).toBeVisible();
  expect(await walletOf(guestCtx.request)).toEqual({ coins: before.coins - spent, reserved: 0 });
  expect(await state()).toBe(spent);

  await astro.getByTestId('studio-end').click();
  await expect(listener.getByTestId('live-ended')).toBeVisible({ timeout: 10_000 });
  await guestCtx.close();
  await listenerCtx.close();
});
