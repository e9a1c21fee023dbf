import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';
import { faqEntries } from './faq-entries';

/** The attributes of every element matching `tag` in the markup, in order. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  );
}

describe('FAQ accordion markup', () => {
  const items = faqEntries('nakshatras', 'en');

  for (const variant of ['card', 'plain'] as const) {
    it(`renders ${variant}: closed disclosures, one open at a time, answers labelled by their question`, () => {
      const html = renderToStaticMarkup(<FaqAccordion items={items} variant={variant} group="faq-nakshatras" />);
      expect(html).toContain(`data-variant="${variant}"`);
      expect(html).not.toContain('<button');
      const details = elements(html, 'details');
      const headings = elements(html, 'h3');
      const regions = elements(html, 'section').filter((d) => 'aria-labelledby' in d);
      expect(details).toHaveLength(items.length);
      expect(elements(html, 'summary')).toHaveLength(items.length);
      details.forEach((d, i) => {
        // One name for the set: the browser keeps one answer open; none is open at first.
        expect(d.name).toBe('faq-nakshatras');
        expect(d).not.toHaveProperty('open');
        expect(regions[i]!['aria-labelledby']).toBe(headings[i]!.id);
      });
      expect(new Set(headings.map((h) => h.id)).size).toBe(items.length);
      // The answers are in the HTML for search engines even while closed.
      for (const item of items) expect(html).toContain(item.question.replace(/'/g, '&#x27;'));
      expect(html).toContain(items[0]!.answer.split(',')[0]);
      expect(html.indexOf('<summary')).toBeLessThan(html.indexOf('<h3'));
    });
  }
});
