import { CHOGHADIYA_QUALITIES, CHOGHADIYAS, type ChoghadiyaKey } from '@drishti/content/panchang-names';
import { planet } from '@drishti/content/planets';
import type { Interval } from '@drishti/engine/panchang';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DayPanchang } from './panchang-data';
import type { ResultTranslator } from './panchang-day';
import type { Locale } from './panchang-model';
import p from './panchang.module.css';

const QUALITY_ICON = { good: CircleCheck, neutral: CircleMinus, bad: CircleX } as const;

/** What a table of the day's or the night's parts is drawn from. */
interface PartTableProps {
  part: 'day' | 'night';
  day: DayPanchang['p'];
  span: (i: Interval) => string;
  locale: Locale;
  t: ResultTranslator;
}

/** A captioned table with a header row of column names, the rows given as children. */
function PartTable({
  caption,
  columns,
  testId,
  children,
}: {
  caption: string;
  columns: string[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={p.tableWrap}>
      <table className={p.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The day's or the night's eight choghadiya, each with its span and quality. */
export function ChoghadiyaTable({ part, day, span, locale, t }: PartTableProps) {
  return (
    <PartTable
      caption={t(part === 'day' ? 'choghadiyaDay' : 'choghadiyaNight')}
      columns={[t('colName'), t('colTime'), t('colQuality')]}
      testId={`choghadiya-${part}`}
    >
      {day.choghadiya[part].map((c) => {
        const info = CHOGHADIYAS[c.name.toLowerCase() as ChoghadiyaKey];
        const Icon = QUALITY_ICON[info.quality];
        return (
          <tr key={c.startMs} data-quality={info.quality}>
            <th scope="row">{info.name[locale]}</th>
            <td>{span(c)}</td>
            <td>
              <span className={`${p.quality} ${p[info.quality]}`}>
                <Icon aria-hidden="true" size={18} />
                {CHOGHADIYA_QUALITIES[info.quality][locale]}
              </span>
            </td>
          </tr>
        );
      })}
    </PartTable>
  );
}

/** The day's or the night's twelve horas, each with its lord and span. */
export function HoraTable({ part, day, span, locale, t }: PartTableProps) {
  return (
    <PartTable caption={t(part === 'day' ? 'horaDay' : 'horaNight')} columns={[t('colLord'), t('colTime')]}>
      {day.hora[part].map((h) => (
        <tr key={h.startMs}>
          <th scope="row">{planet(h.lord).name[locale]}</th>
          <td>{span(h)}</td>
        </tr>
      ))}
    </PartTable>
  );
}
