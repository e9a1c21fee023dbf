import { expect, type Page, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { meditationPurposes, meditationTracks } from '../packages/content/src/meditation';
import { VASTU_DIRECTIONS } from '../packages/content/src/vastu';
import { brokenLinksOnPage, hydrated, noHorizontalScroll, watchErrors } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Keeps every AudioContext the page creates in `window.__contexts`, so a test can ask the
 * browser itself whether sound is running, suspended or closed.
 */
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

const locales = [
  { locale: 'en', prefix: '', m: en },
  { locale: 'hi', prefix: '/hi', m: hi },
] as const;

test('the mantra meditation page in English and Hindi', { tag: '@desktop' }, async ({ page }) => {
  const errors = watchErrors(page);
  for (const { locale, prefix, m } of locales) {
    const res = await page.goto(`${prefix}/vedic-mantra-meditation`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.meditation.mantra.title);
    const cards = page.getByTestId('purposes').locator('li');
    await expect(cards).toHaveCount(5);
    for (const [i, p] of meditationPurposes.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(p.label[locale]);
      await expect(cards.nth(i)).toContainText(p.mantra.devanagari);
      const img = cards.nth(i).locator('img');
      await expect(img).toHaveAttribute('src', p.imgUri);
      await expect(img).toHaveAttribute('alt', p.alt[locale]);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vedic-mantra-meditation$/);
    if (locale === 'hi') {
      await expect(page.locator('main h2').first()).toHaveText(DEVANAGARI);
      // The card shows the first sentence of the practice; the modal has all of it.
      await expect(cards.nth(0)).toContainText(meditationPurposes[0]!.description.hi.split('।')[0]!);
    }
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  }
  // Every purpose's art is served.
  for (const p of meditationPurposes) {
    const art = await page.request.get(p.imgUri);
    expect(art.status(), p.imgUri).toBe(200);
    expect(art.headers()['content-type']).toContain('svg');
  }
  expect(errors).toEqual([]);
});

test('a purpose opens the modal; Listen Now and Pause drive a real AudioContext; closing stops it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordAudioContexts(page);
  await page.goto('/vedic-mantra-meditation');
  const purpose = meditationPurposes.find((p) => p.key === 'stress-free')!;
  const t = en.meditation;

  await page.locator('[data-purpose="stress-free"]').getByTestId('open-purpose').click();
  const dialog = page.getByTestId('mantra-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(purpose.label.en);
  await expect(dialog).toContainText(purpose.mantra.devanagari);
  await expect(dialog).toContainText(purpose.mantra.transliteration);
  await expect(dialog).toContainText(purpose.description.en);
  await expect(dialog.getByTestId('download-app-link')).toHaveAttribute('href', '/download-app');
  await expect(page.getByTestId('close-dialog')).toBeFocused();

  const toggle = dialog.getByTestId('player-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText(t.player.listenNow);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText(t.player.pause);
  await expect.poll(() => contextStates(page)).toEqual(['running']);
  // Playback time moves on.
  await expect(dialog.getByTestId('player-elapsed')).not.toHaveText('00:00', { timeout: 4000 });

  // The japa counter counts.
  await dialog.getByTestId('japa-count').click();
  await dialog.getByTestId('japa-count').click();
  await expect(dialog.getByTestId('japa-value')).toHaveText('2 of 108');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText(t.player.listenNow);
  await expect.poll(() => contextStates(page)).toEqual(['suspended']);
  await toggle.press('Enter');
  await expect.poll(() => contextStates(page)).toEqual(['running']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => contextStates(page)).toEqual(['closed']);
  await expect(page.locator('[data-purpose="stress-free"]').getByTestId('open-purpose')).toBeFocused();
  expect(errors).toEqual([]);
});

test('meditation music: free tracks play one at a time, a members track asks a signed-out visitor to sign in', {
  tag: '@desktop',
}, async ({ page }) => {
  const errors = watchErrors(page);
  await recordAudioContexts(page);
  const res = await page.goto('/meditation-music');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.meditation.music.title);
  const cards = page.getByTestId('tracks').locator(':scope > li');
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId('tracks')).toHaveAttribute('data-auth', 'signed-out');
  for (const [i, track] of meditationTracks.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(track.title.en);
    await expect(card).toContainText(track.description.en);
    await expect(card).toHaveAttribute('data-free', String(track.isFree));
    if (track.isFree) {
      await expect(card.getByTestId('player-toggle')).toBeVisible();
    } else {
      await expect(card.getByTestId('player-toggle')).toHaveCount(0);
      await expect(card.getByTestId('sign-in-to-listen')).toHaveAttribute('href', '/login?next=%2Fmeditation-music');
    }
  }

  const first = page.locator('[data-track="stress-relief"]');
  const second = page.locator('[data-track="anxiety-relief"]');
  await first.getByTestId('player-toggle').click();
  await expect(first.getByTestId('player')).toHaveAttribute('data-status', 'playing');
  await expect.poll(() => contextStates(page)).toEqual(['running']);
  await second.getByTestId('player-toggle').click();
  await expect(second.getByTestId('player')).toHaveAttribute('data-status', 'playing');
  await expect(first.getByTestId('player')).toHaveAttribute('data-status', 'idle');
  await expect(first.getByTestId('player-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => contextStates(page)).toEqual(['closed', 'running']);
  // The timer offers 5/10/15/30 minutes and starts at the track's suggestion.
  const timer = second.getByLabel(en.meditation.player.timer);
  await expect(timer).toHaveValue('10');
  await expect(timer.locator('option')).toHaveCount(5);

  // Following the sign-in prompt leads to the sign-in page, which will come back here.
  await page.locator('[data-track="relaxation"]').getByTestId('sign-in-to-listen').click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmeditation-music$/);
  await expect.poll(() => contextStates(page)).toEqual([]);

  // Hindi.
  const resHi = await page.goto('/hi/meditation-music');
  expect(resHi?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.meditation.music.title);
  await expect(page.locator('[data-track="relaxation"]').getByTestId('sign-in-to-listen')).toHaveAttribute(
    'href',
    '/hi/login?next=%2Fhi%2Fmeditation-music',
  );
  await expect(page.locator('[data-track="better-sleep"]')).toContainText(meditationTracks[4]!.description.hi);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('vastu compass: a device orientation event turns the dial, the keyboard turns it by hand', {
  tag: '@desktop',
}, async ({ page }) => {
  const errors = watchErrors(page);
  const res = await page.goto('/vastu/online-vastu-compass');
  expect(res?.status()).toBe(200);
  // The compass listens for the sensor once React has hydrated the page.
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.vastu.title);
  const direction = page.getByTestId('compass-direction');
  const rotor = page.getByTestId('compass-rotor');
  await expect(direction).toHaveText('North');
  await expect(page.locator('[data-zone]')).toHaveCount(16);

  // A phone pointing west: alpha 90 (anticlockwise from north) is a compass heading of 270°.
  await page.evaluate(() => {
    window.dispatchEvent(
      new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 0, gamma: 0, absolute: true }),
    );
  });
  await expect(page.getByTestId('compass-degrees')).toHaveText('270°');
  await expect(direction).toHaveText('West');
  await expect(page.getByTestId('vastu-compass')).toHaveAttribute('data-mode', 'live');
  // The dial turned the short way: 90° anticlockwise (-270° ≡ 90°).
  expect(await rotor.evaluate((el) => (el as SVGGElement).style.transform)).toBe('rotate(90deg)');

  // By hand: the slider follows the keyboard; the buttons turn 15°.
  const slider = page.getByTestId('heading-slider');
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(direction).toHaveText('North');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('compass-degrees')).toHaveText('12°');
  await expect(direction).toHaveText('North-northeast');
  await expect(page.getByTestId('vastu-compass')).toHaveAttribute('data-mode', 'manual');
  await page.getByTestId('turn-right').click();
  await page.getByTestId('turn-right').click();
  await expect(direction).toHaveText('Northeast');
  // A sensor reading no longer moves a dial the user is turning by hand.
  await page.evaluate(() => {
    window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 180, absolute: true }));
  });
  await expect(direction).toHaveText('Northeast');

  // Northeast is good for the puja room and bad for the kitchen; the legend says so in words.
  await page.getByTestId('room-select').selectOption('puja-room');
  await expect(page.getByTestId('compass-verdict')).toHaveAttribute('data-verdict', 'good');
  await expect(page.locator('[data-zone="NE"]')).toHaveAttribute('data-verdict', 'good');
  await page.getByTestId('room-select').selectOption('kitchen');
  await expect(page.getByTestId('compass-verdict')).toHaveAttribute('data-verdict', 'bad');
  await expect(page.getByTestId('legend').locator('[data-verdict="bad"]')).toContainText('Northeast');
  await expect(page.getByTestId('room-rule')).toContainText(en.vastu.compass.ruleHeading.replace('{room}', 'Kitchen'));
  await expect(page.getByTestId('compass-live')).toContainText('Northeast', { timeout: 5000 });
  await expect(page.getByTestId('room-table').locator('tbody tr')).toHaveCount(12);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // Hindi: the traditional names of the directions.
  const resHi = await page.goto('/hi/vastu/online-vastu-compass');
  expect(resHi?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.vastu.title);
  await expect(page.getByTestId('compass-direction')).toHaveText(VASTU_DIRECTIONS[0]!.name.hi);
  await page.getByTestId('heading-slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('compass-direction')).toHaveText('उत्तर');
  for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('compass-degrees')).toHaveText('309°');
  await expect(page.getByTestId('compass-direction')).toHaveText('वायव्य');
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('every internal link on the meditation and vastu pages resolves', async ({ page, request }) => {
  for (const path of ['/vedic-mantra-meditation', '/hi/meditation-music', '/vastu/online-vastu-compass']) {
    await page.goto(path);
    const { hrefs, failures } = await brokenLinksOnPage(page, request, test.info());
    expect(hrefs.length, path).toBeGreaterThan(3);
    expect(failures, path).toEqual([]);
  }
});
