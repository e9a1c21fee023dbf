import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { spanText, timeText } from '../apps/web/components/panchang/panchang-model';
import { nakshatraByIndex } from '../packages/content/src/nakshatras';
import { CHOGHADIYA_QUALITIES, tithi } from '../packages/content/src/panchang-names';
import { findMuhurats } from '../packages/engine/src/muhurat';
import { panchang } from '../packages/engine/src/panchang';
import { brokenLinksOnPage, hydrated, noHorizontalScroll, watchErrors } from './helpers';

type Panchang = typeof import('../apps/web/messages/en/panchang.json');
type Birth = typeof import('../apps/web/messages/en/birth.json');
type Ui = typeof import('../apps/web/messages/en/ui.json');
type Offline = typeof import('../apps/web/messages/en/offline.json');
type Muhurat = typeof import('../apps/web/messages/en/muhurat.json');

/** A catalogue file, read as JSON (the test runner cannot import the catalogues' JSON). */
function catalogue<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../apps/web/messages/${path}`, import.meta.url), 'utf8')) as T;
}

const en = {
  panchang: catalogue<Panchang>('en/panchang.json'),
  muhurat: catalogue<Muhurat>('en/muhurat.json'),
  birth: catalogue<Birth>('en/birth.json'),
  ui: catalogue<Ui>('en/ui.json'),
  offline: catalogue<Offline>('en/offline.json'),
};
const hi = { panchang: catalogue<Panchang>('hi/panchang.json'), muhurat: catalogue<Muhurat>('hi/muhurat.json') };

const DEVANAGARI = /[\u0900-\u097F]/;
const ZONE = 'Asia/Kolkata';
/** Varanasi on Makar Sankranti 2026: a fixed date and place, so the expected answers never change. */
const PLACE = { lat: 25.3176, lon: 82.9739, zone: ZONE };
const DAY = '2026-01-14';
const PANCHANG_URL = `/astrology/panchang?date=${DAY}&lat=${PLACE.lat}&lon=${PLACE.lon}&tz=Asia%2FKolkata&p=Varanasi`;

/** The engine's own answer for the fixed day. */
const expected = panchang({ date: { year: 2026, month: 1, day: 14 }, ...PLACE });

async function fits(page: Page, what: string) {
  expect(await noHorizontalScroll(page), what).toBeLessThanOrEqual(0);
}

test.describe('panchang', () => {
  test(
    'a fixed date and place shows the engine’s tithi, nakshatra and sunrise, and every section',
    { tag: '@desktop' },
    async ({ page, request }, info) => {
      const errors = watchErrors(page);
      const res = await page.goto(PANCHANG_URL);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.panchang.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/astrology\/panchang$/);
      const result = page.getByTestId('panchang-result');
      await expect(result.getByRole('heading', { level: 2 })).toHaveText('Panchang for Wednesday, 14 January 2026');
      await expect(page.getByTestId('panchang-place')).toHaveText('At Varanasi');

      // Sunrise to the minute as the engine gives it, in the place's time.
      await expect(page.getByTestId('sunrise')).toHaveText(timeText(expected.sunrise!, ZONE, 'en'));
      await expect(page.getByTestId('sunset')).toHaveText(timeText(expected.sunset!, ZONE, 'en'));
      await expect(page.getByTestId('tithi').first()).toHaveText(tithi(expected.tithi[0]!.index).fullName.en);
      await expect(page.getByTestId('nakshatra').first()).toHaveText(
        nakshatraByIndex(expected.nakshatra[0]!.index).name.en,
      );
      // Every timed element has a start and an end.
      await expect(page.getByTestId('row-tithi').first()).toContainText('–');
      await expect(page.getByTestId('row-rahu')).toContainText('–');
      for (const id of ['row-abhijit', 'row-yamaganda', 'row-gulika', 'row-dur', 'row-brahma', 'row-amanta']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }

      // Choghadiya: eight by day and eight by night, each with its quality in words.
      const day = page.getByTestId('choghadiya-day');
      await expect(day.locator('tbody tr')).toHaveCount(8);
      await expect(page.getByTestId('choghadiya-night').locator('tbody tr')).toHaveCount(8);
      const words = Object.values(CHOGHADIYA_QUALITIES).map((q) => q.en);
      for (const text of await day.locator('tbody tr td:last-child').allTextContents())
        expect(words).toContain(text.trim());

      await expect(page.getByTestId('panchang-settings')).toContainText('Lahiri');
      await expect(page.getByTestId('panchang-settings')).toContainText('UTC+05:30');
      await fits(page, 'panchang');
      const { failures } = await brokenLinksOnPage(page, request, info);
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test('previous and next day links move one day and keep the place', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(PANCHANG_URL);
    await page.getByTestId('next-day').click();
    await expect(page).toHaveURL(/date=2026-01-15/);
    await expect(page).toHaveURL(/p=Varanasi/);
    await expect(page.getByTestId('panchang-result').getByRole('heading', { level: 2 })).toHaveText(
      'Panchang for Thursday, 15 January 2026',
    );
    await page.getByTestId('previous-day').click();
    await expect(page).toHaveURL(/date=2026-01-14/);
    await expect(page.getByTestId('panchang-result').getByRole('heading', { level: 2 })).toContainText('14 January');
    await page.getByTestId('previous-day').click();
    await expect(page).toHaveURL(/date=2026-01-13/);
    // The form follows the page's day.
    await expect(page.locator('#panchang-date')).toHaveValue('13/01/2026');
    const before = panchang({ date: { year: 2026, month: 1, day: 13 }, ...PLACE });
    await expect(page.getByTestId('sunrise')).toHaveText(timeText(before.sunrise!, ZONE, 'en'));
    expect(errors).toEqual([]);
  });

  test('the form, without React: date checks, the keyboard place search, then the new day', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(PANCHANG_URL);
    await hydrated(page);
    // Served without Next's runtime: only the islands.
    expect(scripts.filter((s) => !s.startsWith('/_next/static/islands/'))).toEqual([]);
    // Each of them is named in the HTML, so the service worker's precache of the page keeps them.
    const html = await (await page.request.get(PANCHANG_URL)).text();
    for (const script of scripts) expect(html, script).toContain(script);
    const form = page.getByTestId('panchang-form');
    await expect(form).toHaveAttribute('method', 'get');
    const place = page.getByRole('combobox', { name: new RegExp(en.panchang.form.place) });
    await expect(place).toHaveValue('Varanasi');

    // A date that does not exist: the error in words, and the focus on the date.
    const date = page.locator('#panchang-date');
    await date.fill('31/02/2026');
    // Sent from the keyboard (Enter in the field): the form's own submission.
    await date.press('Enter');
    await expect(page.getByTestId('date-error')).toHaveText(en.ui.datePicker.invalid);
    await expect(date).toBeFocused();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/date=2026-01-14/);

    // Editing the place clears it: sending asks for a place from the list, focused first.
    await date.fill('7-2-2026');
    await place.fill('');
    await page.getByTestId('panchang-submit').click();
    await expect(page.getByTestId('panchang-place-error')).toHaveText(en.panchang.form.placeRequired);
    await expect(place).toBeFocused();
    await expect(page.getByTestId('date-error')).toBeHidden();

    await place.pressSequentially('New Delhi', { delay: 30 });
    // The first search of a fresh server loads the place index: allow for it.
    await expect(page.getByTestId('place-option').first()).toBeVisible({ timeout: 30_000 });
    await expect(place).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /found/ })).toBeVisible();
    await place.press('ArrowDown');
    await place.press('ArrowUp');
    await expect(place).toHaveAttribute('aria-activedescendant', 'panchang-place-option-0');
    await place.press('Enter');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await expect(place).toHaveValue(/New Delhi/);
    await expect(page.getByTestId('panchang-place-error')).toBeHidden();
    await expect(page.getByTestId('place-zone')).toContainText('UTC+05:30 on 07/02/2026');

    await page.getByTestId('panchang-submit').click();
    await expect(page).toHaveURL(/date=2026-02-07/);
    await expect(page).toHaveURL(/tz=Asia%2FKolkata/);
    await expect(page).toHaveURL(/p=New\+Delhi/);
    await expect(page.getByTestId('panchang-result').getByRole('heading', { level: 2 })).toContainText(
      '7 February 2026',
    );
    await expect(date).toHaveValue('07/02/2026');
    expect(errors).toEqual([]);
  });

  test('a copy of another day, as the service worker answers offline, is worked out on the device', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
    const errors = watchErrors(page);
    // The page of the 14th answers the URL of the 20th, as a cached copy would.
    const copy = await (await page.request.get(PANCHANG_URL)).text();
    const wanted = PANCHANG_URL.replace(DAY, '2026-01-20');
    await page.route(`**${wanted}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: copy }));
    await page.goto(wanted);
    const note = page.getByTestId('panchang-offline-note');
    await expect(note).toHaveText(en.offline.note, { timeout: 30_000 });
    const result = page.getByTestId('panchang-result');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText('Panchang for Tuesday, 20 January 2026');
    const day20 = panchang({ date: { year: 2026, month: 1, day: 20 }, ...PLACE });
    await expect(page.getByTestId('sunrise')).toHaveText(timeText(day20.sunrise!, ZONE, 'en'));
    await expect(page.locator('#panchang-date')).toHaveValue('20/01/2026');
    // Drawn with the page's own styles: the day's panels are laid out as the server's are.
    const panel = result.locator('section[aria-labelledby="pc-sun"]');
    expect(await panel.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await panel.evaluate((el) => getComputedStyle(el).paddingTop)).not.toBe('0px');
    await expect(page.getByTestId('choghadiya-day').locator('tbody tr')).toHaveCount(8);
    await fits(page, 'panchang worked out on the device');
    expect(errors).toEqual([]);
  });

  test('without JavaScript the form still changes the date', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PANCHANG_URL);
    await page.locator('#panchang-date').fill('20/01/2026');
    await page.getByTestId('panchang-submit').click();
    await expect(page).toHaveURL(/date=20%2F01%2F2026/);
    await expect(page).toHaveURL(/p=Varanasi/);
    await expect(page.getByTestId('panchang-result').getByRole('heading', { level: 2 })).toHaveText(
      'Panchang for Tuesday, 20 January 2026',
    );
    await expect(page.getByTestId('panchang-place')).toHaveText('At Varanasi');
    await context.close();
  });

  test('the Hindi page is in Devanagari, and a bad date says what is wrong', async ({ page }) => {
    const errors = watchErrors(page);
    const res = await page.goto(`/hi${PANCHANG_URL}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.panchang.title);
    await expect(page.getByTestId('tithi').first()).toHaveText(tithi(expected.tithi[0]!.index).fullName.hi);
    await expect(page.getByTestId('nakshatra').first()).toHaveText(
      nakshatraByIndex(expected.nakshatra[0]!.index).name.hi,
    );
    await expect(page.getByTestId('choghadiya-day')).toContainText(DEVANAGARI);
    await fits(page, 'hindi panchang');

    await page.goto('/hi/astrology/panchang?date=2026-02-30');
    await expect(page.getByTestId('panchang-error')).toContainText(hi.panchang.errors.invalid);
    await expect(page.getByTestId('panchang-result')).toHaveCount(0);
    await page.goto('/astrology/panchang?date=14-01-2026');
    await expect(page.getByTestId('panchang-error')).toContainText(en.panchang.errors.format);
    // The way back works.
    await page.getByRole('link', { name: en.panchang.errors.back }).click();
    await expect(page.getByTestId('panchang-result')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('shubh muhurat', () => {
  const search = {
    event: 'marriage' as const,
    from: { year: 2026, month: 4, day: 15 },
    to: { year: 2026, month: 5, day: 14 },
    lat: 28.6139,
    lon: 77.209,
    zone: ZONE,
  };
  const answer = findMuhurats(search);

  test('a month of marriage muhurats shows the engine’s windows with their reasons', { tag: '@desktop' }, async ({
    page,
  }) => {
    expect(answer.windows.length).toBeGreaterThan(0);
    const errors = watchErrors(page);
    const res = await page.goto('/astrology/shubh-muhurat');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.muhurat.title);
    await page.getByTestId('muhurat-event').selectOption('marriage');
    await page.locator('#muhurat-from').fill('15/04/2026');
    await page.locator('#muhurat-to').fill('14/05/2026');
    await page.getByTestId('muhurat-submit').click();
    await expect(page).toHaveURL(/event=marriage&from=2026-04-15&to=2026-05-14/);

    const results = page.getByTestId('muhurat-results');
    await expect(results).toBeVisible({ timeout: 30_000 });
    await expect(results.getByTestId('muhurat-window')).toHaveCount(answer.windows.length);
    const first = answer.windows[0]!;
    await expect(results.getByTestId('muhurat-window-time').first()).toHaveText(
      spanText(first.startMs, first.endMs, ZONE, 'en', first.date),
    );
    const reasons = results.getByTestId('muhurat-reasons').first();
    await expect(reasons).toContainText(en.muhurat.reasons['good-tithi']);
    await expect(reasons).toContainText(en.muhurat.reasons['good-nakshatra']);
    // The other days, with why they were left out.
    const rejected = answer.days.filter((d) => d.windows === 0);
    await expect(results.getByTestId('muhurat-rejected').locator('li')).toHaveCount(rejected.length);
    await expect(results.getByTestId('muhurat-rejected')).toContainText(
      en.muhurat.rejections[rejected[0]!.rejected[0]!],
    );
    await fits(page, 'muhurat results');
    expect(errors).toEqual([]);
  });

  test('a shared Hindi link shows the same windows in Devanagari, and a too-long range is refused', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const res = await page.goto('/hi/astrology/shubh-muhurat?event=marriage&from=2026-04-15&to=2026-05-14');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const results = page.getByTestId('muhurat-results');
    await expect(results.getByTestId('muhurat-window')).toHaveCount(answer.windows.length);
    await expect(results.getByTestId('muhurat-reasons').first()).toContainText(hi.muhurat.reasons['good-tithi']);
    await expect(results).toContainText(DEVANAGARI);
    await fits(page, 'hindi muhurat');

    await page.goto('/hi/astrology/shubh-muhurat?event=marriage&from=2026-01-01&to=2026-06-30');
    await expect(page.getByTestId('muhurat-error')).toContainText(hi.muhurat.errors.tooLong);
    await expect(page.getByTestId('muhurat-results')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
