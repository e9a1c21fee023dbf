export type ShareNetwork = 'whatsapp' | 'x' | 'facebook';

/** Share links of the networks readers in India use most, each opening the network's own share page. */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'x', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Shares a link: the device's own share sheet when there is one, else the link is copied.
 * A share sheet closed without sharing is not an error; a share sheet that fails falls back to copying.
 */
export async function shareLink(
  data: { url: string; title: string },
  nav: {
    share?: (data: ShareData) => Promise<void>;
    clipboard?: { writeText: (text: string) => Promise<void> };
  },
): Promise<ShareOutcome> {
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
