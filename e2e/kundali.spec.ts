import { expect, type Page, test } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { holdScripts, hydrated, noHorizontalScroll, watchErrors } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Reference chart C01 of packages/engine/src/__fixtures__/swisseph-charts.json (Swiss Ephemeris, Lahiri;
 * docs/ENGINE-ACCURACY.md, "The references"):
 * New Delhi, 1964-03-06 08:20 UTC = 13:50 IST. Ascendant 84.40° (Gemini), Moon 231.69°
 * (Scorpio, nakshatra 18 Jyeshtha); Rahu (mean node) retrograde in Gemini.
 */
const C01 = new URLSearchParams({
  n: 'Ref C01',
  g: 'm',
  d: '1964-03-06',
  t: '13:50',
  lat: '28.63576',
  lon: '77.22445',
  tz: 'Asia/Kolkata',
  p: 'New Delhi, Delhi, India',
});

async function expectReference(page: Page, lagna: string, nakshatra: string) {
  await expect(page.getByTestId('fact-lagna')).toContainText(lagna);
  await expect(page.getByTestId('fact-nakshatra')).toContainText(nakshatra);
}

/** C01's name, date and time, in the form's fields. */
async function fillC01Birth(page: Page) {
  await page.locator('#kundali-name').fill('Ref C01');
  await page.locator('#kundali-day').selectOption('6');
  await page.locator('#kundali-month').selectOption('3');
  await page.locator('#kundali-year').selectOption('1964');
  await page.locator('#kundali-hour').selectOption('1');
  await page.locator('#kundali-minute').selectOption('50');
  await page.locator('#kundali-meridiem').selectOption('pm');
}

/** Types "New Delhi" into the place field until its options show; returns the field. */
async function searchNewDelhi(page: Page) {
  const place = page.getByRole('combobox', { name: new RegExp(en.birth.placeOfBirth) });
  await place.click();
  await place.pressSequentially('New Delhi', { delay: 30 });
  // The first search of a fresh server loads the place index (135,000 cities): allow for it.
  await expect(page.getByTestId('place-option').first()).toBeVisible({ timeout: 30_000 });
  return place;
}

// A returning visitor who has answered the cookie question: on a phone its banner would otherwise
// sit over the form's submit button once the page scrolls (these tests are not about the banner).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
});

