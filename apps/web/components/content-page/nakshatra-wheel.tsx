import s from './drawings.module.css';

/** The zodiac circle cut into 27 equal nakshatras of 13°20′, with the Moon at the centre. */
export function NakshatraWheel({ label }: { label: string }) {
  const ticks = Array.from({ length: 27 }, (_, i) => {
    const rad = ((i * 360) / 27 - 90) * (Math.PI / 180);
    const p = (r: number) => Math.round((100 + r * Math.cos(rad)) * 10) / 10;
    const q = (r: number) => Math.round((100 + r * Math.sin(rad)) * 10) / 10;
    const mid = (((i + 0.5) * 360) / 27 - 90) * (Math.PI / 180);
    return {
      i,
      x1: p(70),
      y1: q(70),
      x2: p(94),
      y2: q(94),
      sx: Math.round((100 + 82 * Math.cos(mid)) * 10) / 10,
      sy: Math.round((100 + 82 * Math.sin(mid)) * 10) / 10,
    };
  });
  return (
    <svg viewBox="0 0 200 200" className={s.wheel} role="img" aria-label={label} focusable="false">
      <circle cx="100" cy="100" r="96" className={s.wheelDisc} />
      <circle cx="100" cy="100" r="70" className={s.wheelRing} />
      {ticks.map((t) => (
        <g key={t.i}>
          <line x1={t.x1} y1={t.y1} x2={t.x2} y2={t.y2} className={s.wheelSpoke} />
          <circle cx={t.sx} cy={t.sy} r={t.i % 9 === 0 ? 3 : 1.8} className={s.star} />
        </g>
      ))}
      <path d="M112 76 A26 26 0 1 0 112 124 A20 20 0 1 1 112 76 Z" className={s.moon} />
    </svg>
  );
}
