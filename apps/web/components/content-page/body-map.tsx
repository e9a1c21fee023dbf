import type { MoleRegionKey } from '@drishti/content/moles';
import s from './drawings.module.css';

/** Where each region's marker sits on the figure (viewBox 0 0 200 400). */
const MARKERS: Readonly<Partial<Record<MoleRegionKey, { x: number; y: number }>>> = {
  face: { x: 100, y: 40 },
  'back-and-chest': { x: 100, y: 112 },
  arms: { x: 41, y: 172 },
  stomach: { x: 100, y: 168 },
  'private-parts': { x: 100, y: 222 },
  legs: { x: 82, y: 318 },
};

/**
 * A front-facing body outline with a numbered marker on each region, linking to its section.
 * For pointer users only: the same links, with the same numbers, are in the list beside it,
 * so the drawing is hidden from assistive technology and its links are out of the tab order.
 */
export function BodyMap({ regions }: { regions: readonly { key: MoleRegionKey; number: number; title: string }[] }) {
  return (
    <svg viewBox="0 0 200 400" className={s.bodyMap} aria-hidden="true" focusable="false">
      <g className={s.body}>
        <circle cx="100" cy="40" r="27" />
        <rect x="89" y="62" width="22" height="20" rx="6" />
        <path d="M62 86 Q100 76 138 86 Q146 90 144 104 L136 196 Q136 206 140 228 L60 228 Q64 206 64 196 L56 104 Q54 90 62 86 Z" />
        <path d="M62 94 Q44 104 42 140 L36 214" className={s.limb} />
        <path d="M138 94 Q156 104 158 140 L164 214" className={s.limb} />
        <path d="M80 224 L78 300 L80 374" className={s.leg} />
        <path d="M120 224 L122 300 L120 374" className={s.leg} />
      </g>
      {regions.map((r) => {
        const at = MARKERS[r.key];
        if (!at) return null;
        return (
          <a key={r.key} href={`#region-${r.key}`} tabIndex={-1} className={s.marker}>
            <circle cx={at.x} cy={at.y} r="12" />
            <text x={at.x} y={at.y} dominantBaseline="central" textAnchor="middle">
              {r.number}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
