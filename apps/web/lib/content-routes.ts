import { NAKSHATRA_KEYS } from '@drishti/content/nakshatras';
import { DIGITS } from '@drishti/content/numerology';
import { NUMEROLOGY_TOPIC_SLUGS } from '@drishti/content/pages/numerology';
import { ZODIAC_KEYS } from '@drishti/content/zodiac';
import { builtRoutes } from './site-map';

/** Paths of the content pages (without the locale prefix), built from the same lists as their static params. */
export const numberHref = (n: number) => `/numerology/number/${n}`;
export const numerologyTopicHref = (slug: string) => `/numerology/${slug}`;
export const nakshatraHref = (key: string) => `/nakshatras/${key}`;
export const zodiacSignHref = (key: string) => `/zodiac-signs/${key}`;

export type ContentRouteGroupKey =
  | 'astrology'
  | 'liveAstrologer'
  | 'numerology'
  | 'moleAstrology'
  | 'kaalSarpDosha'
  | 'muhurat'
  | 'nakshatras'
  | 'zodiacSigns';

export interface ContentRouteGroup {
  key: ContentRouteGroupKey;
  /** The group's main page, listed first in `routes`. */
  hub: string;
  routes: readonly string[];
}

/** The content pages grouped by topic, each hub first: for the sitemap and for menus. */
export const contentRouteGroups: readonly ContentRouteGroup[] = [
  { key: 'astrology', hub: '/astrology', routes: ['/astrology'] },
  { key: 'liveAstrologer', hub: '/live-astrologer', routes: ['/live-astrologer'] },
  {
    key: 'numerology',
    hub: '/numerology',
    routes: ['/numerology', ...NUMEROLOGY_TOPIC_SLUGS.map(numerologyTopicHref), ...DIGITS.map(numberHref)],
  },
  { key: 'moleAstrology', hub: '/mole-astrology', routes: ['/mole-astrology'] },
  { key: 'kaalSarpDosha', hub: '/kaal-sarp-dosha', routes: ['/kaal-sarp-dosha'] },
  { key: 'muhurat', hub: '/muhurat', routes: ['/muhurat'] },
  { key: 'nakshatras', hub: '/nakshatras', routes: ['/nakshatras', ...NAKSHATRA_KEYS.map(nakshatraHref)] },
  { key: 'zodiacSigns', hub: '/zodiac-signs', routes: ['/zodiac-signs', ...ZODIAC_KEYS.map(zodiacSignHref)] },
];

/** Every content page path, without the locale prefix (the Hindi page is the same path under /hi). */
export function contentRoutes(): string[] {
  return contentRouteGroups.flatMap((g) => g.routes);
}

const contentRouteSet: ReadonlySet<string> = new Set(contentRoutes());

/**
 * Whether a link to `href` (a path without the locale prefix) may be shown: a content page, or a
 * page of another part of the product that this build has.
 */
export function canLink(href: string, built: ReadonlySet<string> = builtRoutes): boolean {
  return contentRouteSet.has(href) || built.has(href);
}
