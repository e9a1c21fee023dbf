import type { Messages } from '../messages';

export type NavLinkKey = keyof Messages['nav']['links'];
export type NavGroupKey = keyof Messages['nav']['groups'];

export interface NavLink {
  key: NavLinkKey;
  href: string;
}

export interface NavGroup {
  key: NavGroupKey;
  links: NavLink[];
}

/** Every link of the product's navigation, grouped as a visitor thinks of them. */
export const navGroups: NavGroup[] = [
  {
    key: 'horoscope',
    links: [
      { key: 'horoscope', href: '/horoscope' },
      { key: 'dailyHoroscope', href: '/horoscope/daily-horoscope' },
    ],
  },
  {
    key: 'kundali',
    links: [
      { key: 'kundali', href: '/kundali' },
      { key: 'matchmaking', href: '/kundali/kundali-matchmaking' },
      { key: 'mangalDosha', href: '/mangal-dosha' },
    ],
  },
  {
    key: 'consult',
    links: [
      { key: 'onlineAstrologer', href: '/online-astrologer' },
      { key: 'live', href: '/live' },
      { key: 'consultantRegistration', href: '/consultant/registration' },
    ],
  },
  {
    key: 'tools',
    links: [
      { key: 'vedicTools', href: '/vedic-tools' },
      { key: 'panchang', href: '/astrology/panchang' },
      { key: 'shubhMuhurat', href: '/astrology/shubh-muhurat' },
      { key: 'loveCalculator', href: '/love-calculator' },
      { key: 'moleAstrology', href: '/mole-astrology' },
      { key: 'vastuCompass', href: '/vastu/online-vastu-compass' },
    ],
  },
  {
    key: 'tarot',
    links: [
      { key: 'tarot', href: '/tarot' },
      { key: 'yesNoTarot', href: '/tarot/yes-or-no-tarot' },
    ],
  },
  {
    key: 'numerology',
    links: [
      { key: 'numerologyCalculator', href: '/numerology/numerology-calculator' },
      { key: 'nameNumerology', href: '/numerology/name-numerology-calculator' },
      { key: 'mobileNumerology', href: '/numerology/mobile-numerology-calculator' },
      { key: 'pythagorean', href: '/pythagoren-numerology-calculator' },
      { key: 'loShuGrid', href: '/lo-shu-grid-calculator' },
    ],
  },
  {
    key: 'meditation',
    links: [
      { key: 'mantraMeditation', href: '/vedic-mantra-meditation' },
      { key: 'meditationMusic', href: '/meditation-music' },
    ],
  },
  {
    key: 'more',
    links: [
      { key: 'blogs', href: '/blogs' },
      { key: 'community', href: '/community' },
      { key: 'downloadApp', href: '/download-app' },
    ],
  },
];

/**
 * The pages this build has (paths without the locale prefix). A menu shows a link only when
 * its page exists; a test keeps this list in step with the app/[locale] folders.
 */
export const builtRoutes: ReadonlySet<string> = new Set<string>([
  '/',
  '/horoscope',
  '/horoscope/daily-horoscope',
  '/tarot',
  '/tarot/yes-or-no-tarot',
  '/mole-astrology',
  '/online-astrologer',
  '/consultant/registration',
  '/vedic-tools',
  '/love-calculator',
  '/numerology/numerology-calculator',
  '/numerology/name-numerology-calculator',
  '/numerology/mobile-numerology-calculator',
  '/pythagoren-numerology-calculator',
  '/lo-shu-grid-calculator',
  '/blogs',
  '/download-app',
  '/astrology/panchang',
  '/astrology/shubh-muhurat',
  '/vedic-mantra-meditation',
  '/meditation-music',
  '/vastu/online-vastu-compass',
  '/kundali/kundali-matchmaking',
  '/mangal-dosha',
  '/kaal-sarp-dosha/check',
  '/nakshatra-finder',
  '/kundali',
  '/community',
  '/live',
  '/privacy',
  '/terms',
]);

/** The navigation groups with only the links whose pages exist; empty groups dropped. */
export function visibleNavGroups(groups: NavGroup[] = navGroups, built: ReadonlySet<string> = builtRoutes): NavGroup[] {
  return groups
    .map((g) => ({ ...g, links: g.links.filter((l) => built.has(l.href)) }))
    .filter((g) => g.links.length > 0);
}
