import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import type { AnalyticsEvents } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = Omit<ComponentProps<typeof Link>, 'onClick'> & {
  event: E;
  /** The event's properties except the destination, which is the link's own address. */
  props: Omit<AnalyticsEvents[E], 'destination'>;
};

/** Addresses on another site (the app stores) are not the site's own pages. */
const isExternal = (href: unknown): href is string => typeof href === 'string' && /^https?:\/\//i.test(href);

/**
 * A locale-aware link that reports its click (with consent only, see lib/analytics) through the
 * tracked-link island (islands/tracked-link.island.ts), on pages with or without React.
 */
export function TrackedLink<E extends keyof AnalyticsEvents>({ event, props, ...link }: Props<E>) {
  const island = { 'data-island': 'tracked-link', 'data-event': event, 'data-props': JSON.stringify(props) };
  if (isExternal(link.href)) {
    const { href, children, className, prefetch: _prefetch, locale: _locale, ...rest } = link;
    return (
      <a {...(rest as ComponentProps<'a'>)} {...island} href={href} className={className}>
        {children}
      </a>
    );
  }
  return <Link {...link} {...island} />;
}
