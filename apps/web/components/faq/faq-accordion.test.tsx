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
    it(`renders ${variant}: closed buttons that control labelled answer regions`, () => {
      const html = renderToStaticMarkup(<FaqAccordion items={items} variant={variant} />);
      expect(html).toContain(`data-variant="${variant}"`);
      const buttons = elements(html, 'button');
      const regions = elements(html, 'section').filter((d) => 'aria-labelledby' in d);
      expect(buttons).toHaveLength(items.length);
      expect(regions).toHaveLength(items.length);
      buttons.forEach((b, i) => {
        expect(b.type).toBe('button');
        expect(b['aria-expanded']).toBe('false');
        expect(b['aria-controls']).toBe(regions[i]!.id);
        expect(regions[i]!['aria-labelledby']).toBe(b.id);
        expect(regions[i]).toHaveProperty('hidden');
      });
      expect(new Set(buttons.map((b) => b.id)).size).toBe(items.length);
      // The answers are in the HTML for search engines even while closed.
      for (const item of items) expect(html).toContain(item.question.replace(/'/g, '&#x27;'));
      expect(html).toContain(items[0]!.answer.split(',')[0]);
    });
  }
});
