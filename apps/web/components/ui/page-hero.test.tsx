import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('labels its section with the page h1', () => {
    const html = renderToStaticMarkup(
      <PageHero id="blogs-heading" eyebrow="The Drishti blog" title="Blogs" lead="Read." />,
    );
    expect(html).toMatch(/^<section [^>]*aria-labelledby="blogs-heading"/);
    expect(html).toContain('<h1 id="blogs-heading"');
    expect(html).toContain('The Drishti blog');
  });

  it('leaves out the eyebrow and lead when not given', () => {
    const html = renderToStaticMarkup(<PageHero id="h" title="Vedic Tools" />);
    expect(html.match(/<p/g)).toBeNull();
  });

  it("marks a calculator page's header to print without the sky", () => {
    const classOf = (html: string) => (html.match(/^<section class="([^"]*)"/)?.[1] ?? '').split(' ');
    const plain = classOf(renderToStaticMarkup(<PageHero id="h" title="Numerology" printPlain />));
    const sky = classOf(renderToStaticMarkup(<PageHero id="h" title="Numerology" />));
    expect(sky).toHaveLength(1);
    expect(sky[0]).not.toBe('');
    expect(plain).toHaveLength(2);
    expect(plain[0]).toBe(sky[0]);
  });
});
