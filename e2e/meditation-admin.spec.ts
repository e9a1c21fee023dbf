import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { meditationTracks } from '../packages/content/src/meditation';
import { expect, type SignInFixtures, test } from './fixtures';
import { noHorizontalScroll } from './helpers';

/**
 * An admin replaces a synthesised meditation track with a recording in the Hindi admin console;
 * the music page then plays the recording (an audio element over the synthesised background),
 * and after "Use synthesised sound" the track is synthesised again. Both projects share one
 * server and run one after the other, so each leaves the track as it found it.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const TRACK = 'mindfulness';
const track = meditationTracks.find((t) => t.key === TRACK)!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A valid 16-bit mono PCM WAV of a soft 220 Hz tone, `seconds` long. */
function wav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    b.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 4000), 44 + i * 2);
  return b;
}

/** A one-pixel PNG: not audio, whatever it is called. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A browser context shaped like the project's own, signed in as the demo admin. */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
  await signInAdmin(context);
  return context;
}

/** Puts the track back to synthesis, whatever an earlier (failed) run left behind. */
async function synthesised(context: BrowserContext) {
  const res = await context.request.delete(`/api/admin/meditation/${TRACK}/recording`);
  expect(res.status(), await res.text()).toBe(200);
}

/** Keeps every AudioContext the page creates in `window.__contexts` (the synthesised background runs in one). */
async function recordAudioContexts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __contexts: AudioContext[]; AudioContext: typeof AudioContext };
    w.__contexts = [];
    const Original = w.AudioContext;
    w.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.__contexts.push(this);
      }
    };
  });
}
const contextStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __contexts: AudioContext[] }).__contexts.map((c) => c.state));

/** The recording's audio element in a track's player: its src, time and whether it is paused. */
const mediaState = (page: Page) =>
  page.locator(`[data-track="${TRACK}"] audio`).evaluate((el) => {
    const a = el as HTMLAudioElement;
    return { src: a.getAttribute('src') ?? '', currentTime: a.currentTime, paused: a.paused };
  });

