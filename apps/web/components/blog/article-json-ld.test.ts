import { describe, expect, it } from 'vitest';
import { articleJsonLd, serializeJsonLd } from './article-json-ld';

const input = {
  url: 'https://drishti.example/hi/blog/understanding-rahu-kaal',
  headline: 'राहु काल को समझें',
  description: 'राहु काल की गणना।',
  datePublished: '2026-10-21T05:30:00.000Z',
  image: 'https://drishti.example/images/blog/understanding-rahu-kaal.svg',
  inLanguage: 'hi' as const,
  section: 'वैदिक ज्ञान',
  siteName: 'Drishti',
  siteUrl: 'https://drishti.example/hi',
};

describe('articleJsonLd', () => {
  it('describes the post as an Article by and from Drishti', () => {
    expect(articleJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'राहु काल को समझें',
      description: 'राहु काल की गणना।',
      datePublished: '2026-10-21T05:30:00.000Z',
      dateModified: '2026-10-21T05:30:00.000Z',
      image: ['https://drishti.example/images/blog/understanding-rahu-kaal.svg'],
      inLanguage: 'hi',
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      url: input.url,
      articleSection: 'वैदिक ज्ञान',
      author: { '@type': 'Organization', name: 'Drishti', url: 'https://drishti.example/hi' },
      publisher: { '@type': 'Organization', name: 'Drishti', url: 'https://drishti.example/hi' },
    });
  });

  it('keeps headlines within 110 characters', () => {
    const long = articleJsonLd({ ...input, headline: 'x'.repeat(200) }).headline;
    expect(long).toHaveLength(110);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by text from the API', () => {
    const json = serializeJsonLd(articleJsonLd({ ...input, headline: '</script><script>alert(1)</script> & \u2028' }));
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script> & \u2028');
  });
});
