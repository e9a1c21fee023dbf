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