test(
  'an admin replaces a track with a recording in Hindi; the music page plays it; removing it brings the synthesis back',
  {
    tag: '@desktop',
  },
  async ({ browser, signInAdmin, watchErrors }, info) => {
    const t = hi.meditation.admin;
    const context = await adminContext(browser, info, signInAdmin);
    await synthesised(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await recordAudioContexts(page);

    // The Hindi console has the tab; it lists the ten tracks with their Hindi titles and access.
    const res = await page.goto('/hi/admin');
    expect(res?.status()).toBe(200);
    const tab = page.getByRole('tab', { name: hi.admin.tabs.meditation });
    await expect(tab).toHaveAttribute('href', '/hi/admin?tab=meditation');
    expect((await page.goto('/hi/admin?tab=meditation'))?.status()).toBe(200);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByTestId('meditation-admin');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(t.heading);
    const rows = panel.locator('li[data-track]');
    await expect(rows).toHaveCount(10);
    for (const [i, tr] of meditationTracks.entries()) {
      await expect(rows.nth(i).getByRole('heading', { level: 3 })).toHaveText(tr.title.hi);
      await expect(rows.nth(i)).toContainText(tr.isFree ? t.free : t.members);
    }
    const row = panel.locator(`li[data-track="${TRACK}"]`);
    await expect(row).toHaveAttribute('data-source', 'synth');
    await expect(row.getByTestId('track-source')).toHaveText(t.sourceSynth);
    await expect(row.getByTestId('recording-upload')).toContainText(t.upload);
    await expect(row.getByTestId('recording-remove')).toHaveCount(0);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // A PNG called .mp3 is refused by the server, with the reason in Hindi.
    await row.getByTestId('recording-file').setInputFiles({ name: 'dhyan.mp3', mimeType: 'audio/mpeg', buffer: PNG });
    const status = row.getByTestId('recording-status');
    await expect(status).toHaveAttribute('data-kind', 'error');
    await expect(status).toHaveText(t.errors['not-audio']);
    await expect(row).toHaveAttribute('data-source', 'synth');

    // A real WAV is taken: the row says so, and offers Replace and "Use synthesised sound".
    const upload = page.waitForResponse((r) => r.url().includes(`/api/admin/meditation/${TRACK}/recording`));
    await row.getByTestId('recording-file').setInputFiles({ name: 'dhyan.wav', mimeType: 'audio/wav', buffer: wav(4) });
    expect((await upload).status()).toBe(200);
    await expect(status).toHaveText(t.uploaded);
    await expect(row).toHaveAttribute('data-source', 'recording');
    await expect(row.getByTestId('track-source')).toContainText('WAV');
    await expect(row.getByTestId('track-source')).toHaveText(DEVANAGARI);
    await expect(row.getByTestId('recording-upload')).toContainText(t.replace);
    await expect(row.locator('audio')).toHaveAttribute(
      'src',
      new RegExp(`/api/publics/meditation/recordings/${TRACK}\\?v=`),
    );

    // The music page plays the recording for that track, and synthesises the others.
    const music = await context.newPage();
    const musicErrors = watchErrors(music);
    await recordAudioContexts(music);
    expect((await music.goto('/hi/meditation-music'))?.status()).toBe(200);
    const tracks = music.getByTestId('tracks');
    await expect(tracks).toHaveAttribute('data-recordings', 'ready');
    const card = music.locator(`[data-track="${TRACK}"]`);
    await expect(card).toHaveAttribute('data-source', 'recording');
    await expect(card.getByTestId('recorded-note')).toHaveText(hi.meditation.music.recorded);
    await expect(music.locator('[data-track="stress-relief"]')).toHaveAttribute('data-source', 'synth');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(track.title.hi);

    const file = music.waitForResponse((r) => r.url().includes(`/api/publics/meditation/recordings/${TRACK}?v=`));
    await card.getByTestId('player-toggle').click();
    const player = card.getByTestId('player');
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect(player).toHaveAttribute('data-playing-source', 'recording');
    const served = await file;
    expect([200, 206]).toContain(served.status());
    expect(served.headers()['content-type']).toBe('audio/wav');
    const media = () => mediaState(music);
    expect((await media()).src).toMatch(new RegExp(`^/api/publics/meditation/recordings/${TRACK}\\?v=[a-z0-9]+$`));
    await expect.poll(async () => (await media()).currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
    expect((await media()).paused).toBe(false);
    // The synthesised background runs alongside in its own AudioContext, and time is counted.
    await expect.poll(() => contextStates(music)).toEqual(['running']);
    await expect(player.getByTestId('player-elapsed')).not.toHaveText('00:00', { timeout: 5000 });

    // Pause and resume drive the recording too.
    await card.getByTestId('player-toggle').click();
    await expect(player).toHaveAttribute('data-status', 'paused');
    await expect.poll(async () => (await media()).paused).toBe(true);
    await expect.poll(() => contextStates(music)).toEqual(['suspended']);
    const pausedAt = (await media()).currentTime;
    await sleep(600);
    expect((await media()).currentTime).toBeCloseTo(pausedAt, 1);
    await card.getByTestId('player-toggle').click();
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect.poll(async () => (await media()).paused).toBe(false);
    await expect.poll(() => contextStates(music)).toEqual(['running']);

    // Another track stops the recording (its element leaves the page) and is synthesised.
    const other = music.locator('[data-track="stress-relief"]');
    await other.getByTestId('player-toggle').click();
    await expect(other.getByTestId('player')).toHaveAttribute('data-playing-source', 'synth');
    await expect(card.locator('audio')).toHaveCount(0);
    await expect.poll(() => contextStates(music)).toEqual(['closed', 'running']);
    expect(await noHorizontalScroll(music)).toBeLessThanOrEqual(0);

    // Back in the console: "Use synthesised sound" asks first; Cancel keeps the recording.
    await row.getByTestId('recording-remove').click();
    const dialog = row.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(t.confirmTitle.replace('{title}', track.title.hi));
    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveAttribute('data-source', 'recording');
    await row.getByTestId('recording-remove').click();
    await dialog.getByTestId('dialog-okay').click();
    await expect(status).toHaveText(t.removed);
    await expect(row.getByTestId('recording-upload')).toBeFocused();
    await expect(row).toHaveAttribute('data-source', 'synth');
    await expect(row.getByTestId('track-source')).toHaveText(t.sourceSynth);
    await expect(row.locator('audio')).toHaveCount(0);

    // The music page synthesises the track again.
    await music.reload();
    await expect(tracks).toHaveAttribute('data-recordings', 'ready');
    await expect(card).toHaveAttribute('data-source', 'synth');
    await expect(card.getByTestId('recorded-note')).toHaveCount(0);
    await card.getByTestId('player-toggle').click();
    await expect(player).toHaveAttribute('data-playing-source', 'synth');
    await expect(card.locator('audio')).toHaveCount(0);
    await expect.poll(() => contextStates(music)).toEqual(['running']);
    await card.getByTestId('player-toggle').click();

    // The browser logs the refused upload's 400 itself; nothing else failed.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)/);
    expect(musicErrors).toEqual([]);
    await context.close();
  },
);

test('the console refuses a file over 25 MB before uploading it, in English', async ({
  browser,
  signInAdmin,
  watchErrors,
}, info) => {
  const t = en.meditation.admin;
  const context = await adminContext(browser, info, signInAdmin);
  await synthesised(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/admin/meditation/')) uploads++;
  });
  expect((await page.goto('/admin?tab=meditation'))?.status()).toBe(200);
  const row = page.locator(`[data-testid="meditation-admin"] li[data-track="${TRACK}"]`);
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(track.title.en);
  const big = Buffer.alloc(25 * 1024 * 1024 + 1);
  wav(1).copy(big);
  await row.getByTestId('recording-file').setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: big });
  await expect(row.getByTestId('recording-status')).toHaveText(t.errors['too-large'].replace('{max}', '25'));
  await expect(row).toHaveAttribute('data-source', 'synth');
  expect(uploads).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the music page synthesises every track when the recordings list cannot be had', async ({ page, watchErrors }) => {
  const errors = watchErrors(page);
  await recordAudioContexts(page);
  await page.route('**/api/publics/meditation/recordings', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
  );
  expect((await page.goto('/meditation-music'))?.status()).toBe(200);
  const tracks = page.getByTestId('tracks');
  await expect(tracks).toHaveAttribute('data-recordings', 'failed');
  await expect(tracks.locator(':scope > li[data-source="synth"]')).toHaveCount(10);
  const card = page.locator('[data-track="stress-relief"]');
  await card.getByTestId('player-toggle').click();
  await expect(card.getByTestId('player')).toHaveAttribute('data-playing-source', 'synth');
  await expect.poll(() => contextStates(page)).toEqual(['running']);
  await card.getByTestId('player-toggle').click();
  await expect.poll(() => contextStates(page)).toEqual(['suspended']);
  // The browser logs the (mocked) failed answer itself; nothing else failed.
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)/,
  );
});
