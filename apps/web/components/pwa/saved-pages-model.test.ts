import { describe, expect, it } from 'vitest';
import { pagesToList, pageTitle, SAVED_PAGES_SHOWN } from './saved-pages-model';

const O = 'https://drishti.test';

describe('saved pages', () => {
  it('lists the pages of the page’s language, newest first, each once, without the offline page', () => {
    const urls = [
      `${O}/horoscope`,
      `${O}/hi/horoscope`,
      `${O}/offline`,
      `${O}/kundali?name=Asha`,
      `${O}/hi`,
      `${O}/`,
      'https://elsewhere.example/horoscope',
    ];
    expect(pagesToList(urls, 'en', O)).toEqual(['/', '/kundali?name=Asha', '/horoscope']);
    expect(pagesToList(urls, 'hi', O)).toEqual(['/hi', '/hi/horoscope']);
  });

  it('shows at most SAVED_PAGES_SHOWN', () => {
    const urls = Array.from({ length: 60 }, (_, i) => `${O}/nakshatras/n-${i}`);
    const listed = pagesToList(urls, 'en', O);
    expect(listed).toHaveLength(SAVED_PAGES_SHOWN);
    expect(listed[0]).toBe('/nakshatras/n-59');
  });

  it('reads a page’s title without the site name, entities decoded', () => {
    expect(pageTitle('<html><head><title>Aries &amp; Leo: today&#x27;s horoscope | Drishti</title>', 'Drishti')).toBe(
      "Aries & Leo: today's horoscope",
    );
    expect(pageTitle('<title>मेष राशिफल | दृष्टि</title>', 'दृष्टि')).toBe('मेष राशिफल');
    expect(pageTitle('<title>Drishti</title>', 'Drishti')).toBe('Drishti');
    expect(pageTitle('<p>no title</p>', 'Drishti')).toBeNull();
  });
});
