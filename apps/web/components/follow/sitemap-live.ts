import { type LiveEventData, liveEventListResponse } from '@drishti/contracts/live';
import { serverApiBaseUrl } from '@/lib/api/server';
import type { SitemapPage } from '@/lib/sitemap-entries';

/** The sitemap's pages of live and upcoming events (ended ones are left out: they change no more). */
export function liveSitemapPages(events: { live: LiveEventData[]; upcoming: LiveEventData[] }): SitemapPage[] {
  return [...events.live, ...events.upcoming]
    .filter((e) => e.status !== 'ended')
    .map((e) => ({
      path: `/live/${e.id}`,
      lastModified: new Date(e.startedAt ?? e.startsAt),
      changeFrequency: 'hourly' as const,
      priority: 0.5,
    }));
}

/** The live events' sitemap pages from the API; none when it does not answer (during `next build`). */
export async function fetchLiveSitemapPages(): Promise<SitemapPage[]> {
  try {
    const res = await fetch(`${serverApiBaseUrl()}/api/publics/live/events`, {
      headers: { accept: 'application/json' },
      next: { revalidate: 3600 },
    });
    if (!res.ok) return [];
    const parsed = liveEventListResponse.safeParse(await res.json().catch(() => null));
    return parsed.success ? liveSitemapPages(parsed.data.data) : [];
  } catch {
    return [];
  }
}
