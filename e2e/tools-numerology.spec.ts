import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { TAROT_CARDS, TAROT_CTA } from '../packages/content/src/tarot';
import { QUESTION_CAUTIONS, yesNoVerdict } from '../packages/content/src/tarot-yes-no';
import { personalYearNumber } from '../packages/engine/src/numerology/date-numbers';
import { kuaNumber } from '../packages/engine/src/numerology/kua';
import { brokenLinksOnPage, holdScripts, noHorizontalScroll, watchErrors } from './helpers';

type Tools = typeof import('../apps/web/messages/en/tools.json');
type Ui = typeof import('../apps/web/messages/en/ui.json');

/** A catalogue file, read as JSON (the catalogue's TypeScript index imports JSON, which the test runner cannot load). */
function catalogue<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../apps/web/messages/${path}`, import.meta.url), 'utf8')) as T;
}

const en = { tools: catalogue<Tools>('en/tools.json'), ui: catalogue<Ui>('en/ui.json') };
const hi = { tools: catalogue<Tools>('hi/tools.json'), ui: catalogue<Ui>('hi/ui.json') };

const locales = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;

/** Fills `{name}` placeholders of a catalogue message. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

const PAGES = {
  mobile: '/numerology/mobile-numerology-calculator',
  numerology: '/numerology/numerology-calculator',
  name: '/numerology/name-numerology-calculator',
  pythagorean: '/pythagoren-numerology-calculator',
  loShu: '/lo-shu-grid-calculator',
  love: '/love-calculator',
  yesNoTarot: '/tarot/yes-or-no-tarot',
} as const;

/** Opens a tool page and checks what every tool page has: 200, language, h1, canonical and hreflang. */
async function openTool(page: Page, prefix: string, path: string, title: string, locale: string) {
  const res = await page.goto(`${prefix}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}${path}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]').first()).toHaveAttribute(
    'href',
    new RegExp(`/hi${path}$`),
  );
  await expect(page.getByTestId('how-it-works')).toBeVisible();
  await expect(page.getByTestId('print')).toBeVisible();
  await expect(page.getByTestId('share')).toBeVisible();
}

/** The page fits the window: nothing scrolls sideways. */
async function fits(page: Page, what: string) {
  expect(await noHorizontalScroll(page), what).toBeLessThanOrEqual(0);
}

