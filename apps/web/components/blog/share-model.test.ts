import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-model';

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
