import { loShuLayout } from '@drishti/content/numerology';
import s from './drawings.module.css';

/**
 * The Lo Shu magic square (4 9 2 / 3 5 7 / 8 1 6) as a small night-blue tile. With a `label` it is
 * an image named by it; without one it is decoration.
 */
export function LoShuSquare({ label, className }: { label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 156 156"
      className={className ? `${s.loShu} ${className}` : s.loShu}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect x="1" y="1" width="154" height="154" rx="14" className={s.loShuTile} />
      {loShuLayout.map((row, r) =>
        row.map((n, c) => (
          <g key={n}>
            <rect x={8 + c * 48} y={8 + r * 48} width="44" height="44" rx="8" className={s.loShuCell} />
            <text
              x={30 + c * 48}
              y={30 + r * 48}
              className={s.loShuNumber}
              dominantBaseline="central"
              textAnchor="middle"
            >
              {n}
            </text>
          </g>
        )),
      )}
    </svg>
  );
}