for (const { locale, prefix, messages } of locales) {
  const t = messages.tools;
  const c = t.common;
  const datePicker = messages.ui.datePicker;
  const and = c.and;

  test.describe(`numerology tools in ${locale}`, () => {
    test(`mobile numerology: checks the number and reads 98765 43210`, async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.mobile, t.mobile.title, locale);
      const input = page.getByTestId('mobile-input');

      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('mobile-input-error')).toHaveText(t.mobile.errors.required);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeFocused();
      await expect(page.getByTestId('result')).toHaveCount(0);

      await input.fill('12345');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('mobile-input-error')).toHaveText(fill(t.mobile.errors.length, { count: 5 }));
      await input.fill('+91 98765 43210');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('mobile-input-error')).toHaveText(t.mobile.errors.characters);

      // 9+8+7+6+5+4+3+2+1+0 = 45 → 9; born on the 1st: mulank 1, whose friends include 9
      await input.fill('98765 43210');
      await expect(page.getByTestId('mobile-input-error')).toHaveCount(0);
      await page.getByTestId('date-input').fill('01/01/1990');
      await page.getByTestId('calculate').click();
      const result = page.getByTestId('result');
      await expect(result).toBeVisible();
      await expect(page.getByTestId('mobile-root-value')).toHaveText('9');
      await expect(page.getByTestId('mobile-total')).toHaveText('45');
      await expect(page.getByTestId('mobile-compound')).toHaveText('45');
      await expect(page.getByTestId('mobile-meaning')).toHaveText(t.mobile.meanings['9']);
      await expect(page.getByTestId('missing-digits')).toHaveText(t.mobile.noMissingDigits);
      await expect(page.getByTestId('match-psychic')).toHaveAttribute('data-relation', 'friend');
      await expect(page.getByTestId('match-psychic')).toContainText(c.relation.friend);
      await expect(page.getByTestId('advice')).toContainText(fill(t.mobile.advice.keep, { root: 9, owner: 1 }));
      await expect(page.getByTestId('announcement')).toHaveText(
        fill(t.mobile.announce, { digits: '98765 43210', total: 45, root: 9 }),
      );
      await fits(page, 'mobile result');

      // 9×5 + 8×5 = 85 → 13 → 4: karmic 13; no date of birth, so no match
      await input.fill('9999988888');
      await page.getByTestId('date-input').fill('');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('mobile-root-value')).toHaveText('4');
      await expect(page.getByTestId('mobile-total')).toHaveText('85');
      await expect(page.getByTestId('mobile-root')).toContainText(fill(c.karmicBadge, { number: 13 }));
      await expect(page.getByTestId('missing-digits')).toHaveText(
        fill(t.mobile.missingDigits, { digits: `1, 2, 3, 4, 5, 6 ${and} 7` }),
      );
      await expect(page.getByTestId('compatibility')).toContainText(t.mobile.noDob);
      await expect(page.locator('[data-digit="9"]')).toHaveAttribute('data-count', '5');
      expect(errors).toEqual([]);
    });

    test(`numerology calculator: Amit Kumar, 15/08/1947, filled with the keyboard`, async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.numerology, t.numerology.title, locale);

      // Nothing filled in: both fields say so, the name field gets focus
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('name-input-error')).toHaveText(c.name.errors.required);
      await expect(page.getByTestId('date-error')).toHaveText(datePicker.required);
      await expect(page.getByTestId('name-input')).toBeFocused();

      // A name in Devanagari is turned away with a request to type it in English letters
      await page.getByTestId('name-input').fill('अमित कुमार');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('name-input-error')).toHaveText(c.name.errors.devanagari);

      // Keyboard only: type the name, Tab to the date, type it, Enter submits
      await page.getByTestId('name-input').fill('');
      await page.getByTestId('name-input').focus();
      await page.keyboard.type('Amit Kumar');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('date-input')).toBeFocused();
      await page.keyboard.type('15/08/1947');
      await page.keyboard.press('Enter');

      await expect(page.getByTestId('result')).toBeVisible();
      // day 15 → 6, month 8, year 1947 → 21 → 3; 6 + 8 + 3 = 17 → 8
      await expect(page.getByTestId('life-path-value')).toHaveText('8');
      await expect(page.getByTestId('life-path-steps')).toContainText('17 → 8');
      // 1+5+0+8+1+9+4+7 = 35 → 8
      await expect(page.getByTestId('destiny-value')).toHaveText('8');
      // Pythagorean AMITKUMAR 35 → 8; vowels AIUA 14 → 5 (karmic 14); consonants MTKMR 21 → 3
      await expect(page.getByTestId('expression-value')).toHaveText('8');
      await expect(page.getByTestId('soul-urge-value')).toHaveText('5');
      await expect(page.getByTestId('soul-urge')).toContainText(fill(c.karmicBadge, { number: 14 }));
      await expect(page.getByTestId('personality-value')).toHaveText('3');
      await expect(page.getByTestId('birthday-value')).toHaveText('6');
      const year = new Date().getFullYear();
      const personalYear = personalYearNumber({ year: 1947, month: 8, day: 15 }, year).value;
      await expect(page.getByTestId('personal-year-value')).toHaveText(String(personalYear));
      await expect(page.getByTestId('personal-year')).toContainText(fill(t.numerology.personalYear, { year }));
      await expect(page.getByTestId('karmic-14')).toBeVisible();
      await expect(page.getByTestId('life-path')).toContainText(fill(c.moreAboutNumber, { number: 8 }));
      await fits(page, 'numerology result');

      // Master number kept: 09/01/2008 → 9 + 1 + (2008 → 10 → 1) = 11
      await page.getByTestId('name-input').fill('Ann');
      await page.getByTestId('date-input').fill('09/01/2008');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('life-path-value')).toHaveText('11');
      await expect(page.getByTestId('life-path')).toContainText(c.masterBadge);
      // ANN by the Pythagorean table: 1 + 5 + 5 = 11, kept
      await expect(page.getByTestId('expression-value')).toHaveText('11');
      expect(errors).toEqual([]);
    });

    test(`name numerology: the spec's letter table, letter by letter`, async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.name, t.name.title, locale);
      await expect(page.getByTestId('letter-chart')).toContainText('A I J Q Y');

      await page.getByTestId('name-input').fill('राम');
      await page.getByTestId('name-input').press('Enter');
      await expect(page.getByTestId('name-input-error')).toHaveText(c.name.errors.devanagari);
      await expect(page.getByTestId('name-input')).toHaveAttribute('aria-invalid', 'true');

      // AMIT KUMAR: A1 M4 I1 T4 K2 U6 M4 A1 R2 = 25 → 7
      await page.getByTestId('name-input').fill('Amit Kumar');
      await page.getByTestId('name-input').press('Enter');
      await expect(page.getByTestId('letters').locator('li')).toHaveCount(9);
      await expect(page.getByTestId('letters-sum')).toHaveText('1 + 4 + 1 + 4 + 2 + 6 + 4 + 1 + 2 = 25');
      await expect(page.getByTestId('name-number-value')).toHaveText('7');
      await expect(page.getByTestId('name-number-steps')).toContainText('25 → 7');
      // friends of 7: 7, 6, 5, 8
      await expect(page.getByTestId('lucky-numbers')).toHaveText(
        fill(t.name.luckyText, { value: 7, numbers: `5, 6, 7 ${and} 8` }),
      );

      // PRIYA: 8 + 2 + 1 + 1 + 1 = 13 → 4, karmic debt 13
      await page.getByTestId('name-input').fill('Priya');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('name-number-value')).toHaveText('4');
      await expect(page.getByTestId('karmic-13')).toBeVisible();
      await fits(page, 'name result');
      expect(errors).toEqual([]);
    });

    test(`pythagorean numerology and its correctly spelled alias`, async ({ page, request }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.pythagorean, t.pythagorean.title, locale);
      await page.getByTestId('name-input').fill('Amit Kumar');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('expression-value')).toHaveText('8');
      await expect(page.getByTestId('letters-sum')).toHaveText('1 + 4 + 9 + 2 + 2 + 3 + 4 + 1 + 9 = 35');
      await expect(page.getByTestId('soul-urge-value')).toHaveText('5');
      await expect(page.getByTestId('personality-value')).toHaveText('3');
      // LYNN has no vowel: no soul urge number
      await page.getByTestId('name-input').fill('Lynn');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('soul-urge')).toHaveText(t.numerology.noSoulUrge);
      await expect(page.getByTestId('expression-value')).toHaveText('2');
      await fits(page, 'pythagorean result');

      const res = await request.get(`${prefix}/pythagorean-numerology-calculator?from=x`, { maxRedirects: 0 });
      expect([301, 308]).toContain(res.status());
      expect(res.headers().location).toBe(`${prefix}${PAGES.pythagorean}?from=x`);
      expect(errors).toEqual([]);
    });

    test(`Lo Shu grid of 15/08/1947 with the Kua number`, async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.loShu, t.loShu.title, locale);

      await page.getByTestId('date-input').fill('15/08/1947');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('gender-error')).toHaveText(t.loShu.genderRequired);
      await expect(page.getByTestId('result')).toHaveCount(0);

      await page.getByLabel(t.loShu.male, { exact: true }).check();
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('result')).toBeVisible();
      // digits 1 5 8 1 9 4 7: 1 twice; 2, 3 and 6 missing
      const digits = (n: number) => page.getByTestId(`cell-${n}-digits`);
      await expect(digits(1)).toHaveText('1 1');
      for (const n of [4, 5, 7, 8, 9]) await expect(digits(n)).toHaveText(String(n));
      for (const n of [2, 3, 6]) {
        await expect(digits(n)).toHaveText('');
        await expect(page.getByTestId(`missing-${n}`)).toBeVisible();
      }
      // The square's top row reads 4 9 2
      const top = await page
        .getByTestId('lo-shu-grid')
        .locator('tr')
        .first()
        .locator('td')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid')));
      expect(top).toEqual(['cell-4', 'cell-9', 'cell-2']);
      await expect(page.getByTestId('arrows-strength').locator('[data-line="9-5-1"]')).toBeVisible();
      await expect(page.getByTestId('driver-value')).toHaveText('6');
      await expect(page.getByTestId('conductor-value')).toHaveText('8');
      const kuaMale = kuaNumber({ year: 1947, month: 8, day: 15, gender: 'male' });
      await expect(page.getByTestId('kua-value')).toHaveText(String(kuaMale.number));
      await expect(page.getByTestId('kua-good').locator('[data-direction]').first()).toHaveAttribute(
        'data-direction',
        kuaMale.good[0]!.direction,
      );
      await fits(page, 'lo shu result');

      // Women's formula, and the driver (6) and conductor (8) placed in the grid
      await page.getByLabel(t.loShu.female, { exact: true }).check();
      await page.getByLabel(t.loShu.addNumbers).check();
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('kua-value')).toHaveText(
        String(kuaNumber({ year: 1947, month: 8, day: 15, gender: 'female' }).number),
      );
      await expect(digits(6)).toHaveText('6');
      await expect(digits(8)).toHaveText('8 8');
      expect(errors).toEqual([]);
    });

    test(`love calculator and FLAMES for Ram and Sita`, async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, prefix, PAGES.love, t.love.title, locale);
      await expect(page.getByTestId('faq')).toHaveAttribute('data-faq-set', 'love-calculator');

      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('first-name-error')).toHaveText(c.name.errors.required);
      await expect(page.getByTestId('second-name-error')).toHaveText(c.name.errors.required);
      await expect(page.getByTestId('first-name')).toBeFocused();

      // A name typed in Devanagari plays as it is spelt in English letters: सीता as Sita.
      await page.getByTestId('first-name').fill('Ram');
      await page.getByTestId('second-name').fill('सीता');
      await page.getByTestId('second-name').press('Enter');
      await expect(page.getByTestId('first-name-error')).toHaveCount(0);
      await expect(page.getByTestId('second-name-error')).toHaveCount(0);
      // RAMLOVESSITA → 75; FLAMES: RM + SIT = 5 letters → Friends
      await expect(page.getByTestId('love-percentage')).toHaveText('75%');
      await expect(page.getByTestId('flames-count')).toContainText('5');
      await expect(page.getByTestId('flames-first').locator('[data-struck]')).toContainText(['A']);
      await expect(page.getByTestId('flames-result')).toHaveAttribute('data-result', 'friends');
      await expect(page.getByTestId('flames-result')).toHaveText(t.love.result.friends);
      await expect(page.getByTestId('flames').locator('ol').last().locator(':scope > li')).toHaveCount(5);
      await fits(page, 'love result');

      await page.getByTestId('first-name').fill('Romeo');
      await page.getByTestId('second-name').fill('Juliet');
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('love-percentage')).toHaveText('88%');
      await expect(page.getByTestId('flames-result')).toHaveAttribute('data-result', 'enemies');
      expect(errors).toEqual([]);
    });

    test(`love calculator: names typed before the page comes alive are kept`, async ({ page }) => {
      const errors = watchErrors(page);
      const letScriptsGo = await holdScripts(page);
      await page.goto(`${prefix}${PAGES.love}`, { waitUntil: 'commit' });
      await expect(page.getByTestId('first-name')).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await page.getByTestId('first-name').fill('Ram');
      await page.getByTestId('second-name').fill('Sita');
      await letScriptsGo();
      await page.getByTestId('calculate').click();
      await expect(page.getByTestId('first-name-error')).toHaveCount(0);
      await expect(page.getByTestId('love-percentage')).toHaveText('75%');
      await expect(page.getByTestId('first-name')).toHaveValue('Ram');
      expect(errors).toEqual([]);
    });

    test(`yes or no tarot: ask, pick with the keyboard, turn, read, draw again`, async ({ page }) => {
      const errors = watchErrors(page);
      const y = t.yesNoTarot;
      await openTool(page, prefix, PAGES.yesNoTarot, y.title, locale);

      await page.getByTestId('ask-submit').click();
      await expect(page.getByTestId('question-error')).toHaveText(y.errors.required);
      await expect(page.getByTestId('question')).toBeFocused();
      await expect(page.getByTestId('deck')).toHaveCount(0);

      const question = locale === 'hi' ? 'क्या मुझे इस महीने नई नौकरी मिलेगी?' : 'Will I get a new job this month?';
      await page.getByTestId('question').fill(question);
      await page.getByTestId('ask-submit').click();
      await expect(page.getByTestId('asked')).toContainText(question);
      const cards = page.getByTestId('deck').getByRole('button');
      await expect(cards).toHaveCount(78);
      await expect(cards.first()).toHaveAttribute('aria-label', fill(y.cardLabel, { number: 1 }));
      await fits(page, 'the deck');

      // One tab stop; the arrow keys move; Enter picks
      await cards.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(cards.nth(1)).toBeFocused();
      await expect(cards.nth(1)).toHaveAttribute('tabindex', '0');
      await expect(cards.first()).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('Enter');

      await expect(page.getByTestId('reveal')).toContainText(fill(y.picked, { number: 2 }));
      await expect(page.getByTestId('reveal-button')).toBeFocused();
      await page.keyboard.press('Enter');

      const answer = page.getByTestId('answer');
      await expect(answer).toBeVisible();
      await expect(page.getByTestId('flip')).toHaveAttribute('data-flipped', 'true');
      const slug = await answer.getAttribute('data-card');
      const orientation = (await answer.getAttribute('data-orientation')) as 'upright' | 'reversed';
      const card = TAROT_CARDS.find((c) => c.slug === slug);
      expect(card, `drawn card ${slug}`).toBeTruthy();
      expect(['upright', 'reversed']).toContain(orientation);
      // Reversed, the card's answer steps down: Yes to Maybe, Maybe to No.
      const verdict = yesNoVerdict(card!.yesNo.verdict, orientation);
      await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', verdict);
      await expect(page.getByTestId('verdict')).toHaveText(y.verdict[verdict]);
      await expect(page.getByTestId('reversed-note')).toHaveCount(orientation === 'reversed' ? 1 : 0);
      await expect(page.getByTestId('caution')).toHaveCount(0); // a job question needs no caution
      await expect(page.getByTestId('card-name')).toContainText(card!.name[locale]);
      await expect(page.getByTestId('card-meaning')).toHaveText(card![orientation][locale]);
      await expect(page.getByTestId('verdict-explanation')).toHaveText(card!.yesNo.explanation[locale]);
      await expect(page.getByTestId('tarot-cta')).toContainText(TAROT_CTA[locale]);
      await expect(
        page.getByRole('img', {
          name: fill(y.cardAlt, { name: card!.name[locale], orientation: y.orientation[orientation] }),
        }),
      ).toBeVisible();
      await fits(page, 'the answer');

      await page.getByTestId('draw-again').click();
      await expect(page.getByTestId('question')).toBeFocused();
      await expect(page.getByTestId('question')).toHaveValue('');
      await expect(page.getByTestId('answer')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`yes or no tarot: a crisis or health question carries its caution, in ${locale}`, async ({ page }) => {
      const y = t.yesNoTarot;
      await openTool(page, prefix, PAGES.yesNoTarot, y.title, locale);
      const ask = async (question: string) => {
        await page.getByTestId('question').fill(question);
        await page.getByTestId('ask-submit').click();
        await expect(page.getByTestId('asked')).toContainText(question);
      };
      await ask(locale === 'hi' ? 'क्या मुझे आत्महत्या कर लेनी चाहिए?' : 'Should I end my life?');
      const caution = page.getByTestId('caution');
      await expect(caution).toHaveAttribute('data-caution', 'crisis');
      await expect(caution).toHaveText(QUESTION_CAUTIONS.crisis[locale]);
      await expect(caution).toContainText('14416');
      await page.getByTestId('deck').getByRole('button').first().click();
      await page.getByTestId('reveal-button').click();
      await expect(page.getByTestId('answer')).toBeVisible();
      await expect(caution).toBeVisible(); // still there beside the card
      await page.getByTestId('draw-again').click();
      await ask(locale === 'hi' ? 'क्या मेरा ऑपरेशन सफल होगा?' : 'Will my surgery go well?');
      await expect(caution).toHaveAttribute('data-caution', 'health');
      await expect(caution).toHaveText(QUESTION_CAUTIONS.health[locale]);
    });

    test(`every tool page fits the window and its internal links resolve`, { tag: '@desktop' }, async ({
      page,
      request,
    }) => {
      for (const path of Object.values(PAGES)) {
        await page.goto(`${prefix}${path}`);
        await fits(page, path);
        const { hrefs, failures } = await brokenLinksOnPage(page, request, test.info());
        expect(hrefs.length, path).toBeGreaterThan(0);
        expect(failures, path).toEqual([]);
      }
    });
  });
}

test.describe('print and share', () => {
  test('printing leaves out the header, footer and form but keeps the result', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto(PAGES.love);
    await page.getByTestId('first-name').fill('Ram');
    await page.getByTestId('second-name').fill('Sita');
    await page.getByTestId('calculate').click();
    await expect(page.getByTestId('love-percentage')).toHaveText('75%');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByTestId('first-name')).toBeHidden();
    await expect(page.getByTestId('tool-actions')).toBeHidden();
    await expect(page.getByTestId('love-percentage')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('body > header')).toBeVisible();
  });

  test('share copies the link where there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/hi${PAGES.name}`);
    const share = page.getByTestId('share');
    await expect(share).toHaveText(hi.tools.common.actions.copy);
    await share.click();
    await expect(page.getByTestId('share-status')).toHaveText(hi.tools.common.actions.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/hi${PAGES.name}$`));
  });
});
