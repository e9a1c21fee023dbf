import s from './drawings.module.css';

/**
 * The daytime as a bar of fifteen equal muhurtas from sunrise to sunset, the eighth (Abhijit)
 * highlighted around noon.
 */
export function DayMuhurtas({
  label,
  sunrise,
  noon,
  sunset,
  abhijit,
}: {
  label: string;
  sunrise: string;
  noon: string;
  sunset: string;
  abhijit: string;
}) {
  const w = 20;
  return (
    <figure className={s.dayBar}>
      <svg viewBox="0 0 300 64" role="img" aria-label={label} focusable="false">
        <path d="M10 44 Q150 -14 290 44" className={s.sunPath} />
        {Array.from({ length: 15 }, (_, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: fifteen fixed, identical slots
            key={i}
            x={i * w}
            y="40"
            width={w - 2}
            height="20"
            rx="3"
            className={i === 7 ? s.abhijit : s.muhurta}
          />
        ))}
        <circle cx="150" cy="15" r="7" className={s.sun} />
      </svg>
      <figcaption className={s.dayBarLabels} aria-hidden="true">
        <span>{sunrise}</span>
        <span className={s.dayBarNoon}>
          {noon} · {abhijit}
        </span>
        <span>{sunset}</span>
      </figcaption>
    </figure>
  );
}
