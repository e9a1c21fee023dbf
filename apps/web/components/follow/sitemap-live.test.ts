import type { LiveEventData } from '@drishti/contracts/live';
import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '@/lib/sitemap-entries';
import { liveSitemapPages } from './sitemap-live';

const event = (id: string, status: LiveEventData['status']): LiveEventData => ({
  id,
  astrologer: { id: 'a1', slug: 'asha-rao', name: 'Asha Rao', nameHi: 'आशा राव' },
  titleEn: 'Saturn transit',
  titleHi: 'शनि का गोचर',
  topicEn: 'Questions',
  topicHi: 'सवाल',
  language: 'hi',
  status,
  startsAt: '2026-12-01T14:00:00.000Z',
  startedAt: status === 'live' ? '2026-12-01T14:02:00.000Z' : null,
  endedAt: null,
  viewers: 0,
  hearts: 0,
  hostAway: false,
  mediaGeneration: 0,
  endReason: null,
  stagePricePerMinute: 20,
});

describe('live events in the sitemap', () => {
  it('lists live and upcoming events in both languages, never ended ones', () => {
    const pages = liveSitemapPages({
      live: [event('11111111-1111-4111-8111-111111111111', 'live')],
      upcoming: [
        event('22222222-2222-4222-8222-222222222222', 'scheduled'),
        event('33333333-3333-4333-8333-333333333333', 'ended'),
      ],
    });
    expect(pages.map((p) => p.path)).toEqual([
      '/live/11111111-1111-4111-8111-111111111111',
      '/live/22222222-2222-4222-8222-222222222222',
    ]);
    expect(pages[0]!.lastModified?.toISOString()).toBe('2026-12-01T14:02:00.000Z');
    const urls = sitemapEntries('https://drishti.example', pages).map((e) => e.url);
    expect(urls).toContain('https://drishti.example/hi/live/22222222-2222-4222-8222-222222222222');
  });
});