test.describe('kundali', () => {
  test('the form page is served without React and its plain form works without JavaScript', async ({ request }) => {
    const bare = await request.get('/hi/kundali');
    expect(bare.status()).toBe(200);
    const html = await bare.text();
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/);
    expect(html).toContain('data-island="birth-form"');
    expect(html).toContain('action="/hi/kundali"');

    // The form's own fields, as a browser without JavaScript sends them: on to the shared link.
    const sent = new URLSearchParams({
      n: 'Ref C01',
      g: 'm',
      dd: '6',
      dm: '3',
      dy: '1964',
      th: '1',
      tm: '50',
      ta: 'pm',
      lat: C01.get('lat')!,
      lon: C01.get('lon')!,
      tz: C01.get('tz')!,
      p: C01.get('p')!,
    });
    const moved = await request.get(`/kundali?${sent}`, { maxRedirects: 0 });
    expect([303, 307, 308]).toContain(moved.status());
    const target = new URL(moved.headers().location!, 'http://x');
    expect(target.pathname).toBe('/kundali');
    expect(target.searchParams.get('d')).toBe('1964-03-06');
    expect(target.searchParams.get('t')).toBe('13:50');

    // Incomplete: the form again, with what was sent and a message per wrong field.
    sent.delete('dd');
    sent.delete('lat');
    const again = await request.get(`/kundali?${sent}`);
    expect(again.status()).toBe(200);
    const page = await again.text();
    const message = (field: string) =>
      new RegExp(`<p[^>]*data-testid="kundali-${field}-error"[^>]*>([^<]*)<`).exec(page);
    expect(message('date')?.[0]).not.toContain('hidden');
    expect(message('date')?.[1]).toBe(en.birth.errors.dateRequired);
    expect(message('name')?.[0]).toContain('hidden');
    expect(page).toContain('value="Ref C01"');
  });

  test('the form, filled with the keyboard place search, gives the reference lagna and nakshatra @desktop', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const res = await page.goto('/kundali');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.kundali.title);

    await fillC01Birth(page);

    const place = await searchNewDelhi(page);
    await expect(place).toHaveAttribute('aria-expanded', 'true');
    await place.press('ArrowDown');
    await place.press('ArrowUp');
    await expect(place).toHaveAttribute('aria-activedescendant', 'kundali-place-option-0');
    await place.press('Enter');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await expect(place).toHaveValue(/New Delhi/);
    await expect(page.getByTestId('place-zone')).toContainText('Asia/Kolkata');
    await expect(page.getByTestId('place-zone')).toContainText('UTC+05:30 on 06/03/1964');

    await page.getByTestId('kundali-submit').click();
    await expect(page).toHaveURL(/d=1964-03-06/);
    await expect(page).toHaveURL(/t=13%3A50/);
    await expectReference(page, 'Gemini', 'Jyeshtha');
    await expect(page.getByTestId('calc-zone')).toContainText('UTC+05:30');
    await expect(page.getByTestId('planets-table').locator('tbody tr')).toHaveCount(10);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('what is typed and chosen before the page comes alive is kept, and gives the reference chart', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const letScriptsGo = await holdScripts(page);
    await page.goto('/kundali', { waitUntil: 'commit' });
    await expect(page.locator('#kundali-name')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await fillC01Birth(page);
    await letScriptsGo();

    // The place search needs the page's scripts; the rest was kept.
    const place = await searchNewDelhi(page);
    await place.press('Enter');
    await expect(page.getByTestId('place-zone')).toContainText('UTC+05:30 on 06/03/1964');
    await expect(page.locator('#kundali-name')).toHaveValue('Ref C01');
    await page.getByTestId('kundali-submit').click();
    await expect(page).toHaveURL(/d=1964-03-06/);
    await expect(page).toHaveURL(/t=13%3A50/);
    await expect(page).toHaveURL(/n=Ref\+C01/);
    await expectReference(page, 'Gemini', 'Jyeshtha');
    expect(errors).toEqual([]);
  });

  test('a shared link reproduces the result and every tab renders @desktop', async ({ page }) => {
    const errors = watchErrors(page);
    const res = await page.goto(`/kundali?${C01}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Kundali of Ref C01' })).toBeVisible();
    await expectReference(page, 'Gemini', 'Jyeshtha');
    // The PDF of the same kundali downloads as an attachment.
    const pdfHref = await page.getByTestId('kundali-pdf').getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('attachment');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    // Keyboard: arrows move along the tab list, Enter opens the tab.
    await tab(en.kundali.tabs.basic).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(en.kundali.tabs.kundali)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab(en.kundali.tabs.kundali)).toHaveAttribute('aria-selected', 'true');
    const chart = page.getByTestId('kundali-chart');
    await expect(chart.locator('svg title')).toHaveCount(1);
    await expect(chart.locator('table')).toHaveCount(1);
    await page.getByRole('tab', { name: en.kundali.chart.tabs.divisional }).click();
    await page.getByTestId('varga-select').selectOption('D60');
    await expect(page.getByTestId('kundali-chart').locator('svg')).toBeVisible();

    await tab(en.kundali.tabs.dasha).click();
    const vim = page.getByTestId('vimshottari');
    await expect(vim.locator('tbody tr')).toHaveCount(9);
    await expect(page.getByTestId('dasha-running').locator('li')).toHaveCount(5);
    // Drill from the running mahadasha down to prana level.
    for (let depth = 1; depth <= 4; depth++) {
      await vim.locator('tr[data-running="true"] button').click();
      await expect(vim).toHaveAttribute('data-depth', String(depth));
    }
    await expect(vim.locator('tr[data-running="true"]')).toHaveCount(1);
    await page.getByRole('tab', { name: en.kundali.dasha.tabs.yogini }).click();
    await expect(page.getByTestId('yogini').locator('tbody tr').first()).toBeVisible();
    await page.getByRole('tab', { name: en.kundali.dasha.tabs.result }).click();
    await expect(page.getByTestId('dasha-result')).toBeVisible();

    await tab(en.kundali.tabs.ashtakvarga).click();
    await expect(page.getByTestId('sarva-row').locator('td').last()).toHaveText('337');
    await expect(page.getByTestId('sarva-chart').locator('svg')).toBeVisible();

    await tab(en.kundali.tabs.kp).click();
    await expect(page.getByTestId('kp-cusps').locator('tbody tr')).toHaveCount(12);
    await expect(page.getByTestId('kp-significators').locator('tbody tr')).toHaveCount(12);

    await tab(en.kundali.tabs.report).click();
    await expect(page.getByTestId('report').locator('h4').first()).toBeVisible();
    await expect(page).toHaveURL(/tab=report/);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('the chart style switch draws both styles and is remembered after a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/kundali?${C01}&tab=kundali`);
    const chart = page.getByTestId('kundali-chart');
    await expect(chart).toHaveAttribute('data-style', 'north');
    // North Indian: house 1 holds the lagna sign (3, Gemini) and Rahu; house 9 Sun, Mars, Mercury, Saturn.
    await expect(chart.locator('g[data-house="1"]')).toHaveAttribute('data-sign', '3');
    await expect(chart.locator('g[data-house="1"] [data-planet="RA"]')).toHaveText('RA(R)');
    await expect(chart.locator('g[data-house="9"] [data-planet]')).toHaveCount(4);

    await page.getByTestId('chart-style').getByText(en.kundali.chart.south).click();
    await expect(chart).toHaveAttribute('data-style', 'south');
    await expect(chart.locator('g[data-sign="3"] [data-lagna]')).toHaveText(en.kundali.chart.ascendant);
    await expect(chart.locator('g[data-sign="8"] [data-planet="MO"]')).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('kundali-chart')).toHaveAttribute('data-style', 'south');
    expect(errors).toEqual([]);
  });

  test('the Hindi page speaks Hindi: labels, results and planet abbreviations @desktop', async ({ page }) => {
    const errors = watchErrors(page);
    const res = await page.goto(`/hi/kundali?${C01}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.kundali.title);
    await expect(page.locator('label[for="kundali-name"]')).toContainText(hi.birth.name);
    await expect(page.locator('#kundali-month option[value="3"]')).toHaveText(hi.birth.months['3']);
    await expectReference(page, 'मिथुन', 'ज्येष्ठा');
    await expect(page.getByTestId('planets-table')).toContainText(DEVANAGARI);

    await page.getByRole('tab', { name: hi.kundali.tabs.kundali, exact: true }).click();
    const chart = page.getByTestId('kundali-chart');
    await expect(chart.locator('[data-planet="SU"]')).toHaveText('सू');
    await expect(chart.locator('[data-planet="JU"]')).toHaveText('गु');
    await expect(chart.locator('[data-planet="RA"]')).toHaveText('रा(व)');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // Every tab, the report's labels included, names things in Hindi: no engine code such as
    // "manglik-cancelled" or "friendly" is left on the page.
    for (const tab of Object.values(hi.kundali.tabs)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('kundali-result').getByTestId('loading')).toHaveCount(0);
      if (tab === hi.kundali.tabs.report) await expect(page.getByTestId('report').locator('h4').first()).toBeVisible();
      const text = await page.getByTestId('kundali-result').innerText();
      expect(text, tab).not.toMatch(/\b[a-z]+-[a-z]+(-[a-z]+)*\b/);
      expect(text, tab).not.toMatch(/\b(friendly|own|neutral|enemy|exalted|debilitated|retrograde|combust|weakened)\b/);
    }
    expect(errors).toEqual([]);
  });

  for (const { prefix, messages } of [
    { prefix: '', messages: en },
    { prefix: '/hi', messages: hi },
  ]) {
    test(`${prefix}/kundali shows a message per field for an empty or impossible birth`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/kundali`);
      // The page is served without React; the checks are the birth-form island's (a click before
      // it is mounted would send the plain form to the server, which shows the same messages).
      await hydrated(page);
      const e = messages.birth.errors;
      await page.getByTestId('kundali-submit').click();
      await expect(page.getByTestId('kundali-name-error')).toHaveText(e.nameRequired);
      await expect(page.getByTestId('kundali-date-error')).toHaveText(e.dateRequired);
      await expect(page.getByTestId('kundali-time-error')).toHaveText(e.timeRequired);
      await expect(page.getByTestId('kundali-place-error')).toHaveText(e.placeRequired);
      await expect(page.locator('#kundali-name')).toBeFocused();
      await expect(page.getByTestId('kundali-result')).toHaveCount(0);

      await page.locator('#kundali-name').fill('Asha');
      await page.locator('#kundali-day').selectOption('31');
      await page.locator('#kundali-month').selectOption('2');
      await page.locator('#kundali-year').selectOption('2000');
      await page.locator('#kundali-place').fill('Pun');
      // Leave the place field first: its suggestions, if the search answers in time, would open over
      // the button; they stay closed once the field has lost focus.
      await page.locator('#kundali-place').blur();
      await expect(page.locator('[role="listbox"]:not([hidden])')).toHaveCount(0);
      await page.getByTestId('kundali-submit').click();
      await expect(page.getByTestId('kundali-date-error')).toHaveText(e.dateInvalid);
      await expect(page.getByTestId('kundali-place-error')).toHaveText(e.placeChoose);
      await expect(page.getByTestId('kundali-name-error')).toBeHidden();
      // Three wrong fields: the date, the time (never chosen) and the place.
      await expect(page.getByTestId('kundali-summary')).toContainText('3');
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
