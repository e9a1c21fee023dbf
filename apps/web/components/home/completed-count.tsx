'use client';

import type { Locale } from '@drishti/content/types';
import { fill, formatNumber } from './format';
import { useShowcase } from './showcase';

/** "1,234 consultations completed on Drishti", from the database; nothing before the first one. */
export function CompletedCount({ locale, one, other }: { locale: Locale; one: string; other: string }) {
  const n = useShowcase()?.completedConsultations ?? 0;
  if (n <= 0) return null;
  return (
    <p data-testid="completed-count" data-count={n}>
      {fill(n === 1 ? one : other, { count: formatNumber(n, locale) })}
    </p>
  );
}
