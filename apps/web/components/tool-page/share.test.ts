import { describe, expect, it } from 'vitest';
import { shareOrCopy, shareUrl } from './share';

const page = { url: 'https://example.in/love-calculator', title: 'Love Calculator' };

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareOrCopy(page, {
      share: async (d) => {
        shared.push(d);
      },
    });
    expect(outcome).toBe('shared');
    expect(shared).toEqual([{ title: page.title, url: page.url }]);
  });

  it('treats a closed share sheet as cancelled, not as an error', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareOrCopy(page, { share: () => Promise.reject(abort) })).toBe('cancelled');
  });

  it('copies the link without a share sheet, or when it fails', async () => {
    const copied: string[] = [];
    const clipboard = {
      writeText: async (text: string) => {
        copied.push(text);
      },
    };
    expect(await shareOrCopy(page, { clipboard })).toBe('copied');
    expect(await shareOrCopy(page, { share: () => Promise.reject(new Error('boom')), clipboard })).toBe('copied');
    expect(copied).toEqual([page.url, page.url]);
  });

  it('reports a failure when nothing works', async () => {
    expect(await shareOrCopy(page, {})).toBe('failed');
    expect(await shareOrCopy(page, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe(
      'failed',
    );
  });
});

describe('shareUrl', () => {
  it('drops the fragment', () => {
    expect(shareUrl('https://example.in/x#result')).toBe('https://example.in/x');
    expect(shareUrl('https://example.in/x?a=1')).toBe('https://example.in/x?a=1');
  });
});
