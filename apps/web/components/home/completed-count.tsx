'use client';

import type { Locale } from '@drishti/content/types';
import { fill, formatNumber } from './format';
import { countPart, useShowcasePart } from './showcase';

/**
 * "1,234 consultations completed on Drishti", from the database: rendered on the server
 * (`initial`), else loaded in the browser; nothing before the first one.
 */
export function CompletedCount({
  locale,
  one,
  other,
  initial,
}: {
  locale: Locale;
  one: string;
  other: string;
  /** The count the server read, when it could. */
  initial?: number;
}) {
  const n = useShowcasePart(initial, countPart) ?? 0;
  if (n <= 0) return null;
  return (
    <p data-testid="completed-count" data-count={n}>
      {fill(n === 1 ? one : other, { count: formatNumber(n, locale) })}
    </p>
  );
}
