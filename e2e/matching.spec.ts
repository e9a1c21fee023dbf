import { expect, type Page, test } from '@playwright/test';
import { type BirthValue, birthFromQuery, birthToQuery, toBirthRequest } from '../apps/web/components/birth-form/types';
import { manglikState, pointsText, verdictBand } from '../apps/web/components/matching/model';
import { en, hi } from '../apps/web/messages';
import { brokenLinksOnPage, noHorizontalScroll, watchErrors } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;
const MATCH_API = '/api/users/vedic-tools/male-female-match-report';
const DETAILS_API = '/api/users/astrology/kundali-details';
const NAKSHATRA_API = '/api/publics/astrology/nakshaktra';

const pune = { lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata', utcOffset: 5.5 };
const delhi = { lat: 28.6139, lon: 77.209, timezone: 'Asia/Kolkata', utcOffset: 5.5 };

/** The fixed births: Pune 15 Aug 1990 2:30 PM (manglik, cancelled) and Delhi 2 Mar 1992 6:45 AM. */
const ravi: BirthValue = {
  name: 'Ravi',
  gender: 'male',
  year: 1990,
  month: 8,
  day: 15,
  hour: 14,
  minute: 30,
  place: { name: 'Pune', label: 'Pune, Maharashtra, India', ...pune },
};
const priya: BirthValue = {
  name: 'Priya',
  gender: 'female',
  year: 1992,
  month: 3,
  day: 2,
  hour: 6,
  minute: 45,
  place: { name: 'Delhi', label: 'Delhi, India', ...delhi },
};
/** Delhi 10 Jan 1986 10:00 AM: all seven planets between Ketu and Rahu (full Kaal Sarp, Vasuki). */
const kavya: BirthValue = { ...priya, name: 'Kavya', year: 1986, month: 1, day: 10, hour: 10, minute: 0 };

const matchQuery = (b: BirthValue, g: BirthValue) => {
  const q = birthToQuery(b, 'b');
  for (const [k, v] of birthToQuery(g, 'g')) q.set(k, v);
  return q.toString();
};

interface ApiMatch {
  total: number;
  conclusion: string;
  kootas: { attribute: string; received_points: number }[];
  manglik: Record<'boy' | 'girl', { present: boolean; cancelled: boolean }>;
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.request.post(path, { data: body });
  expect(res.status(), path).toBe(200);
  const json = (await res.json()) as { success: boolean; data: T };
  expect(json.success).toBe(true);
  return json.data;
}

/** Fills one BirthForm by its id prefix; the place is searched and the first suggestion taken. */
async function fillBirth(page: Page, prefix: string, v: BirthValue, placeSearch: string | null) {
  await page.locator(`#${prefix}-name`).fill(v.name);
  await page.locator(`#${prefix}-day`).selectOption(String(v.day));
  await page.locator(`#${prefix}-month`).selectOption(String(v.month));
  await page.locator(`#${prefix}-year`).selectOption(String(v.year));
  await page.locator(`#${prefix}-hour`).selectOption(String(v.hour % 12 === 0 ? 12 : v.hour % 12));
  await page.locator(`#${prefix}-minute`).selectOption(String(v.minute));
  await page.locator(`#${prefix}-meridiem`).selectOption(v.hour < 12 ? 'am' : 'pm');
  if (placeSearch) {
    await page.locator(`#${prefix}-place`).fill(placeSearch);
    const option = page.locator(`#${prefix}-place-list`).getByTestId('place-option').first();
    await expect(option).toBeVisible({ timeout: 15_000 });
    await option.click();
    const field = page.getByTestId('place-search').filter({ has: page.locator(`#${prefix}-place`) });
    await expect(field.getByTestId('place-zone')).toBeVisible();
  }
}

/** The table on screen equals the API's answer row by row, and the total too. */
async function expectMatchEquals(page: Page, answer: ApiMatch) {
  const result = page.getByTestId('match-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  const rows = result.getByTestId('koota-table').locator('tbody tr');
  await expect(rows).toHaveCount(8);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ koota: tr.getAttribute('data-koota'), received: Number(tr.getAttribute('data-received')) })),
  );
  expect(shown).toEqual(answer.kootas.map((k) => ({ koota: k.attribute, received: k.received_points })));
  await expect(result.getByTestId('match-total')).toHaveAttribute('data-total', String(answer.total));
  await expect(result.getByTestId('table-total')).toHaveText(pointsText(answer.total));
  await expect(result.getByTestId('match-verdict')).toHaveAttribute('data-band', verdictBand(answer.total));
  await expect(result.locator('[data-conclusion]')).toHaveAttribute('data-conclusion', answer.conclusion);
  await expect(result.getByTestId('manglik-boy')).toHaveAttribute('data-state', manglikState(answer.manglik.boy));
  await expect(result.getByTestId('manglik-girl')).toHaveAttribute('data-state', manglikState(answer.manglik.girl));
}

