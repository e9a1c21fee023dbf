// App icons and splash images for both native projects, rendered from the site's own logo
// (apps/web/app/icon.svg) in headless Chromium and written as PNG.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { encodePng } from './png.mjs';

export const COLORS = { paper: '#FFFBF5', ink: '#1E1B4B', saffron: '#B45309' };

const ANDROID_RES = 'android/app/src/main/res';
const IOS_ASSETS = 'ios/App/App/Assets.xcassets';
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** Size of the iOS launch-screen logo in points (LaunchScreen.storyboard uses the same). */
export const IOS_SPLASH_POINTS = 160;

/** Every image the native projects need: path (from apps/mobile), pixel size, what it shows. */
export function imageList() {
  const list = [];
  for (const [name, scale] of Object.entries(DENSITIES)) {
    list.push({ path: `${ANDROID_RES}/mipmap-${name}/ic_launcher.png`, size: 48 * scale, kind: 'square' });
    list.push({ path: `${ANDROID_RES}/mipmap-${name}/ic_launcher_round.png`, size: 48 * scale, kind: 'round' });
    list.push({
      path: `${ANDROID_RES}/mipmap-${name}/ic_launcher_foreground.png`,
      size: 108 * scale,
      kind: 'foreground',
    });
    list.push({ path: `${ANDROID_RES}/drawable-${name}/splash_icon.png`, size: 288 * scale, kind: 'splash' });
  }
  list.push({ path: `${IOS_ASSETS}/AppIcon.appiconset/AppIcon-512@2x.png`, size: 1024, kind: 'ios', opaque: true });
  for (const scale of [1, 2, 3]) {
    const suffix = scale === 1 ? '' : `@${scale}x`;
    list.push({
      path: `${IOS_ASSETS}/Splash.imageset/splash${suffix}.png`,
      size: IOS_SPLASH_POINTS * scale,
      kind: 'round',
    });
  }
  return list;
}

/** The logo's parts: its viewBox size, the background disc's colour and the drawing without the disc. */
export function parseArtwork(svg) {
  const box = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
  if (!box) throw new Error('the logo needs a viewBox starting at 0 0');
  const size = Number(box[1]);
  const inner = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
  // The first large centred circle is the logo's backdrop; adaptive and iOS icons draw it as a full-bleed layer.
  let disc = null;
  const withoutDisc = inner.replace(/<circle\b[^>]*\/>/, (tag) => {
    const attr = (n) => Number(tag.match(new RegExp(`\\b${n}="([\\d.]+)"`))?.[1]);
    if (attr('r') >= size * 0.45 && Math.abs(attr('cx') - size / 2) < 1 && Math.abs(attr('cy') - size / 2) < 1) {
      disc = { r: attr('r'), fill: tag.match(/fill="([^"]+)"/)?.[1] ?? COLORS.ink };
      return '';
    }
    return tag;
  });
  return { size, inner, withoutDisc: disc ? withoutDisc : inner, disc };
}

/** The SVG for one image at its pixel size. */
export function composeSvg(art, kind, px) {
  const place = (x, y, w, body) =>
    `<svg x="${x}" y="${y}" width="${w}" height="${w}" viewBox="0 0 ${art.size} ${art.size}">${body}</svg>`;
  const wrap = (body) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}">${body}</svg>`;
  const backdrop = art.disc?.fill ?? COLORS.ink;
  const discDiameter = art.disc ? art.disc.r * 2 : art.size;
  // Adaptive icons: the launcher shows a 72dp circle of a 108dp layer; the disc fills that circle.
  const adaptive = (w) => {
    const artPx = (w * (72 / 108) * art.size) / discDiameter;
    return place((w - artPx) / 2, (w - artPx) / 2, artPx, art.withoutDisc);
  };
  switch (kind) {
    case 'round':
      return wrap(place(0, 0, px, art.inner));
    case 'foreground':
      return wrap(adaptive(px));
    case 'square': {
      // Legacy launchers show the bitmap as is: a rounded square with a little margin, as they expect.
      const m = px / 24;
      return wrap(
        `<rect x="${m}" y="${m}" width="${px - 2 * m}" height="${px - 2 * m}" rx="${px * 0.18}" fill="${backdrop}"/>${adaptive(px)}`,
      );
    }
    case 'ios':
      return wrap(`<rect width="${px}" height="${px}" fill="${backdrop}"/>${adaptive(px)}`);
    case 'splash': {
      // Android 12 splash: the icon is cut to a circle of two thirds of the 288dp canvas.
      const artPx = (px * (176 / 288) * art.size) / discDiameter;
      return wrap(place((px - artPx) / 2, (px - artPx) / 2, artPx, art.inner));
    }
    default:
      throw new Error(`unknown image kind ${kind}`);
  }
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

const STAMP = 'icons.lock.json';

/** What the images were rendered from, and each image's hash: a changed logo, recipe or file means re-render. */
function expectedStamp(logo) {
  const recipe =
    readFileSync(new URL(import.meta.url), 'utf8') + readFileSync(new URL('./png.mjs', import.meta.url), 'utf8');
  return { logo: sha256(logo), recipe: sha256(recipe) };
}

export function iconsAreFresh(mobileDir, logo) {
  const file = join(mobileDir, STAMP);
  if (!existsSync(file)) return false;
  const stamp = JSON.parse(readFileSync(file, 'utf8'));
  const want = expectedStamp(logo);
  if (stamp.logo !== want.logo || stamp.recipe !== want.recipe) return false;
  return imageList().every(({ path }) => {
    const p = join(mobileDir, path);
    return existsSync(p) && stamp.files?.[path] === sha256(readFileSync(p));
  });
}

/** Renders every image with headless Chromium and records what they came from. */
export async function renderIcons(mobileDir, logo) {
  const require = createRequire(join(mobileDir, 'package.json'));
  const { chromium } = require('playwright-core');
  const art = parseArtwork(logo);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
  const files = {};
  try {
    const page = await browser.newPage();
    for (const image of imageList()) {
      const svg = composeSvg(art, image.kind, image.size);
      const b64 = await page.evaluate(
        async ({ svg, size }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          const g = canvas.getContext('2d');
          g.drawImage(img, 0, 0, size, size);
          const data = g.getImageData(0, 0, size, size).data;
          let s = '';
          for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode(...data.subarray(i, i + 0x8000));
          return btoa(s);
        },
        { svg, size: image.size },
      );
      const png = encodePng(image.size, image.size, Buffer.from(b64, 'base64'), { alpha: !image.opaque });
      const out = join(mobileDir, image.path);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, png);
      files[image.path] = sha256(png);
    }
  } finally {
    await browser.close();
  }
  const stamp = { ...expectedStamp(logo), files };
  writeFileSync(join(mobileDir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}
