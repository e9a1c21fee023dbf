/** A question and its answer as plain text in the page's language. */
export interface FaqEntry {
  key: string;
  question: string;
  answer: string;
}

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  inLanguage: string;
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

/** schema.org FAQPage data for search engines, from the items exactly as the page shows them. */
export function faqPageJsonLd(items: readonly FaqEntry[], locale: string): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<` is escaped so no text can close
 * the script element early; U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
