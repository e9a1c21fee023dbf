import { expect, test } from '@playwright/test';
import { sunSignDatesLabel } from '../packages/content/src/sun-sign-dates';
import { ZODIAC_SIGNS } from '../packages/content/src/zodiac';
import { sunSignSpans } from '../packages/engine/src/sun-signs';

/**
 * Every page that shows sign dates shows the days the Sun is in each sidereal (Vedic) sign this
 * year, as the engine computes them, never the tropical table ("Sagittarius November 22 – December
 * 21" while the kundali puts a 7 December Sun in Scorpio). Read from the server's HTML.
 */

const year = new Date(Date.now() + 5.5 * 3_600_000).getUTCFullYear();
const spans = sunSignSpans(year, 5.5);
const expected = (index: number, lang: 'en' | 'hi') => {
  const span = spans.find((s) => s.sign === index)!;
  return sunSignDatesLabel(span.first, span.last, lang);
};

const PAGES = [
  '/',
  '/zodiac-signs',
  '/zodiac-signs/sagittarius',
  '/horoscope',
  '/horoscope/daily-horoscope',
  '/horoscope/daily-horoscope/sagittarius',
];

for (const lang of ['en', 'hi'] as const) {
  const prefix = lang === 'hi' ? '/hi' : '';
  test(`${lang}: the sign dates are this year's sidereal Sun-sign dates on every page that shows them`, async ({
    request,
  }) => {
    const sagittarius = expected(9, lang);
    // The sidereal Sun enters Sagittarius in mid-December.
    expect(sagittarius).toMatch(lang === 'hi' ? /^1[4-7] दिसंबर – / : /^December 1[4-7] – /);
    const tropical = lang === 'hi' ? '22 नवंबर – 21 दिसंबर' : 'November 22 – December 21';
    for (const path of PAGES) {
      const url = `${prefix}${path}`.replace(/(.)\/$/, '$1') || '/';
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = (await res.text()).replaceAll('\u00a0', ' ');
      expect(html, url).toContain(sagittarius);
      expect(html, url).not.toContain(tropical);
    }
    // The list of signs carries all twelve.
    const list = (await (await request.get(`${prefix}/zodiac-signs`)).text()).replaceAll('\u00a0', ' ');
    for (const sign of ZODIAC_SIGNS) expect(list, sign.key).toContain(expected(sign.index, lang));
    expect(list).not.toContain(lang === 'hi' ? '21 मार्च – 19 अप्रैल' : 'March 21 – April 19');
    // And the page says what its dates are.
    expect(list).not.toContain(lang === 'hi' ? 'पश्चिमी (सायन) सूर्य राशि की तारीख़ें' : 'Western (tropical) Sun-sign dates');
  });
}
