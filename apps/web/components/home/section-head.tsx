import type { ReactNode } from 'react';
import h from './home.module.css';

/** A home section's heading, its introduction and an optional "View more" link on the right. */
export function SectionHead({
  id,
  heading,
  intro,
  action,
}: {
  id: string;
  heading: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div className={h.head}>
      <div className={h.headText}>
        <h2 id={id} className={h.heading}>
          {heading}
        </h2>
        {intro && <p className={h.intro}>{intro}</p>}
      </div>
      {action}
    </div>
  );
}
