import { periodTitles } from '@drishti/content/horoscope-phrases';
import type { Locale } from '@drishti/content/types';
import type { ZodiacKey } from '@drishti/content/zodiac';
import { Link } from '@/i18n/navigation';
import { PERIOD_VALUES, type PeriodValue } from '@/lib/horoscope';
import s from './horoscope.module.css';

/** The period selector: the same sign in each period of the spec, the current one marked. */
export function PeriodNav({
  sign,
  current,
  locale,
  label,
}: {
  sign: ZodiacKey;
  current?: PeriodValue;
  locale: Locale;
  label: string;
}) {
  return (
    <nav aria-label={label} className={s.periods} data-testid="period-nav">
      <ul className={s.periodList}>
        {PERIOD_VALUES.map((period) => (
          <li key={period}>
            <Link
              href={`/horoscope/${period}/${sign}`}
              className={s.period}
              aria-current={period === current ? 'page' : undefined}
              data-period={period}
            >
              {periodTitles[period][locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
