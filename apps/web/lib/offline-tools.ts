import { TAROT_SLUGS } from '@drishti/content/tarot';
import { cardPath } from '../components/yes-no-tarot/model';
import type { NavLinkKey } from './site-map';
import { localePath } from './site-url';

/**
 * The tools that work with no network: they compute in the browser from what the visitor types,
 * so the service worker keeps their pages (and the scripts those pages load) from the first visit
 * on. The love calculator page holds Flames as well.
 */
export const OFFLINE_TOOLS: readonly { key: NavLinkKey; href: string }[] = [
  { key: 'numerologyCalculator', href: '/numerology/numerology-calculator' },
  { key: 'mobileNumerology', href: '/numerology/mobile-numerology-calculator' },
  { key: 'nameNumerology', href: '/numerology/name-numerology-calculator' },
  { key: 'pythagorean', href: '/pythagoren-numerology-calculator' },
  { key: 'loShuGrid', href: '/lo-shu-grid-calculator' },
  { key: 'loveCalculator', href: '/love-calculator' },
  { key: 'yesNoTarot', href: '/tarot/yes-or-no-tarot' },
];

/** The offline page (shown for a page that was never saved), in the visitor's language. */
export const OFFLINE_PATH = '/offline';

/** The installable app's icons (apps/web/public/icons, made by scripts/make-icons.mjs). */
export const APP_ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  apple180: '/icons/apple-touch-icon.png',
  svg: '/icon.svg',
  kundali: '/icons/shortcut-kundali.png',
  horoscope: '/icons/shortcut-horoscope.png',
  chat: '/icons/shortcut-chat.png',
} as const;

export interface PrecacheList {
  /** Pages whose HTML is stored at install, with every /_next/static file the HTML names. */
  pages: string[];
  /** Other files stored as they are. */
  files: string[];
}

/**
 * What the service worker stores when it installs (it reads this list from /sw-precache.json):
 * the offline page, the home page the installed app opens on, and the offline tools, each in
 * English and Hindi; the icons; and the 78 yes/no tarot card files, so that a draw works offline.
 */
export function precacheList(): PrecacheList {
  const paths = ['/', OFFLINE_PATH, ...OFFLINE_TOOLS.map((t) => t.href)];
  return {
    pages: (['en', 'hi'] as const).flatMap((locale) => paths.map((p) => localePath(p, locale))),
    files: [...new Set(Object.values(APP_ICONS)), ...TAROT_SLUGS.map(cardPath)],
  };
}
