'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { type AnalyticsEvents, track } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = Omit<ComponentProps<typeof Link>, 'onClick'> & {
  event: E;
  /** The event's properties except the destination, which is the link's own address. */
  props: Omit<AnalyticsEvents[E], 'destination'>;
};

/** Addresses on another site (the app stores) are not the site's own pages. */
const isExternal = (href: unknown): href is string => typeof href === 'string' && /^https?:\/\//i.test(href);

/** A locale-aware link that reports its click (with consent only, see lib/analytics). */
export function TrackedLink<E extends keyof AnalyticsEvents>({ event, props, ...link }: Props<E>) {
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    const destination = e.currentTarget.getAttribute('href') ?? '';
    track(event, { ...props, destination } as AnalyticsEvents[E]);
  };
  if (isExternal(link.href)) {
    const { href, children, className, prefetch: _prefetch, locale: _locale, ...rest } = link;
    return (
      <a {...(rest as ComponentProps<'a'>)} href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return <Link {...link} onClick={onClick} />;
}
