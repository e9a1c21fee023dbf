'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { type AnalyticsEvents, track } from '@/lib/analytics';

type Props<E extends keyof AnalyticsEvents> = Omit<ComponentProps<typeof Link>, 'onClick'> & {
  event: E;
  /** The event's properties except the destination, which is the link's own address. */
  props: Omit<AnalyticsEvents[E], 'destination'>;
};

/** A locale-aware link that reports its click (with consent only, see lib/analytics). */
export function TrackedLink<E extends keyof AnalyticsEvents>({ event, props, ...link }: Props<E>) {
  return (
    <Link
      {...link}
      onClick={(e) => {
        const destination = e.currentTarget.getAttribute('href') ?? '';
        track(event, { ...props, destination } as AnalyticsEvents[E]);
      }}
    />
  );
}
