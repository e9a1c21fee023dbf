export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** What {@link shareOrCopy} needs of `navigator` (injectable for tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a page: the device's share sheet when it has one, else the link is copied. Closing the
 * share sheet is not an error; a share sheet that fails falls back to copying.
 */
export async function shareOrCopy(data: { url: string; title: string }, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The page address to share: without the fragment, so a shared link opens at the top. */
export function shareUrl(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}
