import { faqSets } from '@drishti/content/faq';
import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, jsonLdText } from './faq-json-ld';
import { faqEntries } from './faq-entries';

describe('FAQPage JSON-LD', () => {
  it('lists every question with its answer in the page language', () => {
    const items = faqEntries('muhurat', 'hi');
    const data = faqPageJsonLd(items, 'hi');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.inLanguage).toBe('hi');
    expect(data.mainEntity).toHaveLength(faqSets.muhurat.length);
    faqSets.muhurat.forEach((item, i) => {
      const q = data.mainEntity[i]!;
      expect(q['@type']).toBe('Question');
      expect(q.name).toBe(item.question.hi);
      expect(q.acceptedAnswer).toEqual({ '@type': 'Answer', text: item.answer.hi });
    });
  });

  it('is safe to put inside a script element and parses back to the same data', () => {
    const data = faqPageJsonLd([{ key: 'x', question: 'Is </script><b> safe?', answer: 'Yes\u2028really' }], 'en');
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});
