import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareLinks } from './share-model';

const url = 'https://drishti.example/hi/blog/lo-shu-grid-basics';
const title = 'लो शू ग्रिड & आप';

describe('shareLinks', () => {
  it('builds WhatsApp, X and Facebook links with the URL encoded', () => {
    const links = Object.fromEntries(shareLinks(url, title).map((l) => [l.network, new URL(l.href)]));
    expect(Object.keys(links)).toEqual(['whatsapp', 'x', 'facebook']);
    expect(links.whatsapp!.origin).toBe('https://wa.me');
    expect(links.whatsapp!.searchParams.get('text')).toBe(`${title} ${url}`);
    expect(links.x!.searchParams.get('url')).toBe(url);
    expect(links.x!.searchParams.get('text')).toBe(title);
    expect(links.facebook!.searchParams.get('u')).toBe(url);
  });
});

describe('shareLink', () => {
  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ url, title }, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ url, title }, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when it fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ url, title }, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
    const failing = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    expect(await shareLink({ url, title }, { share: failing, clipboard: { writeText } })).toBe('copied');
  });

  it('reports a copy that could not be made', async () => {
    expect(await shareLink({ url, title }, {})).toBe('failed');
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareLink({ url, title }, { clipboard: { writeText } })).toBe('failed');
  });
});
