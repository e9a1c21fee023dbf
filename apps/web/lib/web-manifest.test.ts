import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TAROT_SLUGS } from '@drishti/content/tarot';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../messages';
import { APP_ICONS, OFFLINE_TOOLS, precacheList } from './offline-tools';
import { builtRoutes } from './site-map';
import { manifestPath, webManifest } from './web-manifest';

const publicDir = join(import.meta.dirname, '../public');
const appDir = join(import.meta.dirname, '../app');

describe('web manifests', () => {
  it('describe the English and the Hindi app, each opening on its own language', () => {
    const en = webManifest('en', catalogues.en);
    const hi = webManifest('hi', catalogues.hi);
    expect(en).toMatchObject({
      id: '/',
      short_name: 'Drishti',
      lang: 'en',
      dir: 'ltr',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#1E1B4B',
      background_color: '#FFFBF5',
    });
    expect(hi).toMatchObject({ id: '/hi', short_name: 'दृष्टि', lang: 'hi', start_url: '/hi?source=pwa', scope: '/' });
    expect(hi.name).toMatch(/[\u0900-\u097F]/);
    expect(hi.description).toMatch(/[\u0900-\u097F]/);
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('hi')).toBe('/hi/manifest.webmanifest');
  });

  it('name icons that exist: 192 and 512 PNG, a maskable 512 and the SVG logo', () => {
    const icons = webManifest('en', catalogues.en).icons!;
    expect(icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`)).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
      'any image/svg+xml any',
    ]);
    for (const i of icons) {
      const file = i.src === APP_ICONS.svg ? join(appDir, 'icon.svg') : join(publicDir, i.src);
      expect(existsSync(file), i.src).toBe(true);
    }
  });

  it('offer shortcuts to the kundali, the horoscopes and the astrologers, named in each language', () => {
    const en = webManifest('en', catalogues.en).shortcuts!;
    const hi = webManifest('hi', catalogues.hi).shortcuts!;
    expect(en.map((s) => s.url)).toEqual(['/kundali', '/horoscope', '/online-astrologer']);
    expect(hi.map((s) => s.url)).toEqual(['/hi/kundali', '/hi/horoscope', '/hi/online-astrologer']);
    for (const s of hi) expect(s.name).toMatch(/[\u0900-\u097F]/);
    for (const s of en) {
      expect(s.icons).toEqual([
        { src: expect.stringMatching(/^\/icons\/shortcut-.*\.png$/), sizes: '96x96', type: 'image/png' },
      ]);
      expect(existsSync(join(publicDir, s.icons![0]!.src))).toBe(true);
      expect(builtRoutes.has(s.url)).toBe(true);
    }
  });
});

describe('precache list', () => {
  const list = precacheList();

  it('holds the offline page, the home page and every offline tool in both languages', () => {
    expect(list.pages).toHaveLength(2 * (2 + OFFLINE_TOOLS.length));
    for (const p of ['/', '/hi', '/offline', '/hi/offline', '/tarot/yes-or-no-tarot', '/hi/love-calculator']) {
      expect(list.pages).toContain(p);
    }
    for (const t of OFFLINE_TOOLS) {
      expect(builtRoutes.has(t.href), t.href).toBe(true);
      expect(list.pages).toContain(`/hi${t.href}`);
    }
  });

  it('holds the icons and all 78 tarot card files the yes/no reading loads', () => {
    expect(list.files).toContain('/icons/maskable-512.png');
    expect(list.files).toContain('/tarot/yes-or-no-tarot/card/the-fool');
    expect(list.files.filter((f) => f.startsWith('/tarot/yes-or-no-tarot/card/'))).toHaveLength(TAROT_SLUGS.length);
    expect(TAROT_SLUGS).toHaveLength(78);
    expect(new Set(list.files).size).toBe(list.files.length);
  });
});
