import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Every script a page makes the browser fetch in its first seconds (prefetches of linked pages
 * included), gzipped. The marketplace is held to its target,
 * 170 KB; reading pages served without React (docs/PERFORMANCE.md, "Reading pages without
 * hydration") to theirs, 110 KB. Where the bytes go is in
 * docs/PERFORMANCE.md; `npm run bench -- lighthouse` prints each page's figure beside its target.
 */
/** Reading pages, served without React: the islands alone. */
const STATIC_READING = 110;
const MARKETPLACE = 170;
const PAGES = [
  { path: '/', ceiling: STATIC_READING, static: true },
  { path: '/hi/horoscope/daily-horoscope/aries', ceiling: STATIC_READING, static: true },
  { path: '/blog/understanding-rahu-kaal', ceiling: STATIC_READING, static: true },
  { path: '/tarot/major-arcana/the-fool', ceiling: STATIC_READING, static: true },
  { path: '/hi/numerology/number/7', ceiling: STATIC_READING, static: true },
  { path: '/zodiac-signs/aries', ceiling: STATIC_READING, static: true },
  { path: '/hi/nakshatras/rohini', ceiling: STATIC_READING, static: true },
  // The kundali form (no birth in the URL) is served without React: its form is an island.
  { path: '/kundali', ceiling: STATIC_READING, static: true },
  { path: '/hi/kundali', ceiling: STATIC_READING, static: true },
  // The panchang is a tool served without React (its form and offline check are islands).
  { path: '/hi/astrology/panchang', ceiling: STATIC_READING, static: true },
  // Served without React too (its search, filters and paging are an island), under the marketplace target.
  { path: '/online-astrologer', ceiling: MARKETPLACE, static: true },
];

for (const { path, ceiling, static: isStatic = false } of PAGES) {
  test(`${path} requests at most ${ceiling} KB of gzipped script`, async ({ page }) => {
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      const key = new URL(r.url()).pathname;
      if (!scripts.has(key))
        scripts.set(
          key,
          r.body().then((b) => gzipSync(b).length),
        );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB of script (gzip), ceiling ${ceiling} KB`);
    test.info().annotations.push({ type: `${path} JS (gzip)`, description: `${(total / 1024).toFixed(1)} KB` });
    // At least the islands entry (a page served without React loads nothing else of its own).
    expect(scripts.size).toBeGreaterThan(0);
    expect(total / 1024).toBeLessThanOrEqual(ceiling);
    // Served without React: the islands are all it loads.
    if (isStatic) expect([...scripts.keys()].filter((s) => !s.startsWith('/_next/static/islands/'))).toEqual([]);
  });
}