// A returning visitor who has answered the cookie question: on a phone its banner would otherwise
// sit over the forms' buttons once the page scrolls (these tests are not about the banner).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: baseURL! }]);
});

test.describe('kundali matchmaking', () => {
  test('the form flow matches two births and shows the API answer, then the shared link shows it again', {
    tag: '@desktop',
  }, async ({ page }) => {
    const errors = watchErrors(page);
    const res = await page.goto('/kundali/kundali-matchmaking');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.matching.title);

    await fillBirth(page, 'boy', ravi, 'Pune');
    await page.getByTestId('boy-submit').click();
    await expect(page.getByTestId('boy-person')).toContainText('Ravi');
    await fillBirth(page, 'girl', priya, 'Delhi');
    await page.getByTestId('girl-submit').click();
    await expect(page.getByTestId('match-result')).toBeVisible({ timeout: 20_000 });

    // The inputs are in the URL; the API's own answer for exactly those inputs is what is shown.
    const query = new URL(page.url()).searchParams;
    const boy = birthFromQuery(query, 'b');
    const girl = birthFromQuery(query, 'g');
    expect(boy?.name).toBe('Ravi');
    expect(girl?.name).toBe('Priya');
    expect([boy?.day, boy?.hour, girl?.year, girl?.minute]).toEqual([15, 14, 1992, 45]);
    const answer = await api<ApiMatch>(page, MATCH_API, { boy: toBirthRequest(boy!), girl: toBirthRequest(girl!) });
    await expectMatchEquals(page, answer);
    await expect(page.getByTestId('match-result').getByRole('columnheader')).toHaveText(
      Object.values(en.matching.table.columns),
    );
    await expect(page.getByTestId('calc-settings')).toContainText('Lahiri');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    await page.reload();
    await expectMatchEquals(page, answer);
    await expect(page.getByTestId('boy-person')).toContainText('Ravi');
    expect(errors).toEqual([]);
  });

  test('in Hindi: a shared link shows the match, and a missing place of the girl is caught', async ({ page }) => {
    const errors = watchErrors(page);
    const answer = await api<ApiMatch>(page, MATCH_API, { boy: toBirthRequest(ravi), girl: toBirthRequest(priya) });
    const res = await page.goto(`/hi/kundali/kundali-matchmaking?${matchQuery(ravi, priya)}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.matching.title);
    await expectMatchEquals(page, answer);
    const result = page.getByTestId('match-result');
    await expect(result).toContainText(hi.matching.kootas.graha_maitri);
    await expect(result).toContainText(hi.matching.result.verdict[verdictBand(answer.total)]);
    await expect(result.getByRole('columnheader').first()).toHaveText(hi.matching.table.columns.attribute);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    let matchCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes(MATCH_API)) matchCalls += 1;
    });
    await page.goto('/hi/kundali/kundali-matchmaking');
    await fillBirth(page, 'boy', ravi, 'Pune');
    await page.getByTestId('boy-submit').click();
    await fillBirth(page, 'girl', priya, null);
    await page.getByTestId('girl-submit').click();
    await expect(page.getByTestId('girl-step')).toContainText(hi.birth.errors.placeRequired);
    await expect(page.getByTestId('girl-person')).toHaveCount(0);
    await expect(page.getByTestId('match-result')).toHaveCount(0);
    await expect(page.locator('#girl-place')).toBeFocused();
    expect(matchCalls).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('Mangal dosha checker shows the engine answer from kundali-details, in both languages', async ({ page }) => {
  const errors = watchErrors(page);
  const details = await api<{
    doshas: {
      mangal: {
        present: boolean;
        cancelled: boolean;
        count: number;
        cancellations: string[];
        from: Record<'lagna' | 'moon' | 'venus', { house: number; afflicted: boolean }>;
      };
    };
  }>(page, DETAILS_API, toBirthRequest(ravi));
  const md = details.doshas.mangal;
  for (const [prefix, messages] of [
    ['', en],
    ['/hi', hi],
  ] as const) {
    const res = await page.goto(`${prefix}/mangal-dosha?${birthToQuery(ravi)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.doshas.mangal.title);
    const result = page.getByTestId('mangal-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    const state = manglikState(md);
    await expect(result.getByTestId('mangal-status')).toHaveAttribute('data-state', state);
    await expect(result.getByTestId('mangal-state')).toHaveText(messages.doshas.mangal.result.state[state]);
    const rows = await result
      .getByTestId('mangal-table')
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.getAttribute('data-ref'),
          Number(tr.getAttribute('data-house')),
          tr.getAttribute('data-afflicted'),
        ]),
      );
    expect(rows).toEqual(
      (['lagna', 'moon', 'venus'] as const).map((r) => [r, md.from[r].house, String(md.from[r].afflicted)]),
    );
    if (md.count > 0)
      await expect(result.getByTestId('mangal-strength')).toHaveAttribute('data-count', String(md.count));
    const cancellations = await result
      .locator('[data-cancellation]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-cancellation')));
    expect(cancellations).toEqual(md.cancellations);
    await expect(page.getByTestId('mangal-houses').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('faq')).toBeVisible();
    if (prefix === '/hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  }
  expect(errors).toEqual([]);
});

