import type { Locale } from '@drishti/content/types';
import { fill, formatNumber } from './format';

/**
 * "1,234 consultations completed on Drishti", from the database as the server read it (renewed
 * with the page); nothing before the first one, or when the server could not read it.
 */
export function CompletedCount({
  locale,
  one,
  other,
  count,
}: {
  locale: Locale;
  one: string;
  other: string;
  count?: number | undefined;
}) {
  if (!count || count <= 0) return null;
  return (
    <p data-testid="completed-count" data-count={count}>
      {fill(count === 1 ? one : other, { count: formatNumber(count, locale) })}
    </p>
  );
}
