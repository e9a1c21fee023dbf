import type { MetadataRoute } from 'next';
import type { Messages } from '../messages';
import { APP_ICONS } from './offline-tools';
import { localePath } from './site-url';

export type ManifestLocale = 'en' | 'hi';

/** The theme (the header's indigo) and the page background (cream), as in the design. */
export const THEME_COLOR = '#1E1B4B';
export const BACKGROUND_COLOR = '#FFFBF5';

/** Where each language's manifest is served (paths with a dot skip the locale proxy). */
export function manifestPath(locale: ManifestLocale): string {
  return locale === 'hi' ? '/hi/manifest.webmanifest' : '/manifest.webmanifest';
}

const SHORTCUTS = [
  { key: 'kundali', href: '/kundali', icon: APP_ICONS.kundali },
  { key: 'horoscope', href: '/horoscope', icon: APP_ICONS.horoscope },
  { key: 'chat', href: '/online-astrologer', icon: APP_ICONS.chat },
] as const;

/**
 * The web app manifest of one language. Each language is its own app (its own `id`): the Hindi
 * app opens on /hi and keeps its Hindi name even when the English pages are visited in the browser,
 * which would otherwise update one shared installation to the other language.
 */
export function webManifest(locale: ManifestLocale, messages: Messages): MetadataRoute.Manifest {
  const m = messages.pwa.manifest;
  const home = localePath('/', locale);
  return {
    id: home,
    name: m.name,
    short_name: m.shortName,
    description: m.description,
    lang: locale,
    dir: 'ltr',
    start_url: `${home}?source=pwa`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'entertainment'],
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: APP_ICONS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: SHORTCUTS.map(({ key, href, icon }) => ({
      name: m.shortcuts[key].name,
      short_name: m.shortcuts[key].shortName,
      description: m.shortcuts[key].description,
      url: localePath(href, locale),
      icons: [{ src: icon, sizes: '96x96', type: 'image/png' }],
    })),
  };
}

/** The manifest as served: JSON with the manifest media type, rechecked by browsers daily at most. */
export function manifestResponse(manifest: MetadataRoute.Manifest): Response {
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
