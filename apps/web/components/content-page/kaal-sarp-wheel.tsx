import s from './drawings.module.css';

const C = 100;

/**
 * Where the seven planets sit: in houses 2 to 6 (30° to 150° from Rahu at the top), two of the
 * houses holding a second planet nearer the centre so that no two discs overlap.
 */
const SLOTS: readonly { deg: number; r: number }[] = [
  { deg: 30, r: 74 },
  { deg: 60, r: 74 },
  { deg: 60, r: 46 },
  { deg: 90, r: 74 },
  { deg: 90, r: 46 },
  { deg: 120, r: 74 },
  { deg: 150, r: 74 },
];

/** A point on the wheel at `deg` degrees clockwise from the top, `r` from the centre. */
function at(deg: number, r: number): { x: number; y: number } {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: Math.round((C + r * Math.cos(rad)) * 10) / 10, y: Math.round((C + r * Math.sin(rad)) * 10) / 10 };
}

/**
 * Twelve houses in a circle with Rahu at the top, Ketu opposite and the seven planets all on one
 * side of the axis: the shape of Kaal Sarp yoga. Labels are the chart abbreviations of the page's
 * language (SU MO … / सू चं …).
 */
export function KaalSarpWheel({
  label,
  rahu,
  ketu,
  planets,
}: {
  label: string;
  rahu: string;
  ketu: string;
  planets: readonly string[];
}) {
  const spokes = Array.from({ length: 12 }, (_, k) => at(15 + k * 30, 92));
  const r = at(0, 70);
  const k = at(180, 70);
  return (
    <svg viewBox="0 0 200 200" className={s.wheel} role="img" aria-label={label} focusable="false">
      <circle cx={C} cy={C} r="96" className={s.wheelDisc} />
      <circle cx={C} cy={C} r="92" className={s.wheelRing} />
      {spokes.map((p) => (
        <line key={`${p.x},${p.y}`} x1={C} y1={C} x2={p.x} y2={p.y} className={s.wheelSpoke} />
      ))}
      <circle cx={C} cy={C} r="30" className={s.wheelHub} />
      <line x1={r.x} y1={r.y} x2={k.x} y2={k.y} className={s.wheelAxis} />
      {planets.slice(0, SLOTS.length).map((name, i) => {
        const p = at(SLOTS[i]!.deg, SLOTS[i]!.r);
        return (
          <g key={name} className={s.wheelPlanet}>
            <circle cx={p.x} cy={p.y} r="12" />
            <text x={p.x} y={p.y} dominantBaseline="central" textAnchor="middle">
              {name}
            </text>
          </g>
        );
      })}
      {[
        { p: r, name: rahu },
        { p: k, name: ketu },
      ].map(({ p, name }) => (
        <g key={name} className={s.wheelNode}>
          <circle cx={p.x} cy={p.y} r="14" />
          <text x={p.x} y={p.y} dominantBaseline="central" textAnchor="middle">
            {name}
          </text>
        </g>
      ))}
    </svg>
  );
}
