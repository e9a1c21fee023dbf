'use client';

import type { PressLinkData } from '@drishti/contracts/home';
import type { ReactNode } from 'react';
import { MediaCarousel } from './media-carousel';
import { pressPart, useShowcasePart } from './showcase';

/**
 * The press links the operator configured (PRESS_LINKS): rendered on the server (`initial`), else
 * loaded in the browser; with none, the section is absent.
 */
export function PressSection({
  header,
  className,
  headingId,
  labels,
  initial,
}: {
  header: ReactNode;
  className: string;
  headingId: string;
  labels: { listLabel: string; pause: string; play: string; newTab: string };
  /** The links the server read, when it could. */
  initial?: PressLinkData[];
}) {
  const press = useShowcasePart(initial, pressPart) ?? [];
  if (press.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId} data-testid="home-section" data-section="media">
      {header}
      <MediaCarousel
        items={press.map((p, i) => ({ key: `press-${i}`, name: p.outlet, url: p.url, logo: p.logo }))}
        label={labels.listLabel}
        pauseLabel={labels.pause}
        playLabel={labels.play}
        newTab={labels.newTab}
      />
    </section>
  );
}
