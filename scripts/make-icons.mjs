#!/usr/bin/env node
// Renders the installable app's PNG icons from our own artwork (apps/web/app/icon.svg and the
// shortcut drawings below) with headless Chromium, into apps/web/public/icons/. The PNGs are
// committed: run this again only when the artwork changes.
//   node scripts/make-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(root, 'apps/web/public/icons');
const logo = readFileSync(join(root, 'apps/web/app/icon.svg'), 'utf8');

const INDIGO = '#1E1B4B';
const CREAM = '#FFFBF5';
const MARIGOLD = '#F59E0B';

/** The logo's drawing (its circle, eye and pupil) without the outer <svg>, to place inside others. */
const logoInner = logo
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>.*?<\/title>/, '');

/** The logo filling the square, on a transparent ground (launchers draw it as it is). */
const anyIcon = logo;

/**
 * Full-bleed indigo square with the logo inside the central 80 % circle that maskable icons
 * promise to keep visible whatever shape the launcher cuts (circle, squircle, teardrop).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${INDIGO}"/>
  <g transform="translate(16 16) scale(0.72) translate(-16 -16)">${logoInner}</g>
</svg>`;

/** iOS fills transparent corners with black and rounds the square itself: an opaque ground. */
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${INDIGO}"/>
  <g transform="translate(16 16) scale(0.86) translate(-16 -16)">${logoInner}</g>
</svg>`;

/** Shortcut icons share the logo's language: an indigo disc with a marigold drawing and cream details. */
const disc = (drawing) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <circle cx="24" cy="24" r="23" fill="${INDIGO}"/>${drawing}
</svg>`;

// A North Indian chart: the square, its diagonals and the inner diamond of the twelve houses.
const kundaliIcon = disc(`
  <g fill="none" stroke="${MARIGOLD}" stroke-width="2.2" stroke-linejoin="round">
    <rect x="12" y="12" width="24" height="24" rx="1.5"/>
    <path d="M12 12 36 36M36 12 12 36"/>
    <path d="M24 12 36 24 24 36 12 24Z"/>
  </g>
  <circle cx="24" cy="18" r="1.8" fill="${CREAM}"/>`);

// The sun inside the zodiac wheel: a ring cut in twelve, rays and a cream centre.
const horoscopeIcon = disc(`
  <circle cx="24" cy="24" r="14" fill="none" stroke="${MARIGOLD}" stroke-width="2"/>
  <g stroke="${MARIGOLD}" stroke-width="1.6" stroke-linecap="round">
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const p = (r) => `${(24 + r * Math.cos(a)).toFixed(2)} ${(24 + r * Math.sin(a)).toFixed(2)}`;
      return `<path d="M${p(14)} L${p(10.5)}"/>`;
    }).join('')}
  </g>
  <circle cx="24" cy="24" r="6" fill="${MARIGOLD}"/>
  <circle cx="24" cy="24" r="2.4" fill="${CREAM}"/>`);

// A speech bubble with three dots: talking to an astrologer.
const chatIcon = disc(`
  <path d="M13 15.5A3.5 3.5 0 0 1 16.5 12h15A3.5 3.5 0 0 1 35 15.5v11a3.5 3.5 0 0 1-3.5 3.5H22l-6.5 5.5V30h0A3.5 3.5 0 0 1 13 26.5Z" fill="${MARIGOLD}"/>
  <g fill="${INDIGO}">
    <circle cx="18.5" cy="21" r="1.9"/>
    <circle cx="24" cy="21" r="1.9"/>
    <circle cx="29.5" cy="21" r="1.9"/>
  </g>`);

/** [file, svg, size]: every PNG the manifests and the layout name. */
const renders = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon.png', appleIcon, 180],
  ['shortcut-kundali.png', kundaliIcon, 96],
  ['shortcut-horoscope.png', horoscopeIcon, 96],
  ['shortcut-chat.png', chatIcon, 96],
];

mkdirSync(out, { recursive: true });
// The shortcut drawings are kept as SVG too: browsers that take SVG shortcut icons use them.
writeFileSync(join(out, 'shortcut-kundali.svg'), `${kundaliIcon.trim()}\n`);
writeFileSync(join(out, 'shortcut-horoscope.svg'), `${horoscopeIcon.trim()}\n`);
writeFileSync(join(out, 'shortcut-chat.svg'), `${chatIcon.trim()}\n`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--headless'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [file, svg, size] of renders) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${sized}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(join(out, file), png);
    process.stdout.write(`${file} ${size}×${size}\n`);
  }
} finally {
  await browser.close();
}