test('Kaal Sarp check and the nakshatra finder show their answers', async ({ page }) => {
  const errors = watchErrors(page);
  const details = await api<{
    doshas: { kaalSarp: { kind: string; type: string | null; rahuHouse: number; outside: string[] } };
  }>(page, DETAILS_API, toBirthRequest(kavya));
  const ks = details.doshas.kaalSarp;
  expect(ks.kind).toBe('full');
  const res = await page.goto(`/kaal-sarp-dosha/check?${birthToQuery(kavya)}`);
  expect(res?.status()).toBe(200);
  const ksResult = page.getByTestId('kaal-sarp-result');
  await expect(ksResult).toBeVisible({ timeout: 20_000 });
  await expect(ksResult.getByTestId('kaal-sarp-status')).toHaveAttribute('data-kind', ks.kind);
  await expect(ksResult.getByTestId('kaal-sarp-kind')).toHaveText(en.doshas.kaalSarp.result.kind.full);
  await expect(ksResult.getByTestId('kaal-sarp-type')).toHaveAttribute('data-type', ks.type ?? '');
  await expect(ksResult.getByTestId('kaal-sarp-type')).toContainText('Vasuki');
  await expect(ksResult.getByTestId('kaal-sarp-table').locator('tbody tr')).toHaveCount(9);
  await expect(ksResult.locator('tr[data-side="outside"]')).toHaveCount(ks.outside.length);
  await expect(ksResult.getByRole('link', { name: en.doshas.kaalSarp.result.readMore })).toHaveAttribute(
    'href',
    '/kaal-sarp-dosha',
  );
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // The nakshatra finder, through its form in Hindi; the URL then carries the inputs.
  const moon = await api<{ key: string; pada: number; name: { hi: string } }>(
    page,
    NAKSHATRA_API,
    toBirthRequest(ravi),
  );
  await page.goto('/hi/nakshatra-finder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.matching.nakshatraFinder.title);
  await fillBirth(page, 'nakshatra', ravi, 'Pune');
  await page.getByTestId('nakshatra-submit').click();
  const nResult = page.getByTestId('nakshatra-result');
  await expect(nResult).toBeVisible({ timeout: 20_000 });
  const chosen = birthFromQuery(new URL(page.url()).searchParams);
  expect(chosen?.name).toBe('Ravi');
  const expected = await api<{ key: string; pada: number; name: { hi: string } }>(
    page,
    NAKSHATRA_API,
    toBirthRequest(chosen!),
  );
  expect(expected.key).toBe(moon.key);
  await expect(nResult).toHaveAttribute('data-nakshatra', expected.key);
  await expect(nResult).toHaveAttribute('data-pada', String(expected.pada));
  await expect(nResult.getByTestId('nakshatra-name')).toHaveText(expected.name.hi);
  await expect(nResult.getByTestId('nakshatra-link')).toHaveAttribute('href', `/hi/nakshatras/${expected.key}`);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('the four pages answer in both languages with metadata, working links and no console errors', {
  tag: '@desktop',
}, async ({ page, request }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const pages = [
    ['/kundali/kundali-matchmaking', 'matching'],
    ['/mangal-dosha', 'mangal'],
    ['/kaal-sarp-dosha/check', 'kaalSarp'],
    ['/nakshatra-finder', 'nakshatra'],
  ] as const;
  const titles = (m: typeof en) => ({
    matching: m.matching.title,
    mangal: m.doshas.mangal.title,
    kaalSarp: m.doshas.kaalSarp.title,
    nakshatra: m.matching.nakshatraFinder.title,
  });
  for (const [path, key] of pages) {
    for (const [prefix, messages, lang] of [
      ['', en, 'en'],
      ['/hi', hi, 'hi'],
    ] as const) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles(messages)[key]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^(https?://[^/]+)?${prefix}${path}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        new RegExp(`/hi${path}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.getByTestId('birth-form').first()).toBeVisible();
      if (lang === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
      expect(await noHorizontalScroll(page), `${prefix}${path}`).toBeLessThanOrEqual(0);
      if (lang === 'en') {
        const { failures } = await brokenLinksOnPage(page, request, test.info());
        expect(failures, path).toEqual([]);
      }
    }
  }
  expect(errors).toEqual([]);
});
