import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { StarRating } from './star-rating';
import { Stars } from './stars';

const render = (locale: 'en' | 'hi', node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      timeZone="Asia/Kolkata"
      messages={{ reviews: (locale === 'hi' ? hi : en).reviews }}
    >
      {node}
    </NextIntlClientProvider>,
  );

/** The accessible names of the radios: the visually hidden text inside each label. */
const radioNames = (html: string) =>
  [...html.matchAll(/<span class="visually-hidden">([^<]+)<\/span>/g)].map((m) => m[1]);

describe('StarRating', () => {
  it('is a native radio group in a fieldset, each star named "n of 5 stars"', () => {
    const html = render(
      'en',
      <StarRating
        name="r1"
        value={null}
        onChange={() => {}}
        legend="Your rating"
        hint="Use the arrows."
        error={null}
      />,
    );
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Your rating<\/legend>/);
    const radios = [...html.matchAll(/<input [^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(5);
    for (const r of radios) {
      expect(r).toContain('name="r1"');
      expect(r).toContain('aria-describedby="r1-hint"');
      expect(r).not.toContain('checked');
    }
    expect(radioNames(html)).toEqual(['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars']);
    expect(html).not.toContain('data-testid="rating-word"');
  });

  it('marks the chosen star, names the rating in words and ties the error to every star', () => {
    const html = render(
      'en',
      <StarRating
        name="r2"
        value={4}
        onChange={() => {}}
        legend="Your rating"
        hint="Hint"
        error="Choose from 1 to 5 stars."
      />,
    );
    const radios = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]);
    expect(radios.map((r) => r.includes('checked=""'))).toEqual([false, false, false, true, false]);
    // Stars 1 to 4 are filled: they share the first star's class, the fifth has another.
    const classes = [...html.matchAll(/lucide-star (\S+)"/g)].map((m) => m[1]);
    expect(classes.map((c) => c === classes[0])).toEqual([true, true, true, true, false]);
    expect(html).toContain('>Very good</span>');
    expect(html).toContain('<p id="r2-error"');
    expect([...html.matchAll(/aria-describedby="r2-hint r2-error"/g)]).toHaveLength(5);
  });

  it('reads in Hindi with the singular for one star', () => {
    const html = render(
      'hi',
      <StarRating name="r3" value={1} onChange={() => {}} legend="आपकी रेटिंग" hint="संकेत" error={null} />,
    );
    expect(radioNames(html)).toEqual([
      '5 में से 1 सितारा',
      '5 में से 2 सितारे',
      '5 में से 3 सितारे',
      '5 में से 4 सितारे',
      '5 में से 5 सितारे',
    ]);
    expect(html).toContain(`>${hi.reviews.stars.words['1']}</span>`);
  });
});

describe('Stars', () => {
  it('draws five decorative stars and says the rating in text', () => {
    const html = renderToStaticMarkup(<Stars rating={3} label="3 of 5 stars" />);
    expect([...html.matchAll(/<svg [^>]*aria-hidden="true"/g)]).toHaveLength(5);
    expect(html).toContain('data-rating="3"');
    expect(radioNames(html)).toEqual(['3 of 5 stars']);
  });
});
