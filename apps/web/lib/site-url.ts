/**
 * The site's public origin (PUBLIC_URL, else this machine's port) for absolute links: canonical
 * URLs, hreflang, sitemaps, structured data.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
  return raw.replace(/\/+$/, '');
}

/** The public path of a page in a language: English at /x, Hindi at /hi/x. */
export function localePath(path: string, locale: 'en' | 'hi'): string {
  if (locale === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}
