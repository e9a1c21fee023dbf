import { useId } from 'react';
import {
  CHART_SIZE,
  type ChartData,
  type ChartStyle,
  houseOfSign,
  lines,
  northHouses,
  pointsByHouse,
  pointsBySign,
  signOfHouse,
  southCell,
} from './chart-model';
import s from './charts.module.css';

export interface ChartLabels {
  /** "Asc" / "लग्न": marks the lagna in the South Indian chart. */
  ascendant: string;
  /** Caption of the table for screen readers. */
  tableCaption: string;
  house: string;
  sign: string;
  planets: string;
  /** "—" for an empty house. */
  none: string;
  /** Sign names, index 0 = Aries. */
  signNames: readonly string[];
}

const S = CHART_SIZE;
const LINE = 17;

/**
 * A kundali chart as inline SVG in North Indian (houses fixed, sign numbers) or South Indian
 * (signs fixed, the lagna marked with a diagonal stroke) style; the same placements follow as a
 * table for screen readers.
 */
export function VedicChart({
  data,
  style,
  title,
  centre,
  labels,
  testId,
}: {
  data: ChartData;
  style: ChartStyle;
  title: string;
  /** Written in the middle of a South Indian chart (the chart's name). */
  centre?: string;
  labels: ChartLabels;
  testId?: string;
}) {
  const titleId = useId();
  const byHouse = pointsByHouse(data);
  return (
    <figure className={s.figure} data-testid={testId} data-style={style} data-ascendant={data.ascendantSign}>
      <svg
        viewBox={`-2 -2 ${S + 4} ${S + 4}`}
        className={s.svg}
        role="img"
        aria-labelledby={titleId}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{title}</title>
        {style === 'north' ? <North data={data} /> : <South data={data} centre={centre} ascendant={labels.ascendant} />}
      </svg>
      <table className="visually-hidden">
        <caption>{labels.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.house}</th>
            <th scope="col">{labels.sign}</th>
            <th scope="col">{labels.planets}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 12 }, (_, i) => {
            const house = i + 1;
            const sign = signOfHouse(data.ascendantSign, house);
            const here = byHouse.get(house) ?? [];
            return (
              <tr key={house}>
                <th scope="row">{house}</th>
                <td>{labels.signNames[sign - 1]}</td>
                <td>
                  {here.length ? here.map((p) => p.label).join(', ') : labels.none}
                  {data.signNumbers ? ` (${data.signNumbers[sign - 1]})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}

function Labels({
  x,
  y,
  items,
  perLine,
}: {
  x: number;
  y: number;
  items: { key: string; label: string }[];
  perLine: number;
}) {
  const rows = lines(
    items.map((i) => i.label),
    perLine,
  );
  const top = y - ((rows.length - 1) * LINE) / 2;
  let k = 0;
  return (
    <>
      {rows.map((row, r) => (
        <text
          key={row.join()}
          x={x}
          y={top + r * LINE}
          className={s.planet}
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {row.map((label, j) => {
            const item = items[k++];
            return (
              <tspan key={item?.key ?? label} data-planet={item?.key}>
                {j > 0 ? ' ' : ''}
                {label}
              </tspan>
            );
          })}
        </text>
      ))}
    </>
  );
}

function North({ data }: { data: ChartData }) {
  const houses = northHouses(data.ascendantSign);
  const byHouse = pointsByHouse(data);
  return (
    <g>
      <rect x={0} y={0} width={S} height={S} className={s.frame} />
      <path d={`M0 0L${S} ${S}M${S} 0L0 ${S}M${S / 2} 0L${S} ${S / 2}L${S / 2} ${S}L0 ${S / 2}Z`} className={s.line} />
      {houses.map((h) => {
        const items = byHouse.get(h.house) ?? [];
        return (
          <g key={h.house} data-house={h.house} data-sign={h.sign}>
            <polygon points={h.points} className={h.house === 1 ? s.lagnaHouse : s.house} />
            <text x={h.signAt[0]} y={h.signAt[1]} className={s.signNo} textAnchor="middle" dominantBaseline="middle">
              {h.sign}
            </text>
            {data.signNumbers ? (
              <text x={h.centre[0]} y={h.centre[1]} className={s.bindu} textAnchor="middle" dominantBaseline="middle">
                {data.signNumbers[h.sign - 1]}
              </text>
            ) : (
              <Labels x={h.centre[0]} y={h.centre[1]} items={items} perLine={h.perLine} />
            )}
          </g>
        );
      })}
    </g>
  );
}

function South({ data, centre, ascendant }: { data: ChartData; centre?: string; ascendant: string }) {
  const bySign = pointsBySign(data);
  const cells = Array.from({ length: 12 }, (_, i) => i + 1);
  return (
    <g>
      <rect x={0} y={0} width={S} height={S} className={s.frame} />
      {cells.map((sign) => {
        const c = southCell(sign);
        const items = bySign.get(sign) ?? [];
        const isLagna = sign === data.ascendantSign;
        return (
          <g key={sign} data-sign={sign} data-house={houseOfSign(data.ascendantSign, sign)}>
            <rect x={c.x} y={c.y} width={c.size} height={c.size} className={isLagna ? s.lagnaHouse : s.house} />
            {isLagna && (
              <>
                <line x1={c.x} y1={c.y + 30} x2={c.x + 30} y2={c.y} className={s.lagnaMark} />
                <text x={c.x + c.size - 6} y={c.y + 14} className={s.ascText} textAnchor="end" data-lagna="true">
                  {ascendant}
                </text>
              </>
            )}
            <text x={c.x + 6} y={c.y + c.size - 8} className={s.signNoSmall}>
              {sign}
            </text>
            {data.signNumbers ? (
              <text
                x={c.x + c.size / 2}
                y={c.y + c.size / 2}
                className={s.bindu}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {data.signNumbers[sign - 1]}
              </text>
            ) : (
              <Labels x={c.x + c.size / 2} y={c.y + c.size / 2 + 2} items={items} perLine={2} />
            )}
          </g>
        );
      })}
      <rect x={S / 4} y={S / 4} width={S / 2} height={S / 2} className={s.centre} />
      {centre && (
        <text x={S / 2} y={S / 2} className={s.centreText} textAnchor="middle" dominantBaseline="middle">
          {centre}
        </text>
      )}
    </g>
  );
}
