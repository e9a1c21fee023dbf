import { parseUploadedBanner, uploadedBannerUrl } from '@drishti/contracts/blog-admin';
import { describe, expect, it } from 'vitest';
import { cleanBody, cleanLine, imageSize, missingForPublishing, statusAt } from './blog-admin';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('imageSize', () => {
  it('reads a PNG header', () => {
    const b = new Uint8Array(24);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR')]);
    new DataView(b.buffer).setUint32(16, 1200);
    new DataView(b.buffer).setUint32(20, 630);
    expect(imageSize(b, 'image/png')).toEqual({ width: 1200, height: 630 });
    expect(imageSize(b.subarray(0, 20), 'image/png')).toBeNull();
  });

  it('walks JPEG segments to the frame header, past APP segments and fill bytes', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03];
    const b = bytes(0xff, 0xd8, ...app1, 0xff, ...sof2, ...new Array(12).fill(0));
    expect(imageSize(b, 'image/jpeg')).toEqual({ width: 640, height: 480 });
    // Scan data before any frame, or a broken marker: unreadable.
    expect(imageSize(bytes(0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0, 0), 'image/jpeg')).toBeNull();
    expect(imageSize(bytes(0xff, 0xd8, 0x12, 0x34, 0, 0, 0, 0, 0, 0, 0, 0), 'image/jpeg')).toBeNull();
  });

  it('reads the three WebP headers', () => {
    const riff = (chunk: string) => {
      const b = new Uint8Array(30);
      b.set(ascii(`RIFF\0\0\0\0WEBP${chunk}`));
      return b;
    };
    const lossy = riff('VP8 ');
    lossy.set([0x9d, 0x01, 0x2a], 23);
    new DataView(lossy.buffer).setUint16(26, 320, true);
    new DataView(lossy.buffer).setUint16(28, 200, true);
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 320, height: 200 });
    lossy[24] = 0;
    expect(imageSize(lossy, 'image/webp')).toBeNull();

    const extended = riff('VP8X');
    extended.set([0xaf, 0x04, 0x00], 24); // 1199 + 1
    extended.set([0x75, 0x02, 0x00], 27); // 629 + 1
    expect(imageSize(extended, 'image/webp')).toEqual({ width: 1200, height: 630 });

    const lossless = riff('VP8L');
    const w = 99;
    const h = 49;
    lossless[20] = 0x2f;
    lossless[21] = w & 0xff;
    lossless[22] = ((w >> 8) & 0x3f) | ((h & 3) << 6);
    lossless[23] = (h >> 2) & 0xff;
    lossless[24] = (h >> 10) & 0x0f;
    expect(imageSize(lossless, 'image/webp')).toEqual({ width: 100, height: 50 });
    expect(imageSize(riff('ABCD'), 'image/webp')).toBeNull();
  });
});

describe('stored text', () => {
  it('keeps markup as text, drops control characters, collapses one-line fields', () => {
    expect(cleanLine('  <b>Hi</b>\n\tthere\u0000\u0007  ')).toBe('<b>Hi</b> there');
    expect(cleanBody('a\r\n\r\nb\rc\u0000\u001b  ')).toBe('a\n\nb\nc');
    expect(cleanBody('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('status and completeness', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  it('tells drafts, scheduled and published posts apart', () => {
    expect(statusAt({ status: 'draft', publishAt: null }, now)).toBe('draft');
    expect(statusAt({ status: 'published', publishAt: null }, now)).toBe('published');
    expect(statusAt({ status: 'published', publishAt: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(statusAt({ status: 'published', publishAt: now }, now)).toBe('published');
  });

  it('lists every missing field before publishing', () => {
    const full = {
      category: 'yoga',
      title: { en: 'T', hi: 'शी' },
      serpDescription: { en: 'D', hi: 'वि' },
      body: { en: 'B', hi: 'पा' },
    };
    expect(missingForPublishing(full)).toEqual([]);
    expect(missingForPublishing({ ...full, category: null, body: { en: ' ', hi: 'पा' } }).map((m) => m.field)).toEqual([
      'category',
      'body.en',
    ]);
  });
});

describe('uploaded banner URLs', () => {
  it('round-trip the file and size, and nothing else parses', () => {
    const file = `${'ab'.repeat(16)}.webp`;
    const url = uploadedBannerUrl(file, 1200, 630);
    expect(parseUploadedBanner(url)).toEqual({ src: url, width: 1200, height: 630 });
    for (const other of [
      '/images/blog/x.svg',
      'https://evil.example/a.png',
      `/api/publics/blog/banners/${file}`,
      `/api/publics/blog/banners/${file}?w=0&h=10`,
      `/api/publics/blog/banners/../x.png?w=1&h=1`,
      `javascript:alert(1)//${url}`,
    ]) {
      expect(parseUploadedBanner(other), other).toBeNull();
    }
  });
});
