/** What the Article structured data of a post is built from. URLs are absolute. */
export interface ArticleJsonLdInput {
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  image: string;
  inLanguage: 'en' | 'hi';
  section?: string;
  siteName: string;
  siteUrl: string;
  logo?: string;
}

/** schema.org Article for a blog post: written and published by Drishti. */
export function articleJsonLd(input: ArticleJsonLdInput) {
  const organization = {
    '@type': 'Organization',
    name: input.siteName,
    url: input.siteUrl,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    image: [input.image],
    inLanguage: input.inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.section ? { articleSection: input.section } : {}),
    author: organization,
    publisher: input.logo ? { ...organization, logo: { '@type': 'ImageObject', url: input.logo } } : organization,
  };
}

/**
 * JSON for a <script type="application/ld+json">: characters that could end the script or confuse
 * an HTML parser are escaped, so text from the API can never break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
